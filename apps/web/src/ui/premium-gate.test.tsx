import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { renderWithApp } from '../test/render';
import { LearnPageError } from './learn-page-states';

it('names a premium item and offers the free trial when the server answers premium_required', async () => {
  const error = new ApiError('premium_required', 403, {
    params: { id: 'ltu_7', type: 'tutorial', title: 'Volumetric fog' },
  });
  renderWithApp(() => <LearnPageError error={error} reset={() => undefined} info={{ componentStack: '' }} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Volumetric fog' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe('This is for premium members. Start a free trial to take part.');
  expect(screen.getByRole('link', { name: 'Start free trial' }).getAttribute('href')).toBe('/premium');
  expect(screen.getByText('30-day free trial')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
});
