import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { adminAudit } from '../src/db/schema';
import { openTestDatabase } from './test-app';

/**
 * Every test file gets the migrated template as it is: with PGlite the worker's one database is lent to one file at a
 * time and emptied when it is given back, so what a file wrote, and the identities it drew, never reach the next.
 */
it('lends an empty database each time: rows, identities and the earlier lease are gone', async () => {
  const first = await openTestDatabase();
  const write = () => first.db.insert(adminAudit).values({ action: 'probe', targetId: 'x' }).returning();
  const [written] = await write();
  expect(written?.id).toBe(1);
  await first.close();
  // A write the earlier file still had on its way fails, as on a closed database, instead of landing in the next.
  await expect(Promise.resolve().then(write)).rejects.toThrow();

  const second = await openTestDatabase();
  try {
    const { rows } = (await second.db.execute(sql`SELECT count(*)::int AS n FROM admin_audit`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows[0]?.n).toBe(0);
    const [again] = await second.db.insert(adminAudit).values({ action: 'probe', targetId: 'y' }).returning();
    expect(again?.id).toBe(1);
  } finally {
    await second.close();
  }
});
