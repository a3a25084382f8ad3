import type { TMe } from '@questline/domain/schemas/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { CollectButton } from './collect-button';

afterEach(() => {
  vi.unstubAllGlobals();
});

const button = (me: TMe | null | 'pending') =>
  renderWithApp(
    () => <CollectButton id="lpr_3" type="project" collected={false} collectCount={2} extendsKey={['extends']} />,
    { me },
  );

it('waits for the session before it saves: a signed-in learner is never asked to sign in', async () => {
  let answerMe: (response: Response) => void = () => undefined;
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    calls.push(url);
    if (url === '/api/me') return new Promise<Response>((resolve) => (answerMe = resolve));
    return Promise.resolve(Response.json({ result: { id: 'lpr_3', collected: true, collectCount: 3 } }));
  });
  button('pending');
  const save = await screen.findByRole('button', { name: 'Save' });
  expect(save).toHaveProperty('disabled', true);

  answerMe(Response.json({ result: { id: 'u1', roles: [], memberships: [] } }));
  await waitFor(() => expect(save).toHaveProperty('disabled', false));
  await userEvent.click(save);
  await waitFor(() => expect(calls).toContain('/api/learn/collect/toggle'));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('asks a visitor to sign in instead of saving', async () => {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    calls.push(url);
    return Promise.resolve(Response.json({ result: null }));
  });
  button(null);
  await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('dialog')).toBeTruthy();
  expect(calls).not.toContain('/api/learn/collect/toggle');
});
