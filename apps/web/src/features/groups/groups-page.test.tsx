import type { TMyGroups } from '@questline/domain/schemas/groups';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { demoUser, renderGatedPage, renderWithApp } from '../../test/render';
import { ToastProvider } from '../../ui/toast';
import { GroupsPage } from './groups-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let mine: TMyGroups;
const writes: { path: string; body: unknown }[] = [];

const serve = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (init?.method !== 'POST') return json(200, { result: mine });
      const body = JSON.parse(String(init.body));
      writes.push({ path, body });
      if (path === '/api/groups')
        return body.name.toLowerCase() === 'taken'
          ? json(400, {
              error: { key: 'group_name_duplicate', fields: [{ path: 'name', key: 'group_name_duplicate' }] },
            })
          : json(200, { result: { group: { id: 12, name: body.name } } });
      if (path === '/api/groups/5/join') {
        mine = { groups: [{ ...group(5, 'Shader Circle'), memberCount: 2, isOwner: false }], invitations: [] };
        return json(200, { result: { group: group(5, 'Shader Circle'), message: 'group_joined' } });
      }
      return json(404, { error: { key: 'not_found' } });
    }),
  );

const group = (id: number, name: string) => ({
  id,
  name,
  ownerId: 'u9',
  memberCount: 1,
  isOwner: true,
  createdAt: '2025-03-01T09:00:00Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
  writes.length = 0;
});

it('lists the invitations waiting for the learner, and accepting one joins the group', async () => {
  mine = {
    groups: [],
    invitations: [
      { id: 1, group: { id: 5, name: 'Shader Circle' }, invitedBy: 'Ada Learner', createdAt: '2025-03-01T09:00:00Z' },
    ],
  };
  serve();
  renderWithApp(
    () => (
      <ToastProvider>
        <GroupsPage />
      </ToastProvider>
    ),
    { me: demoUser(), path: '/groups' },
  );
  expect(await screen.findByText('Ada Learner invited you to Shader Circle')).toBeTruthy();
  expect(screen.getByText('You are not in any group yet.')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Accept the invitation to Shader Circle' }));
  expect(await screen.findByText('You joined the group.')).toBeTruthy();
  expect((await screen.findByRole('link', { name: 'Shader Circle' })).getAttribute('href')).toBe('/groups/5');
  expect(screen.getByText('2 members')).toBeTruthy();
  expect(screen.queryByText('Ada Learner invited you to Shader Circle')).toBeNull();
  expect(writes).toEqual([{ path: '/api/groups/5/join', body: {} }]);
});

it('creates a group, and names a taken name with its key', async () => {
  mine = { groups: [], invitations: [] };
  serve();
  renderWithApp(() => <GroupsPage />, { me: demoUser(), path: '/groups' });
  const name = await screen.findByRole('textbox', { name: 'Group name' });
  await userEvent.type(name, 'Taken');
  await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
  expect((await screen.findByRole('alert')).textContent).toBe('A group with this name already exists.');
  expect(name.getAttribute('aria-invalid')).toBe('true');
  await userEvent.clear(name);
  await userEvent.type(name, 'Level Designers');
  await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
  await vi.waitFor(() => expect(writes.at(-1)).toEqual({ path: '/api/groups', body: { name: 'Level Designers' } }));
});

it('asks anonymous visitors to sign in, under the page heading', async () => {
  mine = { groups: [], invitations: [] };
  serve();
  renderGatedPage('groups', GroupsPage, { me: null, path: '/groups' });
  expect(await screen.findByText('Sign in to see your groups and the invitations waiting for you.')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: 'Groups' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  expect(vi.mocked(fetch)).not.toHaveBeenCalled();
});
