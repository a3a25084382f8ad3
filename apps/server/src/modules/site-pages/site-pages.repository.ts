import { and, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { sitePages, users } from '../../db/schema';

export type TSitePageText = {
  locale: string;
  content: Record<string, unknown>;
  updatedAt: Date;
  updatedBy: string | null;
};

/** The saved texts of a page in the given locales, with the name of whoever saved each last. */
export const findPageTexts = async (db: TDbOrTx, page: string, locales: readonly string[]): Promise<TSitePageText[]> =>
  db
    .select({
      locale: sitePages.locale,
      content: sitePages.content,
      updatedAt: sitePages.updatedAt,
      updatedBy: users.name,
    })
    .from(sitePages)
    .leftJoin(users, eq(users.id, sitePages.updatedBy))
    .where(and(eq(sitePages.page, page), inArray(sitePages.locale, [...locales])));

/** Saves a page's text in one locale, whoever saved it before: one statement, so the last save wins. */
export const upsertPageText = async (
  db: TDbOrTx,
  input: { page: string; locale: string; content: Record<string, unknown>; updatedBy: string },
) => {
  const now = new Date();
  await db
    .insert(sitePages)
    .values({ ...input, updatedAt: now })
    .onConflictDoUpdate({
      target: [sitePages.page, sitePages.locale],
      set: { content: input.content, updatedBy: input.updatedBy, updatedAt: now },
    });
};
