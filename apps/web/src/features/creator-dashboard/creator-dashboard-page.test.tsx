import { useRouterState } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { demoUser, renderGatedPage, renderWithApp } from '../../test/render';
import { CreatorDashboardPage } from './creator-dashboard-page';

const CREATOR = demoUser({ id: 'u_creator', roles: ['learnCreator'] });
let requested: string[] = [];

const row = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: `ltu_${n}`,
  type: 'tutorial',
  title: `Tutorial ${n}`,
  slug: `tutorial-${n}`,
  language: 'en',
  status: 'draft',
  updatedAt: '2026-11-21T10:00:00.000Z',
  publishedAt: null,
  ...overrides,
});

beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      const items = [
        row(1, { status: 'published', publishedAt: '2026-11-21T10:00:00.000Z' }),
        row(2, { type: 'course', id: 'lco_2', title: 'Karts, the course', language: 'ja' }),
      ];
      return new Response(JSON.stringify({ result: { items, total: 45, page: 1, pageSize: 20 } }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const Location = () => <output data-testid="location">{useRouterState({ select: (s) => s.location.href })}</output>;

const renderDashboard = (path = '/creator/dashboard') =>
  renderWithApp(
    () => (
      <>
        <CreatorDashboardPage />
        <Location />
      </>
    ),
    { me: CREATOR, path },
  );

it("lists the creator's items with type, language, status and a link to edit, paged in the URL", async () => {
  renderDashboard();
  const table = await screen.findByRole('table', { name: 'Your content' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    rows.map(
      (tableRow) =>
        within(tableRow)
          .getAllByRole('cell')
          .map((cell) => cell.textContent)[3],
    ),
  ).toEqual(['Published', 'Draft']);
  expect(
    within(rows[1] as HTMLElement)
      .getByRole('link', { name: 'Karts, the course' })
      .getAttribute('href'),
  ).toBe('/course/lco_2/edit');
  expect(within(rows[1] as HTMLElement).getByText('Course')).toBeTruthy();
  expect(within(rows[1] as HTMLElement).getByText('Japanese')).toBeTruthy();
  expect(requested[0]).toBe('/api/creator/items?page=1&pageSize=20');
  expect(screen.getByText('Page 1 of 3 · 45 items')).toBeTruthy();
  await expectNoSeriousAxeViolations();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('/creator/dashboard?page=2')).toBeTruthy();
  expect(requested.at(-1)).toBe('/api/creator/items?page=2&pageSize=20');
  await userEvent.click(screen.getByRole('button', { name: 'Course' }));
  expect(await screen.findByText('/creator/dashboard?type=course')).toBeTruthy();
});

it('opens the create flow in a popup, and in place with skipPopup when the popup is blocked', async () => {
  const open = vi.fn().mockReturnValueOnce({}).mockReturnValueOnce(null);
  vi.stubGlobal('open', open);
  renderDashboard('/');
  await userEvent.click(await screen.findByRole('button', { name: 'New Project' }));
  expect(open).toHaveBeenCalledWith('/project/0/new', 'questline-create-project', expect.stringContaining('popup'));
  expect(screen.getByTestId('location').textContent).toBe('/');

  await userEvent.click(screen.getByRole('button', { name: 'New Tutorial' }));
  expect(await screen.findByText('/tutorial/0/new?skipPopup=true')).toBeTruthy();
});

it('asks anonymous visitors to sign in and tells learners they have no access, without loading anything', async () => {
  const anonymous = renderGatedPage('dashboard', CreatorDashboardPage, { me: null });
  expect(await screen.findByRole('heading', { name: 'Sign in to see your content' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  expect(document.title).toBe('Creator dashboard · Questline');
  anonymous.unmount();

  renderGatedPage('dashboard', CreatorDashboardPage, { me: demoUser() });
  expect(await screen.findByRole('heading', { name: 'You don’t have access to the creator dashboard' })).toBeTruthy();
  expect(requested).toEqual([]);
});

it('opens an item in its editor inside the app, without reloading the page', async () => {
  renderDashboard();
  await userEvent.click(await screen.findByRole('link', { name: 'Karts, the course' }));
  expect(await screen.findByText('/course/lco_2/edit')).toBeTruthy();
});

it('offers quizzes as a type to show and to create', async () => {
  const open = vi.fn().mockReturnValue({});
  vi.stubGlobal('open', open);
  renderDashboard();
  await userEvent.click(await screen.findByRole('button', { name: 'Quiz' }));
  expect(await screen.findByText('/creator/dashboard?type=quiz')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'New Quiz' }));
  expect(open).toHaveBeenCalledWith('/quiz/0/new', 'questline-create-quiz', expect.stringContaining('popup'));
  expect(screen.getByText('Your tutorials, projects, courses and quizzes, drafts included.')).toBeTruthy();
});
