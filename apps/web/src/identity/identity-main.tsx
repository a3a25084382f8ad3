import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initialLocale, loadErrorsCatalogue, loadIdentityCatalogue, startI18n } from '../i18n/i18n';
import { IdentityPage } from './identity-page';
import { ResetPasswordPage, takeResetToken } from './reset-password-page';
import '../styles.css';

await startI18n(initialLocale());
// Signing in and up shows the server's refusals as they come: their messages are ready before the form is, with the
// identity pages' own texts (a catalogue of their own: the app's pages never load them).
await Promise.all([
  loadErrorsCatalogue(),
  loadIdentityCatalogue(
    import.meta.glob<Record<string, unknown>>('../../locales/identity/*.json', { import: 'default' }),
  ),
]);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from identity.html');
// One entry, two pages: /identity (sign in, sign up, forgot password) and /reset-password (the mailed link's).
createRoot(root).render(
  <StrictMode>
    {window.location.pathname === '/reset-password' ? <ResetPasswordPage token={takeResetToken()} /> : <IdentityPage />}
  </StrictMode>,
);
