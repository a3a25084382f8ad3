import { useEffect } from 'react';
import { useMe } from '../api/session';
import { currentLocale, switchLocale } from '../i18n/i18n';

/** A signed-in user's stored language wins over the browser's cookie (§4.7), e.g. on a new device. */
export const useStoredLocale = () => {
  const me = useMe();
  useEffect(() => {
    if (me?.locale && me.locale !== currentLocale()) void switchLocale(me.locale);
  }, [me?.locale]);
};
