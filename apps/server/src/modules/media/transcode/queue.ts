import type { TDbOrTx } from '../../../db/client';
import { enqueueJob } from '../../../lib/jobs/jobs.repository';
import { type TJobKind, wakeJobWorkers, whenJobWorkersIdle } from '../../../lib/jobs/worker';
import { type TTranscodeDeps, transcodeVideo } from './transcoder';
import { processingVideoIds } from './videos.repository';

/**
 * Transcodes are jobs of the database queue (lib/jobs, docs/decisions/0075-database-job-queue.md), one per video
 * (keyed by its id), run by a worker of whichever process claims it: one at a time per process, as ffmpeg takes the
 * host's cores. The transcoder marks an unreadable source `failed` itself; an attempt that throws (the database or
 * the file store failing) is retried.
 */
export const TRANSCODE_JOB = 'video.transcode';

/** Tries of a transcode whose attempts throw, 30 s then 2 min apart. */
const TRANSCODE_ATTEMPTS = 3;

/** The transcode kind of job, for a worker of a process where ffmpeg runs. */
export const transcodeJobKind = (deps: TTranscodeDeps): TJobKind => ({
  kind: TRANSCODE_JOB,
  run: async (job, signal) => {
    await transcodeVideo(deps, String(job.payload.videoId), signal);
  },
});

/**
 * Queues the transcode of a `processing` video, in `db`'s transaction when it is one (a video already queued or
 * running is not queued again). The caller wakes this process's workers once the transaction has committed.
 */
export const enqueueTranscode = (db: TDbOrTx, videoId: string) =>
  enqueueJob(db, { kind: TRANSCODE_JOB, key: videoId, payload: { videoId }, maxAttempts: TRANSCODE_ATTEMPTS });

/** Resolves once this process's workers have nothing left to claim and run nothing (tests, the demo seed). */
export const whenTranscodesIdle = whenJobWorkersIdle;

/**
 * On server start: queues every video left `processing` without a job (rows from before the queue, or queued by a
 * process that had no ffmpeg); those with one keep it.
 */
export const resumeVideoProcessing = async (db: TDbOrTx) => {
  let queued = false;
  for (const videoId of await processingVideoIds(db)) queued = (await enqueueTranscode(db, videoId)) || queued;
  if (queued) wakeJobWorkers();
};
