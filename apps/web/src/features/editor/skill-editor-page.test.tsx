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

const ME = demoUser({ id: 'u_admin', displayName: 'Ada Admin', roles: ['learnAdmin'] });

const card = (id: string, title: string) => ({ id, type: 'tutorial', title, duration: 30 });

/** A skill draft as GET /api/learn/skill/{id}?edit=true answers it (§3.8), ready to publish. */
const skill = (overrides: Record<string, unknown> = {}) => ({
  id: 'lsk_1',
  type: 'skill',
  status: 'draft',
  language: 'en',
  title: 'Lighting',
  internalID: 'Skill-Lighting',
  engineVersionRange: '_',
  subSkills: [{ title: 'Baking' }, { title: 'Mixing' }],
  description: richTextFromParagraphs(['Light a scene.']),
  skillLevel: 'beginner',
  contentIds: ['ltu_1'],
  draftContentIds: ['ltu_1'],
  tutorialMap: { ltu_1: card('ltu_1', 'Lighting basics') },
  withManual: false,
  manualDuration: 0,
  revision: 3,
  source: null,
  ...overrides,
});

let calls: TCall[] = [];
let item: ReturnType<typeof skill>;

const json = (status: number, body: unknown, etag?: string) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...(etag ? { etag } : {}) },
  });

beforeEach(() => {
  calls = [];
  item = skill();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url: input, headers: (init.headers ?? {}) as Record<string, string>, body });
      if (method === 'GET' && input.startsWith('/api/learn/skill/lsk_1?edit=true'))
        return json(200, { result: item }, `"${item.revision}"`);
      if (method === 'GET' && input === '/api/learn/skill/lsk_1/sync')
        return json(200, {
          result: {
            draftContentIds: ['ltu_1', 'ltu_9'],
            contentIds: ['ltu_1'],
            tutorialMap: { ltu_1: card('ltu_1', 'Lighting basics'), ltu_9: card('ltu_9', 'Light probes') },
          },
        });
      if (method === 'GET' && input.startsWith('/api/creator/contentOptions'))
        return json(200, {
          result: {
            items: [
              { ...card('ltu_5', 'Shadows'), slug: 'shadows', language: 'en', skillLevel: null, thumbnail: null },
            ],
          },
        });
      if (method === 'GET') return json(200, { result: { items: [] } });
      if (method === 'POST' && input === '/api/learn/skill/lsk_1/publish') {
        item = { ...item, status: 'published', revision: item.revision + 1 };
        return json(200, { result: { item, url: '/skill/lighting?publish=true' } }, `"${item.revision}"`);
      }
      if (method === 'POST' && /\/api\/learn\/skill\/lsk_1\/\w+$/.test(input)) {
        item = { ...item, ...body, revision: item.revision + 1 };
        return json(200, { result: item }, `"${item.revision}"`);
      }
      return json(404, { error: { key: 'not_found' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const Location = () => <output data-testid="location">{useRouterState({ select: (s) => s.location.pathname })}</output>;

const Harness = ({ initialTab }: { initialTab: TTabKey }) => {
  const [tab, setTab] = useState<TTabKey>(initialTab);
  return (
    <ToastProvider>
      <EditorView type="skill" id="lsk_1" tab={tab} onTabChange={setTab} />
      <Location />
    </ToastProvider>
  );
};

const renderSkillEditor = (initialTab: TTabKey = 'g') =>
  renderWithApp(() => <Harness initialTab={initialTab} />, { me: ME, path: '/skill/lsk_1/edit' });
const posts = () => calls.filter((call) => call.method === 'POST');

it('has the General and Content tabs and the skill general fields', async () => {
  renderSkillEditor();
  expect(await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 })).toBeTruthy();
  const tabs = within(screen.getByRole('tablist', { name: 'Editor sections' })).getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['General', 'Content']);
  expect((screen.getByRole('textbox', { name: /Internal ID/ }) as HTMLInputElement).value).toBe('Skill-Lighting');
  expect(screen.getByRole('group', { name: 'Engine versions' })).toBeTruthy();
  const subSkills = screen.getByRole('list', { name: 'Sub-skills' });
  expect(
    within(subSkills)
      .getAllByRole('listitem')
      .map((row) => row.textContent),
  ).toEqual([expect.stringContaining('Baking'), expect.stringContaining('Mixing')]);
});

it('adds a sub-skill in edit mode, reorders and deletes after confirming, and saves the titles in order', async () => {
  renderSkillEditor();
  await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
  await userEvent.click(screen.getByRole('button', { name: 'Add sub-skill' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Sub-skill 3 title' }), 'Probes');
  await userEvent.click(screen.getByRole('button', { name: 'Done editing Probes' }));
  expect(screen.queryByRole('textbox', { name: 'Sub-skill 3 title' })).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Move Probes up' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete Baking' }));
  const confirm = screen.getByRole('alertdialog', { name: 'Delete sub-skill' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));

  await userEvent.click(screen.getByRole('button', { name: 'Edit Mixing' }));
  const mixing = screen.getByRole('textbox', { name: 'Sub-skill 2 title' });
  await userEvent.clear(mixing);
  await userEvent.type(mixing, 'Mixing lights');

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]).toMatchObject({
    url: '/api/learn/skill/lsk_1/general',
    body: { internalID: 'Skill-Lighting', subSkills: [{ title: 'Probes' }, { title: 'Mixing lights' }] },
    headers: { 'if-match': '"3"' },
  });
});

it('refuses an internal ID without the Skill- prefix before saving', async () => {
  renderSkillEditor();
  const internalId = await screen.findByRole('textbox', { name: /Internal ID/ }, { timeout: 10_000 });
  await userEvent.clear(internalId);
  await userEvent.type(internalId, 'Lighting');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(internalId.getAttribute('aria-invalid')).toBe('true'));
  expect(posts()).toHaveLength(0);
});

it('offers tutorials only in the add-content dialog and merges the server draft ids on sync', async () => {
  renderSkillEditor('c');
  await userEvent.click(await screen.findByRole('button', { name: 'Add content' }, { timeout: 10_000 }));
  const dialog = screen.getByRole('dialog', { name: 'Add tutorials' });
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Add Shadows' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
  const search = calls.find((call) => call.url.startsWith('/api/creator/contentOptions'));
  expect(new URL(search?.url ?? '', 'http://localhost').searchParams.get('types')).toBe('tutorial');

  await userEvent.click(screen.getByRole('button', { name: 'Sync from server' }));
  const list = await screen.findByRole('list', { name: 'Tutorials' });
  await waitFor(() =>
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('Lighting basics'),
      expect.stringContaining('Shadows'),
      expect.stringContaining('Light probes'),
    ]),
  );

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]).toMatchObject({
    url: '/api/learn/skill/lsk_1/content',
    body: { contentIds: ['ltu_1', 'ltu_5', 'ltu_9'] },
  });
});

it('goes to the learner architecture after publishing', async () => {
  renderSkillEditor();
  await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/creator/dashboard/architecture'));
  expect(posts().map((call) => call.url)).toEqual(['/api/learn/skill/lsk_1/publish']);
  expect(posts()[0]?.body).toMatchObject({
    subSkills: [{ title: 'Baking' }, { title: 'Mixing' }],
    contentIds: ['ltu_1'],
  });
});
