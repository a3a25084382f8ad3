import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { NEWEST_MIGRATION } from '../../db/migration-journal';
import type { TFileStore } from '../../lib/file-store';
import type { TSharedRedis } from '../../lib/redis';

/** What a readiness check waits for one dependency at most: a probe must answer even when one hangs. */
export const READY_CHECK_TIMEOUT_MS = 2000;

export type TDependency = 'database' | 'migrations' | 'redis' | 'fileStore';

const withTimeout = <T>(promise: Promise<T>, what: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer in ${READY_CHECK_TIMEOUT_MS} ms`)),
      READY_CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
};

/**
 * Whether the database answers and holds every migration of this build. A process started before a newer one
 * migrated is still ready (its schema is older, not missing); one whose database lacks a migration is not.
 */
const checkDatabase = async (db: TDb): Promise<TDependency | undefined> => {
  const result = (await db.execute(
    sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { newest: string | number | null }[] };
  const newest = Number(result.rows[0]?.newest ?? 0);
  return newest >= (NEWEST_MIGRATION?.when ?? 0) ? undefined : 'migrations';
};

/**
 * The dependencies a request may need that do not answer now, checked at once: the database and its migrations,
 * Redis when configured, and the file store (the S3 bucket, or DATA_DIR/files). Empty: ready.
 */
export const unreadyDependencies = async (deps: {
  db: TDb;
  redis?: TSharedRedis;
  fileStore: TFileStore;
}): Promise<{ dependency: TDependency; reason: string }[]> => {
  const checks: [TDependency, () => Promise<TDependency | undefined>][] = [['database', () => checkDatabase(deps.db)]];
  const { redis, fileStore } = deps;
  if (redis) checks.push(['redis', async () => void (await redis.client.ping())]);
  if (fileStore.check) checks.push(['fileStore', async () => void (await fileStore.check?.())]);
  const outcomes = await Promise.all(
    checks.map(async ([dependency, check]) => {
      try {
        const failed = await withTimeout(check(), dependency);
        return failed ? { dependency: failed, reason: 'pending migrations' } : undefined;
      } catch (error) {
        return { dependency, reason: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
  return outcomes.filter((outcome) => outcome !== undefined);
};
