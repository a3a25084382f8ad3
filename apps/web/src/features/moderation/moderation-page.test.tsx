import type { TModerationItem, TModerationReports } from '@questline/domain/schemas/moderation';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { demoUser, renderGatedPage, renderWithApp } from '../../test/render';
import { ToastProvider } from '../../ui/toast';
import { ModerationPage } from './moderation-page';

const WEEKS = [
  '2026-01-12',
  '2026-01-19',
  '2026-01-26',
  '2026-02-02',
  '2026-02-09',
  '2026-02-16',
  '2026-02-23',
  '2026-03-02',
];

const comment: TModerationItem = {
  kind: 'comment',
  id: '41',
  groupId: null,
  text: 'Visit my shop',
  createdAt: '2026-03-01T09:00:00.000Z',
  hidden: false,
  author: { id: 'u2', name: 'Bob Builder', avatar: null, blocked: false },
  where: { title: 'Lantern glow', url: '/tutorial/lantern-glow?messageId=41#s1' },
  lastReportedAt: '2026-03-03T09:00:00.000Z',
  reports: [
    {
      type: 'other',
      content: 'Advertising again',
      reporter: { id: 'u3', name: 'Cy Coder', avatar: null },
      createdAt: '2026-03-03T09:00:00.000Z',
    },
    {
      type: 'spam',
      content: null,
      reporter: { id: 'u1', name: 'Ada', avatar: null },
      createdAt: '2026-03-02T09:00:00.000Z',
    },
  ],
};
const post: TModerationItem = {
  kind: 'post',
  id: '9',
  groupId: 7,
  text: 'Rude words',
  createdAt: '2026-03-02T09:00:00.000Z',
  hidden: true,
  author: { id: 'u4', name: 'Dee Dev', avatar: null, blocked: true },
  where: { title: 'Night owls', url: '/groups/7' },
  lastReportedAt: '2026-03-02T10:00:00.000Z',
  reports: [
    {
      type: 'harassment',
      content: null,
      reporter: { id: 'u1', name: 'Ada', avatar: null },
      createdAt: '2026-03-02T10:00:00.000Z',
    },
  ],
};

let requests: { method: string; url: string; body?: unknown }[];
let total: number;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  requests = [];
  total = 2;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    requests.push({ method, url, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) });
    if (url.startsWith('/api/moderation/reports?')) {
      const query = new URLSearchParams(url.split('?')[1]);
      const status = query.get('status');
      const items = status === 'open' ? [comment] : status === 'hidden' ? [post] : [comment, post];
      const result: TModerationReports = {
        items,
        total: status === 'all' ? total : items.length,
        page: Number(query.get('page')),
        pageSize: 20,
        weeks: WEEKS.map((weekStart, index) => ({
          weekStart,
          comments: index === 7 ? 2 : 0,
          posts: index === 6 ? 1 : 0,
        })),
      };
      return json(200, { result });
    }
    if (method !== 'GET') return json(200, { result: {} });
    return json(404, { error: { key: 'not_found' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderAs = (roles: string[] | null) =>
  renderWithApp(
    () => (
      <ToastProvider>
        <ModerationPage />
      </ToastProvider>
    ),
    { me: roles ? demoUser({ roles: roles as never }) : null, path: '/moderation/reports' },
  );

it('lists the reported comments with every report, and the reports of the last eight weeks, axe-clean', async () => {
  renderAs(['learnModerator']);
  expect(await screen.findByRole('heading', { level: 1, name: 'Reported content' })).toBeTruthy();
  const card = await screen.findByRole('article', { name: 'Comment by Bob Builder' });
  expect(within(card).getByText('Visit my shop')).toBeTruthy();
  expect(within(card).getByRole('link', { name: 'Lantern glow' }).getAttribute('href')).toBe(
    '/tutorial/lantern-glow?messageId=41#s1',
  );
  expect(within(card).getByRole('heading', { name: '2 reports' })).toBeTruthy();
  const reports = within(card).getAllByRole('listitem');
  expect(reports.map((report) => report.textContent)).toEqual([
    expect.stringMatching(/^Something else.*Advertising again.*reported by Cy Coder/),
    expect.stringMatching(/^Spam or advertising · reported by Ada/),
  ]);
  expect(screen.getByRole('status').textContent).toBe('1 reported item');
  const table = screen.getByRole('table', { name: 'Reports made in each of the last 8 weeks, by type' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(9);
  expect(
    within(rows[8] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['2', '0']);
  expect(within(rows[8] as HTMLElement).getByRole('rowheader').textContent).toBe('Mar 2');
  expect(requests[0]?.url).toBe('/api/moderation/reports?status=open&page=1');
  await expectNoSeriousAxeViolations();
});

it('hides a comment and blocks its author, then reads the list again', async () => {
  const user = userEvent.setup();
  renderAs(['learnEditor_JA']);
  const card = await screen.findByRole('article', { name: 'Comment by Bob Builder' });
  await user.click(within(card).getByRole('button', { name: 'Hide' }));
  expect(await screen.findByText('Hidden from learners.')).toBeTruthy();
  await user.click(within(card).getByRole('button', { name: 'Block poster' }));
  expect(await screen.findByText('Bob Builder can no longer post.')).toBeTruthy();
  expect(requests.filter((request) => request.method !== 'GET')).toEqual([
    { method: 'PUT', url: '/api/community/comments/41/hidden', body: { hidden: true } },
    { method: 'PUT', url: '/api/community/postingBlocks/u2', body: { blocked: true } },
  ]);
  await waitFor(() =>
    expect(requests.filter((request) => request.url.startsWith('/api/moderation/')).length).toBeGreaterThanOrEqual(3),
  );
});

it('shows hidden posts, which show again and whose blocked author is unblocked', async () => {
  const user = userEvent.setup();
  renderAs(['learnAdmin']);
  await screen.findByRole('article', { name: 'Comment by Bob Builder' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'hidden');
  const card = await screen.findByRole('article', { name: 'Group post by Dee Dev' });
  expect(within(card).getByText('Hidden')).toBeTruthy();
  expect(within(card).getByText('Blocked from posting')).toBeTruthy();
  expect(within(card).getByRole('link', { name: 'Night owls' }).getAttribute('href')).toBe('/groups/7');
  await user.click(within(card).getByRole('button', { name: 'Show again' }));
  await user.click(within(card).getByRole('button', { name: 'Unblock poster' }));
  expect(requests.filter((request) => request.method !== 'GET')).toEqual([
    { method: 'POST', url: '/api/groups/7/posts/9/hidden', body: { hidden: false } },
    { method: 'PUT', url: '/api/community/postingBlocks/u4', body: { blocked: false } },
  ]);
  await expectNoSeriousAxeViolations();
});

it('pages through many reports', async () => {
  const user = userEvent.setup();
  total = 45;
  renderAs(['learnModerator']);
  await screen.findByRole('article', { name: 'Comment by Bob Builder' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'all');
  const pages = await screen.findByRole('navigation', { name: 'Pages of reports' });
  expect(within(pages).getByText('Page 1 of 3')).toBeTruthy();
  expect((within(pages).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
  await user.click(within(pages).getByRole('button', { name: 'Next page' }));
  expect(await within(pages).findByText('Page 2 of 3')).toBeTruthy();
  expect(requests.at(-1)?.url).toBe('/api/moderation/reports?status=all&page=2');
});

const renderGatedAs = (roles: string[] | null) =>
  renderGatedPage('moderation', ModerationPage, { me: roles ? demoUser({ roles: roles as never }) : null });

it('asks visitors to sign in and refuses learners and site admins', async () => {
  renderGatedAs(null);
  expect(await screen.findByRole('heading', { name: 'Sign in to moderate' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  for (const roles of [[], ['admin']]) {
    cleanup();
    renderGatedAs(roles);
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeTruthy();
  }
  expect(requests.filter((request) => request.url.startsWith('/api/moderation/'))).toEqual([]);
});
