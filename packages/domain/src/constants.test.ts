import { expect, it } from 'vitest';
import {
  IMAGE_WIDTHS,
  IMAGE_WIDTHS_SHORT,
  LOCALES,
  localeLanguage,
  localeTag,
  MANUAL_DURATION_HOURS,
  MANUAL_DURATION_MINUTES,
  MINIMAL_LOCALES,
  REGIONS,
} from './constants';
import { PLAYBACK_RATES, PLAYBACK_RATES_SHORT, UPLOAD_LIMITS } from './media-constants';
import { TOOLTIP_TYPES, TOOLTIP_TYPES_SHORT } from './rules/tooltip';

it('lists the 9 locales, the minimal 4 among them, and 9 regions', () => {
  expect(LOCALES).toHaveLength(9);
  expect(MINIMAL_LOCALES.every((locale) => LOCALES.includes(locale))).toBe(true);
  expect(REGIONS[0]).toBe('region.01');
  expect(REGIONS.at(-1)).toBe('region.09');
  expect(localeTag('en_US')).toBe('en-US');
  expect(localeLanguage('zh_CN')).toBe('zh');
});

it('offers manual durations of 0–25 hours by 1, then 30–50 by 5, and minutes 0–55 by 5', () => {
  expect(MANUAL_DURATION_HOURS.slice(0, 3)).toEqual([0, 1, 2]);
  expect(MANUAL_DURATION_HOURS.slice(24)).toEqual([24, 25, 30, 35, 40, 45, 50]);
  expect(MANUAL_DURATION_MINUTES).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
});

it('keeps both readings where the spec gives two, the used list covering the other', () => {
  expect(IMAGE_WIDTHS).toEqual([200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800, 2000]);
  expect(IMAGE_WIDTHS_SHORT.every((width) => IMAGE_WIDTHS.includes(width))).toBe(true);
  expect(TOOLTIP_TYPES_SHORT.every((type) => (TOOLTIP_TYPES as readonly string[]).includes(type))).toBe(true);
  expect(PLAYBACK_RATES_SHORT.filter((rate) => !(PLAYBACK_RATES as readonly number[]).includes(rate))).toEqual([4]);
});

it('orders upload limits from 1 to 50 GB, each with its key', () => {
  expect(UPLOAD_LIMITS.map((limit) => limit.bytes / 1024 ** 3)).toEqual([1, 3, 50]);
  expect(UPLOAD_LIMITS[2].key).toBe('upload_InvalidParameter_attachment_too_large_50_GB');
});
