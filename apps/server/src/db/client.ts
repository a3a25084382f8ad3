import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from '../lib/data-dir-lock';
import * as schema from './schema';
import { nameRepeatedStatements } from './statement-names';

export type TSchema = typeof schema;
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
/** A database handle or an open transaction: repositories accept either. */
export type TDbOrTx = TDb | TTx;

/**
 * Calls `onMessage` on each NOTIFY on `channel` (sent when the notifying transaction commits, by any process) with its
 * payload, and with `lost: true` while the subscription is broken (a lost connection: notifications may have been
 * missed). Once it is back, one message without a payload says that anything may have changed meanwhile. Resolves to
 * the unsubscribe.
 */
export type TSubscribe = (
  channel: string,
  onMessage: (event: { lost: boolean; payload?: string }) => void,
) => Promise<() => Promise<void>>;

/** How a node-postgres pool is used right now: its open clients, the idle ones, and the queries waiting for one. */
export type TPoolStats = { total: number; idle: number; waiting: number };

export type TDatabase = {
  db: TDb;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  subscribe: TSubscribe;
  /** The pool's use, for the metrics (lib/metrics.ts); PGlite is one connection in this process and has none. */
  poolStats?: () => TPoolStats;
};

export const poolStatsOf = (pool: pg.Pool) => (): TPoolStats => ({
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
});

/** Where the database reports what goes wrong beside a query (the server's log). */
export type TDatabaseLog = { warn: (message: string) => void };

const RESUBSCRIBE_MS = 1000;

/** Socket failures and the SQLSTATEs of a server going away or not taking connections yet (classes 08 and 57P). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
]);

/**
 * Whether `error` (or what it wraps: drizzle wraps the driver's error as its cause) says the database cannot be
 * reached right now, as during a restart or a failover, rather than that the query failed.
 */
export const isDatabaseUnreachable = (error: unknown): boolean => {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    // node-postgres's own words for a connection that ended under a query or never opened.
    if (/^Connection terminated|^timeout exceeded when trying to connect/.test(current.message)) return true;
    current = current.cause;
  }
  return false;
};

/** LISTEN on a connection of its own, opened again after a loss (reported as lost until it is back). */
export const postgresSubscribe =
  (url: string): TSubscribe =>
  async (channel, onMessage) => {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
    let client: pg.Client | null = null;
    let closed = false;
    let retry: NodeJS.Timeout | undefined;
    const open = async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        if (message.channel === channel) onMessage({ lost: false, payload: message.payload });
      });
      next.on('error', () => {
        if (closed || client !== next) return;
        client = null;
        onMessage({ lost: true });
        next.end().catch(() => undefined);
        retry = setTimeout(() => void reopen(), RESUBSCRIBE_MS).unref();
      });
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      client = next;
    };
    const reopen = async () => {
      if (closed) return;
      try {
        await open();
        // Whatever changed while nobody listened is unknown: one more message drops what was kept meanwhile.
        onMessage({ lost: false });
      } catch {
        onMessage({ lost: true });
        retry = setTimeout(() => void reopen(), RESUBSCRIBE_MS).unref();
      }
    };
    await open();
    return async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    };
  };

/** PGlite's own LISTEN: one process holds the embedded database, so nothing is ever lost. */
export const pgliteSubscribe =
  (client: PGlite): TSubscribe =>
  async (channel, onMessage) => {
    const unsubscribe = await client.listen(channel, (payload) => onMessage({ lost: false, payload }));
    return () => unsubscribe();
  };

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** PostgreSQL at `url`: a pool, migrations under an advisory lock so that several processes may start at once. */
export const openPostgres = (url: string, options: { poolSize?: number; log?: TDatabaseLog } = {}): TDatabase => {
  const pool = nameRepeatedStatements(new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 }));
  // An idle client that loses its connection (a PostgreSQL restart, a failover) is dropped from the pool and replaced
  // on the next query; without a listener, that 'error' event would end the process.
  pool.on('error', (error) => options.log?.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as TDb;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(7263519)');
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock(7263519)').catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
    subscribe: postgresSubscribe(url),
    poolStats: poolStatsOf(pool),
  };
};

/** The embedded store: PGlite in `dataDir/pglite`, guarded by the data-dir lock. */
export const openPglite = async (dataDir: string, holder: string): Promise<TDatabase> => {
  const unlock = lockDataDir(dataDir, holder);
  try {
    const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
    const db = drizzlePglite(client, { schema }) as unknown as TDb;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
      subscribe: pgliteSubscribe(client),
      close: async () => {
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
};

export const openDatabase = (options: { databaseUrl?: string; dataDir: string; holder: string; log?: TDatabaseLog }) =>
  options.databaseUrl
    ? Promise.resolve(openPostgres(options.databaseUrl, { log: options.log }))
    : openPglite(options.dataDir, options.holder);

/** Production durability settings (DESIGN §1): warn when PostgreSQL would lose acknowledged writes. */
export const durabilityWarnings = async (database: TDatabase): Promise<string[]> => {
  if (database.kind !== 'postgres') return [];
  const warnings: string[] = [];
  for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes']) {
    const result = (await database.db.execute(sql.raw(`SELECT current_setting('${setting}') AS value`))) as {
      rows: { value: string }[];
    };
    const value = result.rows[0]?.value;
    if (value === 'off') warnings.push(`PostgreSQL ${setting} is off: committed data may be lost on a crash.`);
  }
  return warnings;
};
