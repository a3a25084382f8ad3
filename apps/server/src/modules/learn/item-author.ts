import { profileUrl } from '@questline/domain/rules/groups';
import type { TItemAuthor } from '@questline/domain/schemas/item';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { users } from '../../db/schema';

const PROVIDER: TItemAuthor = { provider: true };

/** Whether the configured learn authors (§6, LEARN_AUTHOR_IDS) name this user: by id, custom profile URL or address. */
export const isLearnAuthor = (
  user: { id: string; customProfileUrl: string | null; email: string },
  learnAuthors: readonly string[],
) =>
  learnAuthors.some(
    (entry) =>
      entry === user.id ||
      (user.customProfileUrl !== null && entry === user.customProfileUrl) ||
      entry.toLowerCase() === user.email.toLowerCase(),
  );

/**
 * Who a learner page names as an item's author (§1, §3.1 authorId): the person, with their avatar and profile link;
 * the provider for an item with no author (none set, or the account is gone) and for the learn authors' items
 * (decision 0074). One query, none without an author.
 */
export const itemAuthorOf = async (
  db: TDbOrTx,
  authorId: string | null,
  learnAuthors: readonly string[],
): Promise<TItemAuthor> => {
  if (!authorId) return PROVIDER;
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      image: users.image,
      customProfileUrl: users.customProfileUrl,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, authorId))
    .limit(1);
  if (!user || isLearnAuthor(user, learnAuthors)) return PROVIDER;
  return { provider: false, id: user.id, name: user.name, avatarUrl: user.image, profileUrl: profileUrl(user) };
};
