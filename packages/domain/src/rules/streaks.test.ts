import { describe, expect, it } from 'vitest';
import { activeStreak, dayKeyOf } from './streaks';

describe('dayKeyOf', () => {
  it('reads the calendar date in the given zone', () => {
    expect(dayKeyOf('2026-03-01T23:30:00Z', 'UTC')).toBe('2026-03-01');
    expect(dayKeyOf('2026-03-01T23:30:00Z', 'Asia/Tokyo')).toBe('2026-03-02');
    expect(dayKeyOf(new Date('2026-03-01T02:00:00Z'), 'America/New_York')).toBe('2026-02-28');
  });
});

describe('activeStreak', () => {
  it('counts consecutive days ending today', () => {
    expect(activeStreak(['2026-03-01', '2026-02-28', '2026-02-27', '2026-02-25'], '2026-03-01')).toEqual({
      days: 3,
      activeToday: true,
    });
  });

  it('keeps a streak that ended yesterday alive, and crosses month and year ends', () => {
    expect(activeStreak(['2025-12-31', '2025-12-30'], '2026-01-01')).toEqual({ days: 2, activeToday: false });
    expect(activeStreak(['2024-02-29', '2024-03-01'], '2024-03-01')).toEqual({ days: 2, activeToday: true });
  });

  it('is 0 once a whole day passed without activity, or with none at all', () => {
    expect(activeStreak(['2026-02-27'], '2026-03-01')).toEqual({ days: 0, activeToday: false });
    expect(activeStreak([], '2026-03-01')).toEqual({ days: 0, activeToday: false });
  });
});
