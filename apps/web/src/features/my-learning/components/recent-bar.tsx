import { COOKIE_LIFETIME, COOKIES } from '@questline/domain/constants';
import { detailUrl } from '@questline/domain/rules/urls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../api/session';
import { readCookie, writeCookie } from '../../../lib/cookies';
import { AppLink } from '../../../ui/app-link';
import { CloseButton } from '../../../ui/close-button';
import { useRecentRecord } from '../api/get-recent';

/**
 * The recent bar below the header (§2.3, §4.7): for a signed-in user, a link back to the item of their most recent
 * record. Closing it stores their user id in the CLOSE_RECENT_BAR cookie for 2 days; it stays away for that user.
 */
export const RecentBar = () => {
  const { t } = useTranslation();
  const me = useMe();
  const [dismissedBy, setDismissedBy] = useState(() => readCookie(COOKIES.recentBar));
  const dismissed = Boolean(me && dismissedBy === me.id);
  const recent = useRecentRecord(Boolean(me) && !dismissed);
  const item = recent.data?.item;
  if (!me || dismissed || !item) return null;
  const dismiss = () => {
    writeCookie(COOKIES.recentBar, me.id, COOKIE_LIFETIME.recentBar);
    setDismissedBy(me.id);
  };
  return (
    <section aria-label={t('nav.recentBar.label')} className="border-b border-brand-100 bg-brand-50">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2 text-sm text-slate-800 sm:px-6">
        <p>
          {t('nav.recentBar.continue')}{' '}
          <AppLink
            href={detailUrl([{ type: item.type, id: item.id, slug: item.slug }])}
            className="font-semibold text-brand-800 underline hover:text-brand-900"
          >
            {item.title}
          </AppLink>
        </p>
        <CloseButton label={t('nav.recentBar.dismiss')} onPress={dismiss} />
      </div>
    </section>
  );
};
