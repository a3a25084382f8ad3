import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import en from '../../locales/en_US.json';

await i18next.use(initReactI18next).init({
  lng: 'en_US',
  resources: { en_US: { translation: en } },
  interpolation: { escapeValue: false },
});

afterEach(cleanup);
