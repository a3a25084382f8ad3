import { COOKIES, DEFAULT_LOCALE, isLocale, LOCALES, type TLocale } from '@questline/domain/constants';

const cookieLocale = (cookieHeader: string | null) => {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === COOKIES.locale && isLocale(value)) return value;
  }
  return null;
};

/** The first of the browser's languages (Accept-Language, by weight) that Questline speaks, by tag or by language. */
const acceptedLocale = (header: string | null): TLocale | null => {
  const ranges = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((q) => q !== undefined);
      return { tag: tag.trim().toLowerCase(), q: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((range) => range.tag !== '' && range.tag !== '*' && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    const exact = LOCALES.find((locale) => locale.toLowerCase().replace('_', '-') === tag);
    const language = LOCALES.find((locale) => locale.slice(0, 2) === tag.split('-')[0]);
    if (exact ?? language) return exact ?? language ?? null;
  }
  return null;
};

/**
 * The language of a mail (§9): the recipient's stored locale, else the language of the request that caused it (the
 * ql_locale preference cookie, then the browser's Accept-Language), else en_US.
 */
export const mailLocale = (stored: string | null | undefined, headers: Headers | undefined): TLocale => {
  if (isLocale(stored)) return stored;
  if (!headers) return DEFAULT_LOCALE;
  return cookieLocale(headers.get('cookie')) ?? acceptedLocale(headers.get('accept-language')) ?? DEFAULT_LOCALE;
};
