import { expect, it } from 'vitest';
import { bayesianAverage, isRatingValue, RATING_PRIOR_WEIGHT, shownAverage, siteMean } from './ratings';

it('weighs an item against the site-wide mean, so one 5-star vote does not outrank fifty 4.6s', () => {
  const one = { sum: 5, count: 1 };
  const fifty = { sum: 4.6 * 50, count: 50 };
  const mean = siteMean({ sum: one.sum + fifty.sum + 3 * 20, count: 1 + 50 + 20 });
  expect(bayesianAverage(fifty, { mean })).toBeGreaterThan(bayesianAverage(one, { mean }));
  // Without the prior the single vote would win.
  expect(bayesianAverage(one, { mean, weight: 0 })).toBeGreaterThan(bayesianAverage(fifty, { mean, weight: 0 }));
});

it('reads the formula (sum + weight × mean) / (count + weight), with the default weight', () => {
  expect(RATING_PRIOR_WEIGHT).toBe(5);
  expect(bayesianAverage({ sum: 8, count: 2 }, { mean: 3 })).toBeCloseTo((8 + 5 * 3) / 7);
  expect(bayesianAverage({ sum: 8, count: 2 }, { mean: 3, weight: 1 })).toBeCloseTo(11 / 3);
  expect(bayesianAverage({ sum: 0, count: 0 }, { mean: 3.5 })).toBe(3.5);
  expect(bayesianAverage({ sum: 0, count: 0 }, { mean: 0, weight: 0 })).toBe(0);
});

it('averages the site, shows one decimal and checks values', () => {
  expect(siteMean({ sum: 0, count: 0 })).toBe(0);
  expect(siteMean({ sum: 9, count: 2 })).toBe(4.5);
  expect(shownAverage({ sum: 0, count: 0 })).toBeNull();
  expect(shownAverage({ sum: 14, count: 3 })).toBe(4.7);
  expect(shownAverage({ sum: 4, count: 1 })).toBe(4);
  expect([0, 1, 3, 5, 6, 2.5, '3', null].map(isRatingValue)).toEqual([
    false,
    true,
    true,
    true,
    false,
    false,
    false,
    false,
  ]);
});
