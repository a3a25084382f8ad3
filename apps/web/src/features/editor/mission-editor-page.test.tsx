import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { useRouterState } from '@tanstack/react-router';
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

const card = (id: string, type: string, title: string, internalOnly = false) => ({
  id,
  type,
  title,
  duration: 30,
  internalOnly,
});

const SET = { id: 'seta1b2c3d4', title: 'Artists', description: '', contentIds: ['ltu_1'], deprecated: false };

/** A mission draft as GET /api/learn/mission/{id}?edit=true answers it (§3.3), ready to publish. */
const mission = (overrides: Record<string, unknown> = {}) => ({
  id: 'lms_1',
  type: 'mission',
  slug: 'light-the-scene',
  status: 'published',
  published: true,
  language: 'en',
  title: 'Light the scene',
  shortDescription: '',
  description: richTextFromParagraphs(['Bake and mix lights.']),
  thumbnailId: 'f1.png',
  thumbnail: { id: 'f1.png', url: '/files/f1.png' },
  badgeThumbnailId: 'f2.png',
  competencyIds: [],
  draftCompetencyIds: [],
  assessmentItem: [{ op: 'And', value: 'ltu_1' }],
  draftAssessmentItem: [{ op: 'And', value: 'ltu_1' }],
  customContents: [SET],
  draftCustomContents: [SET],
  defaultSet: SET.id,
  prerequisiteIds: [],
  dependentIds: [],
  points: [],
  freeAssets: [],
  hidden: false,
  internalOnly: false,
  isPublishDisabled: false,
  contentMap: { ltu_1: card('ltu_1', 'tutorial', 'Lighting basics'), ltu_5: card('ltu_5', 'tutorial', 'Shadows') },
  ownerId: 'u_editor',
  revision: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  publishedAt: '2026-11-21T10:00:00.000Z',
  source: null,
  ...overrides,
});

let calls: TCall[] = [];
let item: ReturnType<typeof mission>;
let validation: { isChangeVersion: boolean; changedIds: string[] } | { error: unknown } = {
  isChangeVersion: false,
  changedIds: [],
};

const json = (status: number, body: unknown, etag?: string) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...(etag ? { etag } : {}) },
  });

beforeEach(() => {
  calls = [];
  item = mission();
  validation = { isChangeVersion: false, changedIds: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url: input, headers: (init.headers ?? {}) as Record<string, string>, body });
      if (method === 'GET' && input.startsWith('/api/learn/mission/lms_1?edit=true')) {
        return json(200, { result: item }, `"${item.revision}"`);
      }
      if (method === 'GET' && input.startsWith('/api/creator/contentOptions')) {
        return json(200, {
          result: {
            items: [
              {
                ...card('ltu_5', 'tutorial', 'Shadows'),
                slug: 'shadows',
                language: 'en',
                skillLevel: null,
                thumbnail: null,
              },
            ],
          },
        });
      }
      if (method === 'GET') return json(200, { result: { items: [] } });
      if (method === 'POST' && input === '/api/learn/mission/lms_1/addSet') {
        const set = {
          id: 'setf0e1d2c3',
          title: body.setTitle,
          description: body.setDescription,
          contentIds: body.setContentIds,
          deprecated: false,
        };
        item = {
          ...item,
          draftCustomContents: [...body.customContents, set],
          defaultSet: body.defaultSet,
          revision: item.revision + 1,
        };
        return json(200, { result: item }, `"${item.revision}"`);
      }
      if (method === 'POST' && input === '/api/learn/mission/lms_1/validate') {
        if ('error' in validation) return json(400, validation);
        return json(200, { result: validation });
      }
      if (method === 'POST' && input === '/api/learn/mission/lms_1/publish') {
        item = { ...item, revision: item.revision + 1 };
        return json(200, { result: { item, url: '/mission/light-the-scene?publish=true' } }, `"${item.revision}"`);
      }
      if (method === 'POST' && /\/api\/learn\/mission\/lms_1\/\w+$/.test(input)) {
        item = { ...item, ...body, revision: item.revision + 1 };
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
      <EditorView type="mission" id="lms_1" tab={tab} onTabChange={setTab} />
    </ToastProvider>
  );
};

const Location = () => <output data-testid="location">{useRouterState({ select: (s) => s.location.href })}</output>;
const renderMissionEditor = (initialTab: TTabKey = 'g') =>
  renderWithApp(
    () => (
      <>
        <Harness initialTab={initialTab} />
        <Location />
      </>
    ),
    { me: ME, path: '/mission/lms_1/edit' },
  );
const posts = () => calls.filter((call) => call.method === 'POST');
const publishButton = () => screen.getByRole('button', { name: 'Publish' });

it('has the mission tabs and the mission general fields', async () => {
  renderMissionEditor();
  expect(await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 })).toBeTruthy();
  const tabs = within(screen.getByRole('tablist', { name: 'Editor sections' })).getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['General', 'Assessments', 'Recommendations', 'Map', 'Details']);
  expect(screen.getByRole('group', { name: 'Badge thumbnail' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Add competency' })).toBeTruthy();
  expect(publishButton().hasAttribute('disabled')).toBe(false);
});

it('saves the assessments tab to /assessments when leaving it', async () => {
  renderMissionEditor('a');
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Lighting basics' }, { timeout: 10_000 }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
  await userEvent.click(screen.getByRole('tab', { name: 'Map' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]).toMatchObject({
    url: '/api/learn/mission/lms_1/assessments',
    body: { assessmentItem: [] },
    headers: { 'if-match': '"3"' },
  });
  expect(await screen.findByRole('button', { name: 'Add prerequisite' })).toBeTruthy();
});

it('creates a set through addSet; the tab takes the answer as saved, so leaving it saves nothing', async () => {
  renderMissionEditor('c');
  await userEvent.click(await screen.findByRole('button', { name: 'Create content set' }, { timeout: 10_000 }));
  const dialog = screen.getByRole('dialog', { name: 'New content set' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Set title' }), 'Lighters');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add content' }));
  const picker = screen.getByRole('dialog', { name: 'Add content to the set' });
  await userEvent.click(await within(picker).findByRole('button', { name: 'Add Shadows' }));
  await userEvent.click(within(picker).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add content to the set' })).toBeNull());
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create set' }));

  expect(await screen.findByRole('article', { name: 'Lighters' })).toBeTruthy();
  expect(posts().map((call) => call.url)).toEqual(['/api/learn/mission/lms_1/addSet']);
  expect(posts()[0]?.headers['if-match']).toBe('"3"');

  await userEvent.click(screen.getByRole('tab', { name: 'Details' }));
  expect(await screen.findByRole('button', { name: 'Add free asset' })).toBeTruthy();
  expect(posts()).toHaveLength(1);

  // The next save sends the revision addSet answered.
  await userEvent.click(screen.getByRole('checkbox', { name: 'Hidden' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(posts()).toHaveLength(2));
  expect(posts()[1]).toMatchObject({ url: '/api/learn/mission/lms_1/details', headers: { 'if-match': '"4"' } });
});

it('publishes after validate when the mission does not change its version', async () => {
  renderMissionEditor();
  await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
  await userEvent.click(publishButton());
  await waitFor(() => expect(posts().map((call) => call.url)).toContain('/api/learn/mission/lms_1/publish'));
  expect(posts().map((call) => call.url)).toEqual([
    '/api/learn/mission/lms_1/validate',
    '/api/learn/mission/lms_1/publish',
  ]);
  expect(posts()[0]?.body).toEqual(posts()[1]?.body);
  expect(posts()[0]?.body).toMatchObject({
    assessmentItem: [{ op: 'And', value: 'ltu_1' }],
    customContents: [SET],
    defaultSet: SET.id,
    badgeThumbnailId: 'f2.png',
  });
  expect(screen.queryByRole('dialog', { name: 'New mission version' })).toBeNull();
});

it('asks in the version modal before publishing a new version; cancel publishes nothing', async () => {
  validation = { isChangeVersion: true, changedIds: ['ltu_5', 'setf0e1d2c3'] };
  renderMissionEditor();
  await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
  await userEvent.click(publishButton());
  let dialog = await screen.findByRole('dialog', { name: 'New mission version' });
  expect(dialog.textContent).toContain('Changed: Shadows, setf0e1d2c3');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New mission version' })).toBeNull());
  expect(posts().map((call) => call.url)).toEqual(['/api/learn/mission/lms_1/validate']);

  await userEvent.click(publishButton());
  dialog = await screen.findByRole('dialog', { name: 'New mission version' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Publish new version' }));
  await waitFor(() => expect(posts().map((call) => call.url)).toContain('/api/learn/mission/lms_1/publish'));
  expect(posts().map((call) => call.url)).toEqual([
    '/api/learn/mission/lms_1/validate',
    '/api/learn/mission/lms_1/validate',
    '/api/learn/mission/lms_1/publish',
  ]);
  // §4.2: a published mission goes to its detail page with publish=true, which offers the publish-flow dialog.
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/mission/light-the-scene?publish=true'));
  expect(screen.queryByRole('dialog', { name: 'Published' })).toBeNull();
});

it('shows a validate refusal and does not publish', async () => {
  validation = {
    error: {
      key: 'mission_set_contains_internalOnly',
      params: { setTitle: 'Artists', title: 'Staff lighting', type: 'tutorial' },
    },
  };
  renderMissionEditor();
  await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
  await userEvent.click(publishButton());
  expect(
    await screen.findByText("Content set 'Artists' contains internal only content Staff lighting of type tutorial"),
  ).toBeTruthy();
  expect(posts().map((call) => call.url)).toEqual(['/api/learn/mission/lms_1/validate']);
});

it('disables Publish when the item says isPublishDisabled, naming the internal-only content', async () => {
  item = mission({
    isPublishDisabled: true,
    contentMap: { ltu_1: card('ltu_1', 'tutorial', 'Lighting basics', true) },
  });
  renderMissionEditor();
  await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
  expect(publishButton().hasAttribute('disabled')).toBe(true);
  expect(
    screen.getByText("Content set 'Artists' contains internal only content Lighting basics of type tutorial"),
  ).toBeTruthy();
});

it('disables Publish with the general internal-only message when the maps do not say which content', async () => {
  item = mission({ isPublishDisabled: true });
  renderMissionEditor();
  await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
  expect(publishButton().hasAttribute('disabled')).toBe(true);
  expect(
    screen.getByText(/A content set holds internal-only content while the mission is not internal only/),
  ).toBeTruthy();
});
