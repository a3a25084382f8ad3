import { CONSENT_CATEGORIES, COOKIE_LIFETIME, COOKIES } from '@questline/domain/constants';
import type { TConsentCategory } from '@questline/domain/rules/embeds';
import { useSyncExternalStore } from 'react';
import { readCookie, writeCookie } from './cookies';

/** The consent cookie: the granted categories of §2.17 / §9, comma-separated. */
export const CONSENT_COOKIE = COOKIES.consent;
export const CONSENT_CATEGORY_IDS: readonly TConsentCategory[] = Object.values(CONSENT_CATEGORIES);
export type TConsent = Readonly<Record<TConsentCategory, boolean>>;

const fromCookie = (): TConsent => {
  const granted = new Set((readCookie(CONSENT_COOKIE) ?? '').split(',').filter(Boolean));
  return { C0003: granted.has('C0003'), C0004: granted.has('C0004') };
};

// The cookie is read once and then kept here, so that every embed sees a choice the moment it is saved (no reload).
let current: TConsent | null = null;
const listeners = new Set<() => void>();

export const readConsent = (): TConsent => {
  current ??= fromCookie();
  return current;
};

/** Saves the granted categories in the cookie and tells every subscriber. */
export const saveConsent = (consent: TConsent) => {
  const granted = CONSENT_CATEGORY_IDS.filter((category) => consent[category]);
  writeCookie(CONSENT_COOKIE, granted.join(','), COOKIE_LIFETIME.preference);
  current = { ...consent };
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The visitor's consent, re-rendering when it changes. */
export const useConsent = (): TConsent => useSyncExternalStore(subscribe, readConsent, readConsent);
