import type { TLabFromFrame } from '@questline/domain/lab/protocol';
import type { TLearnLab } from '@questline/domain/schemas/item';
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../test/axe';
import { demoUser, renderWithApp } from '../../../test/render';
import { ExperienceProvider } from '../components/experience-dialog';
import type { TLearnExtends } from '../learn-types';
import { LabWorkspace } from './lab-workspace';

afterEach(() => vi.restoreAllMocks());

const PLAY_BASE = 'http://localhost:3000/play';
const EXTENDS_KEY = ['learn', 'tutorial', 'ltu_7', 'extends'];

const lab: TLearnLab = {
  scene: "scene.add({ name: 'cube', shape: 'cube' });",
  starter: 'function start(scene) {}',
  hints: ['Find the cube by its name.'],
  checks: [
    { message: 'The cube spins', code: "return lab.find('cube').rotation.y !== 0;" },
    { message: 'A sphere is added', code: "return lab.find('ball') !== undefined;" },
  ],
  version: 'v1',
};

type TCall = { method: string; path: string; body: unknown };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The lab endpoints and the embed settings; every call logged. */
const fakeServer = (savedCode: string | null) => {
  const calls: TCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost:3000');
    const method = init?.method ?? 'GET';
    calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url.pathname === '/api/embeds/settings') return json(200, { result: { playBaseUrl: PLAY_BASE } });
    if (url.pathname === '/api/learn/tutorial/ltu_7/lab/s2' && method === 'GET')
      return json(200, { result: { code: savedCode, passedTime: null } });
    if (url.pathname === '/api/learn/tutorial/ltu_7/lab/s2' && method === 'PUT')
      return json(200, { result: { updatedTime: '2026-01-01T00:00:00.000Z' } });
    if (url.pathname === '/api/learn/tutorial/ltu_7/lab/s2/verify')
      return json(200, {
        result: {
          results: [{ passed: true }, { passed: true }],
          progress: {
            recordMap: { ltu_7: { type: 'tutorial', completed: true, steps: { s2: { completed: true } } } },
            levelDetails: [],
            completedIds: [],
          },
        },
      });
    return json(404, { error: { key: 'not_found' } });
  });
  return calls;
};

/** Shows whether the page's extends hold the lab step as complete, as the step list reads it. */
const StepRecord = () => {
  const { data } = useQuery<TLearnExtends>({
    queryKey: EXTENDS_KEY,
    queryFn: () => Promise.resolve({ recordMap: {} } as unknown as TLearnExtends),
  });
  return <p data-testid="record">{data?.recordMap.ltu_7?.steps.s2?.completed ? 'complete' : 'open'}</p>;
};

const renderLab = (signedIn: boolean) =>
  renderWithApp(
    () => (
      <ExperienceProvider>
        <LabWorkspace id="ltu_7" sectionId="s2" lab={lab} language="en" signedIn={signedIn} extendsKey={EXTENDS_KEY} />
        <StepRecord />
      </ExperienceProvider>
    ),
    { me: signedIn ? demoUser() : null },
  );

/**
 * The lab frame, once the page shows it, with what the page posts to it. The test DOM loads no frame's page, so the
 * frame's window is a stand-in that records what it is sent.
 */
const openFrame = async () => {
  const frame = (await screen.findByTitle('Scene preview')) as HTMLIFrameElement;
  const posted = vi.fn();
  const target = { postMessage: posted } as unknown as Window;
  Object.defineProperty(frame, 'contentWindow', { value: target, configurable: true });
  const send = (data: TLabFromFrame, source: Window | null = target) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, source }));
    });
  return { frame, posted, send };
};

const editorText = () => screen.getByRole('textbox', { name: 'Your code' }).textContent;

it('opens the learner’s saved code, and runs it in the sandboxed frame once the frame is ready', async () => {
  const calls = fakeServer('spin(cube)');
  renderLab(true);

  await waitFor(() => expect(editorText()).toBe('spin(cube)'));
  const { frame, posted, send } = await openFrame();
  expect(frame.getAttribute('src')).toBe('http://localhost:3000/play/lab/');
  expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
  await send({ kind: 'lab:ready' });

  await waitFor(() =>
    expect(posted).toHaveBeenCalledWith(
      {
        kind: 'lab:run',
        scene: lab.scene,
        code: 'spin(cube)',
        texts: {
          lang: 'en-US',
          preview: 'Scene preview, objects in the scene: {{count}}',
          noWebgl: expect.stringContaining('WebGL'),
        },
      },
      '*',
    ),
  );
  expect(calls.filter((call) => call.path.includes('/lab/'))).toEqual([
    { method: 'GET', path: '/api/learn/tutorial/ltu_7/lab/s2', body: null },
  ]);
});

it('opens the starter code when the learner has saved none', async () => {
  fakeServer(null);
  renderLab(true);
  await waitFor(() => expect(editorText()).toBe(lab.starter));
  await screen.findByTitle('Scene preview');
  await expectNoSeriousAxeViolations();
});

it('ignores messages that do not come from its frame, or do not parse', async () => {
  fakeServer(null);
  renderLab(true);
  const { posted, send } = await openFrame();

  await send({ kind: 'lab:ready' }, window);
  await send({ kind: 'lab:log', level: 'log', text: 'from elsewhere' }, null);
  await send({ kind: 'lab:unknown' } as unknown as TLabFromFrame);
  expect(posted).not.toHaveBeenCalled();
  expect(screen.queryByText('from elsewhere')).toBeNull();
  expect(screen.getByRole('button', { name: 'Run' }).hasAttribute('disabled')).toBe(true);

  await send({ kind: 'lab:log', level: 'warn', text: 'from the frame' });
  expect(screen.getByRole('log').textContent).toContain('Warning: from the frame');
});

it('completes the step on the server once every check passes in the frame', async () => {
  const calls = fakeServer('spin(cube)');
  renderLab(true);
  await waitFor(() => expect(editorText()).toBe('spin(cube)'));
  const { posted, send } = await openFrame();
  await send({ kind: 'lab:ready' });

  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
  expect(posted).toHaveBeenLastCalledWith(
    {
      kind: 'lab:check',
      runId: '1',
      scene: lab.scene,
      code: 'spin(cube)',
      checks: lab.checks.map((check) => check.code),
    },
    '*',
  );
  await send({
    kind: 'lab:checked',
    runId: '1',
    outcome: 'done',
    run: { results: [{ passed: true }, { passed: true }], logs: [] },
  });

  expect(await screen.findByText('All checks passed. Step complete.')).toBeTruthy();
  expect(calls.find((call) => call.path.endsWith('/verify'))).toEqual({
    method: 'POST',
    path: '/api/learn/tutorial/ltu_7/lab/s2/verify',
    body: { code: 'spin(cube)', version: 'v1' },
  });
  expect(screen.getByTestId('record').textContent).toBe('complete');
  expect(screen.getAllByText('Passed')).toHaveLength(2);
});

it('shows a failed check’s message and error, and completes nothing', async () => {
  const calls = fakeServer(null);
  renderLab(true);
  await waitFor(() => expect(editorText()).toBe(lab.starter));
  const { send } = await openFrame();
  await send({ kind: 'lab:ready' });
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
  await send({
    kind: 'lab:checked',
    runId: '1',
    outcome: 'done',
    run: {
      results: [{ passed: true }, { passed: false, error: { message: 'ball is not defined', line: 3 } }],
      logs: [],
    },
  });

  const failed = await screen.findByText(/^Failed/);
  expect(failed.textContent).toBe('Failed · Error on line 3: ball is not defined');
  expect(failed.parentElement?.textContent).toContain('A sphere is added');
  expect(screen.getByText('Checks passed: 1 of 2.')).toBeTruthy();
  expect(calls.some((call) => call.path.endsWith('/verify'))).toBe(false);
});

it('runs a visitor’s checks in the frame without calling the API, and offers to sign in', async () => {
  const calls = fakeServer(null);
  renderLab(false);
  await waitFor(() => expect(editorText()).toBe(lab.starter));
  const { posted, send } = await openFrame();
  await send({ kind: 'lab:ready' });
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
  expect(posted).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'lab:check', code: lab.starter }), '*');
  await send({
    kind: 'lab:checked',
    runId: '1',
    outcome: 'done',
    run: { results: [{ passed: true }, { passed: true }], logs: [] },
  });

  expect(await screen.findByText('All checks passed.')).toBeTruthy();
  expect(calls.filter((call) => call.path.startsWith('/api/learn/'))).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in to save your work and complete the step' }));
  expect(await screen.findByRole('dialog', { name: 'Sign in to Questline' })).toBeTruthy();
});

it('says when the checks ran past the time limit', async () => {
  fakeServer(null);
  renderLab(false);
  const { send } = await openFrame();
  await send({ kind: 'lab:ready' });
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
  await send({ kind: 'lab:checked', runId: '1', outcome: 'timeout' });
  expect(await screen.findByText(/The checks stopped: your code took too long/)).toBeTruthy();
});

it('puts the starter code back on Reset, once confirmed, and keeps it a moment later', async () => {
  const calls = fakeServer('spin(cube)');
  renderLab(true);
  await waitFor(() => expect(editorText()).toBe('spin(cube)'));

  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reset your code?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));

  expect(editorText()).toBe(lab.starter);
  expect(screen.getByText('Saving…')).toBeTruthy();
  await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeTruthy(), { timeout: 3000 });
  expect(calls.find((call) => call.method === 'PUT')).toEqual({
    method: 'PUT',
    path: '/api/learn/tutorial/ltu_7/lab/s2',
    body: { code: lab.starter },
  });
  expect(await screen.findByText('Saved')).toBeTruthy();
});
