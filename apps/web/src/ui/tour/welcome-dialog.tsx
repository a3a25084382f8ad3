import type { TTour } from '@questline/domain/rules/tours';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

const primaryClass =
  'rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm outline-none hover:bg-brand-800 data-[focus-visible]:ring-3 data-[focus-visible]:ring-brand-600 data-[focus-visible]:ring-offset-2';
const secondaryClass =
  'rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-800 outline-none hover:bg-slate-50 data-[focus-visible]:ring-3 data-[focus-visible]:ring-brand-600';

/**
 * The welcome dialog (§2.14): Dismiss or Start tour. Escape and a backdrop click dismiss it too, like any modal
 * dialog; Start tour is focused first, so Enter starts the tour.
 */
export const WelcomeDialog = ({
  tour,
  onStart,
  onDismiss,
}: {
  tour: TTour;
  onStart: () => void;
  onDismiss: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/70 p-4"
    >
      <Modal className="w-full max-w-lg rounded-2xl bg-white text-slate-900 shadow-2xl">
        <Dialog className="px-6 pb-6 pt-6 outline-none">
          <Heading slot="title" className="text-xl font-bold text-slate-900">
            {t(`tours.welcome.${tour}.title`)}
          </Heading>
          <p className="mt-3 text-sm leading-6 text-slate-700">{t(`tours.welcome.${tour}.body`)}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button onPress={onDismiss} className={secondaryClass}>
              {t('tours.dismiss')}
            </Button>
            <Button autoFocus onPress={onStart} className={primaryClass}>
              {t('tours.start')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
};
