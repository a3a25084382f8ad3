import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { TDb } from '../../apps/server/src/db/client';
import * as schema from '../../apps/server/src/db/schema';

/**
 * The raw SQL time of what an endpoint runs: the server's own search code is called once on a database handle that
 * records every statement it sends, then those statements are replayed with the bare pg client `runs` times, one after
 * another on one connection, with no HTTP, validation or presenting around them.
 */
export type TStatement = { sql: string; params: unknown[] };

export const captureStatements = async (url: string, run: (db: TDb) => Promise<unknown>) => {
  const statements: TStatement[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const db = drizzle(pool, {
      schema,
      logger: { logQuery: (sql, params) => statements.push({ sql, params: [...params] }) },
    }) as unknown as TDb;
    await run(db);
  } finally {
    await pool.end();
  }
  return statements;
};

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/**
 * p50 and p95 over `runs` replays of the statements (each replay runs them all, in order, and counts the time of each),
 * after 20 warm-up runs.
 */
export const timeStatements = async (url: string, statements: readonly TStatement[], runs = 200) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const each = statements.map(() => [] as number[]);
    const replay = async () => {
      let total = 0;
      for (const [index, statement] of statements.entries()) {
        const started = performance.now();
        await client.query(statement.sql, statement.params);
        const took = performance.now() - started;
        each[index]?.push(took);
        total += took;
      }
      return total;
    };
    for (let run = 0; run < 20; run++) await replay();
    for (const times of each) times.length = 0;
    const totals: number[] = [];
    for (let run = 0; run < runs; run++) totals.push(await replay());
    totals.sort((a, b) => a - b);
    return {
      p50: percentile(totals, 50),
      p95: percentile(totals, 95),
      /** Each statement's p50, with its opening words, to see where the time goes. */
      perStatement: statements.map((statement, index) => ({
        sql: statement.sql.replace(/\s+/g, ' ').slice(0, 90),
        p50: percentile(
          [...(each[index] ?? [])].sort((a, b) => a - b),
          50,
        ),
      })),
    };
  } finally {
    await client.end();
  }
};
