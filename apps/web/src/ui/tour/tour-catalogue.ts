import { isLocale, type TLocale } from '@questline/domain/constants';
import i18next from 'i18next';

// The tours' texts are their own catalogue, loaded with the tour's code: nobody who never sees a tour pays for them.
const catalogues = import.meta.glob<Record<string, unknown>>('../../../locales/tours/*.json', { import: 'default' });

const loaded = new Set<TLocale>();

const addLocale = async (locale: TLocale) => {
  if (loaded.has(locale)) return;
  const load = catalogues[`../../../locales/tours/${locale}.json`];
  if (!load) return;
  i18next.addResourceBundle(locale, 'translation', await load(), true);
  loaded.add(locale);
};

/** Makes the tours' texts available in the current language (English as the fallback), and in any later one. */
export const loadTourCatalogue = async () => {
  const locale = isLocale(i18next.language) ? i18next.language : 'en_US';
  await Promise.all([addLocale(locale), addLocale('en_US')]);
  i18next.off('languageChanged', onLanguageChanged);
  i18next.on('languageChanged', onLanguageChanged);
};

const onLanguageChanged = (language: string) => {
  if (isLocale(language)) void addLocale(language);
};
