import axe from 'axe-core';
import { expect } from 'vitest';

/** The rendered page passes axe with no serious or critical violation (colour contrast needs a real browser). */
export const expectNoSeriousAxeViolations = async (root: Element = document.body) => {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual(
    [],
  );
};
