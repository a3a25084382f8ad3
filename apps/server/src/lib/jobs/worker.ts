import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { TDbOrTx } from '../../db/client';
import {
  claimJob,
  completeJob,
  failAbandonedJobs,
  failJob,
  pruneDoneJobs,
  releaseJob,
  renewLease,
  type TJobRow,
} from './jobs.repository';

/** One kind of job: what runs it, and how often and how far apart it is tried (docs/decisions/0075). */
export type TJobKind = {
  kind: string;
  /**
   * Does the job's work. Resolving marks it done; throwing is a failed attempt, retried with backoff while attempts
   * are left. `signal` aborts when the worker stops or loses the job's lease: the job should give up promptly.
   */
  run: (job: TJobRow, signal: AbortSignal) => Promise<void>;
  /** The wait before the retry after failed attempt `attempt` (1, 2, …). */
  backoffMs?: (attempt: number) => number;
};

export type TJobWorkerOptions = {
  db: TDbOrTx;
  kinds: readonly TJobKind[];
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** This worker's name in `jobs.locked_by`: host, process id and a random part unless given. */
  workerId?: string;
  /** How long a claim holds without renewal: a job whose worker died is claimed again this long after. */
  leaseMs?: number;
  /** How often a running job's lease is renewed; a third of the lease unless given. */
  heartbeatMs?: number;
  /** How often the worker looks for work when nothing woke it. */
  pollMs?: number;
  /** Done jobs are deleted this long after they finished. */
  keepDoneMs?: number;
};

/** Retries after 30 s, 2 min, 8 min, … at most an hour. */
export const defaultBackoffMs = (attempt: number) => Math.min(30_000 * 4 ** (attempt - 1), 3_600_000);

const PRUNE_EVERY_MS = 3_600_000;

/** What this process's workers count, for the metrics: failed attempts by kind since the process started. */
const attemptFailures = new Map<string, number>();
export const jobFailureCounts = () => new Map(attemptFailures);

/** Every worker running in this process: enqueueing wakes them, and `whenJobWorkersIdle` waits for them. */
const workers = new Set<TJobWorker>();

/** Wakes this process's workers at once (a job was just queued, or its transaction just committed). */
export const wakeJobWorkers = () => {
  for (const worker of workers) worker.wake();
};

/** Resolves once every worker of this process has found nothing left to claim and runs nothing. */
export const whenJobWorkersIdle = async () => {
  await Promise.all([...workers].map((worker) => worker.whenIdle()));
};

export type TJobWorker = ReturnType<typeof createJobWorker>;

/**
 * A worker loop: one job at a time (a transcode takes the host's cores), claimed from `jobs` whenever it is woken
 * or every `pollMs`. While a job runs its lease is renewed every `heartbeatMs`; a job whose lease this worker lost
 * (it stalled past the lease and another worker took the job over) is aborted. `stop` claims no more, aborts the
 * running job and hands it back queued.
 */
export const createJobWorker = (options: TJobWorkerOptions) => {
  const { db, log } = options;
  const byKind = new Map(options.kinds.map((kind) => [kind.kind, kind]));
  const kinds = [...byKind.keys()];
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const leaseMs = options.leaseMs ?? 60_000;
  const heartbeatMs = options.heartbeatMs ?? Math.max(Math.floor(leaseMs / 3), 50);
  const pollMs = options.pollMs ?? 2_000;
  const keepDoneMs = options.keepDoneMs ?? 7 * 24 * 3_600_000;

  let stopped = true;
  let loop: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let wakeUp: (() => void) | undefined;
  let woken = false;
  let controller: AbortController | undefined;
  let lastPrune = 0;
  let idleWaiters: (() => void)[] = [];

  const sleep = () =>
    new Promise<void>((resolve) => {
      if (woken || stopped) return resolve();
      wakeUp = resolve;
      timer = setTimeout(resolve, pollMs);
    }).finally(() => {
      clearTimeout(timer);
      wakeUp = undefined;
      woken = false;
    });

  const runOne = async (job: TJobRow) => {
    const kind = byKind.get(job.kind) as TJobKind;
    const current = new AbortController();
    controller = current;
    const heartbeat = setInterval(() => {
      renewLease(db, { id: job.id, workerId, leaseMs }).then(
        (held) => {
          if (!held) current.abort(new Error('the job lease was lost'));
        },
        (error: unknown) => log?.warn({ err: error, jobId: job.id }, 'job lease renewal failed'),
      );
    }, heartbeatMs);
    try {
      await kind.run(job, current.signal);
      if (!current.signal.aborted) await completeJob(db, { id: job.id, workerId });
      else if (stopped) await releaseJob(db, { id: job.id, workerId });
    } catch (error) {
      if (current.signal.aborted) {
        if (stopped) await releaseJob(db, { id: job.id, workerId });
        return;
      }
      attemptFailures.set(job.kind, (attemptFailures.get(job.kind) ?? 0) + 1);
      const message = error instanceof Error ? error.message : String(error);
      const state = await failJob(db, {
        id: job.id,
        workerId,
        error: message,
        retryInMs: (kind.backoffMs ?? defaultBackoffMs)(job.attempts),
      });
      log?.error({ err: error, jobId: job.id, kind: job.kind, attempt: job.attempts, state }, 'job failed');
    } finally {
      clearInterval(heartbeat);
      controller = undefined;
    }
  };

  const tick = async () => {
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await pruneDoneJobs(db, keepDoneMs);
    }
    await failAbandonedJobs(db);
    const job = await claimJob(db, { kinds, workerId, leaseMs });
    if (job) await runOne(job);
    return job !== undefined;
  };

  const run = async () => {
    while (!stopped) {
      let worked = false;
      try {
        worked = await tick();
      } catch (error) {
        if (!stopped) log?.error({ err: error }, 'job worker failed to reach the queue');
      }
      if (worked) continue;
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
      await sleep();
    }
  };

  const worker = {
    workerId,
    start: () => {
      if (!stopped || !kinds.length) return;
      stopped = false;
      workers.add(worker);
      loop = run();
    },
    wake: () => {
      woken = true;
      wakeUp?.();
    },
    /** Resolves after a look for work found none (now or later) and nothing runs. */
    whenIdle: () =>
      stopped
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            idleWaiters.push(resolve);
            worker.wake();
          }),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      workers.delete(worker);
      controller?.abort(new Error('the worker is stopping'));
      wakeUp?.();
      await loop;
      for (const resolve of idleWaiters.splice(0)) resolve();
    },
  };
  return worker;
};
