import type { TContentOption } from '@questline/domain/schemas/creator';
import type { TFeaturedList } from '@questline/domain/schemas/featured';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { featuredItem, featuredList } from '../../test/featured-lists';
import { demoUser, renderGatedPage, renderWithApp } from '../../test/render';
import { FeaturedAdminPage } from './featured-admin-page';

const ADMIN = demoUser({ id: 'u_admin', roles: ['learnAdmin'] });

const option = (id: string, type: TContentOption['type'], title: string): TContentOption => ({
  id,
  type,
  title,
  slug: `${id}-slug`,
  language: 'en',
  duration: null,
  skillLevel: null,
  thumbnail: null,
  internalOnly: false,
});

const LIGHT = featuredItem('ltu_1', 'tutorial', 'Light a courtyard');
const KART = featuredItem('lco_2', 'course', 'Kart racing');
const OPTIONS = [option('lpw_3', 'pathway', 'Game foundations'), option('ltu_1', 'tutorial', 'Light a courtyard')];

let posted: { url: string; body: unknown }[] = [];
let lists: Record<string, TFeaturedList>;
let postAnswer: (body: { itemIds: string[] }, name: string) => Response;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  posted = [];
  lists = { homepage: featuredList('homepage', [LIGHT, KART]) };
  postAnswer = (body, name) => {
    const all = [LIGHT, KART, featuredItem('lpw_3', 'pathway', 'Game foundations')];
    return json({
      result: featuredList(
        name as TFeaturedList['name'],
        body.itemIds.flatMap((id) => all.filter((entry) => entry.id === id)),
      ),
    });
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const name = url.match(/^\/api\/learn\/featuredList\/(\w+)$/)?.[1];
      if (init?.method === 'POST' && name) {
        const body = JSON.parse(String(init.body)) as { itemIds: string[] };
        posted.push({ url, body });
        return postAnswer(body, name);
      }
      if (name) return json({ result: lists[name] ?? featuredList(name as TFeaturedList['name'], []) });
      if (url.startsWith('/api/creator/contentOptions?')) return json({ result: { items: OPTIONS } });
      return json({ error: { key: 'not_found' } }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const rowTitles = () =>
  within(screen.getByRole('list', { name: 'Items in Home page' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent?.replace(/^\d+|[↑↓]/g, ''));

it('shows the picked list in order, and adds, reorders, removes and saves it after confirmation', async () => {
  const user = userEvent.setup();
  renderWithApp(() => <FeaturedAdminPage />, { me: ADMIN });
  expect(await screen.findByRole('heading', { level: 1, name: 'Admin Tool' })).toBeTruthy();
  expect((screen.getByRole('combobox', { name: 'Featured list' }) as HTMLSelectElement).value).toBe('homepage');
  expect(await screen.findByText('Kart racing')).toBeTruthy();
  expect(rowTitles()).toEqual(['TutorialLight a courtyard', 'CourseKart racing']);
  expect(screen.getByRole('button', { name: 'Save list' })).toHaveProperty('disabled', true);

  // Add from the search: an item already listed cannot be added twice.
  expect(await screen.findByRole('button', { name: 'Light a courtyard is already in the list' })).toHaveProperty(
    'disabled',
    true,
  );
  await user.click(screen.getByRole('button', { name: 'Add Game foundations' }));
  expect(rowTitles()).toEqual(['TutorialLight a courtyard', 'CourseKart racing', 'PathwayGame foundations']);
  expect(screen.getByText('Unsaved changes')).toBeTruthy();

  // Reorder: with the button, then with Alt+Up from the row's focused button (focus follows the row).
  await user.click(screen.getByRole('button', { name: 'Move Game foundations up' }));
  expect(rowTitles()).toEqual(['TutorialLight a courtyard', 'PathwayGame foundations', 'CourseKart racing']);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Game foundations up' }));
  await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
  expect(rowTitles()).toEqual(['PathwayGame foundations', 'TutorialLight a courtyard', 'CourseKart racing']);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Game foundations down' }));
  expect(screen.getByText('Game foundations moved to position 1 of 3.')).toBeTruthy();

  // Remove.
  await user.click(screen.getByRole('button', { name: 'Remove Light a courtyard' }));
  expect(rowTitles()).toEqual(['PathwayGame foundations', 'CourseKart racing']);

  // Save → the featured confirm dialog; Cancel posts nothing, featured-OK posts the list in order.
  await user.click(screen.getByRole('button', { name: 'Save list' }));
  const dialog = screen.getByRole('dialog', { name: 'Save the Home page list?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(posted).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Save list' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Save the Home page list?' })).getByRole('button', {
      name: 'Publish list',
    }),
  );
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(posted).toEqual([{ url: '/api/learn/featuredList/homepage', body: { itemIds: ['lpw_3', 'lco_2'] } }]);
  expect(screen.queryByText('Unsaved changes')).toBeNull();
  expect(rowTitles()).toEqual(['PathwayGame foundations', 'CourseKart racing']);
});

it('switches lists by name, keeping unsaved changes of the other list', async () => {
  const user = userEvent.setup();
  lists.page_faq = featuredList('page_faq', [KART]);
  renderWithApp(() => <FeaturedAdminPage />, { me: ADMIN });
  await screen.findByText('Kart racing');
  await user.click(screen.getByRole('button', { name: 'Remove Kart racing' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Featured list' }), 'FAQ');
  expect(await screen.findByRole('list', { name: 'Items in FAQ' })).toBeTruthy();
  expect(screen.queryByText('Unsaved changes')).toBeNull();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Featured list' }), 'Home page');
  expect(await screen.findByText('Unsaved changes')).toBeTruthy();
  expect(rowTitles()).toEqual(['TutorialLight a courtyard']);
});

it('keeps the changes and says why when the save is refused', async () => {
  const user = userEvent.setup();
  postAnswer = () => json({ error: { key: 'forbidden' } }, 403);
  const { ToastProvider } = await import('../../ui/toast');
  renderWithApp(
    () => (
      <ToastProvider>
        <FeaturedAdminPage />
      </ToastProvider>
    ),
    { me: ADMIN },
  );
  await screen.findByText('Kart racing');
  await user.click(screen.getByRole('button', { name: 'Move Kart racing up' }));
  await user.click(screen.getByRole('button', { name: 'Save list' }));
  await user.click(screen.getByRole('button', { name: 'Publish list' }));
  expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
  expect(screen.getByText('Unsaved changes')).toBeTruthy();
  expect(rowTitles()).toEqual(['CourseKart racing', 'TutorialLight a courtyard']);
});

it('opens for a learn editor of one language, who saves featured lists too (§6)', async () => {
  renderGatedPage('featured', FeaturedAdminPage, { me: demoUser({ roles: ['learnEditor_JA'] }) });
  expect(await screen.findByText('Kart racing')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'You don’t have access to the Admin Tool' })).toBeNull();
});

it('shows the no-access notice to signed-in people who are neither learn editors nor learn admins', async () => {
  renderGatedPage('featured', FeaturedAdminPage, { me: demoUser({ roles: ['learnCreator'] }) });
  expect(await screen.findByRole('heading', { name: 'You don’t have access to the Admin Tool' })).toBeTruthy();
  expect(fetch).not.toHaveBeenCalled();
});
