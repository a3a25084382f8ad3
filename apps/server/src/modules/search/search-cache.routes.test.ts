import type { THeaderSearchResult, TSearchResultSet } from '@questline/domain/schemas/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  insertPublishedItem,
  resultOf,
  signIn,
  type TTestContext,
} from '../../../test/test-app';
import { collections } from '../../db/schema';
import type { TContentRow } from '../content/content.repository';
import { saveItem } from '../content/content.service';
import { SEARCH_CHANGES_CHANNEL } from './search.repository';

let ctx: TTestContext;
let item: TContentRow;

beforeAll(async () => {
  ctx = await createTestApp();
  item = await insertPublishedItem(ctx.db, { slug: 'glacier-shader', title: 'Glacier shader' });
});
afterAll(() => ctx.close());

const titles = async () => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/learn/headerSearch?k=${encodeURIComponent(JSON.stringify(['query:glacier']))}`,
  });
  return resultOf<THeaderSearchResult>(response).results.map((row) => row.title);
};

it('keeps an answer until the catalogue changes, in this process or in another one', async () => {
  expect(await titles()).toEqual(['Glacier shader']);
  // A write that neither goes through the repository nor notifies: the kept answer is still served.
  await ctx.db.execute(sql`UPDATE search_documents SET listed = false WHERE item_id = ${item.id}`);
  expect(await titles()).toEqual(['Glacier shader']);
  // What another process's commit sends: the answer is dropped.
  await ctx.db.execute(sql`SELECT pg_notify(${SEARCH_CHANGES_CHANNEL}, '')`);
  await expect.poll(titles, { timeout: 5_000 }).toEqual([]);

  // A write of this process through content.service saveItem (which also notifies on commit) shows at once.
  await saveItem(ctx.db, item.id, { hidden: false });
  expect(await titles()).toEqual(['Glacier shader']);
});

it("serves one kept search page to every viewer with each viewer's own learner maps", async () => {
  const cookie = await signIn(ctx.app, 'saver@search-cache.test');
  const me = resultOf<{ id: string }>(await injectAs(ctx.app, cookie, 'GET', '/api/me'));
  await ctx.db.insert(collections).values({ userId: me.id, itemId: item.id, type: 'tutorial' });
  const url = `/api/learn/search?k=${encodeURIComponent(JSON.stringify(['query:glacier']))}`;
  const id = `ltu_${item.id}`;
  for (let round = 0; round < 2; round++) {
    const anonymous = await injectAs(ctx.app, undefined, 'GET', url);
    const saver = await injectAs(ctx.app, cookie, 'GET', url);
    expect(anonymous.headers['content-type']).toBe('application/json; charset=utf-8');
    const [seen, saved] = [resultOf<TSearchResultSet>(anonymous), resultOf<TSearchResultSet>(saver)];
    expect(seen.tutorialMap[id]?.title).toBe('Glacier shader');
    expect(seen.learner.collectMap).toEqual({});
    expect(saved.learner.collectMap).toEqual({ [id]: true });
    expect({ ...saved, learner: seen.learner }).toEqual(seen);
  }
});
