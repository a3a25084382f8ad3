import { CONTENT_SKILL_LEVELS, MANUAL_DURATION_HOURS, MANUAL_DURATION_MINUTES } from '@questline/domain/constants';
import type { TFunction } from 'i18next';
import type { TOption } from './fields';

export const skillLevelOptions = (t: TFunction): TOption[] =>
  CONTENT_SKILL_LEVELS.map((level) => ({ id: level, label: t(`skillLevels.${level}`) }));

/** The hour and minute choices of §9 (manual durations and estimations). */
export const hourOptions = (t: TFunction): TOption[] =>
  MANUAL_DURATION_HOURS.map((hours) => ({
    id: String(hours),
    label: t('editorForms.duration.hours', { count: hours }),
  }));
export const minuteOptions = (t: TFunction): TOption[] =>
  MANUAL_DURATION_MINUTES.map((minutes) => ({
    id: String(minutes),
    label: t('editorForms.duration.minutes', { count: minutes }),
  }));
