import type { TDbOrTx } from '../../../db/client';
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
    .catch((error: unknown) => {
      // The job itself records ffmpeg's failures on the row; what lands here is the database or the store failing.
      process.stderr.write(
        `transcode of video ${job.videoId} failed: ${error instanceof Error ? error.stack : error}\n`,
      );
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
