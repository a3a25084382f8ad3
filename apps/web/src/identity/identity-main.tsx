import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initialLocale, loadErrorsCatalogue, startI18n } from '../i18n/i18n';
import { IdentityPage } from './identity-page';
import '../styles.css';

await startI18n(initialLocale());
// Signing in and up shows the server's refusals as they come: their messages are ready before the form is.
await loadErrorsCatalogue();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from identity.html');
createRoot(root).render(
  <StrictMode>
    <IdentityPage />
  </StrictMode>,
);
