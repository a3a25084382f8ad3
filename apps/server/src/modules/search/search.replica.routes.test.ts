import type { THeaderSearchResult, TSearchResultSet } from '@questline/domain/schemas/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  insertPublishedItem,
  openTestDatabase,
  resultOf,
  signIn,
  type TTestContext,
} from '../../../test/test-app';
import type { TDatabase } from '../../db/client';
import { grantRoles } from '../users/users.repository';

/**
 * A read replica (DATABASE_READ_URL): search reads the catalogue there, while staff searching drafts read the primary.
 * The "replica" here is a second database that holds an item the primary does not, and the other way round, so
 * that each answer shows which database it came from. PostgreSQL only: replicas are a PostgreSQL deployment's.
 */
describe.skipIf(process.env.QUESTLINE_TEST_DATABASE !== 'postgres')('search on a read replica', () => {
  let ctx: TTestContext;
  let replica: TDatabase;
  let editor: string;

  /** Which of the two lanterns an answer names. */
  const lanternsIn = (result: unknown) =>
    ['Replica lantern', 'Primary lantern'].filter((title) => JSON.stringify(result).includes(title));
  const k = (...criteria: string[]) => encodeURIComponent(JSON.stringify(criteria));

  beforeAll(async () => {
    replica = await openTestDatabase();
    ctx = await createTestApp({}, { readDb: replica.db });
    await insertPublishedItem(replica.db, { slug: 'replica-lantern', title: 'Replica lantern' });
    await insertPublishedItem(ctx.db, { slug: 'primary-lantern', title: 'Primary lantern' });
    editor = await signIn(ctx.app, 'editor@replica.test');
    const me = resultOf<{ id: string }>(await injectAs(ctx.app, editor, 'GET', '/api/me'));
    await grantRoles(ctx.db, me.id, ['learnEditor']);
  });
  afterAll(async () => {
    await ctx.close();
    await replica.close();
  });

  it('answers learners’ searches and the header search from the replica', async () => {
    const found = resultOf<TSearchResultSet>(
      await injectAs(ctx.app, undefined, 'GET', `/api/learn/search?k=${k('query:lantern')}`),
    );
    expect(lanternsIn(found)).toEqual(['Replica lantern']);
    const header = resultOf<THeaderSearchResult>(
      await injectAs(ctx.app, undefined, 'GET', `/api/learn/headerSearch?k=${k('query:lantern')}`),
    );
    expect(lanternsIn(header)).toEqual(['Replica lantern']);
  });

  it('answers staff searching drafts from the primary, where their saves are', async () => {
    const found = resultOf<TSearchResultSet>(
      await injectAs(ctx.app, editor, 'GET', `/api/learn/search?admin=true&k=${k('query:lantern')}`),
    );
    expect(lanternsIn(found)).toEqual(['Primary lantern']);
  });
});
