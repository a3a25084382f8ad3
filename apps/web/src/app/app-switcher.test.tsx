import type { TExternalApps } from '@questline/domain/schemas/apps';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../test/axe';
import { renderWithApp } from '../test/render';
import { Header } from './header';

/** Answers GET /api/apps with `apps` and anything else with an empty result, counting the apps requests. */
const serveApps = (apps: TExternalApps['apps']) => {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      requests.push(path);
      const result = path === '/api/apps' ? { apps } : null;
      return new Response(JSON.stringify({ result }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return requests;
};
afterEach(() => vi.unstubAllGlobals());

it('lists the configured apps as same-tab links, a beta one labelled, opened from the keyboard', async () => {
  const user = userEvent.setup();
  serveApps([
    { id: 'forum', url: 'https://forum.example.org', status: 'published' },
    { id: 'assetStore', url: 'https://assets.example.org/store', status: 'beta' },
  ]);
  renderWithApp(() => <Header />);
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  const trigger = await within(nav).findByRole('button', { name: 'Apps' });
  // Focus loads the menu's code; the real trigger takes over the focus.
  trigger.focus();
  await waitFor(
    () => {
      const loaded = screen.getByRole('button', { name: 'Apps' });
      expect(loaded.hasAttribute('data-react-aria-pressable')).toBe(true);
      expect(document.activeElement).toBe(loaded);
    },
    { timeout: 10_000 },
  );
  await user.keyboard('{ArrowDown}');
  const menu = await screen.findByRole('menu', { name: 'Apps' }, { timeout: 5000 });
  const items = within(menu).getAllByRole('menuitem');
  expect(items.map((item) => [item.textContent, item.getAttribute('href'), item.getAttribute('target')])).toEqual([
    ['Forum', 'https://forum.example.org', null],
    ['Asset StoreBeta', 'https://assets.example.org/store', null],
  ]);
  // A browser moves focus to the first item; happy-dom leaves it on the popover, so the test puts it there.
  items[0]?.focus();
  await user.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(items[1]);
  await expectNoSeriousAxeViolations();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Apps' }));
});

it('shows nothing when no apps are configured', async () => {
  const requests = serveApps([]);
  renderWithApp(() => <Header />);
  await screen.findByRole('navigation', { name: 'Main' });
  await waitFor(() => expect(requests).toContain('/api/apps'));
  // Let the answer land before looking.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('button', { name: 'Apps' })).toBeNull();
});
