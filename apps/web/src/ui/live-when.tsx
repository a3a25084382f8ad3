import { useTranslation } from 'react-i18next';
import { formatLiveDate, liveTimes } from '../lib/live-time';
import { useViewerTimeZone } from './use-hydrated';

/**
 * When a live session runs, in the viewer's zone (§2.10): its date, 'HH:MM - HH:MM' with the zone's offset and
 * '(+N days)' when the end falls on a later day there; then, when the host's clock differs, the start on it.
 */
export const LiveWhen = ({
  session,
  className,
}: {
  session: { startTime: string; endTime: string; utcOffset: number };
  className?: string;
}) => {
  const { t, i18n } = useTranslation();
  const timeZone = useViewerTimeZone();
  const times = liveTimes(session, timeZone);
  return (
    <p className={className}>
      <time dateTime={session.startTime} className="block font-semibold">
        {formatLiveDate(session.startTime, timeZone, i18n.language)}
      </time>
      <span className="block">
        {times.range} {times.offset}
        {times.extraDays > 0 && ` ${t('card.extraDays', { count: times.extraDays })}`}
      </span>
      {!times.hostIsViewer && <span className="block">{t('card.hostTime', { time: times.host })}</span>}
    </p>
  );
};
