import { renderHook } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { demoUser } from '../test/render';
import { writeCookie } from './cookies';
import { applyTheme, storedTheme, useSavedTheme } from './theme';

afterEach(() => {
  delete document.documentElement.dataset.theme;
  writeCookie('ql_theme', '', 0);
});

it('shows a theme on <html> at once and keeps it in the ql_theme cookie; system leaves the device to decide', () => {
  expect(storedTheme()).toBe('system');
  applyTheme('dark');
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(storedTheme()).toBe('dark');
  applyTheme('system');
  expect(document.documentElement.dataset.theme).toBeUndefined();
  expect(storedTheme()).toBe('system');
  writeCookie('ql_theme', 'sepia', 60);
  expect(storedTheme()).toBe('system');
});

it("puts a signed-in user's saved light or dark over this browser's choice, and leaves it for their system", () => {
  applyTheme('light');
  const { rerender } = renderHook(({ me }) => useSavedTheme(me), {
    initialProps: { me: demoUser({ theme: 'system' }) as ReturnType<typeof demoUser> | null },
  });
  expect([document.documentElement.dataset.theme, storedTheme()]).toEqual(['light', 'light']);
  rerender({ me: demoUser({ theme: 'dark' }) });
  expect([document.documentElement.dataset.theme, storedTheme()]).toEqual(['dark', 'dark']);
  rerender({ me: null });
  expect(storedTheme()).toBe('dark');
});
