import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { AuthenticatorIcon, TrashIcon } from './icons';

export type TConfirmTheme = 'default' | 'delete' | 'publish' | 'featured' | 'tfa';

const buttonBase =
  'inline-flex min-w-24 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-50';
const secondaryClass = `${buttonBase} border border-slate-300 bg-white text-slate-700 hover:bg-slate-100`;
const primaryClass = `${buttonBase} bg-brand-700 text-white hover:bg-brand-800`;
const dangerClass = `${buttonBase} bg-red-700 text-white hover:bg-red-800`;

export const Spinner = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 animate-spin" fill="none">
    <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
    <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
  </svg>
);

/**
 * The confirm dialog of §2.14, 640 wide. default: OK / Cancel; delete: Yes (red) / No in reversed order with a trash
 * icon; publish: Yes / No; featured: featured-OK / Cancel (saving a featured list); tfa: Yes / No with an authenticator
 * image (the sign-in's code). While the confirmed action is loading, cancel (and dismissal) is disabled and confirm
 * shows that it is working.
 */
export const ConfirmDialog = (props: {
  isOpen: boolean;
  theme: TConfirmTheme;
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  const loading = props.loading === true;
  const isDefault = props.theme === 'default';
  const isFeatured = props.theme === 'featured';
  const confirmLabel =
    props.confirmLabel ??
    t(isDefault ? 'common.dialog.ok' : isFeatured ? 'common.dialog.featuredOk' : 'common.dialog.yes');
  const cancelLabel = props.cancelLabel ?? t(isDefault || isFeatured ? 'common.dialog.cancel' : 'common.dialog.no');

  const confirm = (
    <Button
      key="confirm"
      onPress={props.onConfirm}
      isPending={loading}
      className={props.theme === 'delete' ? dangerClass : primaryClass}
    >
      {loading && <Spinner />}
      {confirmLabel}
      {loading && <span className="sr-only">{t('common.loading')}</span>}
    </Button>
  );
  const cancel = (
    <Button key="cancel" onPress={props.onCancel} isDisabled={loading} className={secondaryClass}>
      {cancelLabel}
    </Button>
  );

  return (
    <ModalOverlay
      isOpen={props.isOpen}
      isDismissable={!loading}
      isKeyboardDismissDisabled={loading}
      onOpenChange={(open) => {
        if (!open && !loading) props.onCancel();
      }}
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/70 p-4"
    >
      <Modal className="w-full max-w-[640px] rounded-2xl bg-white text-slate-900 shadow-2xl">
        <Dialog className="outline-none" role={props.theme === 'delete' ? 'alertdialog' : 'dialog'}>
          <div className="flex items-start gap-4 px-6 pt-6">
            {props.theme === 'delete' && (
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-700">
                <TrashIcon className="h-6 w-6" />
              </span>
            )}
            {props.theme === 'tfa' && (
              <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <AuthenticatorIcon className="h-8 w-8" />
              </span>
            )}
            <div className="min-w-0 flex-1">
              <Heading slot="title" className="text-lg font-semibold">
                {props.title}
              </Heading>
              {props.message !== undefined && <div className="mt-2 text-sm text-slate-600">{props.message}</div>}
            </div>
          </div>
          <div className="mt-6 flex justify-end gap-2 border-t border-slate-200 px-6 py-4">
            {/* The delete theme reverses the usual order: the destructive Yes comes first (§2.14). */}
            {props.theme === 'delete' ? [confirm, cancel] : [cancel, confirm]}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
};
