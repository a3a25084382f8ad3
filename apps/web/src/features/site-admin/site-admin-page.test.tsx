import { FEATURE_FLAGS } from '@questline/domain/constants';
import type { TFeatureFlagState } from '@questline/domain/schemas/site';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { demoUser, renderGatedPage, renderWithApp } from '../../test/render';
import { ToastProvider } from '../../ui/toast';
import { SiteAdminPage } from './site-admin-page';

let flags: TFeatureFlagState[];
let memberships: string[];
let writes: { method: string; url: string; body: unknown }[];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  flags = Object.entries(FEATURE_FLAGS).map(([name, value]) => ({
    name: name as TFeatureFlagState['name'],
    enabled: value,
    defaultValue: value,
    updatedAt: null,
    updatedBy: null,
  }));
  memberships = [];
  writes = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (method !== 'GET') writes.push({ method, url, body });
    if (url === '/api/admin/featureFlags') return json(200, { result: flags });
    if (url.startsWith('/api/admin/featureFlags/')) {
      const name = url.split('/').pop();
      flags = flags.map((flag) =>
        flag.name === name ? { ...flag, enabled: body.enabled, updatedAt: '2026-01-02T03:04:05.000Z' } : flag,
      );
      return json(200, { result: flags });
    }
    const member = () => json(200, { result: { id: 'u9', name: 'Pia', email: 'pia@example.test', memberships } });
    if (url === '/api/admin/members?email=nobody%40example.test') return json(404, { error: { key: 'not_found' } });
    if (url.startsWith('/api/admin/members?')) return member();
    if (url.startsWith('/api/admin/users/u9/memberships/')) {
      const membership = url.split('/').pop() as string;
      memberships = body.granted ? [...memberships, membership] : memberships.filter((held) => held !== membership);
      return member();
    }
    return json(200, { result: null });
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderAs = (roles: string[]) =>
  renderWithApp(
    () => (
      <ToastProvider>
        <SiteAdminPage />
      </ToastProvider>
    ),
    { me: demoUser({ roles: roles as never }) },
  );

it('turns a flag off for admins, saving it at once', async () => {
  const user = userEvent.setup();
  renderAs(['admin']);
  const tfa = await screen.findByRole('switch', { name: /TFA_ENABLED/ });
  expect((tfa as HTMLInputElement).checked).toBe(true);
  await user.click(tfa);
  expect(writes).toEqual([{ method: 'PUT', url: '/api/admin/featureFlags/TFA_ENABLED', body: { enabled: false } }]);
  expect(await screen.findByText(/Last changed/)).toBeTruthy();
  expect((screen.getByRole('switch', { name: /TFA_ENABLED/ }) as HTMLInputElement).checked).toBe(false);
});

it('finds a user by e-mail and grants premium', async () => {
  const user = userEvent.setup();
  renderAs(['superAdmin']);
  await user.type(await screen.findByLabelText('User e-mail address'), 'nobody@example.test');
  await user.click(screen.getByRole('button', { name: 'Find user' }));
  expect((await screen.findByRole('alert')).textContent).toBe('No user has this e-mail address.');
  await user.clear(screen.getByLabelText('User e-mail address'));
  await user.type(screen.getByLabelText('User e-mail address'), 'pia@example.test');
  await user.click(screen.getByRole('button', { name: 'Find user' }));
  const premium = await screen.findByRole('switch', { name: /^Premium/ });
  expect((premium as HTMLInputElement).checked).toBe(false);
  await user.click(premium);
  expect(writes.at(-1)).toEqual({
    method: 'PUT',
    url: '/api/admin/users/u9/memberships/premium',
    body: { granted: true },
  });
  expect(((await screen.findByRole('switch', { name: /^Premium/ })) as HTMLInputElement).checked).toBe(true);
});

it('refuses everyone but admins', async () => {
  renderGatedPage('siteAdmin', SiteAdminPage, { me: demoUser({ roles: ['learnAdmin'] }) });
  expect(await screen.findByRole('heading', { name: 'No access' })).toBeTruthy();
  expect(screen.queryByRole('switch')).toBeNull();
});
