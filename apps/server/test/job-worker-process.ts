/**
 * A job worker process on its own (DATABASE_URL, WORKER_ID, LEASE_MS) for the test that kills one mid-job
 * (job-worker-kill.test.ts): it runs lib/jobs' worker with one test-only kind, `test.slow`, whose job waits
 * `payload.ms` while its lease is renewed. It says `worker ready` once its loop runs, and stops on SIGTERM.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { TDb } from '../src/db/client';
import * as schema from '../src/db/schema';
import { createJobWorker } from '../src/lib/jobs/worker';

const SLOW_JOB = 'test.slow';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
const db = drizzle(pool, { schema }) as unknown as TDb;
const worker = createJobWorker({
  db,
  workerId: process.env.WORKER_ID,
  leaseMs: Number(process.env.LEASE_MS),
  pollMs: 100,
  log: { error: (...args: unknown[]) => console.error(...args), warn: (...args: unknown[]) => console.error(...args) },
  kinds: [
    {
      kind: SLOW_JOB,
      run: (job, signal) =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(resolve, Number(job.payload.ms));
          signal.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(signal.reason);
          });
        }),
    },
  ],
});
worker.start();
console.log('worker ready');
process.once('SIGTERM', async () => {
  await worker.stop();
  await pool.end();
  process.exit(0);
});
