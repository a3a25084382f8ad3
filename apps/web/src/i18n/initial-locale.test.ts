import { COOKIES } from '@questline/domain/constants';
import { afterEach, expect, it } from 'vitest';
import { initialLocale } from './i18n';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.cookie = `${COOKIES.locale}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

it("opens any page in the language its ?locale= names (its head's alternates), else the preference cookie's", () => {
  document.cookie = `${COOKIES.locale}=de_DE; path=/`;
  window.history.replaceState(null, '', '/tutorial/float-a-cube?locale=ja_JP');
  expect(initialLocale()).toBe('ja_JP');
  window.history.replaceState(null, '', '/identity?locale=ko_KR');
  expect(initialLocale()).toBe('ko_KR');
  window.history.replaceState(null, '', '/tutorial/float-a-cube?locale=xx_XX');
  expect(initialLocale()).toBe('de_DE');
});
