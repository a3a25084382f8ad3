import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { Spinner } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
import { changePassword, devicesQueryOptions } from '../api/account';
import { AccountField, AccountSection, accountPrimaryClass } from './account-section';

type TField = 'currentPassword' | 'newPassword' | 'confirmPassword';
type TErrors = Partial<Record<TField | 'form', string>>;

/** Which field a refusal of better-auth's change-password belongs under. */
const FIELD_OF_KEY: Record<string, TField> = {
  auth_wrong_password: 'currentPassword',
  auth_password_too_short: 'newPassword',
  auth_password_too_common: 'newPassword',
};

/**
 * Change password in the settings tab: the current password, the new one twice. better-auth checks the current one,
 * refuses short and common new ones (the server's list), and signs every other device out; this one stays signed in.
 */
export const PasswordPanel = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<TErrors>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = (name: TField) => String(data.get(name) ?? '');
    const found: TErrors = {};
    for (const name of ['currentPassword', 'newPassword', 'confirmPassword'] as const) {
      if (!value(name)) found[name] = t('errors.error_isRequired');
    }
    if (!found.confirmPassword && value('confirmPassword') !== value('newPassword')) {
      found.confirmPassword = t('settings.password.mismatch');
    }
    setErrors(found);
    if (Object.keys(found).length) {
      const first = Object.keys(found)[0] as TField;
      (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    setPending(true);
    try {
      await changePassword({ currentPassword: value('currentPassword'), newPassword: value('newPassword') });
      form.reset();
      toast(t('settings.password.changed'));
      await queryClient.invalidateQueries({ queryKey: devicesQueryOptions().queryKey });
    } catch (failure) {
      const key = failure instanceof ApiError ? failure.key : 'internal_error';
      const field = FIELD_OF_KEY[key];
      setErrors({ [field ?? 'form']: t(`errors.${key}`) });
      if (field) (form.elements.namedItem(field) as HTMLInputElement | null)?.focus();
    } finally {
      setPending(false);
    }
  };

  return (
    <AccountSection title={t('settings.password.title')} intro={t('settings.password.intro')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <AccountField
          label={t('settings.password.current')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword}
        />
        <AccountField
          label={t('settings.password.new')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          description={t('settings.password.newHelp')}
          error={errors.newPassword}
        />
        <AccountField
          label={t('settings.password.confirm')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        {errors.form && (
          <p role="alert" className="text-sm text-red-700">
            {errors.form}
          </p>
        )}
        <div>
          <button type="submit" disabled={pending} className={accountPrimaryClass}>
            {pending && <Spinner />}
            {t('settings.password.submit')}
          </button>
        </div>
      </form>
    </AccountSection>
  );
};
