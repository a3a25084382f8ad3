import { FEATURE_FLAGS } from '@questline/domain/constants';
import { premiumStoreOf } from '@questline/domain/schemas/site';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { expect, it } from 'vitest';
import { demoUser, renderWithApp } from '../../test/render';
import { PremiumPage } from './premium-page';

const withStore = (paymentLinkBase: string | null) => ({
  featureFlags: { ...FEATURE_FLAGS },
  premiumStore: premiumStoreOf(paymentLinkBase, 'premium-annual'),
  videoTranscoding: true,
});

it('offers the free trial through the payment link of §9, with the trial label', async () => {
  const { container } = renderWithApp(() => <PremiumPage />, {
    siteSettings: withStore('https://store.example.test/checkout?ref=questline'),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Questline Premium' })).toBeTruthy();
  expect(screen.getByText('30-day free trial')).toBeTruthy();
  const link = screen.getByRole('link', { name: 'Start free trial' }) as HTMLAnchorElement;
  const url = new URL(link.href);
  expect(`${url.origin}${url.pathname}`).toBe('https://store.example.test/checkout');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    ref: 'questline',
    item: 'premium-annual',
    locale: 'en_US',
    currency: 'CNY',
    seats: '1',
    source: 'store',
  });
  expect(screen.getAllByRole('listitem')).toHaveLength(4);
  const results = await axe.run(container);
  expect(results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual(
    [],
  );
});

it('says premium comes from an administrator, with no checkout, when no store is configured', async () => {
  renderWithApp(() => <PremiumPage />, { siteSettings: withStore(null) });
  expect(await screen.findByText(/premium access is granted by its administrators/)).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Start free trial' })).toBeNull();
  // A site that sells nothing offers no trial either.
  expect(screen.queryByText(/free trial/)).toBeNull();
  expect(screen.getByRole('link', { name: 'See what is premium' }).getAttribute('href')).toContain('premium%3Atrue');
});

it('sends premium members to the premium catalogue instead of the store', async () => {
  renderWithApp(() => <PremiumPage />, {
    me: demoUser({ premium: true, memberships: ['premium'] }),
    siteSettings: withStore('https://store.example.test/checkout'),
  });
  expect(await screen.findByText(/You are a premium member/)).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Start free trial' })).toBeNull();
  expect(screen.queryByText('30-day free trial')).toBeNull();
  expect(screen.getByRole('link', { name: 'Browse premium courses' }).getAttribute('href')).toContain('/courses?');
});
