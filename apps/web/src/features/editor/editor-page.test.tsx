import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createBrowserHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  useRouterState,
} from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubXhr } from '../../test/fake-xhr';
import { demoUser, renderGatedPage, renderWithApp, TestLayout } from '../../test/render';
import { ToastProvider } from '../../ui/toast';
import { EditorPage, EditorView } from './editor-page';
import type { TTabKey } from './lib/editor-tabs';

type TCall = { method: string; url: string; headers: Record<string, string>; body: unknown };

const ME = demoUser({ id: 'u_creator', displayName: 'Casey Creator', roles: ['learnCreator'] });

/** A tutorial draft as GET /api/learn/tutorial/{id}?edit=true answers it (server presentItem). */
const tutorial = (overrides: Record<string, unknown> = {}) => ({
  language: 'en',
  title: 'Build a kart',
  description: richTextFromParagraphs(['Wheels first.']),
  descPlain: 'Wheels first.',
  thumbnailId: 'f1.png',
  thumbnail: { id: 'f1.png', url: '/files/f1.png' },
  isExercise: false,
  educatorPlan: null,
  solutionPlan: null,
  skillLevel: 'beginner',
  estimationInHour: 1,
  estimationInMinute: 0,
  engineVersionRange: '_',
  sections: [
    {
      id: 's1',
      type: 'text',
      title: 'Set up',
      body: richTextFromParagraphs(['Open the editor.']),
      optionType: 'required',
    },
  ],
  id: 'ltu_7',
  type: 'tutorial',
  slug: 'build-a-kart',
  status: 'draft',
  published: false,
  public: true,
  hidden: false,
  internalOnly: false,
  premium: false,
  uaaOnly: false,
  edlabOnly: false,
  offline: false,
  ownerId: 'u_creator',
  authorId: 'u_creator',
  revision: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  publishedAt: null,
  unPublishedTime: null,
  isExpired: false,
  source: null,
  ...overrides,
});

let calls: TCall[] = [];
let item: ReturnType<typeof tutorial>;
/** The answer to the next save; by default the server accepts it and bumps the revision. */
let publishRefusal: unknown = null;
let saveAnswer: ((body: Record<string, unknown>) => { status: number; json: unknown; etag?: string }) | null = null;
/** While set, saves answer only once it resolves (a request still running). */
let saveGate: Promise<void> | null = null;

const json = (status: number, body: unknown, etag?: string) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...(etag ? { etag } : {}) },
  });

beforeEach(() => {
  calls = [];
  item = tutorial();
  saveAnswer = null;
  saveGate = null;
  publishRefusal = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url: input, headers: (init.headers ?? {}) as Record<string, string>, body });
      if (method === 'GET' && input.startsWith('/api/learn/tutorial/ltu_7?edit=true')) {
        return json(200, { result: item }, `"${item.revision}"`);
      }
      if (method === 'GET' && input.startsWith('/api/creator/users')) {
        const q = new URL(input, 'http://localhost').searchParams.get('q') ?? '';
        const people = [
          { id: 'u_creator', displayName: 'Casey Creator', email: 'c@x.test' },
          { id: 'u_robin', displayName: 'Robin Editor', email: 'robin@x.test' },
        ];
        return json(200, {
          result: { items: people.filter((user) => user.displayName.toLowerCase().includes(q.toLowerCase())) },
        });
      }
      if (method === 'GET') return json(200, { result: { items: [] } });
      if (method === 'POST' && /\/api\/learn\/tutorial\/ltu_7\/(general|steps|details)$/.test(input)) {
        if (saveGate) await saveGate;
        const answer = saveAnswer?.(body);
        if (answer) return json(answer.status, answer.json, answer.etag);
        item = { ...item, ...body, revision: item.revision + 1 };
        return json(200, { result: item }, `"${item.revision}"`);
      }
      if (method === 'POST' && input === '/api/learn/tutorial/ltu_7/publish' && publishRefusal) {
        return json(400, { error: publishRefusal });
      }
      if (method === 'POST' && input === '/api/learn/tutorial/ltu_7/publish') {
        item = { ...item, status: 'published', published: true, revision: item.revision + 1 };
        return json(200, { result: { item, url: '/tutorial/build-a-kart?publish=true' } }, `"${item.revision}"`);
      }
      return json(404, { error: { key: 'not_found' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const Harness = ({ initialTab = 'g' }: { initialTab?: TTabKey }) => {
  const [tab, setTab] = useState<TTabKey>(initialTab);
  return (
    <ToastProvider>
      <EditorView type="tutorial" id="ltu_7" tab={tab} onTabChange={setTab} />
    </ToastProvider>
  );
};

const renderEditor = async () => {
  renderWithApp(() => <Harness />, { me: ME });
  return screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
};
const saves = () => calls.filter((call) => call.method === 'POST');

it('leaves an unchanged tab without a save call', async () => {
  await renderEditor();
  await userEvent.click(screen.getByRole('tab', { name: 'Steps' }));
  await waitFor(() => expect(screen.getByRole('tab', { name: 'Steps' }).getAttribute('aria-selected')).toBe('true'));
  expect(saves()).toEqual([]);
});

it('saves a changed tab when leaving it, with If-Match, and says so', async () => {
  const title = await renderEditor();
  await userEvent.clear(title);
  await userEvent.type(title, 'Build a faster kart');
  await userEvent.click(screen.getByRole('tab', { name: 'Details' }));

  expect(await screen.findByText('Changes saved.')).toBeTruthy();
  const [save] = saves();
  expect(save?.url).toBe('/api/learn/tutorial/ltu_7/general');
  expect(save?.headers['if-match']).toBe('"3"');
  expect(save?.body).toMatchObject({ title: 'Build a faster kart', language: 'en', thumbnailId: 'f1.png' });
  await waitFor(() => expect(screen.getByRole('tab', { name: 'Details' }).getAttribute('aria-selected')).toBe('true'));
});

it('keeps the author on the tab and marks the fields the server refused', async () => {
  saveAnswer = () => ({
    status: 400,
    json: { error: { key: 'error_isRequired', fields: [{ path: 'title', key: 'error_isRequired' }] } },
  });
  const title = await renderEditor();
  await userEvent.type(title, '!');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Please fill in: Title.')).toBeTruthy();
  expect(screen.getByText('This field is required.')).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
});

it('says a broken rule in its own words, not as a field to fill in, when a tab is stopped before sending', async () => {
  const title = await renderEditor();
  await userEvent.click(title);
  await userEvent.paste('x'.repeat(135));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const toast = await screen.findByRole('alertdialog');
  expect(toast.textContent).toContain('The title can be at most 135 characters long.');
  expect(toast.textContent).not.toContain('Please fill in');
  expect(saves()).toEqual([]);
});

it('opens the force-reload dialog when the item changed elsewhere, and reloads it', async () => {
  saveAnswer = () => ({ status: 412, json: { error: { key: 'resource_updated_elsewhere' } } });
  const title = await renderEditor();
  await userEvent.type(title, ' again');
  await userEvent.click(screen.getByRole('tab', { name: 'Steps' }));

  const dialog = await screen.findByRole('dialog', { name: 'Updated elsewhere' });
  expect(screen.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
  item = tutorial({ title: 'Renamed by a colleague', revision: 9 });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));

  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Updated elsewhere' })).toBeNull());
  await waitFor(() =>
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Renamed by a colleague'),
  );
  expect(calls.filter((call) => call.method === 'GET' && call.url.includes('?edit=true')).length).toBeGreaterThan(1);
});

it('says why a save that named no revision was refused, and stays on the tab', async () => {
  saveAnswer = () => ({ status: 428, json: { error: { key: 'precondition_required' } } });
  const title = await renderEditor();
  await userEvent.type(title, ' again');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  const toast = await screen.findByRole('alertdialog');
  expect(toast.textContent).toContain('This save does not say which version it was made from.');
  expect(screen.queryByRole('dialog', { name: 'Updated elsewhere' })).toBeNull();
  expect(screen.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
});

it('enables Publish only when every form passes the publish rules', async () => {
  item = tutorial({ title: '' });
  const title = await renderEditor();
  const publish = screen.getByRole('button', { name: 'Publish' });
  expect(publish.hasAttribute('disabled')).toBe(true);
  expect(screen.getByText(/Please fill in: Title/)).toBeTruthy();

  await userEvent.type(title, 'Build a kart');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Publish' }).hasAttribute('disabled')).toBe(false));
});

it('restricts the age selects by each other', async () => {
  item = tutorial({
    educatorPlan: {
      description: richTextFromParagraphs(['For classes.']),
      materials: [],
      ageRange: { min: 13, max: null },
      instruction: 90,
    },
  });
  await renderEditor();
  const optionsOf = async (label: string) => {
    await userEvent.click(screen.getByRole('button', { name: new RegExp(label) }));
    const listbox = await screen.findByRole('listbox');
    const names = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    return { listbox, names };
  };

  const max = await optionsOf('Maximum age');
  expect(max.names).toEqual(['Any', '13', '14', '15', '16', '17', '18']);
  await userEvent.click(within(max.listbox).getByRole('option', { name: '15' }));

  const min = await optionsOf('Minimum age');
  expect(min.names).toEqual(['Any', '13', '14', '15']);
  await userEvent.click(within(min.listbox).getByRole('option', { name: '14' }));

  expect((await optionsOf('Maximum age')).names).toEqual(['Any', '14', '15', '16', '17', '18']);
  // The instruction time of 90 minutes reads as 1 hour 30 minutes.
  await userEvent.keyboard('{Escape}');
  expect((screen.getByRole('textbox', { name: 'Hours' }) as HTMLInputElement).value).toBe('1');
  expect((screen.getByRole('textbox', { name: 'Minutes' }) as HTMLInputElement).value).toBe('30');
});

const renderGatedEditor = (me: ReturnType<typeof demoUser> | null) =>
  renderGatedPage('edit', EditorPage, { me, path: '/tutorial/ltu_7/edit', route: '/$type/$id/edit' });

it('asks learners without an authoring role nothing from the server and tells them why', async () => {
  renderGatedEditor(demoUser());
  expect(await screen.findByText('You don’t have access to the editor')).toBeTruthy();
  expect(calls).toEqual([]);
});

it('asks anonymous visitors to sign in, and shows the same notices when the server refuses the item', async () => {
  const anonymous = renderGatedEditor(null);
  expect(await screen.findByRole('heading', { name: 'Sign in to create and edit content' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  expect(calls).toEqual([]);
  anonymous.unmount();

  vi.mocked(fetch).mockImplementationOnce(async () => json(403, { error: { key: 'forbidden' } }));
  renderGatedEditor(ME);
  expect(await screen.findByRole('heading', { name: 'You don’t have access to the editor' })).toBeTruthy();
});

it('saves unsaved changes first, asks about the translation, publishes and goes to the detail page', async () => {
  item = tutorial({ source: { id: 'ltu_1', latestRevision: 5 } });
  const title = await renderEditorWithLocation();
  await userEvent.type(title, ' (ES)');
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));

  const saveFirst = await screen.findByRole('dialog', { name: 'Save your changes first?' });
  await userEvent.click(within(saveFirst).getByRole('button', { name: 'Yes' }));
  const translate = await screen.findByRole('dialog', { name: 'Publish this translation' });
  expect(saves().map((call) => call.url)).toEqual(['/api/learn/tutorial/ltu_7/general']);
  await userEvent.click(within(translate).getByRole('button', { name: 'Confirm translate' }));

  // §4.2: the detail page with publish=true, where the publish-flow dialog opens; the editor offers none.
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/tutorial/build-a-kart?publish=true'));
  expect(screen.queryByRole('dialog', { name: 'Published' })).toBeNull();
  const publish = saves()[1];
  expect(publish?.url).toBe('/api/learn/tutorial/ltu_7/publish');
  // The revision the save answered, and the translation's source revision (§4.2).
  expect(publish?.headers['if-match']).toBe('"4"');
  expect(publish?.body).toMatchObject({ title: 'Build a kart (ES)', skillLevel: 'beginner', revision: 5 });
});

it('previews the learner page over the draft, saving the open tab first', async () => {
  const title = await renderEditorWithLocation();
  await userEvent.type(title, ' v2');
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/tutorial/build-a-kart?preview=true'));
  expect(saves().map((call) => call.url)).toEqual(['/api/learn/tutorial/ltu_7/general']);
  expect(saves()[0]?.body).toMatchObject({ title: 'Build a kart v2' });
});

it('keeps the author in the editor when the save before a preview is refused', async () => {
  saveAnswer = () => ({
    status: 400,
    json: { error: { key: 'error_isRequired', fields: [{ path: 'title', key: 'error_isRequired' }] } },
  });
  const title = await renderEditorWithLocation();
  await userEvent.type(title, '!');
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
  expect(await screen.findByText('This field is required.')).toBeTruthy();
  expect(screen.getByTestId('location').textContent).toBe('/tutorial/ltu_7/edit');
});

it('reorders and deletes educator plan materials, deleting only after a confirmation', async () => {
  item = tutorial({
    educatorPlan: {
      description: richTextFromParagraphs(['For classes.']),
      materials: [
        { type: 'link', name: 'Slides', url: 'https://example.test/slides' },
        { type: 'link', name: 'Worksheet', url: 'https://example.test/sheet' },
      ],
      ageRange: { min: 13, max: null },
      instruction: 0,
    },
  });
  await renderEditor();
  const names = () =>
    screen.getAllByRole('textbox', { name: 'Name' }).map((input) => (input as HTMLInputElement).value);
  expect(names()).toEqual(['Slides', 'Worksheet']);

  await userEvent.click(screen.getByRole('button', { name: 'Move down: Slides' }));
  expect(names()).toEqual(['Worksheet', 'Slides']);

  await userEvent.click(screen.getByRole('button', { name: 'Delete: Worksheet' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Delete this material?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
  expect(names()).toEqual(['Slides']);

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Changes saved.');
  expect(saves()[0]?.body).toMatchObject({
    educatorPlan: { materials: [{ type: 'link', name: 'Slides', url: 'https://example.test/slides' }] },
  });
});

it('shows why an uploaded thumbnail was refused', async () => {
  const xhr = stubXhr();
  await renderEditor();
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File(['<svg/>'], 'logo.png', { type: 'image/png' }));
  const upload = await xhr.next();
  expect(xhr.sent[0]).toMatchObject({ method: 'POST', url: '/api/media/images' });
  upload.answer({ status: 400, body: { error: { key: 'upload_InvalidParameter_forbidden_file_type' } } });
  expect(await screen.findByText('This type of file cannot be uploaded.')).toBeTruthy();
  expect(screen.getByRole('img', { name: 'Current thumbnail' }).getAttribute('src')).toBe('/files/f1.png');
});

it('has no serious or critical axe violations on the general tab with both plans open', async () => {
  item = tutorial({
    isExercise: true,
    solutionPlan: { requiredComplete: true, body: richTextFromParagraphs(['Use a rigidbody.']), materials: [] },
    educatorPlan: {
      description: richTextFromParagraphs(['For classes.']),
      materials: [{ type: 'link', name: 'Slides', url: 'https://example.test/slides' }],
      ageRange: { min: 13, max: 16 },
      instruction: 45,
    },
  });
  const { container } = renderWithApp(() => <Harness />, { me: ME });
  await waitFor(() => expect(screen.getAllByRole('textbox', { name: /Solution|Plan description/ })).toHaveLength(2), {
    timeout: 10_000,
  });
  // The page itself: React Aria's shared live announcer keeps nodes from earlier tests in document.body.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.passes.length).toBeGreaterThan(0);
  expect(
    results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
  ).toEqual([]);
});

it('edits the suggested solution’s materials, apart from the educator plan’s, and saves them with the plan', async () => {
  item = tutorial({
    isExercise: true,
    solutionPlan: { requiredComplete: false, body: richTextFromParagraphs(['Use a rigidbody.']), materials: [] },
  });
  renderWithApp(() => <Harness />, { me: ME });
  const heading = await screen.findByRole('heading', { name: 'Suggested solution' }, { timeout: 10_000 });
  const solution = heading.closest('section') as HTMLElement;
  await userEvent.click(within(solution).getByRole('button', { name: 'Add link' }));
  await userEvent.type(within(solution).getByRole('textbox', { name: 'Name' }), 'Finished scene');
  await userEvent.type(within(solution).getByRole('textbox', { name: 'Link address' }), 'https://example.test/scene');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Changes saved.');
  expect(saves()[0]?.body).toMatchObject({
    solutionPlan: { materials: [{ type: 'link', name: 'Finished scene', url: 'https://example.test/scene' }] },
  });
});

it('hands the item to another owner picked from the user search', async () => {
  renderWithApp(() => <Harness />, { me: { ...ME, roles: ['learnEditor'] } });
  await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
  const owner = screen.getByRole('combobox', { name: 'Owner' });
  expect((owner as HTMLInputElement).value).toBe('Casey Creator');
  await userEvent.clear(owner);
  await userEvent.type(owner, 'rob');
  const option = await screen.findByRole('option', { name: /Robin Editor/ }, { timeout: 5000 });
  await waitFor(() => expect(calls.some((call) => call.url === '/api/creator/users?q=rob')).toBe(true));
  await userEvent.click(option);
  expect((owner as HTMLInputElement).value).toBe('Robin Editor');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Changes saved.');
  expect(saves()[0]?.body).toMatchObject({ ownerId: 'u_robin' });
});

it('says why a publish was refused, in the words of the rule', async () => {
  publishRefusal = {
    key: 'tutorial_exceed_lab_limit_1',
    fields: [{ path: 'sections.1', key: 'tutorial_exceed_lab_limit_1' }],
  };
  await renderEditor();
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText('A tutorial can have only one lab step.')).toBeTruthy();
  expect(screen.queryByRole('dialog', { name: 'Published' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Publish' }).hasAttribute('disabled')).toBe(false);
});

it('saves at once when the language changes (§4.1)', async () => {
  await renderEditor();
  await userEvent.click(screen.getByRole('button', { name: /Language/ }));
  await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'German' }));
  expect(await screen.findByText('Changes saved.')).toBeTruthy();
  expect(saves()[0]?.body).toMatchObject({ language: 'de' });
  expect(screen.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
});

it('keeps what was typed while a save was running', async () => {
  let release = () => {};
  saveGate = new Promise((resolve) => {
    release = resolve;
  });
  const title = (await renderEditor()) as HTMLInputElement;
  await userEvent.click(screen.getByRole('button', { name: /Language/ }));
  await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'German' }));
  await waitFor(() => expect(saves()).toHaveLength(1));
  await userEvent.type(title, ' v2');
  release();

  expect(await screen.findByText('Changes saved.')).toBeTruthy();
  expect(title.value).toBe('Build a kart v2');
  // The title typed meanwhile is still an unsaved change: the next save sends it.
  saveGate = null;
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saves()).toHaveLength(2));
  expect(saves()[1]?.body).toMatchObject({ title: 'Build a kart v2', language: 'de' });
  expect(saves()[1]?.headers['if-match']).toBe('"4"');
});

const Location = () => <output data-testid="location">{useRouterState({ select: (s) => s.location.href })}</output>;
const renderEditorWithLocation = async () => {
  renderWithApp(
    () => (
      <>
        <Harness />
        <Location />
      </>
    ),
    { me: ME, path: '/tutorial/ltu_7/edit' },
  );
  return screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
};

it('saves the changed tab before leaving the editor by its dashboard link (§2.12)', async () => {
  const title = await renderEditorWithLocation();
  await userEvent.type(title, ' v2');
  await userEvent.click(screen.getByRole('link', { name: '← Creator dashboard' }));

  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/creator/dashboard'));
  expect(saves().map((call) => call.url)).toEqual(['/api/learn/tutorial/ltu_7/general']);
  expect(saves()[0]?.body).toMatchObject({ title: 'Build a kart v2' });
});

it('stays in the editor when the save before leaving fails, and leaves an unchanged tab without one', async () => {
  saveAnswer = () => ({
    status: 400,
    json: { error: { key: 'error_isRequired', fields: [{ path: 'title', key: 'error_isRequired' }] } },
  });
  const title = await renderEditorWithLocation();
  await userEvent.type(title, '!');
  await userEvent.click(screen.getByRole('link', { name: '← Creator dashboard' }));
  expect(await screen.findByText('This field is required.')).toBeTruthy();
  expect(screen.getByTestId('location').textContent).toBe('/tutorial/ltu_7/edit');

  // Once the change is undone there is nothing to save, and the link simply leaves.
  await userEvent.type(title, '{Backspace}');
  await userEvent.click(screen.getByRole('link', { name: '← Creator dashboard' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/creator/dashboard'));
  expect(saves()).toHaveLength(1);
});

it('asks the browser to confirm closing the page only while changes are unsaved', async () => {
  const title = await renderEditor();
  const unload = () => window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
  expect(unload()).toBe(true);
  await userEvent.type(title, ' v2');
  expect(unload()).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Changes saved.');
  expect(unload()).toBe(true);
});

it('saves the changed tab before the browser goes Back, and stays when that save fails', async () => {
  // The browser's own history (Back and Forward are popstate there): the dashboard, then the editor.
  window.history.replaceState(null, '', '/creator/dashboard');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(['me'], ME);
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <TestLayout>
          <Harness />
          <Location />
        </TestLayout>
      ),
    }),
    history: createBrowserHistory(),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await router.navigate({ href: '/tutorial/ltu_7/edit' });
  const title = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });

  saveAnswer = () => ({
    status: 400,
    json: { error: { key: 'error_isRequired', fields: [{ path: 'title', key: 'error_isRequired' }] } },
  });
  await userEvent.type(title, ' v2');
  window.history.back();
  expect(await screen.findByText('This field is required.')).toBeTruthy();
  await waitFor(() => expect(window.location.pathname).toBe('/tutorial/ltu_7/edit'));
  expect(screen.getByTestId('location').textContent).toBe('/tutorial/ltu_7/edit');

  saveAnswer = null;
  window.history.back();
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/creator/dashboard'));
  expect(window.location.pathname).toBe('/creator/dashboard');
  expect(saves().map((call) => call.body)).toEqual([
    expect.objectContaining({ title: 'Build a kart v2' }),
    expect.objectContaining({ title: 'Build a kart v2' }),
  ]);
});

it('shows a plain creator the owner as text and never searches users', async () => {
  item = tutorial({ ownerId: 'u_robin', owner: { id: 'u_robin', displayName: 'Robin Editor' } });
  await renderEditor();
  const owner = screen.getByRole('textbox', { name: 'Owner' }) as HTMLInputElement;
  expect(owner.value).toBe('Robin Editor');
  expect(owner.readOnly).toBe(true);
  expect(screen.queryByRole('combobox', { name: 'Owner' })).toBeNull();
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), ' v2');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Changes saved.');
  // The owner stays as loaded, and no call went to the editors' user search.
  expect(saves()[0]?.body).toMatchObject({ ownerId: 'u_robin' });
  expect(calls.some((call) => call.url.startsWith('/api/creator/users'))).toBe(false);
});

/** A stand-in for the browser's EventSource: the test sends the server's `revision` events itself. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  /** The server's event saying the item is now at `revision`. */
  revision(revision: number) {
    const event = new MessageEvent('revision', { data: JSON.stringify({ revision }), lastEventId: String(revision) });
    for (const listener of this.listeners.get('revision') ?? []) listener(event);
  }
}

const followedStream = async () => {
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  return FakeEventSource.opened[0] as FakeEventSource;
};

describe('saved elsewhere while open (DESIGN §9)', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });

  it('opens the force-reload dialog as soon as another save is announced, without a save of its own', async () => {
    await renderEditor();
    const stream = await followedStream();
    expect(stream.url).toBe('/api/learn/tutorial/ltu_7/changes?revision=3');
    // The revision loaded is no news.
    act(() => stream.revision(3));
    expect(screen.queryByRole('dialog', { name: 'Updated elsewhere' })).toBeNull();

    item = tutorial({ title: 'Renamed in another tab', revision: 4 });
    act(() => stream.revision(4));
    const dialog = await screen.findByRole('dialog', { name: 'Updated elsewhere' });
    expect(saves()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Renamed in another tab'),
    );
    expect(screen.queryByRole('dialog', { name: 'Updated elsewhere' })).toBeNull();
    // The same stream, reconnected or not, tells of nothing past the reloaded revision: no dialog again.
    act(() => stream.revision(4));
    expect(screen.queryByRole('dialog', { name: 'Updated elsewhere' })).toBeNull();
  });

  it("takes no notice of this tab's own save, even when its event comes before the save's answer", async () => {
    let release = () => {};
    saveGate = new Promise((resolve) => {
      release = resolve;
    });
    const title = await renderEditor();
    const stream = await followedStream();
    await userEvent.type(title, ' v2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    // The save committed on the server: its notification overtakes its answer.
    act(() => stream.revision(4));
    release();
    expect(await screen.findByText('Changes saved.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Updated elsewhere' })).toBeNull();

    // A later save by someone else does open it.
    act(() => stream.revision(5));
    expect(await screen.findByRole('dialog', { name: 'Updated elsewhere' })).toBeTruthy();
  });

  it('closes the stream when the editor closes', async () => {
    await renderEditor();
    const stream = await followedStream();
    expect(stream.closed).toBe(false);
    cleanup();
    expect(stream.closed).toBe(true);
  });
});
