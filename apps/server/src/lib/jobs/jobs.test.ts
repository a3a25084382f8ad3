import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import type { TDatabase, TDb } from '../../db/client';
import { jobs } from '../../db/schema';
import {
  claimJob,
  completeJob,
  countJobs,
  enqueueJob,
  failAbandonedJobs,
  failJob,
  findJob,
  pruneDoneJobs,
  releaseJob,
  renewLease,
} from './jobs.repository';
import { createJobWorker, defaultBackoffMs, wakeJobWorkers, whenJobWorkersIdle } from './worker';

/** The queue on this project's engine: PGlite in `server`, PostgreSQL in `server-postgres`. */
let database: TDatabase;
let db: TDb;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());
beforeEach(async () => {
  await db.delete(jobs);
});

const KIND = 'test.job';
const claim = (workerId: string, leaseMs = 60_000) => claimJob(db, { kinds: [KIND], workerId, leaseMs });
/** Moves a job's times back by `ms`, as if that long had passed. */
const age = (id: string, ms: number) =>
  db
    .update(jobs)
    .set({
      runAfter: sql`${jobs.runAfter} - ${ms} * interval '1 millisecond'`,
      leaseUntil: sql`${jobs.leaseUntil} - ${ms} * interval '1 millisecond'`,
      finishedAt: sql`${jobs.finishedAt} - ${ms} * interval '1 millisecond'`,
    })
    .where(eq(jobs.id, id));

describe('the job queue', () => {
  it('claims a due job once, oldest first, for its kinds only, with a lease', async () => {
    await enqueueJob(db, { kind: KIND, payload: { n: 1 } });
    await enqueueJob(db, { kind: KIND, payload: { n: 2 } });
    await enqueueJob(db, { kind: 'test.other' });
    await enqueueJob(db, { kind: KIND, payload: { n: 3 }, runAfter: new Date(Date.now() + 60_000) });

    // Claims racing each other (concurrent connections on PostgreSQL) never take the same job.
    const claimed = await Promise.all(['a', 'b', 'c', 'd'].map((worker) => claim(worker)));
    const taken = claimed.filter((job) => job !== undefined);
    expect(taken.map((job) => job.payload.n).sort()).toEqual([1, 2]);
    expect(new Set(taken.map((job) => job.lockedBy)).size).toBe(2);
    for (const job of taken) {
      expect(job).toMatchObject({ state: 'running', attempts: 1 });
      expect(job.leaseUntil?.getTime()).toBeGreaterThan(Date.now() + 50_000);
    }
    expect(await claim('e')).toBeUndefined();
  });

  it('keeps one queued or running job per kind and key', async () => {
    expect(await enqueueJob(db, { kind: KIND, key: 'v1' })).toBe(true);
    expect(await enqueueJob(db, { kind: KIND, key: 'v1' })).toBe(false);
    const job = await claim('a');
    expect(await enqueueJob(db, { kind: KIND, key: 'v1' })).toBe(false);
    await completeJob(db, { id: job?.id as string, workerId: 'a' });
    expect(await enqueueJob(db, { kind: KIND, key: 'v1' })).toBe(true);
  });

  it('renews the lease of its holder only, and claims a job again once its lease expired', async () => {
    await enqueueJob(db, { kind: KIND });
    const job = await claim('a', 1_000);
    if (!job) throw new Error('no job claimed');
    await age(job.id, 900);
    expect(await renewLease(db, { id: job.id, workerId: 'a', leaseMs: 1_000 })).toBe(true);
    expect((await findJob(db, job.id))?.leaseUntil?.getTime()).toBeGreaterThan(Date.now() + 500);
    expect(await claim('b')).toBeUndefined();

    // Its worker died: the lease runs out, and another worker takes it over with its next attempt.
    await age(job.id, 2_000);
    const again = await claim('b');
    expect(again).toMatchObject({ id: job.id, lockedBy: 'b', attempts: 2, state: 'running' });
    expect(await renewLease(db, { id: job.id, workerId: 'a', leaseMs: 1_000 })).toBe(false);
    await completeJob(db, { id: job.id, workerId: 'a' });
    expect((await findJob(db, job.id))?.state).toBe('running');
    await completeJob(db, { id: job.id, workerId: 'b' });
    expect(await findJob(db, job.id)).toMatchObject({ state: 'done', lockedBy: 'b', leaseUntil: null });
  });

  it('retries a failing job after its backoff, then fails it with its error after the last attempt', async () => {
    await enqueueJob(db, { kind: KIND, maxAttempts: 2 });
    const first = await claim('a');
    if (!first) throw new Error('no job claimed');
    expect(await failJob(db, { id: first.id, workerId: 'a', error: 'first failure', retryInMs: 30_000 })).toBe(
      'queued',
    );
    expect(await findJob(db, first.id)).toMatchObject({ state: 'queued', lastError: 'first failure', lockedBy: null });
    expect(await claim('a')).toBeUndefined();
    await age(first.id, 30_000);
    const second = await claim('b');
    expect(second).toMatchObject({ id: first.id, attempts: 2 });
    expect(await failJob(db, { id: first.id, workerId: 'b', error: 'second failure', retryInMs: 30_000 })).toBe(
      'failed',
    );
    const failed = await findJob(db, first.id);
    expect(failed).toMatchObject({ state: 'failed', lastError: 'second failure', attempts: 2 });
    expect(failed?.finishedAt).not.toBeNull();
    await age(first.id, 60_000);
    expect(await claim('c')).toBeUndefined();
  });

  it('fails a job whose lease expired on its last attempt, and releases a job without counting the attempt', async () => {
    await enqueueJob(db, { kind: KIND, maxAttempts: 1 });
    const job = await claim('a', 1_000);
    if (!job) throw new Error('no job claimed');
    await age(job.id, 2_000);
    expect(await claim('b')).toBeUndefined();
    expect(await failAbandonedJobs(db)).toBe(1);
    expect(await findJob(db, job.id)).toMatchObject({ state: 'failed', lastError: expect.stringMatching(/lease/) });

    await enqueueJob(db, { kind: KIND, maxAttempts: 1 });
    const next = await claim('a');
    if (!next) throw new Error('no job claimed');
    await releaseJob(db, { id: next.id, workerId: 'a' });
    expect(await findJob(db, next.id)).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null });
    expect(await claim('b')).toMatchObject({ id: next.id, attempts: 1 });
  });

  it('prunes done jobs after a while, keeping failed ones', async () => {
    await enqueueJob(db, { kind: KIND, maxAttempts: 1 });
    await enqueueJob(db, { kind: KIND, maxAttempts: 1 });
    const done = await claim('a');
    const failed = await claim('a');
    if (!done || !failed) throw new Error('no job claimed');
    await completeJob(db, { id: done.id, workerId: 'a' });
    await failJob(db, { id: failed.id, workerId: 'a', error: 'broken', retryInMs: 0 });
    expect(await pruneDoneJobs(db, 3_600_000)).toBe(0);
    await age(done.id, 7_200_000);
    await age(failed.id, 7_200_000);
    expect(await pruneDoneJobs(db, 3_600_000)).toBe(1);
    expect(await countJobs(db)).toEqual([{ kind: KIND, state: 'failed', count: 1 }]);
  });

  it('backs off 30 s, 2 min, 8 min, and at most an hour', () => {
    expect([1, 2, 3, 9].map(defaultBackoffMs)).toEqual([30_000, 120_000, 480_000, 3_600_000]);
  });
});

describe('a job worker', () => {
  it('runs the jobs woken for, renewing the lease while one works, and retries a failing one', async () => {
    const ran: number[] = [];
    const leases: number[] = [];
    const worker = createJobWorker({
      db,
      workerId: 'worker-1',
      leaseMs: 300,
      pollMs: 60_000,
      kinds: [
        {
          kind: KIND,
          backoffMs: () => 0,
          run: async (job) => {
            if (job.payload.fail && job.attempts < 2) throw new Error('not this time');
            // Longer than the lease: the heartbeat keeps it.
            for (let step = 0; step < 6; step++) {
              await new Promise((resolve) => setTimeout(resolve, 100));
              leases.push((await findJob(db, job.id))?.leaseUntil?.getTime() ?? 0);
            }
            ran.push(job.payload.n as number);
          },
        },
      ],
    });
    worker.start();
    try {
      await enqueueJob(db, { kind: KIND, payload: { n: 1 } });
      await enqueueJob(db, { kind: KIND, payload: { n: 2, fail: true } });
      // Woken, not polled: the poll interval is a minute.
      wakeJobWorkers();
      await vi.waitFor(() => expect(ran).toEqual([1, 2]), { timeout: 10_000 });
      await whenJobWorkersIdle();
      expect(new Set(leases).size).toBeGreaterThan(2);
      expect(Math.max(...leases)).toBeGreaterThan(Math.min(...leases) + 300);
      const rows = await db.select().from(jobs);
      expect(rows.map((row) => [row.state, row.attempts, row.lockedBy]).sort()).toEqual([
        ['done', 1, 'worker-1'],
        ['done', 2, 'worker-1'],
      ]);
      expect(rows.find((row) => row.attempts === 2)?.lastError).toBe('not this time');
    } finally {
      await worker.stop();
    }
  });

  it('on stopping, aborts the running job and hands it back queued', async () => {
    const started = vi.fn();
    const worker = createJobWorker({
      db,
      workerId: 'worker-2',
      pollMs: 20,
      kinds: [
        {
          kind: KIND,
          run: (_job, signal) =>
            new Promise((_resolve, reject) => {
              started();
              signal.addEventListener('abort', () => reject(signal.reason));
            }),
        },
      ],
    });
    worker.start();
    await enqueueJob(db, { kind: KIND });
    await vi.waitFor(() => expect(started).toHaveBeenCalled());
    await worker.stop();
    const [row] = await db.select().from(jobs);
    expect(row).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null, lastError: null });
  });
});
