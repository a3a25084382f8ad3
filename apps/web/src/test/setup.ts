import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach } from 'vitest';
import authoring from '../../locales/authoring/en_US.json';
import en from '../../locales/en_US.json';
import errors from '../../locales/errors/en_US.json';
import identity from '../../locales/identity/en_US.json';
import pages from '../../locales/pages/en_US.json';
import tours from '../../locales/tours/en_US.json';

await i18next.use(initReactI18next).init({
  lng: 'en_US',
  resources: { en_US: { translation: { ...en, ...errors, ...pages, ...authoring, ...tours, ...identity } } },
  interpolation: { escapeValue: false },
});

// Lazily loaded parts (TipTap, tus-js-client, menus) can take seconds to import on a loaded 2-core machine; the
// default 1 s of findBy/waitFor made such tests fail there while they pass on a quiet one.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

// The files of a worker share its window (isolate: false): what one leaves in storage or cookies (a collapsed
// overview, a dismissed banner) must not reach the next. Cookies expire in the past, which happy-dom applies at once.
afterAll(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the test set-up removes what a file left.
    if (name) document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});

// React Aria's live announcer, outside act() (as inside waitFor), makes its region and announces 100 ms later if the
// region is still in the document. A file that ends within those 100 ms tore the DOM down under that timer
// ("document is not defined", an unhandled error failing the run): its region leaves first, so the timer does nothing.
afterAll(() => {
  for (const region of document.querySelectorAll('[data-live-announcer]')) region.remove();
});
