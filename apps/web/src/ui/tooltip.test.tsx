import { TOOLTIP_POSITIONS, tooltipPlacement } from '@questline/domain/rules/tooltip';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'react-aria-components';
import { expect, it } from 'vitest';
import { Tooltip } from './tooltip';

it('shows at once (delay 0) on hover, at the top by default, and describes its target', async () => {
  render(
    <Tooltip text="Remove seat">
      <Button aria-label="Remove">×</Button>
    </Tooltip>,
  );
  // React Aria opens tooltips on hover once the pointer is the way the user interacts.
  await userEvent.click(document.body);
  await userEvent.hover(screen.getByRole('button', { name: 'Remove' }));
  const tooltip = await screen.findByRole('tooltip');
  expect(tooltip.textContent).toBe('Remove seat');
  expect(tooltip.getAttribute('data-placement')).toBe('top');
  expect(tooltip.getAttribute('data-tooltip-type')).toBe('normal');
  expect(screen.getByRole('button', { name: 'Remove' }).getAttribute('aria-describedby')).toBe(tooltip.id);
  await userEvent.unhover(screen.getByRole('button', { name: 'Remove' }));
});

it.each(TOOLTIP_POSITIONS)('places a %s tooltip there, with its type', async (position) => {
  render(
    <Tooltip text="Hint" position={position} type="warning">
      <Button>Target</Button>
    </Tooltip>,
  );
  // Keyboard focus shows it too, for people who do not hover.
  await userEvent.tab();
  const tooltip = await screen.findByRole('tooltip');
  expect(tooltip.getAttribute('data-placement')).toBe(tooltipPlacement(position).split(' ')[0]);
  expect(tooltip.getAttribute('data-tooltip-type')).toBe('warning');
});
