import { premiumStoreOf } from '@questline/domain/schemas/site';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { defaultSiteSettings, renderWithApp } from '../test/render';
import { LearnPageError } from './learn-page-states';

const premiumError = () =>
  new ApiError('premium_required', 403, { params: { id: 'ltu_7', type: 'tutorial', title: 'Volumetric fog' } });
const withStore = () => ({
  ...defaultSiteSettings(),
  premiumStore: { ...premiumStoreOf('https://store.example.com/buy', 'premium'), trialDays: 14 },
});

it('names a premium item and offers the free trial when the server answers premium_required and a store sells it', async () => {
  renderWithApp(() => <LearnPageError error={premiumError()} reset={() => undefined} info={{ componentStack: '' }} />, {
    siteSettings: withStore(),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Volumetric fog' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe('This is for premium members.');
  expect(screen.getByRole('link', { name: 'Start free trial' }).getAttribute('href')).toBe('/premium');
  // The store's trial length, not a fixed one.
  expect(screen.getByText('14-day free trial')).toBeTruthy();
  expect(screen.queryByText(/sells no subscriptions/)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
});

it('offers no trial on a site that sells no subscriptions, and says who grants premium there', async () => {
  renderWithApp(() => <LearnPageError error={premiumError()} reset={() => undefined} info={{ componentStack: '' }} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Volumetric fog' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe('This is for premium members.');
  expect(
    screen.getByText(/This site sells no subscriptions: premium access is granted by its administrators/),
  ).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Start free trial' })).toBeNull();
  expect(screen.queryByText(/free trial/)).toBeNull();
});
