import { COOKIES } from '@questline/domain/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../test/axe';
import { demoUser, renderWithApp } from '../../../test/render';
import { card, json } from '../my-learning-test-kit';
import { RecentBar } from './recent-bar';

const clearCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the cookie the bar writes.
  document.cookie = `${COOKIES.recentBar}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};
afterEach(() => {
  clearCookie();
  vi.restoreAllMocks();
});

const serveRecent = (item: ReturnType<typeof card> | null) => {
  const requests: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    requests.push(String(input));
    return json(200, { result: { item } });
  });
  return requests;
};

const lighting = card({ id: 'tut_1', slug: 'lighting-basics', title: 'Lighting basics' });

it('links a signed-in user back to their most recent item', async () => {
  serveRecent(lighting);
  renderWithApp(() => <RecentBar />, { me: demoUser() });
  const bar = await screen.findByRole('region', { name: 'Recent learning' });
  expect(bar.textContent).toContain('Continue where you left off:');
  expect(screen.getByRole('link', { name: 'Lighting basics' }).getAttribute('href')).toBe('/tutorial/lighting-basics');
  await expectNoSeriousAxeViolations();
});

it('stays closed for 2 days for that user once dismissed, through the CLOSE_RECENT_BAR cookie', async () => {
  serveRecent(lighting);
  const written = vi.spyOn(document, 'cookie', 'set');
  const { unmount } = renderWithApp(() => <RecentBar />, { me: demoUser() });
  await userEvent.click(await screen.findByRole('button', { name: 'Dismiss the recent learning bar' }));
  expect(screen.queryByRole('region', { name: 'Recent learning' })).toBeNull();
  expect(written).toHaveBeenCalledWith(expect.stringMatching(/^CLOSE_RECENT_BAR=u1; Path=\/; Max-Age=172800;/));
  unmount();

  // A later visit of the same user shows nothing; another user still gets their bar.
  renderWithApp(() => <RecentBar />, { me: demoUser() });
  await new Promise((settle) => setTimeout(settle, 20));
  expect(screen.queryByRole('region', { name: 'Recent learning' })).toBeNull();
  renderWithApp(() => <RecentBar />, { me: demoUser({ id: 'u2' }) });
  expect(await screen.findByRole('region', { name: 'Recent learning' })).toBeTruthy();
});

it('shows nothing without a recent item, nor to anonymous visitors', async () => {
  const requests = serveRecent(null);
  const { unmount } = renderWithApp(() => <RecentBar />, { me: demoUser() });
  await waitFor(() => expect(requests).toEqual(['/api/learn/record/recent']));
  expect(screen.queryByRole('region', { name: 'Recent learning' })).toBeNull();
  unmount();
  renderWithApp(() => <RecentBar />, { me: null });
  await new Promise((settle) => setTimeout(settle, 20));
  expect(screen.queryByRole('region', { name: 'Recent learning' })).toBeNull();
  expect(requests).toHaveLength(1);
});
