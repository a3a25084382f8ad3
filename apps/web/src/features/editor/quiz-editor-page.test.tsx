import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { demoUser, renderWithApp } from '../../test/render';
import { ToastProvider } from '../../ui/toast';
import { EditorView } from './editor-page';
import type { TTabKey } from './lib/editor-tabs';

type TCall = { method: string; url: string; headers: Record<string, string>; body: unknown };
type TQuestion = { id?: string; options: { id?: string }[] } & Record<string, unknown>;

const ME = demoUser({ id: 'u_creator', displayName: 'Casey Creator', roles: ['learnCreator'] });

const question = (id: string, text: string) => ({
  id,
  body: richTextFromParagraphs([text]),
  contentIds: [],
  skillIds: [],
  shuffleOptions: false,
  options: [
    { id: `${id}o1`, body: richTextFromParagraphs(['Baked']), correct: true },
    { id: `${id}o2`, body: richTextFromParagraphs(['Realtime']), correct: false },
  ],
  quizFeedback: { correct: null, wrong: null },
});

/** A quiz draft as GET /api/learn/quiz/{id}?edit=true answers it, answer key included. */
const quiz = (overrides: Record<string, unknown> = {}) => ({
  id: 'lqz_4',
  type: 'quiz',
  slug: 'lighting-check',
  status: 'draft',
  published: false,
  language: 'en',
  title: 'Lighting check',
  description: richTextFromParagraphs(['Test what you know about light.']),
  objective: richTextFromParagraphs(['Know baked from realtime light.']),
  thumbnailId: 'f1.png',
  thumbnail: { id: 'f1.png', url: '/files/f1.png' },
  ownerId: 'u_creator',
  engineVersionRange: '_',
  questions: [question('qa1b2c3d4', 'Which light is precomputed?')],
  skillLevel: 'beginner',
  duration: 10,
  quizSetting: { passNumber: 1, freezingTimeInHours: 0 },
  points: [],
  revision: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  publishedAt: null,
  source: null,
  ...overrides,
});

let calls: TCall[] = [];
let item: Record<string, unknown> & { revision: number };
let assigned = 0;

const json = (status: number, body: unknown, etag?: string) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...(etag ? { etag } : {}) },
  });

/** As the server does: a question or option without an id gets one, an existing id is kept. */
const nextId = (prefix: string) => {
  assigned += 1;
  return `${prefix}0000000${assigned}`;
};
const withIds = (questions: TQuestion[]) =>
  questions.map((entry) => ({
    ...entry,
    id: entry.id ?? nextId('q'),
    options: entry.options.map((option) => ({ ...option, id: option.id ?? nextId('o') })),
  }));

beforeEach(() => {
  calls = [];
  assigned = 0;
  item = quiz();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url: input, headers: (init.headers ?? {}) as Record<string, string>, body });
      if (method === 'GET' && input.startsWith('/api/learn/quiz/lqz_4?edit=true')) {
        return json(200, { result: item }, `"${item.revision}"`);
      }
      if (method === 'GET') return json(200, { result: { items: [] } });
      if (method === 'POST' && input === '/api/learn/quiz/lqz_4/questions') {
        item = { ...item, questions: withIds(body.questions), revision: item.revision + 1 };
        return json(200, { result: item }, `"${item.revision}"`);
      }
      if (method === 'POST' && /\/api\/learn\/quiz\/lqz_4\/(general|details)$/.test(input)) {
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
      <EditorView type="quiz" id="lqz_4" tab={tab} onTabChange={setTab} />
    </ToastProvider>
  );
};

const renderQuizEditor = (initialTab: TTabKey = 'q') =>
  renderWithApp(() => <Harness initialTab={initialTab} />, { me: ME });
const saves = () => calls.filter((call) => call.method === 'POST');

it('has the quiz tabs, and a general tab with the objective but no overview video or educator plan', async () => {
  renderQuizEditor('g');
  expect(await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 })).toBeTruthy();
  const tabs = within(screen.getByRole('tablist', { name: 'Editor sections' })).getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['General', 'Questions', 'Details']);
  expect(await screen.findByRole('textbox', { name: 'Objective' })).toBeTruthy();
  expect(screen.queryByRole('textbox', { name: 'Video ID' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Add educator plan' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Publish' }).hasAttribute('disabled')).toBe(false);
});

it('saves the questions tab to /questions with the ids kept, and keeps the ids the server gives', async () => {
  renderQuizEditor();
  const first = await screen.findByRole('group', { name: 'Question 1' }, { timeout: 10_000 });
  await userEvent.click(within(first).getByRole('checkbox', { name: 'Option 2 is correct' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Changes saved.')).toBeTruthy();
  const [save] = saves();
  expect(save?.url).toBe('/api/learn/quiz/lqz_4/questions');
  expect(save?.headers['if-match']).toBe('"3"');
  const sent = (save?.body as { questions: TQuestion[] } | undefined)?.questions ?? [];
  expect(sent[0]).toMatchObject({
    id: 'qa1b2c3d4',
    options: [
      { id: 'qa1b2c3d4o1', correct: true },
      { id: 'qa1b2c3d4o2', correct: true },
    ],
  });
  expect(sent[1]?.id).toBeUndefined();
  expect(sent[1]?.options).toEqual([{ correct: false }, { correct: false }]);

  // The next save sends the ids the server gave the new question and its options.
  const second = screen.getByRole('group', { name: 'Question 2' });
  await userEvent.click(within(second).getByRole('checkbox', { name: 'Option 1 is correct' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saves()).toHaveLength(2));
  const resent = (saves()[1]?.body as { questions: TQuestion[] } | undefined)?.questions ?? [];
  expect(saves()[1]?.headers['if-match']).toBe('"4"');
  expect(resent.map((entry) => entry.id)).toEqual(['qa1b2c3d4', 'q00000001']);
  expect(resent[1]?.options.map((option) => option.id)).toEqual(['o00000002', 'o00000003']);
});

it('leaves an unchanged questions tab without a save call', async () => {
  renderQuizEditor();
  await screen.findByRole('group', { name: 'Question 1' }, { timeout: 10_000 });
  await screen.findAllByRole('textbox', { name: 'Option 1' }, { timeout: 10_000 });
  await userEvent.click(screen.getByRole('tab', { name: 'Details' }));
  await waitFor(() => expect(screen.getByRole('tab', { name: 'Details' }).getAttribute('aria-selected')).toBe('true'));
  expect(saves()).toEqual([]);
  expect(await screen.findByRole('textbox', { name: 'Pass mark' })).toHaveProperty('value', '1');
});

it('disables Publish for a quiz without questions, saying why in the rule’s words', async () => {
  item = quiz({ questions: [] });
  renderQuizEditor();
  expect(await screen.findByRole('button', { name: 'Add question' }, { timeout: 10_000 })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Publish' }).hasAttribute('disabled')).toBe(true);
  expect(screen.getByText('A quiz needs at least one question.')).toBeTruthy();
});

it('disables Publish while a question has no correct option', async () => {
  const unanswered = question('qa1b2c3d4', 'Which light is precomputed?');
  item = quiz({
    questions: [{ ...unanswered, options: unanswered.options.map((option) => ({ ...option, correct: false })) }],
  });
  renderQuizEditor();
  const first = await screen.findByRole('group', { name: 'Question 1' }, { timeout: 10_000 });
  expect(screen.getByRole('button', { name: 'Publish' }).hasAttribute('disabled')).toBe(true);
  expect(screen.getByText('Each question needs at least one correct option.')).toBeTruthy();
  await userEvent.click(within(first).getByRole('checkbox', { name: 'Option 1 is correct' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Publish' }).hasAttribute('disabled')).toBe(false));
});
