import { expect, it } from 'vitest';
import { TOOLTIP_POSITIONS, tooltipPlacement } from './tooltip';

it('places each §9 tooltip position, and reads an unknown one as the default, top', () => {
  expect(TOOLTIP_POSITIONS.map(tooltipPlacement)).toEqual([
    'top',
    'left',
    'bottom',
    'right',
    'bottom right',
    'bottom left',
  ]);
  expect(tooltipPlacement(undefined)).toBe('top');
  expect(tooltipPlacement('upside')).toBe('top');
});
