import { FEATURE_FLAGS } from '@questline/domain/constants';
import { premiumStoreOf } from '@questline/domain/schemas/site';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { fakeLearnServer, json, renderLearnPage, tutorialItem } from './learn-test-kit';

afterEach(() => vi.restoreAllMocks());

const settings = (paymentLinkBase: string | null) => ({
  featureFlags: FEATURE_FLAGS,
  premiumStore: premiumStoreOf(paymentLinkBase, 'premium'),
  videoTranscoding: true,
});
const withSettings = (paymentLinkBase: string | null) => ({
  handle: ({ url }: { url: URL }) =>
    url.pathname === '/api/site/settings' ? json(200, { result: settings(paymentLinkBase) }) : null,
});

it("shows the creator as the item's author: avatar, name and a link to their profile", async () => {
  fakeLearnServer({
    items: [
      tutorialItem({
        author: { provider: false, id: 'u_7', name: 'Cam Creator', avatarUrl: null, profileUrl: '/u/cam' },
      }),
    ],
    signedIn: false,
  });
  const { container } = renderLearnPage('/tutorial/spin-a-cube');
  const link = await screen.findByRole('link', { name: 'Cam Creator' });
  expect(link.getAttribute('href')).toBe('/u/cam');
  expect(screen.getByText('By')).toBeTruthy();
  expect(screen.queryByTestId('item-provider')).toBeNull();
  await expectNoSeriousAxeViolations(container);
});

it('shows the platform, its logo and name, as the provider instead of a person', async () => {
  fakeLearnServer({ items: [tutorialItem({ author: { provider: true } })], signedIn: false });
  renderLearnPage('/tutorial/spin-a-cube');
  const provider = await screen.findByTestId('item-provider');
  expect(provider.textContent).toBe('Questline');
  expect(provider.querySelector('svg')).not.toBeNull();
  expect(screen.queryByRole('link', { name: /Questline/ })).toBeNull();
});

it('labels a sold item Paid and links Buy to the store flow with item, locale, currency, seats and source', async () => {
  fakeLearnServer({
    items: [tutorialItem({ paymentItem: { slug: 'lighting-pack', itemId: 'sku-7' } })],
    signedIn: false,
    ...withSettings('https://store.example.test/checkout'),
  });
  const { container } = renderLearnPage('/tutorial/spin-a-cube');
  const buy = await screen.findByRole('link', { name: 'Buy Spin a cube' });
  const url = new URL(buy.getAttribute('href') ?? '');
  expect(`${url.origin}${url.pathname}`).toBe('https://store.example.test/checkout');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    item: 'sku-7',
    locale: 'en_US',
    currency: 'CNY',
    seats: '1',
    source: 'store',
  });
  expect(screen.getByRole('list', { name: 'Labels' }).textContent).toContain('Paid');
  await expectNoSeriousAxeViolations(container);
});

it.each([
  ['no store is configured', null, 'sku-7'],
  ['the payment item cannot be resolved', 'https://store.example.test/checkout', ''],
])('keeps the Paid label without a Buy link when %s', async (_case, store, itemId) => {
  const server = fakeLearnServer({
    items: [tutorialItem({ paymentItem: { slug: 'lighting-pack', itemId } })],
    signedIn: false,
    ...withSettings(store),
  });
  renderLearnPage('/tutorial/spin-a-cube');
  await waitFor(() => expect(screen.getByRole('list', { name: 'Labels' }).textContent).toContain('Paid'));
  await waitFor(() => expect(server.calls.some((call) => call.url.pathname === '/api/site/settings')).toBe(true));
  expect(screen.queryByRole('link', { name: /^Buy/ })).toBeNull();
});

it('shows neither the Paid label nor Buy for an item that is not sold', async () => {
  fakeLearnServer({ items: [tutorialItem()], signedIn: false, ...withSettings('https://store.example.test/checkout') });
  renderLearnPage('/tutorial/spin-a-cube');
  await screen.findByRole('heading', { name: 'Spin a cube', level: 1 });
  expect(screen.queryByText('Paid')).toBeNull();
  expect(screen.queryByRole('link', { name: /^Buy/ })).toBeNull();
});
