import { itemId } from '@questline/domain/ids';
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
import { SEARCH_CHANGES_CHANNEL } from '../search/search.repository';
import type { TContentRow } from './content.repository';
import { saveItem } from './content.service';

let ctx: TTestContext;
let item: TContentRow;
let learner: string;

beforeAll(async () => {
  ctx = await createTestApp();
  item = await insertPublishedItem(ctx.db, { slug: 'glacier-shader', title: 'Glacier shader' });
  learner = await signIn(ctx.app, 'reader@read-cache.test');
});
afterAll(() => ctx.close());

const read = (url: string, cookie?: string) => injectAs(ctx.app, cookie, 'GET', url);
const titleOf = async (url: string, cookie?: string) => resultOf<{ title: string }>(await read(url, cookie)).title;
const homeTitles = async () =>
  resultOf<{ sections: { items: { title: string }[] }[] }>(await read('/api/learn/home')).sections.flatMap((section) =>
    section.items.map((card) => card.title),
  );

/** A change written straight to the table: it neither goes through content.service nor notifies anyone. */
const retitleSilently = (title: string) =>
  ctx.db.execute(sql`
    UPDATE content_items
    SET published = jsonb_set(published, '{title}', to_jsonb(${title}::text)),
        card = jsonb_set(card, '{title}', to_jsonb(${title}::text))
    WHERE id = ${item.id}`);

it("keeps what anonymous visitors read until the catalogue changes, in this process or another one's", async () => {
  const detail = await read('/api/learn/tutorial/glacier-shader');
  expect([detail.statusCode, detail.json().result.title, detail.headers.etag]).toEqual([
    200,
    'Glacier shader',
    `"${item.revision}"`,
  ]);
  expect(detail.headers['content-type']).toBe('application/json; charset=utf-8');
  expect((await read('/api/learn/tutorial/glacier-shader/extends')).statusCode).toBe(200);
  expect(await homeTitles()).toContain('Glacier shader');

  await retitleSilently('Glacier shader, revised');
  // Anonymous visitors are answered what was kept; a signed-in reader reads the item itself.
  const kept = await read('/api/learn/tutorial/glacier-shader');
  expect([kept.json().result.title, kept.headers.etag]).toEqual(['Glacier shader', `"${item.revision}"`]);
  expect(await homeTitles()).toContain('Glacier shader');
  expect(await titleOf('/api/learn/tutorial/glacier-shader', learner)).toBe('Glacier shader, revised');

  // What another process's commit sends: every kept answer is dropped.
  await ctx.db.execute(sql`SELECT pg_notify(${SEARCH_CHANGES_CHANNEL}, '')`);
  await expect
    .poll(() => titleOf('/api/learn/tutorial/glacier-shader'), { timeout: 5_000 })
    .toBe('Glacier shader, revised');
  expect(await homeTitles()).toContain('Glacier shader, revised');

  // A write of this process through content.service shows at once.
  await saveItem(ctx.db, item.id, { premium: true });
  const refused = await read('/api/learn/tutorial/glacier-shader');
  expect([refused.statusCode, refused.json().error.key]).toEqual([403, 'premium_required']);
  await saveItem(ctx.db, item.id, { premium: false });
  expect(await titleOf('/api/learn/tutorial/glacier-shader')).toBe('Glacier shader, revised');
});

it('answers each way of naming an item, and a refusal, without mixing them up', async () => {
  const byId = await read(`/api/learn/tutorial/${itemId('tutorial', item.id)}`);
  expect(byId.json().result.slug).toBe('glacier-shader');
  const missing = await read('/api/learn/tutorial/no-such-tutorial');
  expect([missing.statusCode, missing.json().error.key]).toEqual([404, 'not_found']);
  expect((await read('/api/learn/quiz/glacier-shader')).statusCode).toBe(404);
});
