/**
 * The lab frame (decision 0073), served by the play origin at `{playBaseUrl}/lab/` with a sandbox CSP and framed by a
 * lab step's page with `sandbox="allow-scripts"`: its origin is opaque, so nothing here can reach the platform's
 * cookies, storage or API. It takes the page's messages (packages/domain/src/lab/protocol.ts), runs the learner's code
 * in a worker of its own (the lab runtime, the same the server runs), draws the scene with three.js, and ends a worker
 * that stops answering: an endless loop stops the preview, never the page.
 */
import { type TLabFrameTexts, type TLabFromFrame, ZLabCheckRun, ZLabToFrame } from '@questline/domain/lab/protocol';
import { labRuntimeSource, type TLabSnapshot } from '@questline/domain/lab/runtime';
import { createRenderer } from './renderer';

/** How long the preview's worker may take for one frame, and a check run for all its checks. */
const FRAME_LIMIT_MS = 1_000;
const CHECK_LIMIT_MS = 3_000;

/** The worker: the runtime, and the glue that turns the frame's requests into calls of it. */
const WORKER_SOURCE = `
const lab = ${labRuntimeSource()}();
const textOf = (value) => {
  if (typeof value === 'string') return value;
  try { return JSON.stringify(value) ?? String(value); } catch { return String(value); }
};
const log = (level, values) => postMessage({ kind: 'log', level, text: values.map(textOf).join(' ').slice(0, 2000) });
let live = null;
onmessage = (event) => {
  const request = event.data;
  if (request.kind === 'check') return postMessage({ kind: 'checked', run: lab.runChecks(request.payload) });
  if (request.kind === 'start') {
    try {
      live = lab.createLive(request.scene, request.code, log);
    } catch (error) {
      live = null;
      postMessage({ kind: 'failed', error: lab.describe(error) });
    }
  }
  const objects = !live ? [] : request.kind === 'click' ? live.click(request.x, request.z) : live.tick(request.dt || 0);
  postMessage({ kind: 'frame', objects });
};
`;
const workerUrl = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }));

const toPage = (message: TLabFromFrame) => window.parent.postMessage(message, '*');

const canvas = document.getElementById('preview') as HTMLCanvasElement;
const notice = document.getElementById('message') as HTMLParagraphElement;
const renderer = createRenderer(canvas);
let texts: TLabFrameTexts | undefined;

/** A worker that must answer within `limitMs`, or is ended. */
const watchedWorker = (limitMs: number, onLimit: (reason: 'timeout' | 'memory' | 'error') => void) => {
  const worker = new Worker(workerUrl);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ended = false;
  const end = () => {
    ended = true;
    clearTimeout(timer);
    worker.terminate();
  };
  // A worker that runs out of memory dies with an error event and no message.
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    if (ended) return;
    end();
    onLimit(event.message ? 'error' : 'memory');
  });
  return {
    worker,
    end,
    get ended() {
      return ended;
    },
    send(message: unknown) {
      if (ended) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        end();
        onLimit('timeout');
      }, limitMs);
      worker.postMessage(message);
    },
    answered() {
      clearTimeout(timer);
    },
  };
};

/** The live preview: one tick per animation frame, the next only once the worker answered the last. */
let preview: ReturnType<typeof watchedWorker> | undefined;
let lastFrame = 0;
const startPreview = (scene: string, code: string) => {
  preview?.end();
  const current = watchedWorker(FRAME_LIMIT_MS, (reason) => toPage({ kind: 'lab:stopped', reason }));
  preview = current;
  current.worker.addEventListener('message', (event: MessageEvent) => {
    const answer = event.data as { kind: string; level?: string; text?: string; objects?: TLabSnapshot; error?: never };
    if (answer.kind === 'log')
      return toPage({ kind: 'lab:log', level: answer.level as 'log', text: String(answer.text) });
    if (answer.kind === 'failed') return toPage({ kind: 'lab:stopped', reason: 'error', error: answer.error });
    current.answered();
    draw(answer.objects ?? []);
    requestAnimationFrame((now) => {
      const dt = lastFrame ? Math.min((now - lastFrame) / 1000, 0.1) : 1 / 60;
      lastFrame = now;
      current.send({ kind: 'tick', dt });
    });
  });
  lastFrame = 0;
  current.send({ kind: 'start', scene, code });
};

const draw = (objects: TLabSnapshot) => {
  renderer?.draw(objects);
  if (texts) canvas.setAttribute('aria-label', texts.preview.replace('{{count}}', String(objects.length)));
};

/** A click (or Enter on the focused preview, at its centre) reaches the learner's onClick at that point of the ground. */
const clickAt = (x: number, z: number) => preview?.send({ kind: 'click', x, z });
canvas.addEventListener('click', (event) => {
  const point = renderer?.groundPointAt(event.offsetX / canvas.clientWidth, event.offsetY / canvas.clientHeight);
  if (point) clickAt(point.x, point.z);
});
canvas.addEventListener('keydown', (event) => {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  clickAt(0, 0);
});

/** A check run: a fresh worker, so the preview's state never leaks into the checks. */
const runChecks = (runId: string, payload: { scene: string; code: string; checks: string[] }) => {
  const run = watchedWorker(CHECK_LIMIT_MS, (reason) =>
    toPage({ kind: 'lab:checked', runId, outcome: reason === 'timeout' ? 'timeout' : 'memory' }),
  );
  run.worker.addEventListener('message', (event: MessageEvent) => {
    const answer = event.data as { kind: string; run?: string };
    if (answer.kind !== 'checked') return;
    run.end();
    const parsed = ZLabCheckRun.safeParse(JSON.parse(String(answer.run)));
    toPage({ kind: 'lab:checked', runId, outcome: 'done', run: parsed.success ? parsed.data : undefined });
  });
  run.send({ kind: 'check', payload: JSON.stringify(payload) });
};

window.addEventListener('message', (event) => {
  // Only the page that frames the lab speaks to it.
  if (event.source !== window.parent || window.parent === window) return;
  const parsed = ZLabToFrame.safeParse(event.data);
  if (!parsed.success) return;
  const message = parsed.data;
  if (message.kind === 'lab:run') {
    texts = message.texts;
    if (message.texts.lang) document.documentElement.lang = message.texts.lang;
    notice.hidden = Boolean(renderer);
    notice.textContent = renderer ? '' : message.texts.noWebgl;
    startPreview(message.scene, message.code);
  } else {
    runChecks(message.runId, { scene: message.scene, code: message.code, checks: message.checks });
  }
});

toPage({ kind: 'lab:ready' });
