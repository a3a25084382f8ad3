import { detailUrl } from '@questline/domain/rules/urls';
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

/**
 * A content item's live session (§2.9, §2.10): its card, the title linking to the session's page, under an 'Upcoming'
 * label, or 'Latest' for the newest previous one, whose recording it plays; nothing when it has none.
 */
export const LiveSessionWidget = ({
  session,
  label = 'upcoming',
  theme = 'default',
}: {
  session: TLiveSessionCard | null | undefined;
  label?: 'upcoming' | 'latest';
  theme?: TLiveCardTheme;
}) => {
  const { t } = useTranslation();
  const headingId = useId();
  if (!session) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900">
        {t(`live.labels.${label}`)}
      </h2>
      <LiveSessionCard
        session={session}
        size="small"
        theme={theme}
        href={detailUrl([{ type: 'liveSession', id: session.id, slug: session.slug }])}
      />
    </section>
  );
};
