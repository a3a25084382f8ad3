import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ACCOUNT_EXPORT_PATH, deleteAccount } from '../api/account';
import { AccountField, AccountSection, accountPrimaryClass } from './account-section';

const dangerClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-red-700';

/** Leaves the app once the account is gone: the answer expired the session cookie, so home opens signed out. */
const leaveApp = () => window.location.assign('/');

/**
 * Delete my account: what goes and what stays, then the §2.14 delete dialog asks for the password (Enter or Yes
 * confirms). The last super admin is refused (admin_last_super_admin) and told why in the dialog.
 */
const DeleteAccount = (props: { onDeleted: () => void }) => {
  const { t } = useTranslation();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    const input = form?.elements.namedItem('password') as HTMLInputElement | null;
    const password = input?.value ?? '';
    if (!password) {
      setError(t('errors.error_isRequired'));
      input?.focus();
      return;
    }
    setPending(true);
    setError(null);
    try {
      await deleteAccount(password);
      props.onDeleted();
    } catch (failure) {
      setError(t(`errors.${failure instanceof ApiError ? failure.key : 'internal_error'}`));
      setPending(false);
      input?.focus();
    }
  };

  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">{t('settings.data.deleteTitle')}</h3>
      <p className="text-sm text-slate-600">{t('settings.data.deleteIntro')}</p>
      <div>
        <button
          type="button"
          onClick={() => {
            setError(null);
            setOpen(true);
          }}
          className={dangerClass}
        >
          {t('settings.data.delete')}
        </button>
      </div>
      <ConfirmDialog
        isOpen={open}
        theme="delete"
        title={t('settings.data.confirmTitle')}
        confirmLabel={t('settings.data.confirm')}
        cancelLabel={t('common.dialog.cancel')}
        loading={pending}
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
        message={
          <form
            id={formId}
            noValidate
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              void confirm();
            }}
            className="flex flex-col gap-3"
          >
            <p>{t('settings.data.confirmGoes')}</p>
            <p>{t('settings.data.confirmStays')}</p>
            <AccountField
              label={t('settings.data.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              error={error}
              autoFocus
            />
          </form>
        }
      />
    </div>
  );
};

/**
 * Your data in the settings tab: the export of everything the platform holds about the user (a JSON download, GET
 * /api/me/export) and deleting the account.
 */
export const AccountDataPanel = (props: { onDeleted?: () => void }) => {
  const { t } = useTranslation();
  return (
    <AccountSection title={t('settings.data.title')}>
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-600">{t('settings.data.exportIntro')}</p>
        <div>
          <a href={ACCOUNT_EXPORT_PATH} download className={accountPrimaryClass}>
            {t('settings.data.export')}
          </a>
        </div>
      </div>
      <DeleteAccount onDeleted={props.onDeleted ?? leaveApp} />
    </AccountSection>
  );
};
