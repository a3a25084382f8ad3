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

const card = (id: string, type: string, title: string) => ({ id, type, title, duration: 30 });

/** A competency draft as GET /api/learn/competency/{id}?edit=true answers it (§3.8), ready to publish. */
const competency = (overrides: Record<string, unknown> = {}) => ({
  id: 'lcp_1',
  type: 'competency',
  status: 'draft',
  language: 'en',
  title: 'Rendering',
  internalID: 'Comp-Rendering',
  description: richTextFromParagraphs(['Render scenes.']),
  skillLevel: 'beginner',
  thumbnailId: 'f1.png',
  thumbnail: { id: 'f1.png', url: '/files/f1.png' },
  overviewVideoId: null,
  overviewVideoTitle: '',
  skillIds: ['lsk_1', 'lsk_2'],
  skillMap: { lsk_1: card('lsk_1', 'skill', 'Lighting'), lsk_2: card('lsk_2', 'skill', 'Shading') },
  topicIds: [],
  revision: 3,
  source: null,
  ...overrides,
});

let calls: TCall[] = [];
let item: ReturnType<typeof competency>;

const json = (status: number, body: unknown, etag?: string) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...(etag ? { etag } : {}) },
  });

beforeEach(() => {
  calls = [];
  item = competency();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url: input, headers: (init.headers ?? {}) as Record<string, string>, body });
      if (method === 'GET' && input.startsWith('/api/learn/competency/lcp_1?edit=true'))
        return json(200, { result: item }, `"${item.revision}"`);
      if (method === 'GET') return json(200, { result: { items: [] } });
      if (method === 'POST' && input === '/api/learn/competency/lcp_1/publish') {
        item = { ...item, status: 'published', revision: item.revision + 1 };
        return json(200, { result: { item, url: '/competency/rendering?publish=true' } }, `"${item.revision}"`);
      }
      if (method === 'POST' && input === '/api/learn/competency/lcp_1/general') {
        // The server answers the content tagged with the skills when they changed (§4.1).
        const taggedContent = {
          skillIds: body.skillIds,
          tutorialMap: { ltu_1: card('ltu_1', 'tutorial', 'Lighting basics') },
          projectMap: { lpr_1: card('lpr_1', 'project', 'Night scene') },
          courseMap: {},
        };
        item = { ...item, ...body, revision: item.revision + 1 };
        return json(200, { result: { ...item, taggedContent } }, `"${item.revision}"`);
      }
      if (method === 'POST' && /\/api\/learn\/competency\/lcp_1\/\w+$/.test(input)) {
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
      <EditorView type="competency" id="lcp_1" tab={tab} onTabChange={setTab} />
      <Location />
    </ToastProvider>
  );
};

const renderCompetencyEditor = (initialTab: TTabKey = 'g') =>
  renderWithApp(() => <Harness initialTab={initialTab} />, { me: ME, path: '/competency/lcp_1/edit' });
const posts = () => calls.filter((call) => call.method === 'POST');

it('has the General and Content tabs and the competency general fields', async () => {
  renderCompetencyEditor();
  expect(await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 })).toBeTruthy();
  const tabs = within(screen.getByRole('tablist', { name: 'Editor sections' })).getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['General', 'Content']);
  expect((screen.getByRole('textbox', { name: /Internal ID/ }) as HTMLInputElement).value).toBe('Comp-Rendering');
  expect(screen.getByRole('button', { name: 'Add skill' })).toBeTruthy();
  expect(screen.queryByText('Content tagged with these skills')).toBeNull();
});

it('removes a skill only after the Remove skill confirmation, then lists the content tagged with the skills', async () => {
  renderCompetencyEditor();
  await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
  await userEvent.click(screen.getByRole('button', { name: 'Remove Lighting' }));
  let confirm = screen.getByRole('alertdialog', { name: 'Remove skill' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
  expect(within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem')).toHaveLength(2);

  await userEvent.click(screen.getByRole('button', { name: 'Remove Lighting' }));
  confirm = screen.getByRole('alertdialog', { name: 'Remove skill' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
  expect(within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem')).toHaveLength(1);

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]).toMatchObject({
    url: '/api/learn/competency/lcp_1/general',
    body: { internalID: 'Comp-Rendering', skillIds: ['lsk_2'] },
  });
  const tagged = await screen.findByRole('region', { name: 'Content tagged with these skills' });
  expect(
    within(tagged)
      .getAllByRole('listitem')
      .map((row) => row.textContent),
  ).toEqual(['Lighting basics', 'Night scene']);
});

it('edits the career goals as rich text and saves them with the general form (§3.8)', async () => {
  item = competency({ careerGoals: richTextFromParagraphs(['Technical artist']) });
  renderCompetencyEditor();
  const goals = await screen.findByRole('textbox', { name: 'Career goals' }, { timeout: 10_000 });
  expect(goals.textContent).toBe('Technical artist');
  await userEvent.click(goals);
  await userEvent.paste(' or lighting artist');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]).toMatchObject({
    url: '/api/learn/competency/lcp_1/general',
    body: { careerGoals: { type: 'doc' } },
  });
  // Where jsdom puts the caret on a click is not where a browser does: the pasted words may land before the old ones.
  const saved = JSON.stringify(posts()[0]?.body.careerGoals);
  expect(saved).toContain('Technical artist');
  expect(saved).toContain(' or lighting artist');
});

it('shows the topics on the Content tab', async () => {
  renderCompetencyEditor('c');
  expect(await screen.findByRole('button', { name: /Topics/ }, { timeout: 10_000 })).toBeTruthy();
});

it('goes to the learner architecture after publishing', async () => {
  renderCompetencyEditor();
  await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/creator/dashboard/architecture'));
  expect(posts().map((call) => call.url)).toEqual(['/api/learn/competency/lcp_1/publish']);
  expect(posts()[0]?.body).toMatchObject({ skillIds: ['lsk_1', 'lsk_2'], topicIds: [] });
});
