import type { TDbOrTx } from '../../../db/client';
import { createLogger } from '../../../lib/logger';
import { type TTranscodeDeps, transcodeVideo } from './transcoder';
import { processingVideoIds } from './videos.repository';

/**
 * The transcode queue: one job at a time in this process (an ffmpeg run takes both cores), in the order they were
 * started. Jobs are rows of `videos` in `processing`: the queue holds nothing a restart would lose, because
 * `resumeVideoProcessing` queues those rows again on start.
 */
type TJob = { deps: TTranscodeDeps; videoId: string };

const pending: TJob[] = [];
let running: (TJob & { controller: AbortController; done: Promise<void> }) | undefined;
let idleWaiters: (() => void)[] = [];
/** Since the process started: videos the transcoder marked failed, and jobs that threw (for the metrics). */
const failures = { video: 0, job: 0 };

/** The log of jobs whose starter named none (tests that call the queue directly): the server's JSON lines. */
const fallbackLog = createLogger('info');

const sameJob = (a: TJob, b: TJob) => a.deps.db === b.deps.db && a.videoId === b.videoId;

const pump = () => {
  if (running) return;
  const job = pending.shift();
  if (!job) {
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
    return;
  }
  const controller = new AbortController();
  const done = transcodeVideo(job.deps, job.videoId, controller.signal)
    .then((outcome) => {
      if (outcome === 'failed') failures.video += 1;
    })
    .catch((error: unknown) => {
      failures.job += 1;
      // The job itself records ffmpeg's failures on the row; what lands here is the database or the store failing.
      (job.deps.log ?? fallbackLog).error({ err: error, videoId: job.videoId }, 'transcode failed');
    })
    .finally(() => {
      running = undefined;
      pump();
    });
  running = { ...job, controller, done };
};

/** Queues the processing of a `processing` video (once: a video already queued or running is not queued again). */
export const startTranscode = (deps: TTranscodeDeps, videoId: string) => {
  const job = { deps, videoId };
  if ((running && sameJob(running, job)) || pending.some((queued) => sameJob(queued, job))) return;
  pending.push(job);
  pump();
};

/** The queue's length (the running job included) and its failures so far, as the metrics read them (lib/metrics.ts). */
export const transcodeQueueStats = () => ({
  length: pending.length + (running ? 1 : 0),
  failures: { ...failures },
});

/** Resolves once no job is queued or running. */
export const whenTranscodesIdle = () =>
  !running && pending.length === 0 ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve));

/**
 * Drops the queued jobs of one database and kills its running ffmpeg (the server is closing): their rows stay
 * `processing` and are queued again on the next start.
 */
export const cancelTranscodes = async (db: TDbOrTx) => {
  for (let index = pending.length - 1; index >= 0; index--)
    if (pending[index]?.deps.db === db) pending.splice(index, 1);
  const current = running;
  if (current?.deps.db === db) {
    current.controller.abort();
    await current.done;
  }
  if (!running && pending.length === 0) pump();
};

/** On server start: queues every video left `processing` (by a restart, a crash or a cancelled job). */
export const resumeVideoProcessing = async (deps: TTranscodeDeps) => {
  for (const videoId of await processingVideoIds(deps.db)) startTranscode(deps, videoId);
};
