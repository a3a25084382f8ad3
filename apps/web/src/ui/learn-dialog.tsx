import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CloseButton } from './close-button';

export const dialogPrimaryClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
export const dialogSecondaryClass =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

type TLearnDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The dialog's name: its heading. */
  title: ReactNode;
  children: ReactNode;
  /** The dialog's buttons, at its foot. */
  footer?: ReactNode;
  /** While an action runs, the dialog stays open (no Escape, no backdrop, no close button). */
  busy?: boolean;
};

/** A learner page's modal dialog (§2.14): named by its heading, closed with Escape, a backdrop click or Close. */
export const LearnDialog = ({ isOpen, onClose, title, children, footer, busy = false }: TLearnDialogProps) => {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen={isOpen}
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
      onOpenChange={(open) => !open && !busy && onClose()}
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/70 p-4"
    >
      <Modal className="flex max-h-[90vh] w-full max-w-xl flex-col overflow-hidden rounded-2xl bg-white text-slate-900 shadow-2xl">
        <Dialog className="flex min-h-0 flex-col outline-none">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
            <Heading slot="title" className="text-lg font-bold tracking-tight">
              {title}
            </Heading>
            {!busy && <CloseButton label={t('common.close')} onPress={onClose} />}
          </div>
          <div className="min-h-0 overflow-y-auto px-6 py-5">{children}</div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-6 py-4">{footer}</div>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
};
