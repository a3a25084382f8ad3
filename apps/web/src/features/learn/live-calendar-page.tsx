import type { TLivePeriod, TLiveSessionCard } from '@questline/domain/schemas/live-session';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useId } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatLiveDate } from '../../lib/live-time';
import { useViewerTimeZone } from '../../ui/use-hydrated';
import { usePageTitle } from '../../ui/use-page-title';
import { useLiveSessions } from './api/search-live-sessions';
import { LiveSessionCard } from './components/live-session-card';
import { CALENDAR_TABS, TIMES_OF_DAY, type TLiveCalendarSearch, type TTimeOfDay } from './live-calendar-search';
import { liveCalendarQuery } from './load-live-calendar';

const tabClass =
  'cursor-pointer border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-600 outline-none hover:text-slate-900 data-[selected]:border-brand-700 data-[selected]:text-brand-800 data-[focus-visible]:outline-3 data-[focus-visible]:outline-brand-600';

/** §2.9 live session labels: opening sessions are upcoming; of previous ones the most recent is the latest. */
const labelOf = (index: number, tab: TLivePeriod) =>
  tab === 'opening' ? 'live.labels.upcoming' : index === 0 ? 'live.labels.latest' : 'live.labels.past';

/** The sessions grouped by the day they start on in the viewer's zone, in the answer's order. */
const byDay = (items: readonly TLiveSessionCard[], timeZone: string, language: string) => {
  const days = new Map<string, { session: TLiveSessionCard; index: number }[]>();
  items.forEach((session, index) => {
    const day = formatLiveDate(session.startTime, timeZone, language);
    days.set(day, [...(days.get(day) ?? []), { session, index }]);
  });
  return [...days];
};

const SessionList = ({ tab, search }: { tab: TLivePeriod; search: TLiveCalendarSearch }) => {
  const { t, i18n } = useTranslation();
  const timeZone = useViewerTimeZone();
  const sessions = useLiveSessions(liveCalendarQuery(search, timeZone));
  if (sessions.isError) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
        {t('live.calendar.loadFailed')}
      </p>
    );
  }
  if (!sessions.data) return <p className="p-6 text-slate-600">{t('common.loading')}</p>;
  const items = sessions.data.items;
  if (!items.length) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
        {t(search.tod ? `live.calendar.emptyAtTime.${tab}` : `live.calendar.empty.${tab}`)}
      </p>
    );
  }
  return (
    <div aria-busy={sessions.isPlaceholderData} className="space-y-8">
      {byDay(items, timeZone, i18n.language).map(([day, sessionsOfDay], dayIndex) => (
        <section key={day} aria-labelledby={`live-${tab}-day-${dayIndex}`} className="space-y-3">
          <h2 id={`live-${tab}-day-${dayIndex}`} className="text-lg font-semibold text-slate-900">
            {day}
          </h2>
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
            {sessionsOfDay.map(({ session, index }) => (
              <li key={session.id}>
                <LiveSessionCard session={session} label={t(labelOf(index, tab))} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
};

/**
 * The live calendar (§2.1, §2.10): upcoming and past sessions in two tabs (`?tab=previous` selects past), by day in
 * the viewer's zone, narrowed by a time of day on the viewer's clock. Changing either updates the URL and runs the
 * calendar search again.
 */
export const LiveCalendarPage = () => {
  const { t } = useTranslation();
  const search = useSearch({ from: '/live-calendar' });
  const navigate = useNavigate({ from: '/live-calendar' });
  const todId = useId();
  const tab = search.tab ?? 'opening';
  usePageTitle(t('live.calendar.title'));

  const update = (patch: Partial<TLiveCalendarSearch>) =>
    navigate({
      search: (previous) => ({ ...previous, ...patch }),
      resetScroll: false,
    });

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('live.calendar.title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t('live.calendar.intro')}</p>

      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => update({ tab: key === 'previous' ? 'previous' : undefined })}
        className="mt-8"
      >
        <div className="flex flex-wrap items-end justify-between gap-4 border-b border-slate-200">
          <TabList aria-label={t('live.calendar.tabs')} className="flex">
            {CALENDAR_TABS.map((period) => (
              <Tab key={period} id={period} className={tabClass}>
                {t(`live.calendar.tab.${period}`)}
              </Tab>
            ))}
          </TabList>
          <div className="mb-2 flex items-center gap-2">
            <label htmlFor={todId} className="text-sm font-semibold text-slate-700">
              {t('live.calendar.timeOfDay')}
            </label>
            <select
              id={todId}
              value={search.tod ?? ''}
              onChange={(event) => update({ tod: (event.target.value || undefined) as TTimeOfDay | undefined })}
              className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 hover:border-slate-400"
            >
              <option value="">{t('live.calendar.tod.any')}</option>
              {TIMES_OF_DAY.map((option) => (
                <option key={option.id} value={option.tod}>
                  {t(`live.calendar.tod.${option.id}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {CALENDAR_TABS.map((period) => (
          <TabPanel key={period} id={period} className="pt-6 outline-none">
            <SessionList tab={period} search={search} />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
};
