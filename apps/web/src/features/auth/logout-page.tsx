import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../ui/use-page-title';

/** /auth/logout: ends the session on the server, then reloads home signed out. */
export const LogoutPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('avatar.signOut'));
  useEffect(() => {
    void fetch('/api/auth/sign-out', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }).finally(() => window.location.replace('/'));
  }, []);
  return (
    <p role="status" className="mx-auto max-w-xl px-6 py-24 text-center text-slate-600">
      {t('logout.inProgress')}
    </p>
  );
};
