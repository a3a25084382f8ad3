import { durationParts } from '@questline/domain/rules/display';
import type { TItemCard } from '@questline/domain/schemas/content';
import type { TFunction } from 'i18next';

/** Durations as cards show them (§9 duration display): hours and minutes; pathway cards in weeks. */
export const formatDuration = (item: Pick<TItemCard, 'type' | 'duration'>, t: TFunction): string | null => {
  if (item.duration === null || item.duration <= 0) return null;
  if (item.type === 'pathway') return t('duration.weeks', { count: durationParts(item.duration, 'week').weeks });
  const { hours = 0, minutes = 0 } = durationParts(item.duration);
  if (hours === 0) return t('duration.minutes', { count: minutes });
  if (minutes === 0) return t('duration.hours', { count: hours });
  return t('duration.hoursMinutes', { hours, minutes });
};
