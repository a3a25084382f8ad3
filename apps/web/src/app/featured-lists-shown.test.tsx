import type { THome } from '@questline/domain/schemas/content';
import type { TContentOption } from '@questline/domain/schemas/creator';
import type {
  TFeaturedItem,
  TFeaturedListName,
  TPathwaySummary,
  TPathwaysLanding,
} from '@questline/domain/schemas/featured';
import type { TMe } from '@questline/domain/schemas/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FeaturedAdminPage } from '../features/featured-admin/featured-admin-page';
import { HomePage } from '../features/home/home-page';
import { PathwaysPage } from '../features/pathways/pathways-page';
import { EdlabPage } from '../features/portals/edlab-page';
import { FaqPage } from '../features/portals/faq-page';
import { PartnersPage } from '../features/portals/partners-page';
import { createAppRouter } from '../router';
import { featuredItem, featuredList } from '../test/featured-lists';
import { demoUser, renderGatedPage, renderWithApp } from '../test/render';

/**
 * Every featured list the Admin Tool saves shows where its name says: saved here through the Admin Tool against a
 * fake API that keeps what it is sent, then found on its page as a visitor (or a premium member) opens it.
 */

const ADMIN = demoUser({ id: 'u_admin', roles: ['learnAdmin'] });
const PREMIUM = demoUser({ premium: true, memberships: ['premium'] });

const ITEMS: TFeaturedItem[] = [
  featuredItem('ltu_1', 'tutorial', 'Light a courtyard'),
  featuredItem('lco_2', 'course', 'Kart racing'),
  featuredItem('lpw_3', 'pathway', 'Game foundations'),
  featuredItem('lpr_4', 'project', 'Build a platformer'),
];
const OPTIONS: TContentOption[] = ITEMS.map((item) => ({
  id: item.id,
  type: item.type as TContentOption['type'],
  title: item.title,
  slug: item.slug,
  language: 'en',
  duration: null,
  skillLevel: null,
  thumbnail: null,
  internalOnly: false,
}));

const FOUNDATIONS: TPathwaySummary = {
  id: 'lpw_9',
  slug: 'real-time-foundations',
  title: 'Real-Time Foundations',
  description: 'From the first scene to a finished game.',
  strapline: null,
  duration: 6,
  skillLevel: 'beginner',
  xp: 150,
  badge: null,
  missionCount: 4,
};
const LANDING: TPathwaysLanding = { featured: [FOUNDATIONS], pathways: [], pathwaysTotal: 0, submissions: [] };
const HOME: THome = {
  sections: [{ type: 'tutorial', total: 1, items: [ITEMS[0] as THome['sections'][number]['items'][number]] }],
};

/** What the fake API holds: each saved list's ids, in order. */
let saved: Partial<Record<TFeaturedListName, string[]>>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const listOf = (name: TFeaturedListName) =>
  featuredList(
    name,
    (saved[name] ?? []).flatMap((id) => ITEMS.filter((item) => item.id === id)),
  );

beforeEach(() => {
  saved = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const name = url.pathname.match(/^\/api\/learn\/featuredList\/(\w+)$/)?.[1] as TFeaturedListName | undefined;
      if (name && init?.method === 'POST') {
        saved[name] = (JSON.parse(String(init.body)) as { itemIds: string[] }).itemIds;
        return json({ result: listOf(name) });
      }
      if (name) return json({ result: listOf(name) });
      if (url.pathname === '/api/creator/contentOptions') return json({ result: { items: OPTIONS } });
      if (url.pathname === '/api/learn/pathways/landing') return json({ result: LANDING });
      if (url.pathname === '/api/learn/home') return json({ result: HOME });
      return json({ error: { key: 'not_found' } }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** Saves the list labelled `label` in the Admin Tool with `titles` in order, confirming the save. */
const saveInAdminTool = async (label: string, titles: readonly string[]) => {
  const user = userEvent.setup();
  renderWithApp(() => <FeaturedAdminPage />, { me: ADMIN });
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Featured list' }), label);
  await screen.findByRole('heading', { level: 2, name: `Items in ${label}` });
  for (const title of titles) await user.click(await screen.findByRole('button', { name: `Add ${title}` }));
  await user.click(screen.getByRole('button', { name: 'Save list' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Publish list' }));
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  cleanup();
};

/** Opens a page as `me` and answers the card titles of its region named `region`, in order. */
const titlesOn = async (page: () => ReactNode, me: TMe | null, region: string) => {
  renderWithApp(() => <Suspense fallback={null}>{page()}</Suspense>, { me });
  const section = await screen.findByRole('region', { name: region });
  const titles = within(section)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
  cleanup();
  return titles;
};

it('shows page_landing_pathway on /pathways, and page_landing_pathway_premium to premium members', async () => {
  await saveInAdminTool('Pathways landing page', ['Kart racing', 'Light a courtyard']);
  expect(saved.page_landing_pathway).toEqual(['lco_2', 'ltu_1']);
  expect(await titlesOn(() => <PathwaysPage />, null, 'Editors’ picks')).toEqual(['Kart racing', 'Light a courtyard']);
  // Premium members see the list for everyone while their own is empty, as on the other landing pages.
  expect(await titlesOn(() => <PathwaysPage />, PREMIUM, 'Editors’ picks')).toEqual([
    'Kart racing',
    'Light a courtyard',
  ]);

  await saveInAdminTool('Pathways landing page (premium)', ['Game foundations']);
  expect(saved.page_landing_pathway_premium).toEqual(['lpw_3']);
  expect(await titlesOn(() => <PathwaysPage />, PREMIUM, 'Editors’ picks')).toEqual(['Game foundations']);
  expect(await titlesOn(() => <PathwaysPage />, demoUser(), 'Editors’ picks')).toEqual([
    'Kart racing',
    'Light a courtyard',
  ]);
});

it('places the pathways landing list right after the featured pathways, and leaves it out while empty', async () => {
  renderWithApp(
    () => (
      <Suspense fallback={null}>
        <PathwaysPage />
      </Suspense>
    ),
    { me: null },
  );
  await screen.findByRole('heading', { level: 2, name: 'Pathway map' });
  expect(screen.queryByRole('region', { name: 'Editors’ picks' })).toBeNull();
  cleanup();

  saved.page_landing_pathway = ['lpr_4'];
  renderWithApp(
    () => (
      <Suspense fallback={null}>
        <PathwaysPage />
      </Suspense>
    ),
    { me: null },
  );
  await screen.findByRole('region', { name: 'Editors’ picks' });
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Featured pathways',
    'Editors’ picks',
    'What learners say',
    'Pathway map',
    'How pathways work',
    'Learning support',
  ]);
});

it('shows page_hub as the Hub section of the home page, after the featured list', async () => {
  await saveInAdminTool('Hub', ['Build a platformer', 'Game foundations']);
  expect(saved.page_hub).toEqual(['lpr_4', 'lpw_3']);
  expect(await titlesOn(() => <HomePage />, null, 'Hub')).toEqual(['Build a platformer', 'Game foundations']);

  saved.homepage = ['ltu_1'];
  renderWithApp(() => <HomePage />, { me: null });
  await screen.findByRole('region', { name: 'Hub' });
  await screen.findByRole('region', { name: 'Featured' });
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Featured',
    'Hub',
    'Tutorials',
  ]);
});

it('puts the Hub into the home page as the server renders it (entry-server.tsx: loaders, settled queries, markup)', async () => {
  saved.page_hub = ['lco_2'];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['me'], null);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: ['/'] }));
  await router.load();
  await Promise.allSettled(
    queryClient
      .getQueryCache()
      .findAll({ fetchStatus: 'fetching' })
      .map((query) => query.promise),
  );
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const hub = html.slice(html.indexOf('>Hub</h2>'));
  expect(html).toContain('>Hub</h2>');
  expect(hub.slice(0, hub.indexOf('</section>'))).toContain('Kart racing');
});

it('shows page_faq as the FAQ page’s "start here" cards, in the list’s order, above the questions', async () => {
  await saveInAdminTool('FAQ', ['Game foundations', 'Light a courtyard']);
  expect(saved.page_faq).toEqual(['lpw_3', 'ltu_1']);
  expect(await titlesOn(() => <FaqPage />, null, 'Start here')).toEqual(['Game foundations', 'Light a courtyard']);

  renderWithApp(() => <FaqPage />, { me: null });
  const startHere = await screen.findByRole('region', { name: 'Start here' });
  const firstCategory = screen.getByRole('region', { name: 'About Questline' });
  // The cards come before the first category of questions.
  expect(startHere.compareDocumentPosition(firstCategory) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('shows no "start here" section while page_faq is empty', async () => {
  renderWithApp(() => <FaqPage />, { me: null });
  await screen.findByRole('region', { name: 'About Questline' });
  await vi.waitFor(() =>
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toContain('/api/learn/featuredList/page_faq'),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(screen.queryByRole('region', { name: 'Start here' })).toBeNull();
});

it('shows page_uaa_faq and page_edlab_faq as "start here" cards at the top of the portals’ FAQ sections', async () => {
  // The portal tours never open here: tests run as a phone-sized viewport.
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
  await saveInAdminTool('Academic alliance FAQ', ['Kart racing']);
  await saveInAdminTool('Educator lab FAQ', ['Build a platformer', 'Light a courtyard']);
  expect(saved).toMatchObject({ page_uaa_faq: ['lco_2'], page_edlab_faq: ['lpr_4', 'ltu_1'] });

  const startHereOf = async () => {
    const faqs = await screen.findByRole('region', { name: 'Frequently asked questions' });
    const heading = await within(faqs).findByRole('heading', { level: 3, name: 'Start here' });
    const cards = within(heading.parentElement as HTMLElement)
      .getAllByRole('heading', { level: 3 })
      .slice(1);
    cleanup();
    return cards.map((card) => card.textContent);
  };
  renderGatedPage('partners', PartnersPage, { me: demoUser({ uaaMember: true, memberships: ['uaaMember'] }) });
  expect(await startHereOf()).toEqual(['Kart racing']);
  renderGatedPage('edlab', EdlabPage, { me: demoUser({ engineEdlabMember: true, memberships: ['edlabMember'] }) });
  expect(await startHereOf()).toEqual(['Build a platformer', 'Light a courtyard']);
});

it('offers every list in the Admin Tool but homepageV2, a second home page layout the platform does not have', async () => {
  renderWithApp(() => <FeaturedAdminPage />, { me: ADMIN });
  const names = within(await screen.findByRole('combobox', { name: 'Featured list' }))
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value);
  expect(names).not.toContain('homepageV2');
  expect(names).toEqual(expect.arrayContaining(['homepage', 'page_hub', 'page_faq', 'page_uaa_faq', 'page_edlab_faq']));
});
