import type { TRole } from '@questline/domain/roles';
import type { TAdminUser } from '@questline/domain/schemas/admin-users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { demoUser, renderGatedPage, renderWithApp } from '../../test/render';
import { ToastProvider } from '../../ui/toast';
import { UsersPage } from './users-page';

const person = (id: string, name: string, extra: Partial<TAdminUser> = {}): TAdminUser => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.test`,
  roles: [],
  memberships: [],
  disabled: false,
  disabledAt: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  lastSignInAt: null,
  ...extra,
});

let people: TAdminUser[];
let reads: string[];
let writes: { method: string; url: string; body: unknown }[];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's user administration, in memory: 21 users, so that there are two pages of 20. */
beforeEach(() => {
  people = [
    person('u1', 'Ada', { roles: ['admin'], lastSignInAt: '2026-02-03T04:05:06.000Z' }),
    person('u2', 'Bo', { roles: ['learnEditor_JA'], memberships: ['premium'] }),
    person('u3', 'Root', { roles: ['superAdmin'] }),
    ...Array.from({ length: 18 }, (_, index) => person(`p${index}`, `Pupil${index}`)),
  ];
  reads = [];
  writes = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (method === 'GET') reads.push(url);
    else writes.push({ method, url, body });
    const parsed = new URL(url, 'http://localhost');
    if (parsed.pathname === '/api/admin/users') {
      const q = parsed.searchParams.get('q')?.toLowerCase() ?? '';
      const role = parsed.searchParams.get('role');
      const page = Number(parsed.searchParams.get('page'));
      const found = people.filter(
        (user) =>
          (user.name.toLowerCase().includes(q) || user.email.includes(q)) &&
          (!role || user.roles.includes(role as TRole)),
      );
      const items = found.slice((page - 1) * 20, page * 20);
      return json(200, { result: { items, total: found.length, page, pageSize: 20 } });
    }
    const [, , , , id, action, membership] = parsed.pathname.split('/');
    const user = people.find((candidate) => candidate.id === id);
    if (!user) return json(404, { error: { key: 'not_found' } });
    const save = (changed: Partial<TAdminUser>) => {
      Object.assign(user, changed);
      return json(200, { result: user });
    };
    if (action === 'roles') return save({ roles: [...body.roles].sort() });
    if (action === 'disable') return save({ disabled: true, disabledAt: '2026-03-04T05:06:07.000Z' });
    if (action === 'enable') return save({ disabled: false, disabledAt: null });
    if (action === 'password-reset') return json(200, { result: { email: user.email } });
    if (action === 'memberships') {
      const held = user.memberships.filter((name) => name !== membership);
      user.memberships = body.granted ? [...held, membership as TAdminUser['memberships'][number]] : held;
      return json(200, { result: { id: user.id, name: user.name, email: user.email, memberships: user.memberships } });
    }
    return json(404, { error: { key: 'not_found' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderAs = (roles: TRole[], id = 'me') =>
  renderWithApp(
    () => (
      <ToastProvider>
        <UsersPage />
      </ToastProvider>
    ),
    { me: demoUser({ id, roles }) },
  );

it('finds users by name or e-mail and by role, a page at a time, in an accessible table', async () => {
  const user = userEvent.setup();
  renderAs(['admin']);
  expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
  expect(await screen.findByText('21 users')).toBeTruthy();
  const table = screen.getByRole('table', { name: 'Users found' });
  expect(within(table).getAllByRole('row')).toHaveLength(21);
  const bo = within(table).getByRole('row', { name: /Bo/ });
  expect(within(bo).getByText('Learn editor (Japanese)')).toBeTruthy();
  expect(within(bo).getByText('Premium')).toBeTruthy();
  expect(within(within(table).getByRole('row', { name: /Ada/ })).queryByText('Never')).toBeNull();
  expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  await expectNoSeriousAxeViolations();

  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
  expect(reads.at(-1)).toBe('/api/admin/users?page=2');
  expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);

  // A new search starts on the first page.
  await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail address' }), 'BO@');
  await waitFor(() => expect(reads.at(-1)).toBe('/api/admin/users?q=BO%40&page=1'));
  expect(await screen.findByText('1 user')).toBeTruthy();
  await user.clear(screen.getByRole('searchbox'));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'superAdmin');
  await waitFor(() => expect(reads.at(-1)).toBe('/api/admin/users?role=superAdmin&page=1'));
  expect(await screen.findByRole('row', { name: /Root/ })).toBeTruthy();
  await user.type(screen.getByRole('searchbox'), 'nobody');
  expect(await screen.findByText('No user matches this search.')).toBeTruthy();
});

it('edits roles and memberships, disables and enables with confirmations, and sends a password reset', async () => {
  const user = userEvent.setup();
  renderAs(['admin']);
  await user.click(await screen.findByRole('button', { name: 'Manage Bo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Manage Bo' });
  await expectNoSeriousAxeViolations();

  // Admins may not grant the admin roles; they may grant every other, language variants included.
  expect((within(dialog).getByRole('checkbox', { name: 'Admin' }) as HTMLInputElement).disabled).toBe(true);
  expect((within(dialog).getByRole('checkbox', { name: 'Learn editor (Japanese)' }) as HTMLInputElement).checked).toBe(
    true,
  );
  await user.click(within(dialog).getByRole('checkbox', { name: 'Learn admin (German)' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Learn creator' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));
  expect(writes.at(-1)).toEqual({
    method: 'PUT',
    url: '/api/admin/users/u2/roles',
    body: { roles: ['learnEditor_JA', 'learnAdmin_DE', 'learnCreator'] },
  });
  expect(await screen.findByText('Roles of Bo saved.')).toBeTruthy();

  await user.click(within(dialog).getByRole('switch', { name: /^Edlab member/ }));
  expect(writes.at(-1)).toEqual({
    method: 'PUT',
    url: '/api/admin/users/u2/memberships/edlabMember',
    body: { granted: true },
  });
  expect(await screen.findByText('Membership granted to Bo.')).toBeTruthy();

  await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
  const confirm = await screen.findByRole('dialog', { name: 'Disable Bo?' });
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(writes.filter((write) => write.url.endsWith('/disable'))).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Disable Bo?' })).getByRole('button', { name: 'Disable account' }),
  );
  expect(await screen.findByText('Bo is disabled and signed out everywhere.')).toBeTruthy();
  expect(writes.at(-1)).toMatchObject({ method: 'POST', url: '/api/admin/users/u2/disable' });
  expect(within(dialog).getByRole('status').textContent).toMatch(/^Disabled since/);

  await user.click(within(dialog).getByRole('button', { name: 'Enable account' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Enable Bo?' })).getByRole('button', { name: 'Enable account' }),
  );
  expect(await screen.findByText('Bo can sign in again.')).toBeTruthy();

  await user.click(within(dialog).getByRole('button', { name: 'Send password reset link' }));
  const reset = await screen.findByRole('dialog', { name: 'Send Bo a password reset link?' });
  expect(within(reset).getByText(/bo@example\.test/)).toBeTruthy();
  await user.click(within(reset).getByRole('button', { name: 'Send password reset link' }));
  expect(await screen.findByText('Password reset link sent to bo@example.test.')).toBeTruthy();
  expect(writes.at(-1)).toMatchObject({ method: 'POST', url: '/api/admin/users/u2/password-reset' });

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // The list is read again after the changes.
  expect(within(await screen.findByRole('row', { name: /Bo/ })).getByText(/Learn admin \(German\)/)).toBeTruthy();
});

it('leaves an admin’s account and roles to super admins, and nobody disables themself', async () => {
  const user = userEvent.setup();
  renderAs(['admin']);
  await user.click(await screen.findByRole('button', { name: 'Manage Ada' }));
  const dialog = await screen.findByRole('dialog', { name: 'Manage Ada' });
  expect((within(dialog).getByRole('checkbox', { name: 'Learn creator' }) as HTMLInputElement).disabled).toBe(true);
  expect((within(dialog).getByRole('button', { name: 'Save roles' }) as HTMLButtonElement).disabled).toBe(true);
  expect((within(dialog).getByRole('button', { name: 'Disable account' }) as HTMLButtonElement).disabled).toBe(true);
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('lets a super admin change the admin roles, but not disable their own account', async () => {
  const user = userEvent.setup();
  renderAs(['superAdmin'], 'u3');
  expect(await screen.findByText('Root (you)')).toBeTruthy();
  await user.click(await screen.findByRole('button', { name: 'Manage Root' }));
  const dialog = await screen.findByRole('dialog', { name: 'Manage Root' });
  expect((within(dialog).getByRole('checkbox', { name: 'Admin' }) as HTMLInputElement).disabled).toBe(false);
  expect((within(dialog).getByRole('button', { name: 'Disable account' }) as HTMLButtonElement).disabled).toBe(true);
  expect(within(dialog).getByText('You cannot disable your own account.')).toBeTruthy();
});

it('shows a refused change as its message', async () => {
  const user = userEvent.setup();
  renderAs(['superAdmin'], 'u3');
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'GET') {
      return json(200, {
        result: { items: [person('u9', 'Solo', { roles: ['superAdmin'] })], total: 1, page: 1, pageSize: 20 },
      });
    }
    expect(url).toBe('/api/admin/users/u9/roles');
    return json(409, { error: { key: 'admin_last_super_admin' } });
  });
  await user.click(await screen.findByRole('button', { name: 'Manage Solo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Manage Solo' });
  await user.click(within(dialog).getByRole('checkbox', { name: 'Super admin' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));
  expect(
    await screen.findByText('There must always be at least one super admin: give the role to someone else first.'),
  ).toBeTruthy();
});

it('asks anonymous visitors to sign in and refuses everyone but admins', async () => {
  const anonymous = renderGatedPage('users', UsersPage, { me: null });
  expect(await screen.findByRole('heading', { name: 'Sign in to manage users' })).toBeTruthy();
  expect(document.title).toBe('Users · Questline');
  anonymous.unmount();
  renderGatedPage('users', UsersPage, { me: demoUser({ roles: ['learnAdmin', 'learnModerator'] }) });
  expect(await screen.findByRole('heading', { name: 'No access' })).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
  expect(reads).toEqual([]);
});
