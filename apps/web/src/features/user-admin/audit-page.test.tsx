import type { TAuditEntry } from '@questline/domain/schemas/admin-users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { demoUser, renderGatedPage, renderWithApp } from '../../test/render';
import { AuditPage } from './audit-page';

const admin = { id: 'u1', name: 'Ada', email: 'ada@example.test' };
const target = { id: 'u2', name: 'Bo', email: 'bo@example.test' };
const entry = (id: number, extra: Partial<TAuditEntry>): TAuditEntry => ({
  id,
  action: 'roles_changed',
  actor: admin,
  target,
  before: null,
  after: null,
  createdAt: '2026-03-04T05:06:07.000Z',
  ...extra,
});

const FIRST_PAGE: TAuditEntry[] = [
  entry(30, { action: 'roles_changed', before: { roles: [] }, after: { roles: ['learnEditor_JA', 'learnCreator'] } }),
  entry(29, {
    action: 'membership_revoked',
    actor: null,
    before: { memberships: ['premium'] },
    after: { memberships: [] },
  }),
  entry(28, { action: 'user_disabled', before: { disabled: false }, after: { disabled: true } }),
  entry(27, {
    action: 'password_reset_sent',
    target: { id: 'gone', name: null, email: null },
    after: { email: 'gone@example.test' },
  }),
];
let reads: string[];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  reads = [];
  vi.stubGlobal('fetch', async (url: string) => {
    reads.push(url);
    const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
    const items = page === 1 ? FIRST_PAGE : [entry(1, { action: 'user_enabled', after: { disabled: false } })];
    return json(200, { result: { items, total: 26, page, pageSize: 25 } });
  });
});
afterEach(() => vi.unstubAllGlobals());

it('lists what admins did, newest first: who, what, to whom, and the change, a page at a time', async () => {
  const user = userEvent.setup();
  renderWithApp(() => <AuditPage />, { me: demoUser({ roles: ['admin'] }) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Audit trail' })).toBeTruthy();
  const table = await screen.findByRole('table', { name: 'Audit entries' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
    'Changed roles',
    'Revoked a membership',
    'Disabled the account',
    'Sent a password reset link',
  ]);
  expect(within(rows[0] as HTMLElement).getByText('Roles: none → Learn editor (Japanese), Learn creator')).toBeTruthy();
  expect(within(rows[0] as HTMLElement).getByText('ada@example.test')).toBeTruthy();
  expect(within(rows[1] as HTMLElement).getByText('Command line')).toBeTruthy();
  expect(within(rows[1] as HTMLElement).getByText('Memberships: Premium → none')).toBeTruthy();
  expect(within(rows[2] as HTMLElement).getByText('Disabled')).toBeTruthy();
  expect(within(rows[3] as HTMLElement).getByText('Deleted user (gone)')).toBeTruthy();
  expect(within(rows[3] as HTMLElement).getByText('Link sent to gone@example.test')).toBeTruthy();
  expect(screen.getByText('26 entries')).toBeTruthy();
  // The navigation between the two pages.
  const nav = screen.getByRole('navigation', { name: 'User administration' });
  expect(within(nav).getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('/admin/users');
  await expectNoSeriousAxeViolations();

  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('Enabled the account')).toBeTruthy();
  expect(reads).toEqual(['/api/admin/audit?page=1', '/api/admin/audit?page=2']);
  expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
});

it('refuses everyone but admins', async () => {
  renderGatedPage('audit', AuditPage, { me: demoUser({ roles: ['learnEditor'] }) });
  expect(await screen.findByRole('heading', { name: 'No access' })).toBeTruthy();
  expect(reads).toEqual([]);
});
