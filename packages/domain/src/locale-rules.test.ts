import { expect, it } from 'vitest';
import { pageLocale, planLanguageChange, resolveLocale } from './locale-rules';

it('resolves the locale: the user record, else the cookie, else en_US', () => {
  expect(resolveLocale('ja_JP', 'de_DE')).toBe('ja_JP');
  expect(resolveLocale(null, 'de_DE')).toBe('de_DE');
  expect(resolveLocale('xx_XX', 'fr_FR')).toBe('fr_FR');
  expect(resolveLocale(undefined, 'nonsense')).toBe('en_US');
});

it('opens a page in the ?locale= it asks for, else the cookie locale, else en_US; an unknown one is ignored', () => {
  expect(pageLocale('ja_JP', 'de_DE')).toBe('ja_JP');
  expect(pageLocale(null, 'de_DE')).toBe('de_DE');
  expect(pageLocale('xx_XX', 'fr_FR')).toBe('fr_FR');
  expect(pageLocale('xx_XX', undefined)).toBe('en_US');
});

it('does nothing when the locale is unchanged and the URL has no language= (§4.7)', () => {
  expect(planLanguageChange('en_US', 'en_US', 'http://x.test/courses?ob=starts')).toEqual({ kind: 'none' });
});

it('stores and reloads without language= when the URL has one, even for the same locale', () => {
  expect(planLanguageChange('en_US', 'en_US', 'http://x.test/tutorial/a?language=ja&uv=3#s2')).toEqual({
    kind: 'change',
    locale: 'en_US',
    reloadUrl: '/tutorial/a?uv=3#s2',
  });
});

it('stores and reloads at the same URL when the locale changes', () => {
  expect(planLanguageChange('en_US', 'ko_KR', 'http://x.test/?k=1')).toEqual({
    kind: 'change',
    locale: 'ko_KR',
    reloadUrl: '/?k=1',
  });
});
