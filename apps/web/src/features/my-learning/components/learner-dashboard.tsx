import { detailUrl } from '@questline/domain/rules/urls';
import type { TLiveSessionCard } from '@questline/domain/schemas/live-session';
import type { TDashboardItem, TLearnerDashboard } from '@questline/domain/schemas/profile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { AppLink } from '../../../ui/app-link';
import { LiveWhen } from '../../../ui/live-when';
import { useDashboard } from '../api/get-dashboard';
import { BadgesDialog } from './badges-dialog';
import { ExperienceList } from './experience-list';
import { isFailedQuiz, RecordProgress } from './record-progress';

const headingClass = 'text-lg font-bold text-slate-900';
const panelClass = 'min-w-0 space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm';
const linkClass =
  'font-semibold text-brand-700 hover:underline focus-visible:outline-3 focus-visible:outline-brand-600';
const buttonLinkClass =
  'shrink-0 rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

const Empty = ({ children }: { children: string }) => <p className="text-sm text-slate-600">{children}</p>;

/** Where Continue leads: the next item inside a project or course when the record names one, else the item. */
const continueHref = ({ item, nextRecordData: next }: TDashboardItem) => {
  const self = { type: item.type, id: item.id, slug: item.slug };
  return next && next.itemId !== item.id
    ? detailUrl([self, { type: next.type as TDashboardItem['item']['type'], id: next.itemId }])
    : detailUrl([self]);
};

/** The headline numbers: highest level, XP in all, the streak and the badges held. */
const Summary = ({ dashboard }: { dashboard: TLearnerDashboard }) => {
  const { t } = useTranslation();
  const totalXp = dashboard.experience.reduce((sum, entry) => sum + entry.totalPoint, 0);
  const level = Math.max(1, ...dashboard.experience.map((entry) => entry.level));
  const { streak } = dashboard;
  const stats = [
    { id: 'level', label: t('myLearning.dashboard.level'), value: t('myLearning.experience.level', { level }) },
    { id: 'xp', label: t('myLearning.dashboard.xp'), value: t('myLearning.experience.xp', { count: totalXp }) },
    {
      id: 'streak',
      label: t('myLearning.dashboard.streak'),
      value: t('myLearning.dashboard.days', { count: streak.days }),
      note:
        streak.days === 0
          ? t('myLearning.dashboard.streakStart')
          : streak.activeToday
            ? t('myLearning.dashboard.streakToday')
            : t('myLearning.dashboard.streakKeep'),
    },
    {
      id: 'badges',
      label: t('myLearning.dashboard.badges'),
      value: t('myLearning.dashboard.badgeCount', { count: dashboard.badges.total }),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.id} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{stat.label}</dt>
          <dd className="mt-1 break-words text-xl font-bold text-slate-900">{stat.value}</dd>
          {stat.note && <dd className="mt-1 text-xs text-slate-600">{stat.note}</dd>}
        </div>
      ))}
    </dl>
  );
};

/** One item to continue: its type and title, how far the learner is, and Continue (or Retry after a failed quiz). */
const ContinueItem = ({ entry }: { entry: TDashboardItem }) => {
  const { t } = useTranslation();
  const { item, progress } = entry;
  const retry = isFailedQuiz(progress);
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-3">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t(`types.${item.type}`)}</p>
      <p className="min-w-0 break-words font-semibold text-slate-900">
        <AppLink href={detailUrl([{ type: item.type, id: item.id, slug: item.slug }])} className="hover:underline">
          {item.title}
        </AppLink>
      </p>
      {progress && <RecordProgress type={item.type} title={item.title} progress={progress} />}
      <div className="mt-auto flex justify-end">
        <AppLink
          href={continueHref(entry)}
          aria-label={t(retry ? 'myLearning.progress.retryItem' : 'myLearning.card.continueItem', {
            title: item.title,
          })}
          className={buttonLinkClass}
        >
          {t(retry ? 'myLearning.progress.retry' : 'myLearning.card.continue')}
        </AppLink>
      </div>
    </li>
  );
};

const CompletedItem = ({ entry }: { entry: TDashboardItem }) => {
  const { t, i18n } = useTranslation();
  const { item, completedTime } = entry;
  return (
    <li className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
      <span className="min-w-0 break-words">
        <span className="sr-only">{t(`types.${item.type}`)}: </span>
        <AppLink href={detailUrl([{ type: item.type, id: item.id, slug: item.slug }])} className={linkClass}>
          {item.title}
        </AppLink>
      </span>
      {completedTime && (
        <span className="text-sm text-slate-600">
          {t('myLearning.card.completedOn', {
            date: new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'medium' }).format(
              new Date(completedTime),
            ),
          })}
        </span>
      )}
    </li>
  );
};

const Badges = ({ dashboard, userId }: { dashboard: TLearnerDashboard; userId: string }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { badges } = dashboard;
  return (
    <section aria-labelledby="dashboard-badges" className={panelClass}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="dashboard-badges" className={headingClass}>
          {t('myLearning.dashboard.badgesTitle')}
        </h3>
        {badges.total > 0 && (
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            {t('myLearning.dashboard.allBadges', { count: badges.total })}
          </button>
        )}
      </div>
      {badges.latest.length ? (
        <ul className="flex flex-wrap gap-4">
          {badges.latest.map((badge) => (
            <li key={badge.id} className="flex w-24 flex-col items-center gap-1 text-center">
              <div className="h-14 w-14 overflow-hidden rounded-full bg-slate-200">
                {badge.thumbnail && <img src={badge.thumbnail.url} alt="" className="h-full w-full object-cover" />}
              </div>
              <span className="w-full break-words text-xs font-medium text-slate-800">{badge.title}</span>
            </li>
          ))}
        </ul>
      ) : (
        <Empty>{t('myLearning.dashboard.badgesNone')}</Empty>
      )}
      <BadgesDialog userId={userId} isOpen={open} onClose={() => setOpen(false)} />
    </section>
  );
};

/** The opening sessions the learner registered for, in the viewer's zone with the host's clock beside it. */
const LiveSessions = ({ sessions }: { sessions: TLiveSessionCard[] }) => {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dashboard-live" className={panelClass}>
      <h3 id="dashboard-live" className={headingClass}>
        {t('myLearning.dashboard.liveTitle')}
      </h3>
      {sessions.length ? (
        <ul className="space-y-3">
          {sessions.map((session) => (
            <li key={session.id} className="min-w-0 space-y-1">
              <AppLink
                href={detailUrl([{ type: 'liveSession', id: session.id, slug: session.slug }])}
                className={`${linkClass} break-words`}
              >
                {session.title}
              </AppLink>
              <LiveWhen session={session} className="text-sm text-slate-700" />
            </li>
          ))}
        </ul>
      ) : (
        <Empty>{t('myLearning.dashboard.liveNone')}</Empty>
      )}
    </section>
  );
};

/**
 * The owner's dashboard at the top of My Learning: their level, XP, streak and badges first, then their levels per
 * category, what to continue (with progress, or a failed quiz's score), what they completed last, their latest badges
 * and the live sessions they registered for.
 */
export const LearnerDashboard = ({ userId }: { userId: string }) => {
  const { t } = useTranslation();
  const { data: dashboard, error } = useDashboard();
  return (
    <section aria-labelledby="dashboard-title" className="mt-8 min-w-0 space-y-4">
      <h2 id="dashboard-title" className="text-xl font-bold text-slate-900">
        {t('myLearning.dashboard.title')}
      </h2>
      {!dashboard ? (
        error ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            {t(`errors.${error instanceof ApiError ? error.key : 'internal_error'}`)}
          </p>
        ) : (
          <p role="status" className="text-slate-600">
            {t('common.loading')}
          </p>
        )
      ) : (
        <>
          <Summary dashboard={dashboard} />
          <div className="grid min-w-0 grid-cols-1 gap-4 lg:grid-cols-2">
            <section aria-labelledby="dashboard-continue" className={panelClass}>
              <h3 id="dashboard-continue" className={headingClass}>
                {t('myLearning.dashboard.continueTitle')}
              </h3>
              {dashboard.inProgress.length ? (
                <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                  {dashboard.inProgress.map((entry) => (
                    <ContinueItem key={entry.item.id} entry={entry} />
                  ))}
                </ul>
              ) : (
                <Empty>{t('myLearning.dashboard.continueNone')}</Empty>
              )}
            </section>
            <section aria-labelledby="dashboard-levels" className={panelClass}>
              <h3 id="dashboard-levels" className={headingClass}>
                {t('myLearning.dashboard.levelsTitle')}
              </h3>
              {dashboard.experience.length ? (
                <ExperienceList categories={dashboard.experience} />
              ) : (
                <Empty>{t('myLearning.dashboard.levelsNone')}</Empty>
              )}
            </section>
            <section aria-labelledby="dashboard-completed" className={panelClass}>
              <h3 id="dashboard-completed" className={headingClass}>
                {t('myLearning.dashboard.completedTitle')}
              </h3>
              {dashboard.completed.length ? (
                <ul className="space-y-2">
                  {dashboard.completed.map((entry) => (
                    <CompletedItem key={entry.item.id} entry={entry} />
                  ))}
                </ul>
              ) : (
                <Empty>{t('myLearning.dashboard.completedNone')}</Empty>
              )}
            </section>
            <Badges dashboard={dashboard} userId={userId} />
            <LiveSessions sessions={dashboard.liveSessions} />
          </div>
        </>
      )}
    </section>
  );
};
