import type { TSearchCard, TSearchResultSet } from '@questline/domain/schemas/search';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { demoUser, renderGatedPage, renderWithApp } from '../../test/render';
import { AdminSearchPage } from './admin-search-page';

const EDITOR = demoUser({ id: 'u_editor', roles: ['learnEditor'] });
const MODERATOR = demoUser({ id: 'u_mod', roles: ['learnModerator'] });

const card = (id: string, type: TSearchCard['type'], title: string, extra: Partial<TSearchCard> = {}): TSearchCard => ({
  id,
  type,
  slug: `${id}-slug`,
  title,
  descPlain: '',
  thumbnail: null,
  skillLevel: 'beginner',
  language: 'en',
  duration: 30,
  points: [],
  premium: false,
  published: true,
  startTime: null,
  withManual: false,
  manualDuration: null,
  hidden: false,
  withLab: false,
  ...extra,
});

const resultSet = (cards: TSearchCard[], page: number, total: number): TSearchResultSet => {
  const empty = {} as Record<string, TSearchCard>;
  const set: TSearchResultSet = {
    results: cards.map(
      (entry) => ({ type: entry.type, [entry.type]: { id: entry.id } }) as TSearchResultSet['results'][number],
    ),
    pathwayMap: { ...empty },
    missionMap: { ...empty },
    courseMap: { ...empty },
    projectMap: { ...empty },
    tutorialMap: { ...empty },
    quizMap: { ...empty },
    liveSessionMap: { ...empty },
    skillMap: { ...empty },
    competencyMap: { ...empty },
    userMap: {},
    statsMap: {},
    industryMap: {},
    topicMap: {},
    criteria: [],
    page,
    pageSize: 20,
    text: '',
    total,
    learner: { collectMap: {}, likeMap: {}, quizMap: {}, recordMap: {} },
  };
  for (const entry of cards) set[`${entry.type as 'tutorial'}Map`][entry.id] = entry;
  return set;
};

const PAGE_ONE = resultSet(
  [
    card('ltu_1', 'tutorial', 'Light a courtyard', { published: false, hidden: true, skillLevel: 'advanced' }),
    card('lco_2', 'course', 'Lighting, the course', { withManual: true, manualDuration: 90 }),
  ],
  1,
  21,
);
const PAGE_TWO = resultSet([card('lpr_3', 'project', 'Build a kart')], 2, 21);

let requested: URL[] = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const url = new URL(path, 'http://localhost');
      requested.push(url);
      if (url.pathname === '/api/creator/tags') {
        const kind = url.searchParams.get('kind');
        return json({
          result: { items: kind === 'topic' ? [{ id: 7, name: 'Lighting' }] : [{ id: 9, name: 'Automotive' }] },
        });
      }
      return json({ result: url.searchParams.get('page') === '2' ? PAGE_TWO : PAGE_ONE });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const searches = () => requested.filter((url) => url.pathname === '/api/learn/search');
const lastSearch = () => {
  const url = searches().at(-1) as URL;
  return {
    admin: url.searchParams.get('admin'),
    k: JSON.parse(url.searchParams.get('k') ?? 'null') as string[],
    ob: url.searchParams.get('ob'),
    page: url.searchParams.get('page'),
  };
};

it('lists every item with status, visibility, skill level and duration, linking each to its editor', async () => {
  renderWithApp(() => <AdminSearchPage />, { me: EDITOR });
  expect(await screen.findByRole('heading', { level: 1, name: 'Admin search' })).toBeTruthy();
  const table = await screen.findByRole('table', { name: 'Search results' });
  const rows = within(table).getAllByRole('row').slice(1);
  const first = within(rows[0] as HTMLElement);
  expect(first.getByRole('link', { name: 'Light a courtyard' }).getAttribute('href')).toBe('/tutorial/ltu_1/edit');
  expect(first.getByText('Draft')).toBeTruthy();
  expect(first.getByText('Hidden')).toBeTruthy();
  expect(first.getByText('Advanced')).toBeTruthy();
  const second = within(rows[1] as HTMLElement);
  expect(second.getByRole('link', { name: 'Lighting, the course' }).getAttribute('href')).toBe('/course/lco_2/edit');
  expect(second.getByText('Published')).toBeTruthy();
  expect(second.getByText('Visible')).toBeTruthy();
  expect(second.getByText('1 h 30 min')).toBeTruthy();
  expect(screen.getByText('21 items')).toBeTruthy();
  expect(lastSearch()).toEqual({ admin: 'true', k: [], ob: 'recency', page: '1' });
  const create = screen.getByRole('region', { name: 'Create new' });
  expect(
    within(create)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(
    ['Course', 'Project', 'Tutorial', 'Live session', 'Quiz', 'Skill', 'Competency', 'Mission', 'Pathway'].map((type) =>
      expect.stringContaining(type),
    ),
  );
  await expectNoSeriousAxeViolations();
});

it('sends one criterion per filter, repeated for skill levels and types, and the chosen sort', async () => {
  const user = userEvent.setup();
  renderWithApp(() => <AdminSearchPage />, { me: MODERATOR });
  await screen.findByRole('table', { name: 'Search results' });
  await user.type(screen.getByLabelText('Keyword'), 'light: rig');
  await user.click(screen.getByRole('checkbox', { name: 'Beginner' }));
  await user.click(screen.getByRole('checkbox', { name: 'Advanced' }));
  await user.click(screen.getByRole('checkbox', { name: 'Tutorial' }));
  await user.click(screen.getByRole('checkbox', { name: 'Course' }));
  await user.selectOptions(screen.getByLabelText('Experience'), 'Programming');
  await user.selectOptions(screen.getByLabelText('Duration'), '15–30 min');
  await user.selectOptions(
    await screen.findByLabelText('Topic'),
    await screen.findByRole('option', { name: 'Lighting' }),
  );
  await user.selectOptions(
    screen.getByLabelText('Industry'),
    await screen.findByRole('option', { name: 'Automotive' }),
  );
  await user.type(screen.getByLabelText('Engine version'), ' 5.3 ');
  await user.selectOptions(screen.getByLabelText('Language'), 'ja');
  await user.selectOptions(screen.getByLabelText('Premium'), 'Yes');
  await user.selectOptions(screen.getByLabelText('Hidden'), 'No');
  await user.selectOptions(screen.getByLabelText('Status'), 'Draft');
  await user.selectOptions(
    screen.getByLabelText('Instruction time'),
    screen.getByRole('option', { name: '> 300 min' }),
  );
  await user.selectOptions(screen.getByLabelText('Age'), '15–17 years');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await vi.waitFor(() =>
    expect(lastSearch().k).toEqual([
      'query:light rig',
      'skillLevel:beginner',
      'skillLevel:advanced',
      'type:course',
      'type:tutorial',
      'experience:programming',
      'duration:15_30',
      'tag:7',
      'industry:9',
      'engineVersion:5.3',
      'language:ja',
      'premium:true',
      'hidden:false',
      'status:draft',
      'instructionTime:gt300',
      'age:15_17',
    ]),
  );
  await user.selectOptions(screen.getByLabelText('Sort by'), 'Title Z–A');
  await vi.waitFor(() => expect(lastSearch()).toMatchObject({ admin: 'true', ob: 'title_desc', page: '1' }));
  expect(
    within(screen.getByLabelText('Sort by'))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([
    'Best match',
    'Most started',
    'Most viewed',
    'Most saved',
    'Newest',
    'Top rated',
    'Title A–Z',
    'Title Z–A',
  ]);
  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  await vi.waitFor(() => expect(lastSearch().k).toEqual([]));
});

it('loads the next page with Load more and appends it', async () => {
  const user = userEvent.setup();
  renderWithApp(() => <AdminSearchPage />, { me: EDITOR });
  await screen.findByRole('table', { name: 'Search results' });
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('link', { name: 'Build a kart' })).toBeTruthy();
  expect(lastSearch()).toEqual({ admin: 'true', k: [], ob: 'recency', page: '2' });
  expect(screen.getByRole('link', { name: 'Light a courtyard' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

it('shows learners the no-access notice and never searches', async () => {
  renderGatedPage('adminSearch', AdminSearchPage, { me: demoUser() });
  expect(await screen.findByRole('heading', { level: 1, name: 'No access to admin search' })).toBeTruthy();
  expect(searches()).toEqual([]);
});
