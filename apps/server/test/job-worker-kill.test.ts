import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { jobs } from '../src/db/schema';
import { enqueueJob, findJob } from '../src/lib/jobs/jobs.repository';
import { createProcessDatabase, PROCESS_TESTS_RUN } from './server-processes';

/**
 * Two worker processes on one PostgreSQL database: the one that claimed a job is killed outright mid-job, and the
 * other finishes the job once the dead one's lease has run out (docs/decisions/0075-database-job-queue.md).
 */
/** The test-only kind that job-worker-process.ts registers. */
const SLOW_JOB = 'test.slow';
const LEASE_MS = 1_000;
const JOB_MS = 3_000;

let database: Awaited<ReturnType<typeof createProcessDatabase>>;
const children = new Map<string, ChildProcess>();

const startWorker = (workerId: string, url: string) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', import.meta.resolve('tsx'), path.join(import.meta.dirname, 'job-worker-process.ts')],
      {
        env: { ...process.env, DATABASE_URL: url, WORKER_ID: workerId, LEASE_MS: String(LEASE_MS) },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const timer = setTimeout(() => reject(new Error(`worker ${workerId} did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('worker ready')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.once('exit', (code) => reject(new Error(`worker ${workerId} exited with ${code}:\n${output}`)));
    children.set(workerId, child);
  });

beforeAll(async () => {
  if (!PROCESS_TESTS_RUN) return;
  database = await createProcessDatabase('questline_jobs');
  await Promise.all(['worker-a', 'worker-b'].map((id) => startWorker(id, database.url)));
}, 120_000);

afterAll(async () => {
  for (const child of children.values()) {
    child.removeAllListeners('exit');
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
  await database?.stop();
});

it.skipIf(!PROCESS_TESTS_RUN)(
  'finishes in the other worker a job whose worker was killed mid-job, once its lease ran out',
  async () => {
    const { db } = database;
    await enqueueJob(db, { kind: SLOW_JOB, payload: { ms: JOB_MS }, maxAttempts: 3 });
    const [{ id } = { id: '' }] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, SLOW_JOB));

    const claimed = await vi.waitFor(
      async () => {
        const job = await findJob(db, id);
        if (job?.state !== 'running' || !job.lockedBy) throw new Error('not claimed yet');
        return job;
      },
      { timeout: 10_000, interval: 50 },
    );
    const victim = claimed.lockedBy as string;
    const survivor = victim === 'worker-a' ? 'worker-b' : 'worker-a';

    // Past its first lease the job is still the claimer's: its heartbeat renews the lease.
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS * 1.5));
    expect(await findJob(db, id)).toMatchObject({ state: 'running', lockedBy: victim, attempts: 1 });

    const child = children.get(victim) as ChildProcess;
    child.removeAllListeners('exit');
    const killed = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await killed;
    const killedAt = Date.now();

    const done = await vi.waitFor(
      async () => {
        const job = await findJob(db, id);
        if (job?.state !== 'done') throw new Error(`still ${job?.state} by ${job?.lockedBy}`);
        return job;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(done).toMatchObject({ lockedBy: survivor, attempts: 2, lastError: null });
    // The survivor waited for the lease to run out, then ran the whole job again.
    expect(Date.now() - killedAt).toBeGreaterThanOrEqual(JOB_MS);
  },
  60_000,
);
