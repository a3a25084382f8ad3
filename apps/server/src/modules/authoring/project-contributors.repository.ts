import { and, asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { projectContributors, users } from '../../db/schema';

export type TContributorRow = { id: string; name: string; image: string | null; customProfileUrl: string | null };

/** The ids of a project's contributors: what the authoring rights read (authoring.policy editTargetOf). */
export const contributorIdsOf = async (db: TDbOrTx, projectId: number): Promise<string[]> =>
  (
    await db
      .select({ userId: projectContributors.userId })
      .from(projectContributors)
      .where(eq(projectContributors.projectId, projectId))
  ).map((row) => row.userId);

/** A project's contributors with what names them, first added first. */
export const listContributors = (db: TDbOrTx, projectId: number): Promise<TContributorRow[]> =>
  db
    .select({ id: users.id, name: users.name, image: users.image, customProfileUrl: users.customProfileUrl })
    .from(projectContributors)
    .innerJoin(users, eq(users.id, projectContributors.userId))
    .where(eq(projectContributors.projectId, projectId))
    .orderBy(asc(projectContributors.addedAt), asc(users.id));

/** Adds a contributor; false when they already were one. */
export const insertContributor = async (
  db: TDbOrTx,
  row: { projectId: number; userId: string; addedBy: string },
): Promise<boolean> =>
  (
    await db
      .insert(projectContributors)
      .values(row)
      .onConflictDoNothing()
      .returning({ userId: projectContributors.userId })
  ).length > 0;

/** Removes a contributor; false when they were none. */
export const deleteContributor = async (db: TDbOrTx, projectId: number, userId: string): Promise<boolean> =>
  (
    await db
      .delete(projectContributors)
      .where(and(eq(projectContributors.projectId, projectId), eq(projectContributors.userId, userId)))
      .returning({ userId: projectContributors.userId })
  ).length > 0;
