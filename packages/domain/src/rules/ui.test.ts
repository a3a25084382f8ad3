import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentCueIndex,
  isLastTourStep,
  isToastVisible,
  modalMaxHeight,
  nextTourStep,
  sliderVisibleCount,
  transcriptScrollTop,
  validTourStep,
} from './ui';

describe('sliderVisibleCount (§2.8)', () => {
  it('is min(floor((width − 84) / 285), 4)', () => {
    expect(sliderVisibleCount(1280)).toBe(4);
    expect(sliderVisibleCount(84 + 3 * 285)).toBe(3);
    expect(sliderVisibleCount(84 + 3 * 285 - 1)).toBe(2);
    expect(sliderVisibleCount(700)).toBe(2);
  });

  it('shows at least one card and never more than four', () => {
    expect(sliderVisibleCount(320)).toBe(1);
    expect(sliderVisibleCount(0)).toBe(1);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (width) => {
        const count = sliderVisibleCount(width);
        expect(count).toBeGreaterThanOrEqual(1);
        expect(count).toBeLessThanOrEqual(4);
      }),
    );
  });
});

describe('isToastVisible (§4.7)', () => {
  it('is visible while now − lastClicking < duration seconds', () => {
    const toast = { lastClicking: 10_000, duration: 3 };
    expect(isToastVisible(toast, 10_000)).toBe(true);
    expect(isToastVisible(toast, 12_999)).toBe(true);
    expect(isToastVisible(toast, 13_000)).toBe(false);
  });
});

describe('tour steps (§2.15, §4.7)', () => {
  it("goes to (step + 1) mod count, and the last step reads 'start again'", () => {
    expect(nextTourStep(0, 5)).toBe(1);
    expect(nextTourStep(4, 5)).toBe(0);
    expect(isLastTourStep(4, 5)).toBe(true);
    expect(isLastTourStep(3, 5)).toBe(false);
  });

  it('falls back to the first step for an invalid one', () => {
    expect(validTourStep(7, 5)).toBe(0);
    expect(validTourStep(-1, 5)).toBe(0);
    expect(validTourStep(1.5, 5)).toBe(0);
    expect(validTourStep(2, 5)).toBe(2);
    expect(nextTourStep(9, 5)).toBe(1);
    expect(nextTourStep(0, 0)).toBe(0);
    expect(isLastTourStep(0, 0)).toBe(false);
  });

  it('visits every step once in count presses', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), (count) => {
        const seen = new Set<number>();
        let step = 0;
        for (let press = 0; press < count; press++) {
          seen.add(step);
          step = nextTourStep(step, count);
        }
        expect(seen.size).toBe(count);
        expect(step).toBe(0);
      }),
    );
  });
});

describe('modalMaxHeight (§9)', () => {
  it('leaves 128 px on desktop and 88 on mobile, with those as minimums', () => {
    expect(modalMaxHeight(900, false)).toBe(772);
    expect(modalMaxHeight(200, false)).toBe(128);
    expect(modalMaxHeight(700, true)).toBe(612);
    expect(modalMaxHeight(100, true)).toBe(88);
  });
});

describe('transcript (§2.16)', () => {
  const cues = [
    { startTime: 0, endTime: 4 },
    { startTime: 4, endTime: 9 },
    { startTime: 12, endTime: 15 },
  ];

  it('highlights the last cue that has started', () => {
    expect(currentCueIndex(cues, 0)).toBe(0);
    expect(currentCueIndex(cues, 4)).toBe(1);
    expect(currentCueIndex(cues, 10)).toBe(1);
    expect(currentCueIndex(cues, 20)).toBe(2);
    expect(currentCueIndex([{ startTime: 2, endTime: 3 }], 1)).toBe(-1);
    expect(currentCueIndex([], 5)).toBe(-1);
  });

  it('agrees with a linear scan for any sorted cue list', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1000)), fc.nat(1100), (starts, time) => {
        const sorted = [...starts].sort((a, b) => a - b).map((startTime) => ({ startTime, endTime: startTime + 1 }));
        const linear = sorted.reduce((found, cue, index) => (cue.startTime <= time ? index : found), -1);
        expect(currentCueIndex(sorted, time)).toBe(linear);
      }),
    );
  });

  it('keeps the current cue about two-fifths of the way down the list', () => {
    expect(transcriptScrollTop({ top: 1000, height: 40 }, 500)).toBe(820);
    expect(transcriptScrollTop({ top: 40, height: 40 }, 500)).toBe(0);
  });
});
