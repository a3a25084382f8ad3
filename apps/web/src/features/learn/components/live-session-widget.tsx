import type { TLiveSessionCard } from '@questline/domain/schemas/live-session';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveSessionCard } from './live-session-card';

/** A content item's live session (§2.10): its card under an 'Upcoming' label; nothing when it has none. */
export const LiveSessionWidget = ({ session }: { session: TLiveSessionCard | null | undefined }) => {
  const { t } = useTranslation();
  const headingId = useId();
  if (!session) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900">
        {t('live.labels.upcoming')}
      </h2>
      <LiveSessionCard session={session} size="small" />
    </section>
  );
};
