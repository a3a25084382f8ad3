import type { TAuditAction, TAuditState } from '@questline/domain/schemas/admin-users';
import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client';
import { adminAudit, users } from '../../db/schema';

export type TAuditInsert = {
  /** Null: the command line. */
  actorId: string | null;
  action: TAuditAction;
  targetId: string;
  before: TAuditState | null;
  after: TAuditState | null;
};

/** Appends one entry; the only write admin_audit takes (its trigger refuses UPDATE, DELETE and TRUNCATE). */
export const insertAudit = async (db: TDbOrTx, entry: TAuditInsert) => {
  await db.insert(adminAudit).values(entry);
};

const actors = alias(users, 'actors');
const targets = alias(users, 'targets');

/** A page of entries, newest first, with the names and addresses of the users they name (null when gone). */
export const listAudit = (db: TDbOrTx, page: { limit: number; offset: number }) =>
  db
    .select({
      id: adminAudit.id,
      action: adminAudit.action,
      actorId: adminAudit.actorId,
      actorName: actors.name,
      actorEmail: actors.email,
      targetId: adminAudit.targetId,
      targetName: targets.name,
      targetEmail: targets.email,
      before: adminAudit.before,
      after: adminAudit.after,
      createdAt: adminAudit.createdAt,
    })
    .from(adminAudit)
    .leftJoin(actors, eq(actors.id, adminAudit.actorId))
    .leftJoin(targets, eq(targets.id, adminAudit.targetId))
    .orderBy(desc(adminAudit.id))
    .limit(page.limit)
    .offset(page.offset);
export type TAuditRow = Awaited<ReturnType<typeof listAudit>>[number];

export const countAudit = async (db: TDbOrTx) => (await db.select({ n: count() }).from(adminAudit))[0]?.n ?? 0;
