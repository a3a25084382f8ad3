import type { TModerationReports } from '@questline/domain/schemas/moderation';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The reports of each of the last eight weeks, comments and group posts: a table (what screen readers read) whose
 * cells carry bars scaled to the busiest week.
 */
export const WeeklyReports = ({ weeks }: { weeks: TModerationReports['weeks'] }) => {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const format = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const most = Math.max(1, ...weeks.map((week) => week.comments + week.posts));
  const bar = (count: number, colour: string) => (
    <span
      aria-hidden="true"
      className={`inline-block h-2.5 rounded-sm align-middle ${colour}`}
      style={{ width: `${(count / most) * 8}rem` }}
    />
  );
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('moderation.weeks.title')}
      </h2>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">{t('moderation.weeks.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="py-2 pe-4 font-semibold">
              {t('moderation.weeks.week')}
            </th>
            <th scope="col" className="py-2 pe-4 font-semibold">
              {t('moderation.weeks.comments')}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {t('moderation.weeks.posts')}
            </th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="py-1.5 pe-4 font-normal text-slate-700">
                <time dateTime={week.weekStart}>{format.format(new Date(`${week.weekStart}T00:00:00Z`))}</time>
              </th>
              <td className="py-1.5 pe-4 tabular-nums text-slate-900">
                <span className="inline-block w-8">{week.comments}</span>
                {bar(week.comments, 'bg-brand-600')}
              </td>
              <td className="py-1.5 tabular-nums text-slate-900">
                <span className="inline-block w-8">{week.posts}</span>
                {bar(week.posts, 'bg-amber-500')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
};
