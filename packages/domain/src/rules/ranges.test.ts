import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { durationParts, formatClock, formatPrice, instructionMinutes, instructionParts } from './display';
import {
  extraDays,
  liveRangeFromLocal,
  liveSessionDuration,
  localPartsOfRange,
  parseAgeRange,
  parseLiveRange,
  parseVersionRange,
  serializeAgeRange,
  serializeLiveRange,
  serializeVersionRange,
  timeOfDayInUtc,
  todayInOffset,
  UTC_OFFSET_CHOICES,
  utcMinuteOfDay,
} from './ranges';
import { extraDaysIn, formatUtcOffset, zoneOffsetAt } from './time-zones';

describe('version and age ranges (§3.1)', () => {
  it("serialise as 'min_max' both ways", () => {
    expect(serializeVersionRange({ minVersionId: '2022.3', maxVersionId: '6.1', withAll: false })).toBe('2022.3_6.1');
    expect(parseVersionRange('2022.3_6.1')).toEqual({ minVersionId: '2022.3', maxVersionId: '6.1', withAll: false });
    expect(parseVersionRange('_')).toEqual({ minVersionId: null, maxVersionId: null, withAll: true });
    expect(serializeVersionRange({ minVersionId: 'x', maxVersionId: 'y', withAll: true })).toBe('_');
    expect(serializeAgeRange({ min: 13, max: null })).toBe('13_');
    expect(parseAgeRange('13_17')).toEqual({ min: 13, max: 17 });
    expect(parseAgeRange('_18')).toEqual({ min: null, max: 18 });
    expect(parseAgeRange(null)).toEqual({ min: null, max: null });
  });

  it('round-trip any age range', () => {
    const age = fc.option(fc.integer({ min: 0, max: 120 }), { nil: null });
    fc.assert(
      fc.property(age, age, (min, max) => {
        expect(parseAgeRange(serializeAgeRange({ min, max }))).toEqual({ min, max });
      }),
    );
  });
});

describe('live session time (§4.6, §5, §9)', () => {
  const start = '2026-11-30T22:00:00.000Z';
  const end = '2026-12-01T00:30:00.000Z';

  it("stores ranges as 'start#end' and refuses anything else", () => {
    expect(serializeLiveRange({ startTime: start, endTime: end })).toBe(`${start}#${end}`);
    expect(parseLiveRange(`${start}#${end}`)).toEqual({ startTime: start, endTime: end });
    expect(parseLiveRange('nonsense')).toBeNull();
    expect(parseLiveRange(`${start}#later`)).toBeNull();
  });

  it('computes the duration as end − start in minutes, or 0', () => {
    expect(liveSessionDuration(start, end)).toBe(150);
    expect(liveSessionDuration(end, start)).toBe(0);
    expect(liveSessionDuration(null, end)).toBe(0);
  });

  it('counts the extra days a session spans in its own offset', () => {
    expect(extraDays(start, end, 0)).toBe(1);
    expect(extraDays(start, end, 540)).toBe(0); // 07:00 to 09:30 the next morning in UTC+9
    expect(extraDays(start, start, -300)).toBe(0);
  });

  it('reads the offset of an IANA zone at an instant, summer time included', () => {
    expect(zoneOffsetAt(Date.parse('2026-01-15T12:00:00Z'), 'Asia/Tokyo')).toBe(540);
    expect(zoneOffsetAt(Date.parse('2026-01-15T12:00:00Z'), 'America/New_York')).toBe(-300);
    expect(zoneOffsetAt(Date.parse('2026-07-15T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(zoneOffsetAt(Date.parse('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(zoneOffsetAt(Date.parse('2026-07-15T12:00:30Z'), 'UTC')).toBe(0);
  });

  it("counts the extra days in the viewer's zone, not the session's (§2.10)", () => {
    // 22:00 to 00:30 UTC: the next day in London in winter, the same evening in New York.
    expect(extraDaysIn(start, end, 'UTC')).toBe(1);
    expect(extraDaysIn(start, end, 'America/New_York')).toBe(0);
    expect(extraDaysIn(start, end, 'Asia/Tokyo')).toBe(0);
    expect(extraDaysIn('2026-11-30T14:30:00.000Z', '2026-11-30T15:30:00.000Z', 'Asia/Tokyo')).toBe(1);
  });

  it('takes today in the session offset for a missing date', () => {
    expect(todayInOffset(540, new Date('2026-11-30T20:00:00Z'))).toBe('2026-12-01');
    expect(todayInOffset(-300, new Date('2026-12-01T02:00:00Z'))).toBe('2026-11-30');
  });
});

describe('live session wall-clock parts (§2.13)', () => {
  it('turns a date and times in the session offset into instants', () => {
    expect(liveRangeFromLocal({ date: '2026-11-30', startTime: '09:00', endTime: '10:30', utcOffset: 60 })).toEqual({
      startTime: '2026-11-30T08:00:00.000Z',
      endTime: '2026-11-30T09:30:00.000Z',
    });
    expect(liveRangeFromLocal({ date: '2026-11-30', startTime: '01:00', endTime: '02:00', utcOffset: 330 })).toEqual({
      startTime: '2026-11-29T19:30:00.000Z',
      endTime: '2026-11-29T20:30:00.000Z',
    });
  });

  it('ends on the next day when the end time is earlier than the start time', () => {
    const range = liveRangeFromLocal({ date: '2026-12-31', startTime: '23:00', endTime: '01:00', utcOffset: -300 });
    expect(range).toEqual({ startTime: '2027-01-01T04:00:00.000Z', endTime: '2027-01-01T06:00:00.000Z' });
    if (!range) throw new Error('no range');
    expect(liveSessionDuration(range.startTime, range.endTime)).toBe(120);
    expect(extraDays(range.startTime, range.endTime, -300)).toBe(1);
  });

  it('refuses missing or malformed parts', () => {
    expect(liveRangeFromLocal({ date: '', startTime: '09:00', endTime: '10:00', utcOffset: 0 })).toBeNull();
    expect(liveRangeFromLocal({ date: '2026-02-30', startTime: '09:00', endTime: '10:00', utcOffset: 0 })).toBeNull();
    expect(liveRangeFromLocal({ date: '2026-02-03', startTime: '24:00', endTime: '10:00', utcOffset: 0 })).toBeNull();
    expect(liveRangeFromLocal({ date: '2026-02-03', startTime: '09:00', endTime: '', utcOffset: 0 })).toBeNull();
  });

  it('reads a stored range back as the parts it was made from', () => {
    expect(
      localPartsOfRange({ startTime: '2027-01-01T04:00:00.000Z', endTime: '2027-01-01T06:00:00.000Z' }, -300),
    ).toEqual({ date: '2026-12-31', startTime: '23:00', endTime: '01:00' });
    expect(localPartsOfRange({ startTime: 'later', endTime: '2027-01-01T06:00:00.000Z' }, 0)).toBeNull();
    const minute = fc.integer({ min: 0, max: 24 * 60 - 1 });
    const clock = (value: number) =>
      `${String(Math.floor(value / 60)).padStart(2, '0')}:${String(value % 60).padStart(2, '0')}`;
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
        minute,
        minute,
        fc.constantFrom(...UTC_OFFSET_CHOICES),
        (day, start, end, utcOffset) => {
          const parts = { date: day.toISOString().slice(0, 10), startTime: clock(start), endTime: clock(end) };
          const range = liveRangeFromLocal({ ...parts, utcOffset });
          expect(range && localPartsOfRange(range, utcOffset)).toEqual(parts);
          expect(range && liveSessionDuration(range.startTime, range.endTime)).toBeLessThan(24 * 60);
        },
      ),
    );
  });

  it("labels offsets as 'UTC±hh:mm' from UTC−12:00 to UTC+14:00", () => {
    expect(formatUtcOffset(60)).toBe('UTC+01:00');
    expect(formatUtcOffset(-570)).toBe('UTC−09:30');
    expect(formatUtcOffset(0)).toBe('UTC+00:00');
    expect(UTC_OFFSET_CHOICES[0]).toBe(-720);
    expect(UTC_OFFSET_CHOICES.at(-1)).toBe(840);
    expect(UTC_OFFSET_CHOICES).toContain(345);
  });
});

describe('display (§9, §3.9)', () => {
  it('drops .00 from prices', () => {
    expect(formatPrice(20)).toBe('20');
    expect(formatPrice(19.5)).toBe('19.50');
    expect(formatPrice(0.1 + 0.2)).toBe('0.30');
  });

  it('splits durations by theme', () => {
    expect(durationParts(135)).toEqual({ hours: 2, minutes: 15 });
    expect(durationParts(135, 'minute')).toEqual({ minutes: 135 });
    expect(durationParts(10, 'hour')).toEqual({ hours: 1 });
    expect(durationParts(6, 'week')).toEqual({ weeks: 6 });
  });

  it('keeps instruction time in minutes', () => {
    expect(instructionMinutes(1, 30)).toBe(90);
    fc.assert(
      fc.property(fc.nat(10_000), (total) => {
        const parts = instructionParts(total);
        expect(instructionMinutes(parts.hours, parts.minutes)).toBe(total);
      }),
    );
  });

  it('shows video time as HH:MM:SS', () => {
    expect(formatClock(0)).toBe('00:00:00');
    expect(formatClock(3725.9)).toBe('01:02:05');
  });
});

describe('time-of-day criteria (§9)', () => {
  it('shifts a local range by the UTC offset', () => {
    expect(timeOfDayInUtc([540, 720], 60)).toEqual([[480, 660]]);
    expect(timeOfDayInUtc([540, 720], -300)).toEqual([[840, 1020]]);
  });

  it('splits a range that crosses midnight once shifted', () => {
    expect(timeOfDayInUtc([30, 120], 60)).toEqual([
      [1410, 1440],
      [0, 60],
    ]);
    expect(timeOfDayInUtc([0, 1440], 330)).toEqual([[0, 1440]]);
  });

  it('keeps the length of the range and matches instants shifted the same way', () => {
    fc.assert(
      fc.property(fc.nat(1439), fc.nat(1440), fc.integer({ min: -720, max: 840 }), (start, length, offset) => {
        const end = Math.min(1440, start + length);
        const ranges = timeOfDayInUtc([start, end], offset);
        const covered = ranges.reduce((sum, [from, to]) => sum + (to - from), 0);
        expect(covered).toBe(Math.min(1440, end - start));
        const localMinute = start;
        const instant = new Date(Date.UTC(2026, 0, 10, 0, localMinute - offset));
        const minute = utcMinuteOfDay(instant);
        if (end > start) expect(ranges.some(([from, to]) => minute >= from && minute < to)).toBe(true);
      }),
    );
  });

  it('reads the UTC minute of an instant', () => {
    expect(utcMinuteOfDay('2026-12-01T17:45:00+01:00')).toBe(16 * 60 + 45);
  });
});
