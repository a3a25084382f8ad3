import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { useRouterState } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { demoUser, renderWithApp } from '../../test/render';
import { ToastProvider } from '../../ui/toast';
import { CreateView } from './create-page';
import { EditorView } from './editor-page';
import type { TTabKey } from './lib/editor-tabs';

const ME = demoUser({ id: 'u_creator', displayName: 'Casey Creator', roles: ['learnCreator'] });

/** A document as the export answers it: the client sends it back as it reads it. */
const DOCUMENT = {
  format: 'questline-learn-item',
  version: 1,
  type: 'tutorial',
  exportedAt: '2026-11-20T10:00:00.000Z',
  forms: { general: { title: 'Build a kart' }, steps: {}, details: {} },
  references: { items: [], files: [], users: [], tags: [] },
  signature: 'x'.repeat(43),
};

/** A tutorial draft as GET ?edit=true answers it. */
const tutorial = (overrides: Record<string, unknown> = {}) => ({
  language: 'en',
  title: 'Build a kart',
  description: richTextFromParagraphs(['Wheels first.']),
  thumbnailId: 'f1.png',
  isExercise: false,
  educatorPlan: null,
  solutionPlan: null,
  sections: [],
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
  ownerId: 'u_creator',
  revision: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  publishedAt: null,
  unPublishedTime: null,
  isExpired: false,
  source: null,
  ...overrides,
});

type TCall = { method: string; url: string; headers: Record<string, string>; body: unknown };
let calls: TCall[] = [];
/** The answer to the next import: status and body. */
let importAnswer: { status: number; json: unknown; etag?: string } = { status: 200, json: {} };

const json = (status: number, body: unknown, etag?: string) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...(etag ? { etag } : {}) },
  });

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, headers: (init.headers ?? {}) as Record<string, string>, body });
      if (method === 'POST' && url.endsWith('/import'))
        return json(importAnswer.status, importAnswer.json, importAnswer.etag);
      if (method === 'GET' && url === '/api/learn/tutorial/ltu_7/export')
        return new Response(JSON.stringify(DOCUMENT), {
          headers: {
            'content-type': 'application/json',
            'content-disposition': `attachment; filename="tutorial-____.json"; filename*=UTF-8''tutorial-${encodeURIComponent('карт')}.json`,
          },
        });
      if (method === 'GET' && url.startsWith('/api/learn/tutorial/ltu_7?edit=true'))
        return json(200, { result: tutorial() }, '"3"');
      return json(200, { result: { items: [] } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const imports = () => calls.filter((call) => call.method === 'POST' && call.url.endsWith('/import'));
const fileInput = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;
const exportedFile = (content: unknown = DOCUMENT, name = 'tutorial-build-a-kart.json') =>
  new File([typeof content === 'string' ? content : JSON.stringify(content)], name, { type: 'application/json' });

const Location = () => <output data-testid="location">{useRouterState({ select: (s) => s.location.href })}</output>;
const renderCreate = () =>
  renderWithApp(
    () => (
      <ToastProvider>
        <CreateView type="tutorial" skipPopup />
        <Location />
      </ToastProvider>
    ),
    { me: ME },
  );

it('sends a chosen file to the create import and reads out the refusal by its key', async () => {
  importAnswer = { status: 400, json: { error: { key: 'importJson_json_expired' } } };
  const view = renderCreate();
  const section = await screen.findByRole('region', { name: 'Start from an exported file' });
  const choose = within(section).getByRole('button', { name: 'Choose a file' });
  await userEvent.upload(fileInput(view.container), exportedFile());

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe('This file has expired or was not exported from this server: export the item again.');
  expect(imports()).toEqual([
    { method: 'POST', url: '/api/learn/tutorial/0/import', headers: expect.any(Object), body: DOCUMENT },
  ]);
  expect(choose.getAttribute('aria-describedby')).toBeTruthy();
  expect(screen.getByTestId('location').textContent).toBe('/');
  await expectNoSeriousAxeViolations(section);
});

it('names the places of the file a refusal points at', async () => {
  importAnswer = {
    status: 400,
    json: {
      error: {
        key: 'importJson_InvalidParameter_description',
        fields: [{ path: 'forms.steps.sections.0.body', key: 'importJson_InvalidParameter_description' }],
      },
    },
  };
  const view = renderCreate();
  await screen.findByRole('region', { name: 'Start from an exported file' });
  await userEvent.upload(fileInput(view.container), exportedFile());
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('The imported description is not valid.');
  expect(within(alert).getByRole('listitem').textContent).toBe('At forms.steps.sections.0.body');
});

it('refuses a file that is not JSON without sending it', async () => {
  const view = renderCreate();
  await screen.findByRole('region', { name: 'Start from an exported file' });
  await userEvent.upload(fileInput(view.container), exportedFile('{ not json', 'notes.json'));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'This file is not an item exported from Questline, or its version cannot be read by this server.',
  );
  expect(imports()).toEqual([]);
});

it('opens the new draft made from the file in its editor', async () => {
  importAnswer = {
    status: 200,
    json: { result: { item: tutorial({ id: 'ltu_9', revision: 1 }), warnings: [] } },
    etag: '"1"',
  };
  const view = renderCreate();
  await screen.findByRole('region', { name: 'Start from an exported file' });
  await userEvent.upload(fileInput(view.container), exportedFile());
  expect(await screen.findByText('/tutorial/ltu_9/edit')).toBeTruthy();
  expect(await screen.findByText('Imported tutorial-build-a-kart.json.')).toBeTruthy();
});

const EditorHarness = () => {
  const [tab, setTab] = useState<TTabKey>('g');
  return (
    <ToastProvider>
      <EditorView type="tutorial" id="ltu_7" tab={tab} onTabChange={setTab} />
    </ToastProvider>
  );
};

it('replaces the edited draft after a confirmation, with If-Match, and lists what was left out', async () => {
  importAnswer = {
    status: 200,
    json: {
      result: {
        item: tutorial({ title: 'Imported kart', revision: 4 }),
        warnings: [{ path: 'forms.details.skillIds.0', id: 'lsk_9', kind: 'item', reason: 'not_found' }],
      },
    },
    etag: '"4"',
  };
  renderWithApp(() => <EditorHarness />, { me: ME });
  await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
  await userEvent.click(screen.getByRole('button', { name: 'Import…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import a file' });
  await userEvent.upload(fileInput(dialog), exportedFile());

  await expectNoSeriousAxeViolations(dialog);
  const confirm = await screen.findByRole('dialog', { name: 'Replace this draft?' });
  expect(confirm).toBe(dialog);
  expect(imports()).toEqual([]);
  await userEvent.click(within(confirm).getByRole('button', { name: 'Replace the draft' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(imports()).toHaveLength(1);
  expect(imports()[0]).toMatchObject({ url: '/api/learn/tutorial/ltu_7/import', body: DOCUMENT });
  expect(imports()[0]?.headers['if-match']).toBe('"3"');
  const left = screen.getByRole('status', { name: 'Left out of the import (1)' });
  expect(left.textContent).toContain('Item lsk_9 at forms.details.skillIds.0: not found on this server.');
  await waitFor(() =>
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Imported kart'),
  );
});

it('downloads the export under the name the server gives, in any script', async () => {
  const saved: { name: string; href: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  renderWithApp(() => <EditorHarness />, { me: ME });
  await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  expect(await screen.findByText('Exported tutorial-карт.json.')).toBeTruthy();
  expect(saved).toEqual([{ name: 'tutorial-карт.json', href: expect.stringMatching(/^blob:/) }]);
  expect(calls.filter((call) => call.url.endsWith('/export'))).toHaveLength(1);
});
