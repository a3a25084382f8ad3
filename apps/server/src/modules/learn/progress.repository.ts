import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { contentItems } from '../../db/schema';
import type { TContentRow } from '../content/content.repository';

type TListField = 'assessmentItem' | 'assessmentItems' | 'missionIds' | 'prerequisiteIds';

/** The published document's list `field` holds `entry`, as jsonb containment reads it. */
const publishedHolds = (field: TListField, entry: unknown) =>
  sql`${contentItems.published} -> ${sql.raw(`'${field}'`)} @> ${JSON.stringify([entry])}::jsonb`;

const publishedOfType = async (db: TDbOrTx, type: string, conditions: SQL[]): Promise<TContentRow[]> =>
  conditions.length
    ? db
        .select()
        .from(contentItems)
        .where(and(eq(contentItems.type, type), eq(contentItems.status, 'published'), or(...conditions)))
        .orderBy(asc(contentItems.publishedAt), asc(contentItems.id))
    : [];

/** Published missions whose checkpoint (assessmentItem, §3.3) names any of `ids` (prefixed item ids). */
export const missionsAssessing = (db: TDbOrTx, ids: readonly string[]) =>
  publishedOfType(
    db,
    'mission',
    ids.map((id) => publishedHolds('assessmentItem', { value: id })),
  );

/** Published pathways holding any of `ids` as a mission, or naming it in their assessment items (§3.2). */
export const pathwaysAwaiting = (db: TDbOrTx, ids: readonly string[]) =>
  publishedOfType(
    db,
    'pathway',
    ids.flatMap((id) => [publishedHolds('missionIds', id), publishedHolds('assessmentItems', { value: id })]),
  );

/** Published pathways naming any of `ids` (prefixed item ids) in their assessment items (§3.2). */
export const pathwaysAssessing = (db: TDbOrTx, ids: readonly string[]) =>
  publishedOfType(
    db,
    'pathway',
    ids.map((id) => publishedHolds('assessmentItems', { value: id })),
  );

/** Published missions naming `missionId` (prefixed) as a prerequisite: its dependents (§3.3 dependentIds). */
export const dependentMissions = (db: TDbOrTx, missionId: string) =>
  publishedOfType(db, 'mission', [publishedHolds('prerequisiteIds', missionId)]);
