import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';

export type TJobRow = typeof jobs.$inferSelect;
export type TJobState = TJobRow['state'];

/** What a failed attempt's error keeps of its message (a stack or ffmpeg's stderr can be long). */
const ERROR_CHARS = 2000;

/**
 * Queues a job, in `db`'s transaction when it is one (the job exists exactly when the rows it works on do). With a
 * `key`, a job of the same kind and key already queued or running is kept and none is added: answers whether one was.
 */
export const enqueueJob = async (
  db: TDbOrTx,
  job: { kind: string; key?: string; payload?: Record<string, unknown>; maxAttempts?: number; runAfter?: Date },
) => {
  const inserted = await db
    .insert(jobs)
    .values({
      id: randomUUID(),
      kind: job.kind,
      key: job.key ?? null,
      payload: job.payload ?? {},
      maxAttempts: job.maxAttempts ?? 3,
      ...(job.runAfter ? { runAfter: job.runAfter } : {}),
    })
    .onConflictDoNothing({ target: [jobs.kind, jobs.key], where: sql`state in ('queued', 'running')` })
    .returning({ id: jobs.id });
  return inserted.length > 0;
};

/**
 * Claims one job of `kinds` for `workerId` in one statement: the oldest due `queued` one, or a `running` one whose
 * lease ran out (its worker died), with attempts left. Rows other workers are claiming are skipped, not waited for.
 */
export const claimJob = async (
  db: TDbOrTx,
  input: { kinds: readonly string[]; workerId: string; leaseMs: number },
): Promise<TJobRow | undefined> => {
  if (!input.kinds.length) return undefined;
  const kinds = sql.join(
    input.kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const [claimed] = await db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: input.workerId,
      leaseUntil: sql`now() + ${input.leaseMs} * interval '1 millisecond'`,
      updatedAt: sql`now()`,
    })
    .where(
      eq(
        jobs.id,
        sql`(select id from jobs
          where kind in (${kinds}) and attempts < max_attempts
            and ((state = 'queued' and run_after <= now()) or (state = 'running' and lease_until < now()))
          order by run_after, created_at
          limit 1
          for update skip locked)`,
      ),
    )
    .returning();
  return claimed;
};

/** Moves the lease of a job `workerId` holds on: false when it holds it no more (another worker took it over). */
export const renewLease = async (db: TDbOrTx, input: { id: string; workerId: string; leaseMs: number }) =>
  (
    await db
      .update(jobs)
      .set({ leaseUntil: sql`now() + ${input.leaseMs} * interval '1 millisecond'`, updatedAt: sql`now()` })
      .where(and(eq(jobs.id, input.id), eq(jobs.lockedBy, input.workerId), eq(jobs.state, 'running')))
      .returning({ id: jobs.id })
  ).length > 0;

const heldBy = (id: string, workerId: string) =>
  and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.state, 'running'));

/** Marks a job `workerId` holds done (it keeps `locked_by`: who finished it). */
export const completeJob = async (db: TDbOrTx, input: { id: string; workerId: string }) => {
  await db
    .update(jobs)
    .set({ state: 'done', leaseUntil: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(heldBy(input.id, input.workerId));
};

/**
 * Records a failed attempt of a job `workerId` holds: queued again after `retryInMs` while attempts are left, else
 * failed for good. Answers the state it ended in (undefined when the worker held it no more).
 */
export const failJob = async (
  db: TDbOrTx,
  input: { id: string; workerId: string; error: string; retryInMs: number },
): Promise<TJobState | undefined> => {
  const [row] = await db
    .update(jobs)
    .set({
      state: sql`case when ${jobs.attempts} < ${jobs.maxAttempts} then 'queued' else 'failed' end`,
      runAfter: sql`case when ${jobs.attempts} < ${jobs.maxAttempts}
        then now() + ${input.retryInMs} * interval '1 millisecond' else ${jobs.runAfter} end`,
      lockedBy: sql`case when ${jobs.attempts} < ${jobs.maxAttempts} then null else ${jobs.lockedBy} end`,
      leaseUntil: null,
      lastError: input.error.slice(-ERROR_CHARS),
      finishedAt: sql`case when ${jobs.attempts} < ${jobs.maxAttempts} then null else now() end`,
      updatedAt: sql`now()`,
    })
    .where(heldBy(input.id, input.workerId))
    .returning({ state: jobs.state });
  return row?.state;
};

/** Hands a job back unfinished (its worker is stopping): queued at once, the interrupted attempt not counted. */
export const releaseJob = async (db: TDbOrTx, input: { id: string; workerId: string }) => {
  await db
    .update(jobs)
    .set({
      state: 'queued',
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      runAfter: sql`now()`,
      lockedBy: null,
      leaseUntil: null,
      updatedAt: sql`now()`,
    })
    .where(heldBy(input.id, input.workerId));
};

/**
 * Jobs whose lease ran out on their last attempt (their worker died each time) are failed for good, as no one may
 * claim them again: answers how many.
 */
export const failAbandonedJobs = async (db: TDbOrTx) =>
  (
    await db
      .update(jobs)
      .set({
        state: 'failed',
        lastError: sql`coalesce(${jobs.lastError}, 'the lease ran out: its worker stopped')`,
        leaseUntil: null,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(
        and(eq(jobs.state, 'running'), lt(jobs.leaseUntil, sql`now()`), sql`${jobs.attempts} >= ${jobs.maxAttempts}`),
      )
      .returning({ id: jobs.id })
  ).length;

/** Deletes the jobs done more than `olderThanMs` ago: answers how many. Failed ones stay, with their error. */
export const pruneDoneJobs = async (db: TDbOrTx, olderThanMs: number) =>
  (
    await db
      .delete(jobs)
      .where(and(eq(jobs.state, 'done'), lt(jobs.finishedAt, sql`now() - ${olderThanMs} * interval '1 millisecond'`)))
      .returning({ id: jobs.id })
  ).length;

/** How many jobs there are of each kind and state (the metrics). */
export const countJobs = async (db: TDbOrTx) =>
  db
    .select({ kind: jobs.kind, state: jobs.state, count: sql<number>`count(*)::int` })
    .from(jobs)
    .groupBy(jobs.kind, jobs.state);

export const findJob = async (db: TDbOrTx, id: string): Promise<TJobRow | undefined> =>
  (await db.select().from(jobs).where(eq(jobs.id, id)).limit(1))[0];
