import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../ui/app-link';
import type { TPathwayMissionCard } from '../learn-types';
import { missionState } from './mission-map';

type TJourneyProps = {
  current: TPathwayMissionCard | null;
  next: readonly TPathwayMissionCard[];
  /** The learner has progress on the pathway: the current mission is continued, else started. */
  started: boolean;
  hrefOf: (card: TPathwayMissionCard) => string;
};

/**
 * Where the learner is on a pathway (§4.4): the current mission, highlighted with a way in (start, continue or
 * review), and the missions that open next.
 */
export const PathwayJourney = ({ current, next, started, hrefOf }: TJourneyProps) => {
  const { t } = useTranslation();
  if (!current && next.length === 0) return null;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {current && (
        <section
          aria-labelledby="pathway-current"
          className="rounded-xl border-2 border-amber-400 bg-amber-50 p-5 shadow-sm"
        >
          <h2 id="pathway-current" className="text-sm font-semibold uppercase tracking-wide text-amber-900">
            {t('learn.pathway.current')}
          </h2>
          <p className="mt-2 text-xl font-bold text-slate-900">{current.title}</p>
          {current.descPlain && <p className="mt-1 line-clamp-3 text-sm text-slate-700">{current.descPlain}</p>}
          <p className="mt-1 text-sm text-slate-700">{t(`learn.pathway.statusLong.${missionState(current)}`)}</p>
          <AppLink
            href={hrefOf(current)}
            className="mt-4 inline-flex rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {current.status.completed
              ? t('learn.pathway.review', { title: current.title })
              : started
                ? t('learn.pathway.continue', { title: current.title })
                : t('learn.pathway.start', { title: current.title })}
          </AppLink>
        </section>
      )}
      {next.length > 0 && (
        <section aria-labelledby="pathway-next" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="pathway-next" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            {t('learn.pathway.next')}
          </h2>
          <ul className="mt-2 space-y-2">
            {next.map((mission) => (
              <li key={mission.id}>
                <AppLink
                  href={hrefOf(mission)}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {mission.title}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
};
