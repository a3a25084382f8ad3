import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/confirm-dialog';
import { buttonClass, primaryButtonClass } from './form-fields';

const Shell = (props: {
  isOpen: boolean;
  title: string;
  onDismiss?: () => void;
  children: ReactNode;
  actions: ReactNode;
}) => (
  <ModalOverlay
    isOpen={props.isOpen}
    isDismissable={props.onDismiss !== undefined}
    isKeyboardDismissDisabled={props.onDismiss === undefined}
    onOpenChange={(open) => !open && props.onDismiss?.()}
    className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/70 p-4"
  >
    <Modal className="w-full max-w-[640px] rounded-2xl bg-white text-slate-900 shadow-2xl">
      <Dialog className="outline-none">
        <div className="px-6 pt-6">
          <Heading slot="title" className="text-lg font-semibold">
            {props.title}
          </Heading>
          <div className="mt-2 text-sm text-slate-600">{props.children}</div>
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-2 border-t border-slate-200 px-6 py-4">{props.actions}</div>
      </Dialog>
    </Modal>
  </ModalOverlay>
);

/** §2.14 force-reload: the item changed elsewhere; the only way on is to load the latest version. */
export const ForceReloadDialog = (props: { isOpen: boolean; loading: boolean; onReload: () => void }) => {
  const { t } = useTranslation();
  return (
    <Shell
      isOpen={props.isOpen}
      title={t('editor.reload.title')}
      actions={
        <Button autoFocus isPending={props.loading} onPress={props.onReload} className={primaryButtonClass}>
          {props.loading && <Spinner />}
          {t('editor.reload.reload')}
        </Button>
      }
    >
      {t('errors.resource_updated_elsewhere')}
    </Shell>
  );
};

/** §2.14 translate confirm: publishing a translation records the source revision it follows, or skips that. */
export const TranslateConfirmDialog = (props: {
  isOpen: boolean;
  onConfirm: () => void;
  onSkip: () => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Shell
      isOpen={props.isOpen}
      title={t('editor.publish.translateTitle')}
      onDismiss={props.onCancel}
      actions={
        <>
          <Button onPress={props.onCancel} className={buttonClass}>
            {t('common.dialog.cancel')}
          </Button>
          <Button onPress={props.onSkip} className={buttonClass}>
            {t('editor.publish.skip')}
          </Button>
          <Button autoFocus onPress={props.onConfirm} className={primaryButtonClass}>
            {t('editor.publish.confirmTranslate')}
          </Button>
        </>
      }
    >
      {t('editor.publish.translateMessage')}
    </Shell>
  );
};
