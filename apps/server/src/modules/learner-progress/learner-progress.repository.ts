import type { TLearnerProgressStatus } from '@questline/domain/schemas/learner-progress';
import { and, asc, count, desc, eq, gt, gte, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { contentItems, edlabSeats, groupMembers, records, users } from '../../db/schema';

/**
 * Whose progress an educator reads (decision 0076): a group's members but its owner, or the accounts whose e-mail
 * holds one of an edlab member's seats. Each learner comes with `from`, when the relation began (joined, seat
 * assigned): only records updated since then are read. `email` only for seats, whose addresses the educator typed.
 */
export type TLearnerScope = { kind: 'group'; groupId: number; ownerId: string } | { kind: 'edlab'; ownerId: string };

export type TLearnerProgressFilter = {
  type?: string;
  status?: TLearnerProgressStatus;
  learner?: string;
  since?: Date;
};

export type TLearnerProgressEntry = {
  userId: string;
  name: string;
  email: string | null;
  itemId: number;
  type: string;
  slug: string;
  title: string | null;
  questionsCount: number | null;
  completed: boolean;
  completedTime: Date | null;
  updatedTime: Date;
  data: (typeof records.$inferSelect)['data'];
};

const scopeOf = (db: TDbOrTx, scope: TLearnerScope) =>
  scope.kind === 'group'
    ? db
        .select({
          userId: groupMembers.userId,
          from: sql<Date>`${groupMembers.joinedAt}`.as('learner_since'),
          email: sql<string | null>`null::text`.as('learner_email'),
        })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, scope.groupId), ne(groupMembers.userId, scope.ownerId)))
        .as('learners')
    : db
        .select({
          userId: users.id,
          from: sql<Date>`${edlabSeats.assignedAt}`.as('learner_since'),
          email: sql<string | null>`${edlabSeats.email}`.as('learner_email'),
        })
        .from(edlabSeats)
        .innerJoin(users, eq(sql`lower(${users.email})`, edlabSeats.email))
        .where(eq(edlabSeats.ownerId, scope.ownerId))
        .as('learners');

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * A page of the scope's records with their learners and items, and how many match: only items learners may list
 * (published, not hidden, not internal, not expired); learners by name, each one's records most recently updated
 * first.
 */
export const learnerProgressPage = async (
  db: TDbOrTx,
  input: { scope: TLearnerScope; filter: TLearnerProgressFilter; offset: number; limit: number },
): Promise<{ rows: TLearnerProgressEntry[]; total: number }> => {
  const learners = scopeOf(db, input.scope);
  const { filter } = input;
  const pattern = filter.learner ? likePattern(filter.learner) : undefined;
  const where = and(
    eq(contentItems.status, 'published'),
    eq(contentItems.hidden, false),
    eq(contentItems.internalOnly, false),
    or(isNull(contentItems.unpublishedAt), gt(contentItems.unpublishedAt, sql`now()`)),
    gte(records.updatedTime, learners.from),
    filter.type ? eq(contentItems.type, filter.type) : undefined,
    filter.status ? eq(records.completed, filter.status === 'completed') : undefined,
    filter.since ? gte(records.updatedTime, filter.since) : undefined,
    pattern
      ? (or(
          ilike(users.name, pattern),
          input.scope.kind === 'edlab' ? ilike(learners.email, pattern) : undefined,
        ) as SQL)
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        userId: records.userId,
        name: users.name,
        email: learners.email,
        itemId: records.itemId,
        type: contentItems.type,
        slug: contentItems.slug,
        title: sql<string | null>`${contentItems.card} ->> 'title'`,
        questionsCount: sql<number | null>`(${contentItems.card} ->> 'questionsCount')::int`,
        completed: records.completed,
        completedTime: records.completedTime,
        updatedTime: records.updatedTime,
        data: records.data,
      })
      .from(records)
      .innerJoin(learners, eq(learners.userId, records.userId))
      .innerJoin(users, eq(users.id, records.userId))
      .innerJoin(contentItems, eq(contentItems.id, records.itemId))
      .where(where)
      .orderBy(asc(users.name), asc(records.userId), desc(records.updatedTime), asc(records.itemId))
      .offset(input.offset)
      .limit(input.limit),
    db
      .select({ total: count() })
      .from(records)
      .innerJoin(learners, eq(learners.userId, records.userId))
      .innerJoin(users, eq(users.id, records.userId))
      .innerJoin(contentItems, eq(contentItems.id, records.itemId))
      .where(where),
  ]);
  return { rows: rows as TLearnerProgressEntry[], total: Number(counted?.total ?? 0) };
};
