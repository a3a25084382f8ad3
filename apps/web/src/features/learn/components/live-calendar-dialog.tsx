import type { TLiveSessionCard } from '@questline/domain/schemas/live-session';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CloseButton } from '../../../ui/close-button';
import { canRegister, RegisterButton } from './live-session-actions';
import { LiveSessionRecording, LiveSessionRefer, LiveSessionWhen } from './live-session-facts';

/**
 * The calendar dialog (§2.14): a session's details and description, with Register for opening sessions. Modal:
 * Escape, a backdrop click and Close shut it.
 */
export const CalendarDialog = ({ session, onClose }: { session: TLiveSessionCard | null; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen={session !== null}
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/70 p-4"
    >
      <Modal className="flex max-h-[90vh] w-full max-w-xl flex-col overflow-hidden rounded-2xl bg-white text-slate-900 shadow-2xl">
        {session && (
          <Dialog className="flex min-h-0 flex-col outline-none">
            <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
              <Heading slot="title" className="text-lg font-bold tracking-tight">
                {session.title}
              </Heading>
              <CloseButton label={t('common.close')} onPress={onClose} />
            </div>
            <div className="min-h-0 space-y-4 overflow-y-auto px-6 py-5 text-sm text-slate-700">
              {session.thumbnail && (
                <img src={session.thumbnail.url} alt="" className="aspect-video w-full rounded-lg object-cover" />
              )}
              <LiveSessionRefer session={session} />
              <LiveSessionWhen session={session} />
              <LiveSessionRecording session={session} />
              {session.descPlain && <p className="whitespace-pre-line text-slate-800">{session.descPlain}</p>}
            </div>
            {canRegister(session) && (
              <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-6 py-4">
                <RegisterButton session={session} />
              </div>
            )}
          </Dialog>
        )}
      </Modal>
    </ModalOverlay>
  );
};
