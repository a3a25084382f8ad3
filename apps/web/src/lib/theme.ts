import { COOKIE_LIFETIME, COOKIES, isTheme, type TTheme } from '@questline/domain/constants';
import type { TMe } from '@questline/domain/schemas/session';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiPost } from '../api/client';
import { meQueryOptions, useMe } from '../api/session';
import { readCookie, writeCookie } from './cookies';

// The colour theme (issue 27). The stylesheet (theme.css) draws light, dark, or the device's; the server writes the
// ql_theme cookie's choice on <html data-theme> of every page, so the first paint is right. What here only keeps the
// cookie and the attribute in step, so nothing of it loads with the home page.

/** The theme this browser shows: the ql_theme cookie's choice, else the device's ('system'). */
export const storedTheme = (): TTheme => {
  const theme = readCookie(COOKIES.theme);
  return isTheme(theme) ? theme : 'system';
};

/** Shows a theme at once and keeps it for this browser's next pages (the cookie the server reads). */
export const applyTheme = (theme: TTheme) => {
  writeCookie(COOKIES.theme, theme, COOKIE_LIFETIME.preference);
  const root = document.documentElement;
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
};

/**
 * Choosing a theme (the avatar menu's choice): shown at once, kept in the cookie, and saved in a signed-in user's
 * settings (POST /api/changeTheme). A failed save does nothing more (§7.10): the choice stays in this browser.
 */
export const useChooseTheme = () => {
  const me = useMe();
  const queryClient = useQueryClient();
  return (theme: TTheme) => {
    applyTheme(theme);
    if (!me) return;
    queryClient.setQueryData(meQueryOptions().queryKey, (current) => current && { ...current, theme });
    void apiPost<true>('/api/changeTheme', { theme }).catch(() => undefined);
  };
};

/**
 * A signed-in user's saved light or dark wins over this browser's cookie (a choice made on another device). Their
 * 'system', which is also every new account's, leaves this browser's own choice as it is.
 */
export const useSavedTheme = (me: TMe | null | undefined) => {
  const saved = me?.theme;
  useEffect(() => {
    if (saved && saved !== 'system' && saved !== storedTheme()) applyTheme(saved);
  }, [saved]);
};
