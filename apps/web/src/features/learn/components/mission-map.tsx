import { MISSION_CARD as MAP_NODE, missionMapLayout } from '@questline/domain/rules/mission-map';
import type { CSSProperties } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../ui/app-link';
import type { TMapPosition, TPathwayMissionCard } from '../learn-types';

export type TMissionState = 'completed' | 'available' | 'locked';

/** Completed, available (its prerequisites inside the pathway are all completed) or locked (§4.4). */
export const missionState = (card: TPathwayMissionCard): TMissionState =>
  card.status.completed ? 'completed' : card.status.available ? 'available' : 'locked';

const STATE_CLASS: Record<TMissionState, { node: string; pill: string }> = {
  completed: { node: 'border-emerald-600 bg-emerald-50', pill: 'bg-emerald-700 text-white' },
  available: { node: 'border-brand-600 bg-white', pill: 'bg-brand-700 text-white' },
  locked: { node: 'border-slate-300 border-dashed bg-slate-50', pill: 'bg-slate-200 text-slate-800' },
};

type TMissionMapProps = {
  missions: readonly TPathwayMissionCard[];
  positions: Readonly<Record<string, TMapPosition>>;
  currentId: string | null;
  hrefOf: (card: TPathwayMissionCard) => string;
};

/**
 * A pathway's mission map (§2.8, §2.9): each mission where the author placed it, joined to its prerequisites, with
 * the learner's standing in its name. One list serves every reader: on small screens (and to screen readers) it reads
 * as a list naming each mission's prerequisites; from medium screens up the same links are placed on the map.
 */
export const MissionMap = ({ missions, positions, currentId, hrefOf }: TMissionMapProps) => {
  const { t } = useTranslation();
  const headingId = useId();
  // An id usable in an SVG url() reference: React's ids hold characters that would need escaping there.
  const arrowId = `mission-map-arrow-${headingId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const layout = missionMapLayout(missions, positions);
  const titleOf = new Map(missions.map((mission) => [mission.id, mission.title]));
  const canvas = { '--map-w': `${layout.width}px`, '--map-h': `${layout.height}px` } as CSSProperties;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900">
        {t('learn.pathway.map.title')}
      </h2>
      {missions.length === 0 ? (
        <p className="text-slate-600">{t('learn.pathway.map.empty')}</p>
      ) : (
        <div className="md:overflow-x-auto md:rounded-xl md:border md:border-slate-200 md:bg-slate-50/60">
          <div style={canvas} className="md:relative md:h-(--map-h) md:w-(--map-w)">
            <svg
              aria-hidden="true"
              width={layout.width}
              height={layout.height}
              className="absolute inset-0 hidden text-slate-400 md:block"
            >
              {layout.lines.map((line) => (
                <path
                  key={`${line.from}-${line.to}`}
                  d={line.path}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  markerEnd={`url(#${arrowId})`}
                />
              ))}
              <defs>
                <marker
                  id={arrowId}
                  viewBox="0 0 10 10"
                  refX="9"
                  refY="5"
                  markerWidth="6"
                  markerHeight="6"
                  orient="auto-start-reverse"
                >
                  <path d="M 0 0 L 10 5 L 0 10 z" fill="currentColor" />
                </marker>
              </defs>
            </svg>
            <ol className="space-y-3 md:space-y-0">
              {missions.map((mission) => {
                const state = missionState(mission);
                const place = layout.places[mission.id] as TMapPosition;
                const prerequisites = mission.prerequisiteIds.flatMap((id) => titleOf.get(id) ?? []);
                const isCurrent = mission.id === currentId;
                const style = {
                  '--x': `${place.left}px`,
                  '--y': `${place.top}px`,
                  '--node-w': `${MAP_NODE.width}px`,
                  '--node-h': `${MAP_NODE.height}px`,
                } as CSSProperties;
                return (
                  <li
                    key={mission.id}
                    style={style}
                    className="md:absolute md:top-(--y) md:left-(--x) md:h-(--node-h) md:w-(--node-w)"
                  >
                    <AppLink
                      href={hrefOf(mission)}
                      aria-current={isCurrent ? 'step' : undefined}
                      className={`flex h-full flex-col justify-between gap-2 rounded-xl border-2 p-3 shadow-sm outline-none transition hover:shadow-md focus-visible:ring-3 focus-visible:ring-brand-600 ${
                        STATE_CLASS[state].node
                      } ${isCurrent ? 'ring-3 ring-amber-400' : ''}`}
                    >
                      <span className="line-clamp-2 shrink-0 font-semibold text-slate-900">{mission.title}</span>
                      <span className="flex flex-wrap items-center gap-2 text-xs">
                        {/* The status is part of the link's name: "Title available", then "Current mission". */}
                        <span
                          className={`inline-block rounded-full px-2 py-0.5 font-semibold first-letter:uppercase ${STATE_CLASS[state].pill}`}
                        >
                          {t(`learn.pathway.status.${state}`)}
                        </span>
                        {isCurrent && (
                          <span className="font-semibold text-amber-800">{t('learn.pathway.current')}</span>
                        )}
                      </span>
                    </AppLink>
                    {prerequisites.length > 0 && (
                      <p className="mt-1 ps-3 text-xs text-slate-600 md:sr-only">
                        {t('learn.pathway.map.after', { titles: prerequisites.join(', ') })}
                      </p>
                    )}
                  </li>
                );
              })}
            </ol>
          </div>
        </div>
      )}
    </section>
  );
};
