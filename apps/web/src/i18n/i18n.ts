import { COOKIES, isLocale, LOCALES, localeTag, type TLocale } from '@questline/domain/constants';
import { pageLocale } from '@questline/domain/locale-rules';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readCookie } from '../lib/cookies';
import { renderRequest } from '../lib/render-request';

type TCatalogue = Record<string, unknown>;

// One catalogue per locale, each its own chunk: a page loads only the language it shows. Four more catalogues per
// locale are loaded when needed, so the home page's first load stays small: the learner pages' texts (detail pages,
// live calendar, pathways landing), the authoring screens' texts (editors, dashboards), the error messages (§8),
// which every route beyond home loads with its texts and the fetch client loads before it reports a failure, and the
// identity entry's texts, which only its own pages load.
const catalogues = import.meta.glob<TCatalogue>('../../locales/*.json', { import: 'default' });
const extraCatalogues = {
  pages: import.meta.glob<TCatalogue>('../../locales/pages/*.json', { import: 'default' }),
  authoring: import.meta.glob<TCatalogue>('../../locales/authoring/*.json', { import: 'default' }),
  errors: import.meta.glob<TCatalogue>('../../locales/errors/*.json', { import: 'default' }),
};
type TCatalogueGlob = Record<string, () => Promise<TCatalogue>>;
type TExtraCatalogue = keyof typeof extraCatalogues | 'identity';
/**
 * The identity entry's texts (sign in, sign up, forgot and reset password) are globbed by that entry alone
 * (identity/identity-main.tsx), so the app's bundle carries no loader of them.
 */
const globs: Partial<Record<TExtraCatalogue, TCatalogueGlob>> = { ...extraCatalogues };

const loadCatalogue = async (locale: TLocale, from = catalogues, folder = ''): Promise<TCatalogue> => {
  const load = from[`../../locales/${folder}${locale}.json`];
  if (!load) throw new Error(`no catalogue for ${locale}`);
  return load();
};

/** The locales each extra catalogue is loaded for; once any is, a language switch loads the new one's too. */
const loadedLocales: Record<TExtraCatalogue, Set<TLocale>> = {
  pages: new Set(),
  authoring: new Set(),
  errors: new Set(),
  identity: new Set(),
};

const addCatalogue = async (kind: TExtraCatalogue, locale: TLocale) => {
  if (loadedLocales[kind].has(locale)) return;
  const catalogue = await loadCatalogue(locale, globs[kind] ?? {}, `${kind}/`);
  i18next.addResourceBundle(locale, 'translation', catalogue, true);
  loadedLocales[kind].add(locale);
};

const loadExtraCatalogue = async (kind: TExtraCatalogue) => {
  const locale = currentLocale();
  await Promise.all([addCatalogue(kind, locale), locale === 'en_US' ? null : addCatalogue(kind, 'en_US')]);
};

/** Makes the error messages available: before a failure is reported, and with every route's own texts. */
export const loadErrorsCatalogue = () => loadExtraCatalogue('errors');

/** Makes the identity entry's texts available, from its own glob (identity-main awaits it before the page renders). */
export const loadIdentityCatalogue = (glob: TCatalogueGlob) => {
  globs.identity = glob;
  return loadExtraCatalogue('identity');
};

/**
 * Makes the authoring texts available (the editor and dashboard routes await it before they render), with the
 * learner pages' texts they share (rich text, XP categories).
 */
export const loadAuthoringCatalogue = () =>
  Promise.all([loadExtraCatalogue('authoring'), loadExtraCatalogue('pages'), loadErrorsCatalogue()]);

/** Makes the learner pages' texts available (their route loaders await it before they render). */
export const loadPagesCatalogue = () => Promise.all([loadExtraCatalogue('pages'), loadErrorsCatalogue()]);

/** The locale this page opens in (domain pageLocale: `?locale=`, else the preference cookie). */
export const initialLocale = (): TLocale =>
  pageLocale(new URLSearchParams(window.location.search).get('locale'), readCookie(COOKIES.locale));

export const setDocumentLocale = (locale: TLocale) => {
  if (typeof document !== 'undefined') document.documentElement.lang = localeTag(locale);
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

/**
 * The server's renderer (entry-server.tsx): every catalogue of every locale in the one instance, since pages of any
 * language render in turn; each render switches the language (synchronously, as every catalogue is there) just before.
 */
export const startServerI18n = async () => {
  await startI18n('en_US');
  const kinds = Object.keys(extraCatalogues) as TExtraCatalogue[];
  await Promise.all(
    LOCALES.map(async (locale) => {
      if (locale !== 'en_US') i18next.addResourceBundle(locale, 'translation', await loadCatalogue(locale), true);
      for (const kind of kinds) await addCatalogue(kind, locale);
    }),
  );
};

/** Switches the UI language in place (used when a signed-in user's stored choice differs from the cookie). */
export const switchLocale = async (locale: TLocale) => {
  if (!i18next.hasResourceBundle(locale, 'translation')) {
    i18next.addResourceBundle(locale, 'translation', await loadCatalogue(locale));
  }
  await Promise.all(
    (Object.keys(loadedLocales) as TExtraCatalogue[]).map((kind) =>
      loadedLocales[kind].size ? addCatalogue(kind, locale) : null,
    ),
  );
  await i18next.changeLanguage(locale);
  setDocumentLocale(locale);
};

export const currentLocale = (): TLocale =>
  renderRequest()?.locale ?? (isLocale(i18next.language) ? i18next.language : 'en_US');
