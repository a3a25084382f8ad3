import { DEFAULT_LOCALE, isLocale, type TLocale } from './constants';

/**
 * The UI locale in force (§4.7, §9): the signed-in user's stored preference, else the anonymous
 * preference cookie, else the default.
 */
export const resolveLocale = (
  userLocale: string | null | undefined,
  cookieLocale: string | null | undefined,
): TLocale => {
  if (isLocale(userLocale)) return userLocale;
  if (isLocale(cookieLocale)) return cookieLocale;
  return DEFAULT_LOCALE;
};

/**
 * The locale a page opens in, decided alike by the web app at start and by the server for the page's head: the
 * `?locale=` query first (the login modal's and mailed links' language, and each page's alternates in other languages,
 * which its head names for search engines), else the preference cookie (kept in step with a signed-in user's choice),
 * else the default. The query shows the page in that language; it stores nothing.
 */
export const pageLocale = (queryLocale: string | null | undefined, cookieLocale: string | null | undefined): TLocale =>
  isLocale(queryLocale) ? queryLocale : resolveLocale(null, cookieLocale);

export type TLanguageChange = { kind: 'none' } | { kind: 'change'; locale: TLocale; reloadUrl: string };

/**
 * What choosing a language does (§4.7): nothing when the locale is unchanged and the URL carries no
 * `language=` parameter; otherwise store the choice, then reload at the same URL without `language=`.
 */
export const planLanguageChange = (current: TLocale, next: TLocale, href: string): TLanguageChange => {
  const url = new URL(href);
  if (current === next && !url.searchParams.has('language')) return { kind: 'none' };
  url.searchParams.delete('language');
  return { kind: 'change', locale: next, reloadUrl: `${url.pathname}${url.search}${url.hash}` };
};
