import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentCueIndex,
  isLastTourStep,
  isToastVisible,
  modalMaxHeight,
  nextTourStep,
  showsMiniPlayer,
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

describe('showsMiniPlayer', () => {
  it('moves a video to the mini-player once fewer than 150 px show below the 200 px header offset', () => {
    // In full view: 640 × 360 from 250 px down a 900 px window.
    expect(showsMiniPlayer({ top: 250, bottom: 610 }, 900)).toBe(false);
    // Scrolled up under the header: 151 px (200 → 351) still show, then 149.
    expect(showsMiniPlayer({ top: -9, bottom: 351 }, 900)).toBe(false);
    expect(showsMiniPlayer({ top: -11, bottom: 349 }, 900)).toBe(true);
    // Below the fold: only its top 100 px show.
    expect(showsMiniPlayer({ top: 800, bottom: 1160 }, 900)).toBe(true);
    expect(showsMiniPlayer({ top: 750, bottom: 1110 }, 900)).toBe(false);
  });

  it('counts a player placed above the offset from its own place, so it stays until scrolled away', () => {
    // 233 px high, 97 px down the page: in full view at the top, then scrolled by 83 and 85 px.
    expect(showsMiniPlayer({ top: 97, bottom: 330 }, 900, 97)).toBe(false);
    expect(showsMiniPlayer({ top: 14, bottom: 247 }, 900, 97)).toBe(false);
    expect(showsMiniPlayer({ top: 12, bottom: 245 }, 900, 97)).toBe(true);
  });
});
