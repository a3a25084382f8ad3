import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { useRouterState } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { demoUser, renderWithApp } from '../../test/render';
import { ToastProvider } from '../../ui/toast';
import { CreateView } from './create-page';
import { EditorView } from './editor-page';
import { seriousAxeViolations } from './forms/parts/test-harness';
import type { TTabKey } from './lib/editor-tabs';

type TCall = { method: string; url: string; headers: Record<string, string>; body: Record<string, unknown> };

const ME = demoUser({ id: 'u_admin', displayName: 'Ada Admin', roles: ['learnAdmin'] });

const option = (id: string, type: string, title: string) => ({
  id,
  type,
  title,
  duration: 30,
  slug: title.toLowerCase(),
  language: 'en',
  skillLevel: null,
  thumbnail: null,
});

/** A live session draft as GET /api/learn/liveSession/{id}?edit=true answers it (§3.7): 10:00–11:30 in UTC+1. */
const liveSession = (overrides: Record<string, unknown> = {}) => ({
  id: 'lls_1',
  type: 'liveSession',
  slug: 'lighting-live',
  status: 'draft',
  language: 'en',
  title: 'Lighting live',
  description: richTextFromParagraphs(['Ask us about lights.']),
  ownerId: 'u_admin',
  thumbnailId: 'img_1',
  thumbnail: { id: 'img_1', url: '/files/img_1' },
  skillLevel: 'beginner',
  utcOffset: 60,
  begin: '2026-12-01T09:00:00.000Z#2026-12-01T10:30:00.000Z',
  rangeTime: { startTime: '2026-12-01T09:00:00.000Z', endTime: '2026-12-01T10:30:00.000Z' },
  duration: 90,
  registerUrl: 'https://example.test/register',
  contentIds: ['lpr_2'],
  contentMap: { lpr_2: { id: 'lpr_2', type: 'project', slug: 'garden', title: 'Garden project' } },
  previousVideoId: null,
  previousVideo: null,
  previousVideoTitle: '',
  topicIds: [],
  industryIds: [],
  hidden: false,
  premium: false,
  uaaOnly: false,
  edlabOnly: true,
  revision: 4,
  source: null,
  ...overrides,
});

let calls: TCall[] = [];
let item: ReturnType<typeof liveSession>;
let refuseContent = false;

const json = (status: number, body: unknown, etag?: string) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...(etag ? { etag } : {}) },
  });

beforeEach(() => {
  calls = [];
  item = liveSession();
  refuseContent = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url: input, headers: (init.headers ?? {}) as Record<string, string>, body });
      if (method === 'GET' && input.startsWith('/api/learn/liveSession/lls_1?edit=true'))
        return json(200, { result: item }, `"${item.revision}"`);
      if (method === 'GET' && input.startsWith('/api/creator/contentOptions'))
        return json(200, {
          result: {
            items: [option('ltu_5', 'tutorial', 'Shadows'), option('lco_3', 'course', 'Lighting course')],
          },
        });
      if (method === 'GET') return json(200, { result: { items: [] } });
      if (method === 'POST' && input === '/api/learn/liveSession/0/general')
        return json(200, { result: { ...body, id: 'lls_9', type: 'liveSession', slug: 'new', revision: 1 } }, '"1"');
      if (method === 'POST' && input === '/api/learn/liveSession/lls_1/publish') {
        item = { ...item, status: 'published', revision: item.revision + 1 };
        return json(200, { result: { item, url: '/liveSession/lighting-live?publish=true' } }, `"${item.revision}"`);
      }
      if (method === 'POST' && input === '/api/learn/liveSession/lls_1/content' && refuseContent)
        return json(400, {
          error: {
            key: 'project_fields_required',
            fields: [{ path: 'contentIds', key: 'liveSession_contentIds_max_1' }],
          },
        });
      if (method === 'POST' && /\/api\/learn\/liveSession\/lls_1\/\w+$/.test(input)) {
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

const Location = () => (
  <>
    <output data-testid="location">{useRouterState({ select: (s) => s.location.pathname })}</output>
    <output data-testid="href">{useRouterState({ select: (s) => s.location.href })}</output>
  </>
);

const Harness = ({ initialTab }: { initialTab: TTabKey }) => {
  const [tab, setTab] = useState<TTabKey>(initialTab);
  return (
    <ToastProvider>
      <EditorView type="liveSession" id="lls_1" tab={tab} onTabChange={setTab} />
      <Location />
    </ToastProvider>
  );
};

const renderEditor = (initialTab: TTabKey = 'g') =>
  renderWithApp(() => <Harness initialTab={initialTab} />, { me: ME, path: '/liveSession/lls_1/edit' });
const posts = () => calls.filter((call) => call.method === 'POST');
const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

it('has the General, Content and Details tabs, and a general form without overview video or educator plan', async () => {
  renderEditor();
  expect(await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 })).toBeTruthy();
  const tabs = within(screen.getByRole('tablist', { name: 'Editor sections' })).getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['General', 'Content', 'Details']);
  expect(screen.queryByRole('textbox', { name: /Video ID/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /educator plan/i })).toBeNull();
});

it('reads the range back in the session offset and sends a session across midnight as the next day', async () => {
  renderEditor('c');
  await waitFor(() => expect(input('Start time').value).toBe('10:00'), { timeout: 10_000 });
  expect(input('Date').value).toBe('2026-12-01');
  expect(input('End time').value).toBe('11:30');
  expect(screen.getByText('Duration: 1 h 30 min')).toBeTruthy();

  fireEvent.change(input('Start time'), { target: { value: '23:00' } });
  fireEvent.change(input('End time'), { target: { value: '01:00' } });
  expect(await screen.findByText(/Duration: 2 h 0 min\s+\(\+1 days\)/)).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]).toMatchObject({
    url: '/api/learn/liveSession/lls_1/content',
    headers: { 'if-match': '"4"' },
    body: {
      utcOffset: 60,
      begin: '2026-12-01T22:00:00.000Z#2026-12-02T00:00:00.000Z',
      registerUrl: 'https://example.test/register',
      contentIds: ['lpr_2'],
    },
  });
  expect(posts()[0]?.body).not.toHaveProperty('startTime');
  expect(posts()[0]?.body).not.toHaveProperty('date');
});

it('keeps the wall-clock times when the UTC offset changes', async () => {
  renderEditor('c');
  await waitFor(() => expect(input('Start time').value).toBe('10:00'), { timeout: 10_000 });
  await userEvent.click(screen.getByRole('button', { name: /UTC offset/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'UTC+09:00' }));
  expect(input('Start time').value).toBe('10:00');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]?.body).toMatchObject({
    utcOffset: 540,
    begin: '2026-12-01T01:00:00.000Z#2026-12-01T02:30:00.000Z',
  });
});

it('refers to one content item at most and shows the server key beyond', async () => {
  item = liveSession({ contentIds: [], contentMap: {} });
  renderEditor('c');
  await userEvent.click(await screen.findByRole('button', { name: 'Add content' }, { timeout: 10_000 }));
  const dialog = screen.getByRole('dialog', { name: 'Add a tutorial, project or course' });
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Add Shadows' }));
  expect(within(dialog).getByRole('button', { name: 'Add Lighting course' })).toHaveProperty('disabled', true);
  expect(within(dialog).getByRole('status').textContent).toContain('The list holds its maximum of 1 item.');
  const search = calls.find((call) => call.url.startsWith('/api/creator/contentOptions'));
  expect(new URL(search?.url ?? '', 'http://localhost').searchParams.get('types')?.split(',').sort()).toEqual([
    'course',
    'project',
    'tutorial',
  ]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(screen.getByRole('button', { name: 'Add content' })).toHaveProperty('disabled', true);

  refuseContent = true;
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]?.body).toMatchObject({ contentIds: ['ltu_5'] });
  expect(await screen.findByText('A live session can refer to one content item at most.')).toBeTruthy();
});

it('shows error_URL for an invalid register URL without saving', async () => {
  renderEditor('c');
  const url = await screen.findByRole('textbox', { name: /Registration URL/ }, { timeout: 10_000 });
  await userEvent.clear(url);
  await userEvent.type(url, 'not a link');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Enter a valid URL.')).toBeTruthy();
  expect(posts()).toHaveLength(0);
});

it('saves the details flags', async () => {
  renderEditor('d');
  const uaa = await screen.findByRole('checkbox', { name: 'Academic alliance members only' }, { timeout: 10_000 });
  expect((screen.getByRole('checkbox', { name: 'Educator lab members only' }) as HTMLInputElement).checked).toBe(true);
  await userEvent.click(uaa);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]).toMatchObject({
    url: '/api/learn/liveSession/lls_1/details',
    body: { uaaOnly: true, edlabOnly: true, hidden: false, premium: false },
  });
});

it('goes to the creator dashboard after publishing', async () => {
  renderEditor();
  await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/creator/dashboard'));
  expect(posts().map((call) => call.url)).toEqual(['/api/learn/liveSession/lls_1/publish']);
  expect(posts()[0]?.body).toMatchObject({
    title: 'Lighting live',
    thumbnailId: 'img_1',
    begin: '2026-12-01T09:00:00.000Z#2026-12-01T10:30:00.000Z',
    utcOffset: 60,
    contentIds: ['lpr_2'],
    edlabOnly: true,
  });
});

it('creates a live session from the general form, with no thumbnail needed', async () => {
  renderWithApp(
    () => (
      <ToastProvider>
        <CreateView type="liveSession" skipPopup />
        <Location />
      </ToastProvider>
    ),
    { me: ME, path: '/liveSession/0/new' },
  );
  await userEvent.type(
    await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 }),
    'Ask the lighting team',
  );
  expect(screen.queryByRole('textbox', { name: /Video ID/ })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/liveSession/lls_9/edit'));
  expect(posts()[0]).toMatchObject({
    url: '/api/learn/liveSession/0/general',
    body: { title: 'Ask the lighting team', ownerId: 'u_admin', language: 'en' },
  });
  expect(Object.keys(posts()[0]?.body ?? {})).not.toContain('educatorPlan');
});

it('has no serious or critical axe violations on the content tab', async () => {
  const { container } = renderEditor('c');
  await waitFor(() => expect(input('Start time').value).toBe('10:00'), { timeout: 10_000 });
  expect(await seriousAxeViolations(container)).toEqual([]);
});

it("previews the session's learner page over the draft, saving the open tab first, as the other types do", async () => {
  renderEditor();
  const title = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
  await userEvent.type(title, ' v2');
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
  await waitFor(() => expect(screen.getByTestId('href').textContent).toBe('/liveSession/lighting-live?preview=true'));
  expect(posts().map((call) => call.url)).toEqual(['/api/learn/liveSession/lls_1/general']);
  expect(posts()[0]?.body).toMatchObject({ title: 'Lighting live v2' });
});
