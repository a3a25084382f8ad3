import { COOKIES, isLocale, isRegion, LOCALE_NAMES, LOCALES, localeTag, REGIONS } from '@questline/domain/constants';
import { planLanguageChange } from '@questline/domain/locale-rules';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, changePreferredRegion, useMe } from '../api/session';
import { useFeatureFlags } from '../api/site-settings';
import { currentLocale } from '../i18n/i18n';
import { readCookie } from '../lib/cookies';
import { NativeSelect } from '../ui/native-select';
import { linkEnabled } from './nav-links';

const CookieSettingsDialog = lazy(() =>
  import('../ui/cookie-settings-dialog').then((module) => ({ default: module.CookieSettingsDialog })),
);

/** Footer link groups (§2.7). */
const LINK_GROUPS = [
  {
    id: 'learning',
    links: [
      ['pathways', '/pathways'],
      ['tutorials', '/tutorials'],
      ['projects', '/projects'],
      ['courses', '/courses'],
    ],
  },
  {
    id: 'live',
    links: [
      ['liveCalendar', '/live-calendar'],
      ['previousSessions', '/live-calendar?tab=previous'],
    ],
  },
  {
    id: 'education',
    links: [
      ['educators', '/educators'],
      ['edlab', '/edlab'],
      ['partners', '/partners'],
    ],
  },
  {
    id: 'resources',
    links: [
      ['faq', '/faq'],
      ['search', '/search'],
      ['apiDocs', '/api/docs'],
    ],
  },
  {
    id: 'company',
    links: [
      ['about', '/about'],
      ['contact', '/contact'],
    ],
  },
  {
    id: 'legal',
    links: [
      ['terms', '/legal/terms'],
      ['privacy', '/legal/privacy'],
      ['cookies', '/legal/cookies'],
    ],
  },
] as const;

export const regionLabelKey = (refId: string) => `regions.${refId.replace('region.', '')}`;

/** The footer of §2.7: language and region choosers, link groups, cookie settings, copyright. */
export const Footer = () => {
  const { t } = useTranslation();
  const me = useMe();
  const flags = useFeatureFlags();
  const [cookieSettingsOpen, setCookieSettingsOpen] = useState(false);
  const locale = currentLocale();
  const region = me?.region ?? readCookie(COOKIES.region);

  const onLanguage = async (value: string) => {
    if (!isLocale(value)) return;
    const plan = planLanguageChange(locale, value, window.location.href);
    if (plan.kind === 'none') return;
    try {
      await changeLanguage(plan.locale);
      window.location.assign(plan.reloadUrl);
    } catch {
      // §7.10: a failed language change does nothing.
    }
  };

  const onRegion = async (value: string) => {
    if (!isRegion(value)) return;
    try {
      await changePreferredRegion(value);
      window.location.reload();
    } catch {
      // §7.10: a failed region change does nothing.
    }
  };

  return (
    <footer className="theme-keep mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <nav aria-label={t('footer.links')} className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-6">
          {LINK_GROUPS.map((group) => (
            <div key={group.id}>
              <h2 className="text-sm font-semibold text-white">{t(`footer.groups.${group.id}`)}</h2>
              <ul className="mt-3 space-y-2">
                {group.links
                  .filter(([, href]) => linkEnabled(href, flags))
                  .map(([label, href]) => (
                    <li key={href}>
                      <a href={href} className="rounded text-sm text-slate-300 hover:text-white hover:underline">
                        {t(`footer.linkLabels.${label}`)}
                      </a>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="mt-10 flex flex-col gap-6 border-t border-slate-700 pt-8 md:flex-row md:items-end md:justify-between">
          <div className="flex flex-col gap-4 sm:flex-row">
            <NativeSelect
              label={t('footer.language')}
              value={locale}
              onChange={onLanguage}
              options={LOCALES.map((id) => ({ id, label: LOCALE_NAMES[id], lang: localeTag(id) }))}
            />
            <NativeSelect
              label={t('footer.region')}
              value={isRegion(region) ? region : null}
              placeholder={t('footer.chooseRegion')}
              onChange={onRegion}
              options={REGIONS.map((id) => ({ id, label: t(regionLabelKey(id)) }))}
            />
          </div>
          <div className="flex flex-col items-start gap-3 md:items-end">
            <button
              type="button"
              onClick={() => setCookieSettingsOpen(true)}
              className="rounded-lg border border-slate-600 px-3 py-2 text-sm text-white hover:border-slate-400"
            >
              {t('footer.cookieSettings')}
            </button>
            <p className="text-sm text-slate-400">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          </div>
        </div>
      </div>
      {cookieSettingsOpen && (
        <Suspense fallback={null}>
          <CookieSettingsDialog onClose={() => setCookieSettingsOpen(false)} />
        </Suspense>
      )}
    </footer>
  );
};
