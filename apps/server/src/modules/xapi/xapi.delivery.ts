import { XAPI_VERSION } from '@questline/domain/rules/xapi';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TDb, TDbOrTx } from '../../db/client';
import { enqueueJob } from '../../lib/jobs/jobs.repository';
import { type TJobKind, wakeJobWorkers } from '../../lib/jobs/worker';
import { markDelivered, markRejected, outboxBatch, outboxHasStatements } from './xapi.repository';

/**
 * Delivery to the LRS (XAPI_LRS_URL) is a job of the database queue (lib/jobs, decision 0075): one live job, keyed,
 * drains the outbox oldest first. A 5xx, a network error, or an answer that says the LRS or its credentials are wrong
 * (401, 403, 404, 408, 429) fails the attempt, retried with the queue's backoff; statements stay in the outbox. A
 * statement the LRS refuses as such (another 4xx) is kept with the answer and not sent again.
 */
export const XAPI_DELIVERY_JOB = 'xapi.deliver';
const DELIVERY_KEY = 'lrs';
/** Tries of one delivery job: 30 s, 2 min, 8 min, 32 min, then hourly; after that the sweep queues a new one. */
const DELIVERY_ATTEMPTS = 10;
/** Statements one POST carries. */
const BATCH = 50;
/** How long the LRS may take to answer one POST. */
const REQUEST_TIMEOUT_MS = 30_000;
/** How often each process looks for statements left in the outbox with no job to deliver them. */
const SWEEP_MS = 60_000;
/** What an error keeps of the LRS's answer. */
const ANSWER_CHARS = 500;

export type TLrsConfig = { url: string; username?: string; password?: string };

/** Queues the delivery, in `db`'s transaction when it is one; a delivery queued or running already takes it. */
export const enqueueDelivery = (db: TDbOrTx) =>
  enqueueJob(db, { kind: XAPI_DELIVERY_JOB, key: DELIVERY_KEY, maxAttempts: DELIVERY_ATTEMPTS });

/** Answers that say nothing of the statements: the LRS, its address or the credentials are at fault, or it is busy. */
const TRANSIENT = new Set([401, 403, 404, 408, 425, 429]);
const isRefusal = (status: number) => status >= 400 && status < 500 && !TRANSIENT.has(status);

const statementsUrl = (base: string) => `${base.replace(/\/+$/, '')}/statements`;

const post = async (lrs: TLrsConfig, statements: readonly unknown[], signal: AbortSignal) => {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-experience-api-version': XAPI_VERSION,
  };
  if (lrs.username !== undefined)
    headers.authorization = `Basic ${Buffer.from(`${lrs.username}:${lrs.password ?? ''}`).toString('base64')}`;
  const response = await fetch(statementsUrl(lrs.url), {
    method: 'POST',
    headers,
    body: JSON.stringify(statements),
    signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
  });
  const text = (await response.text()).slice(0, ANSWER_CHARS);
  return { ok: response.ok, status: response.status, text };
};

class LrsUnavailable extends Error {}

/** Sends the outbox to the LRS, batch by batch, until it is empty; throws when the LRS cannot take it now. */
export const deliverOutbox = async (deps: { db: TDb; lrs: TLrsConfig }, signal: AbortSignal) => {
  const { db, lrs } = deps;
  for (;;) {
    const batch = await outboxBatch(db, BATCH);
    if (!batch.length) return;
    const answer = await post(
      lrs,
      batch.map((row) => row.statement),
      signal,
    );
    if (answer.ok) {
      await markDelivered(
        db,
        batch.map((row) => row.id),
      );
      continue;
    }
    if (!isRefusal(answer.status)) throw new LrsUnavailable(`the LRS answered ${answer.status}: ${answer.text}`);
    // The LRS takes a batch whole or not at all: sent one by one, the statements it refuses are found and kept.
    for (const row of batch) {
      const single = await post(lrs, [row.statement], signal);
      if (single.ok) await markDelivered(db, [row.id]);
      else if (isRefusal(single.status)) await markRejected(db, row.id, `${single.status} ${single.text}`);
      else throw new LrsUnavailable(`the LRS answered ${single.status}: ${single.text}`);
    }
  }
};

/** The delivery kind of job, for the worker of every process when XAPI_LRS_URL is set. */
export const xapiDeliveryJobKind = (deps: { db: TDb; lrs: TLrsConfig }): TJobKind => ({
  kind: XAPI_DELIVERY_JOB,
  run: (_job, signal) => deliverOutbox(deps, signal),
});

/** Queues a delivery when the outbox holds statements (idempotent: the key keeps one live job); answers whether. */
export const sweepOutbox = async (db: TDbOrTx) => {
  if (!(await outboxHasStatements(db))) return false;
  await enqueueDelivery(db);
  wakeJobWorkers();
  return true;
};

/**
 * At start and every minute, statements left in the outbox get a delivery job: those stored while the last job was
 * finishing, and those whose job gave up after its last attempt (the LRS was down for hours).
 */
export const registerOutboxSweep = (app: FastifyInstance, deps: { db: TDb; log: FastifyBaseLogger }) => {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    sweepOutbox(deps.db).catch((error: unknown) => deps.log.warn({ err: error }, 'xAPI outbox sweep failed'));
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(sweep, SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
