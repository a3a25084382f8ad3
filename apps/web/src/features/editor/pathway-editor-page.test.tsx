import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { demoUser, renderWithApp } from '../../test/render';
import { ToastProvider } from '../../ui/toast';
import { EditorView } from './editor-page';
import type { TTabKey } from './lib/editor-tabs';

type TCall = { method: string; url: string; headers: Record<string, string>; body: Record<string, unknown> };

const ME = demoUser({ id: 'u_editor', displayName: 'Eddie Editor', roles: ['learnEditor'] });

const card = (id: string, type: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  title,
  duration: 120,
  ...extra,
});

/** A pathway draft as GET /api/learn/pathway/{id}?edit=true answers it, with the maps of what it names. */
const pathway = (overrides: Record<string, unknown> = {}) => ({
  id: 'lpw_7',
  type: 'pathway',
  slug: 'real-time-foundations',
  status: 'draft',
  published: false,
  language: 'en',
  title: 'Real-Time Foundations',
  strapline: 'From zero to a playable game',
  shortDescription: '',
  description: richTextFromParagraphs(['Start with no experience and finish with a playable game.']),
  thumbnailId: 'thumb.png',
  thumbnail: { id: 'thumb.png', url: '/files/thumb.png' },
  acclaimBadge: 'badge.png',
  recommendedNextPathways: [],
  educatorResources: { summary: null, files: [] },
  duration: 6,
  missionIds: ['lms_1', 'lms_2'],
  missionPosition: { lms_1: { top: 20, left: 30 }, lms_2: { top: 20, left: 330 } },
  engineVersionId: null,
  assessmentItems: [
    { op: 'And', value: 'lms_1' },
    { op: 'Or', value: 'lqz_4' },
  ],
  points: [{ categoryId: 'essentials', point: 300 }],
  group: null,
  hidden: false,
  internalOnly: false,
  highlightIds: [],
  missionMap: {
    lms_1: card('lms_1', 'mission', 'First scene'),
    lms_2: card('lms_2', 'mission', 'Scripting basics', { prerequisiteIds: ['lms_1'] }),
  },
  contentMap: {
    lms_1: card('lms_1', 'mission', 'First scene'),
    lqz_4: card('lqz_4', 'quiz', 'Lighting check'),
  },
  pathwayMap: {},
  ownerId: 'u_editor',
  revision: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  publishedAt: null,
  source: null,
  ...overrides,
});

let calls: TCall[] = [];
let item: Record<string, unknown> & { revision: number };

const json = (status: number, body: unknown, etag?: string) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...(etag ? { etag } : {}) },
  });

/** As the server does: a missions save drops the assessment items naming a mission the pathway no longer lists. */
const saveMissions = (body: Record<string, unknown>) => {
  const missionIds = body.missionIds as string[];
  const assessmentItems = (item.assessmentItems as { op: string; value: string }[]).filter(
    (entry) => !entry.value.startsWith('lms_') || missionIds.includes(entry.value),
  );
  return {
    ...item,
    ...body,
    assessmentItems: assessmentItems.map((entry, index) => (index === 0 ? { ...entry, op: 'And' } : entry)),
  };
};

beforeEach(() => {
  calls = [];
  item = pathway();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : {};
      calls.push({ method, url: input, headers: (init.headers ?? {}) as Record<string, string>, body });
      if (method === 'GET' && input.startsWith('/api/learn/pathway/lpw_7?edit=true')) {
        return json(200, { result: item }, `"${item.revision}"`);
      }
      if (method === 'GET') return json(200, { result: { items: [] } });
      if (method === 'POST' && input === '/api/learn/pathway/lpw_7/publish') {
        item = { ...item, status: 'published', revision: item.revision + 1 };
        return json(
          200,
          { result: { item, url: '/pathway/real-time-foundations?publish=true' } },
          `"${item.revision}"`,
        );
      }
      const form = /^\/api\/learn\/pathway\/lpw_7\/(general|missions|assessments|details)$/.exec(input)?.[1];
      if (method === 'POST' && form) {
        item = { ...(form === 'missions' ? saveMissions(body) : { ...item, ...body }), revision: item.revision + 1 };
        return json(200, { result: item }, `"${item.revision}"`);
      }
      return json(404, { error: { key: 'not_found' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const Harness = ({ initialTab }: { initialTab: TTabKey }) => {
  const [tab, setTab] = useState<TTabKey>(initialTab);
  return (
    <ToastProvider>
      <EditorView type="pathway" id="lpw_7" tab={tab} onTabChange={setTab} />
    </ToastProvider>
  );
};

const renderPathwayEditor = (initialTab: TTabKey = 'm') =>
  renderWithApp(() => <Harness initialTab={initialTab} />, { me: ME });
const saves = () => calls.filter((call) => call.method === 'POST');

it('has the pathway tabs, a general tab with the pathway’s own fields, and Publish enabled when every form passes', async () => {
  renderPathwayEditor('g');
  expect(await screen.findByRole('textbox', { name: 'Strapline' }, { timeout: 10_000 })).toHaveProperty(
    'value',
    'From zero to a playable game',
  );
  const tabs = within(screen.getByRole('tablist', { name: 'Editor sections' })).getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['General', 'Missions', 'Assessments', 'Details']);
  expect(screen.getByRole('group', { name: 'Acclaim badge' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Publish' }).hasAttribute('disabled')).toBe(false);
});

it('keeps its tab list within a phone screen: the tabs scroll within the list, not the page, and arrows still move', async () => {
  renderPathwayEditor('g');
  const tabList = await screen.findByRole('tablist', { name: 'Editor sections' }, { timeout: 10_000 });
  // jsdom lays nothing out: what holds at 360 px is the list's own sideways scrolling inside a box that may shrink.
  expect(tabList.className.split(' ')).toEqual(expect.arrayContaining(['overflow-x-auto', 'min-w-0']));
  expect(tabList.parentElement?.className.split(' ')).toContain('min-w-0');
  for (const tab of within(tabList).getAllByRole('tab')) expect(tab.className.split(' ')).toContain('shrink-0');
  within(tabList).getByRole('tab', { name: 'General' }).focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(within(tabList).getByRole('tab', { name: 'Missions' }));
});

it('saves the map positions moved with the keyboard to /missions', async () => {
  renderPathwayEditor();
  const map = await screen.findByRole('region', { name: 'Mission map' }, { timeout: 10_000 });
  within(map).getByRole('button', { name: 'Move Scripting basics on the map' }).focus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowLeft}');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Changes saved.')).toBeTruthy();
  const [save] = saves();
  expect(save?.url).toBe('/api/learn/pathway/lpw_7/missions');
  expect(save?.headers['if-match']).toBe('"3"');
  expect(save?.body).toEqual({
    duration: 6,
    missionIds: ['lms_1', 'lms_2'],
    missionPosition: { lms_1: { top: 20, left: 30 }, lms_2: { top: 40, left: 320 } },
    engineVersionId: null,
  });
});

it('shows the assessments the missions save answered when the author goes on to the assessments tab', async () => {
  renderPathwayEditor();
  await screen.findByRole('region', { name: 'Mission map' }, { timeout: 10_000 });
  await userEvent.click(screen.getByRole('button', { name: 'Remove First scene' }));
  await userEvent.click(
    within(screen.getByRole('alertdialog', { name: 'Remove mission' })).getByRole('button', { name: 'Yes' }),
  );
  await userEvent.click(screen.getByRole('tab', { name: 'Assessments' }));

  const list = await screen.findByRole('list', { name: 'Assessment items' });
  expect(saves().map((call) => call.url)).toEqual(['/api/learn/pathway/lpw_7/missions']);
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(1);
  expect(within(list).getByText('Lighting check')).toBeTruthy();
  expect(within(list).queryByText('First scene')).toBeNull();

  // The assessments tab saves its own list to /assessments.
  await userEvent.click(screen.getByRole('button', { name: 'Delete Lighting check' }));
  await userEvent.click(
    within(await screen.findByRole('alertdialog', { name: 'Delete assessment item' })).getByRole('button', {
      name: 'Yes',
    }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saves()).toHaveLength(2));
  expect(saves()[1]).toMatchObject({ url: '/api/learn/pathway/lpw_7/assessments', body: { assessmentItems: [] } });
});

const deleteAssessment = async (title: string) => {
  await userEvent.click(screen.getByRole('button', { name: `Delete ${title}` }));
  await userEvent.click(
    within(await screen.findByRole('alertdialog', { name: 'Delete assessment item' })).getByRole('button', {
      name: 'Yes',
    }),
  );
};

it('opens the version modal after the assessments are saved, naming what changed, and publishes from it', async () => {
  renderPathwayEditor('a');
  await screen.findByRole('list', { name: 'Assessment items' }, { timeout: 10_000 });
  await deleteAssessment('Lighting check');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  // §4.1: the save is made first, then the version modal ('change') says what changed.
  let dialog = await screen.findByRole('dialog', { name: 'New pathway version' }, { timeout: 10_000 });
  expect(dialog.textContent).toContain('Changed: Lighting check');
  expect(saves().map((call) => call.url)).toEqual(['/api/learn/pathway/lpw_7/assessments']);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New pathway version' })).toBeNull());
  expect(saves()).toHaveLength(1);

  await deleteAssessment('First scene');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  dialog = await screen.findByRole('dialog', { name: 'New pathway version' }, { timeout: 10_000 });
  expect(dialog.textContent).toContain('Changed: First scene');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Publish new version' }));
  await waitFor(() => expect(saves().map((call) => call.url)).toContain('/api/learn/pathway/lpw_7/publish'));
  expect(saves().map((call) => call.url)).toEqual([
    '/api/learn/pathway/lpw_7/assessments',
    '/api/learn/pathway/lpw_7/assessments',
    '/api/learn/pathway/lpw_7/publish',
  ]);
  expect(screen.queryByRole('dialog', { name: 'New pathway version' })).toBeNull();
}, 60_000);

it('opens no version modal after a save of another tab', async () => {
  renderPathwayEditor('d');
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Hidden' }, { timeout: 10_000 }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Changes saved.')).toBeTruthy();
  expect(screen.queryByRole('dialog', { name: 'New pathway version' })).toBeNull();
});

it('keeps the author on the missions tab while the duration is below 1, and Publish says why', async () => {
  renderPathwayEditor();
  const duration = await screen.findByRole('textbox', { name: 'Duration (weeks)' }, { timeout: 10_000 });
  await userEvent.clear(duration);
  await userEvent.type(duration, '0');
  await userEvent.tab();
  await userEvent.click(screen.getByRole('tab', { name: 'Details' }));

  expect(await screen.findByText('The value must be at least 1.')).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'Missions' }).getAttribute('aria-selected')).toBe('true');
  expect(saves()).toEqual([]);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Publish' }).hasAttribute('disabled')).toBe(true));
  expect(screen.getByText(/Duration \(weeks\)/, { selector: 'p' })).toBeTruthy();
});

it('saves the details tab with the pathway’s detail fields', async () => {
  renderPathwayEditor('d');
  const video = await screen.findByRole('textbox', { name: 'Completion video ID' }, { timeout: 10_000 });
  await userEvent.type(video, 'vid-done');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Hidden' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saves()).toHaveLength(1));
  expect(saves()[0]).toMatchObject({
    url: '/api/learn/pathway/lpw_7/details',
    body: {
      points: [{ categoryId: 'essentials', point: 300 }],
      group: null,
      hidden: true,
      internalOnly: false,
      highlightIds: [],
      completeVideoId: 'vid-done',
    },
  });
});

it('leaves an unchanged general tab without a save call', async () => {
  renderPathwayEditor('g');
  await screen.findByRole('textbox', { name: 'Strapline' }, { timeout: 10_000 });
  await screen.findByText('Start with no experience and finish with a playable game.');
  await waitFor(() =>
    expect(screen.queryAllByRole('status').filter((node) => node.textContent === 'Loading…')).toEqual([]),
  );
  await userEvent.click(screen.getByRole('tab', { name: 'Missions' }));
  expect(await screen.findByRole('region', { name: 'Mission map' })).toBeTruthy();
  expect(saves()).toEqual([]);
});
