import type { THeaderSearchResult } from '@questline/domain/schemas/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, resultOf, type TTestContext } from '../../../test/test-app';
import { storedCard } from '../content/content.presenter';
import { insertItem, type TContentRow, updateItem } from '../content/content.repository';
import { SEARCH_CHANGES_CHANNEL } from './search-cache';

let ctx: TTestContext;
let item: TContentRow;

beforeAll(async () => {
  ctx = await createTestApp();
  const document = {
    title: 'Glacier shader',
    description: { type: 'doc', content: [] },
    descPlain: '',
    language: 'en',
    thumbnail: null,
    duration: 10,
    points: [],
    topicIds: [],
    industryIds: [],
  };
  item = await insertItem(ctx.db, {
    type: 'tutorial',
    slug: 'glacier-shader',
    status: 'published',
    language: 'en',
    draft: document,
    published: document,
    card: storedCard(document as Parameters<typeof storedCard>[0]),
    publishedAt: new Date(),
  });
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

  // A write of this process through the repository (which also notifies on commit) shows at once.
  await updateItem(ctx.db, item.id, { hidden: false });
  expect(await titles()).toEqual(['Glacier shader']);
});
