import { expect, it } from 'vitest';
import { clockIn, formatLiveDate, liveTimes, utcOffsetNow } from './live-time';

const session = { startTime: '2026-12-01T14:00:00.000Z', endTime: '2026-12-01T16:30:00.000Z', utcOffset: 540 };

it("reads a session in the viewer's zone, with the host's start beside it", () => {
  expect(liveTimes(session, 'America/New_York')).toEqual({
    range: '09:00 - 11:30',
    offset: 'UTC−05:00',
    extraDays: 0,
    host: '23:00 UTC+09:00',
    hostIsViewer: false,
  });
  expect(liveTimes(session, 'Asia/Tokyo')).toEqual({
    range: '23:00 - 01:30',
    offset: 'UTC+09:00',
    extraDays: 1,
    host: '23:00 UTC+09:00',
    hostIsViewer: true,
  });
});

it("follows the zone's summer time and dates the day there", () => {
  expect(clockIn('2026-07-01T14:00:00.000Z', 'America/New_York')).toBe('10:00');
  expect(clockIn('2026-01-01T14:00:00.000Z', 'America/New_York')).toBe('09:00');
  expect(formatLiveDate('2026-12-01T16:00:00.000Z', 'Asia/Tokyo', 'en_US')).toBe('Wed, December 2, 2026');
  expect(formatLiveDate('2026-12-01T16:00:00.000Z', 'UTC', 'en_US')).toBe('Tue, December 1, 2026');
  expect(utcOffsetNow('Asia/Kolkata')).toBe(330);
});
