import type { TLiveSessionCard } from '@questline/domain/schemas/live-session';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveSessionCard, type TLiveCardTheme } from './live-session-card';

/**
 * The card's theme on a content page (§2.10 themes default, pathway, mission): the parent the learner came through,
 * the nearest first (a mission of a pathway is read in the mission's theme), else the default.
 */
export const liveCardThemeOf = (context: { missionId?: string; pathwayId?: string }): TLiveCardTheme =>
  context.missionId ? 'mission' : context.pathwayId ? 'pathway' : 'default';

/** A content item's live session (§2.10): its card under an 'Upcoming' label; nothing when it has none. */
export const LiveSessionWidget = ({
  session,
  theme = 'default',
}: {
  session: TLiveSessionCard | null | undefined;
  theme?: TLiveCardTheme;
}) => {
  const { t } = useTranslation();
  const headingId = useId();
  if (!session) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900">
        {t('live.labels.upcoming')}
      </h2>
      <LiveSessionCard session={session} size="small" theme={theme} />
    </section>
  );
};
