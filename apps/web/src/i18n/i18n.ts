import { COOKIES, isLocale, LOCALES, localeTag, type TLocale } from '@questline/domain/constants';
import { resolveLocale } from '@questline/domain/locale-rules';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readCookie } from '../lib/cookies';

type TCatalogue = Record<string, unknown>;

// One catalogue per locale, each its own chunk: a page loads only the language it shows. The authoring screens'
// texts (editors, creator dashboard) are a second catalogue per locale, loaded by those routes only, so learners'
// first load stays small.
const catalogues = import.meta.glob<TCatalogue>('../../locales/*.json', { import: 'default' });
const authoringCatalogues = import.meta.glob<TCatalogue>('../../locales/authoring/*.json', { import: 'default' });

const loadCatalogue = async (locale: TLocale, from = catalogues, folder = ''): Promise<TCatalogue> => {
  const load = from[`../../locales/${folder}${locale}.json`];
  if (!load) throw new Error(`no catalogue for ${locale}`);
  return load();
};

/** The locales whose authoring texts are loaded; once any is, a language switch loads the new one's too. */
const authoringLocales = new Set<TLocale>();

const addAuthoring = async (locale: TLocale) => {
  if (authoringLocales.has(locale)) return;
  const catalogue = await loadCatalogue(locale, authoringCatalogues, 'authoring/');
  i18next.addResourceBundle(locale, 'translation', catalogue, true);
  authoringLocales.add(locale);
};

/** Makes the authoring texts available (the editor and dashboard routes await it before they render). */
export const loadAuthoringCatalogue = async () => {
  const locale = currentLocale();
  await Promise.all([addAuthoring(locale), locale === 'en_US' ? null : addAuthoring('en_US')]);
};

/** The locale from the preference cookie (the server keeps it in step with a signed-in user's choice). */
export const initialLocale = (): TLocale => {
  const fromQuery = new URLSearchParams(window.location.search).get('locale');
  return resolveLocale(
    null,
    isLocale(fromQuery) && window.location.pathname === '/identity' ? fromQuery : readCookie(COOKIES.locale),
  );
};

export const setDocumentLocale = (locale: TLocale) => {
  document.documentElement.lang = localeTag(locale);
};

export const startI18n = async (locale: TLocale) => {
  const [resources, fallback] = await Promise.all([
    loadCatalogue(locale),
    locale === 'en_US' ? Promise.resolve(null) : loadCatalogue('en_US'),
  ]);
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en_US',
    supportedLngs: [...LOCALES],
    resources: { [locale]: { translation: resources }, ...(fallback ? { en_US: { translation: fallback } } : {}) },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  setDocumentLocale(locale);
  return i18next;
};

/** Switches the UI language in place (used when a signed-in user's stored choice differs from the cookie). */
export const switchLocale = async (locale: TLocale) => {
  if (!i18next.hasResourceBundle(locale, 'translation')) {
    i18next.addResourceBundle(locale, 'translation', await loadCatalogue(locale));
  }
  if (authoringLocales.size) await addAuthoring(locale);
  await i18next.changeLanguage(locale);
  setDocumentLocale(locale);
};

export const currentLocale = (): TLocale => (isLocale(i18next.language) ? i18next.language : 'en_US');
