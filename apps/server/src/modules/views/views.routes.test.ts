import type { TSearchResultSet } from '@questline/domain/schemas/search';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  insertPublishedItem,
  resultOf,
  signIn,
  type TTestContext,
} from '../../../test/test-app';
import { itemViewers, itemViews, searchDocuments } from '../../db/schema';
import { grantRoles } from '../users/users.repository';
import { createDailySalt, createViewCounter, viewerKey } from './view-counter';

let ctx: TTestContext;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const who of ['learner', 'admin']) cookies[who] = await signIn(ctx.app, `${who}@views.test`);
  const adminId = resultOf<{ id: string }>(await injectAs(ctx.app, cookies.admin, 'GET', '/api/me')).id;
  await grantRoles(ctx.db, adminId, ['admin']);
});
afterAll(() => ctx.close());

const totalOf = async (itemId: number) =>
  (await ctx.db.select().from(searchDocuments).where(eq(searchDocuments.itemId, itemId)))[0]?.views;
const visitor = (address: string, userAgent = 'Firefox') => ({ userId: null, address, userAgent });

describe('the view counter', () => {
  it('buffers views, collapses repeats and writes them in one batch when flushed', async () => {
    const item = await insertPublishedItem(ctx.db, { slug: 'buffered', title: 'Buffered' });
    const counter = createViewCounter({ db: ctx.db, flushMs: 0 });
    counter.record(item.id, visitor('203.0.113.7'));
    counter.record(item.id, visitor('203.0.113.7'));
    counter.record(item.id, visitor('203.0.113.8'));
    counter.record(item.id, { userId: 'someone', address: '203.0.113.7', userAgent: 'Firefox' });
    expect(counter.pending()).toBe(3);
    // Nothing reaches the database until the flush.
    expect(await totalOf(item.id)).toBe(0);
    expect(await counter.flush()).toBe(3);
    expect(counter.pending()).toBe(0);
    expect(await totalOf(item.id)).toBe(3);
    const daily = await ctx.db.select().from(itemViews).where(eq(itemViews.itemId, item.id));
    expect(daily.map((row) => row.views)).toEqual([3]);
  });

  it('counts each viewer once a day, again the next day, and forgets the previous days’ viewers', async () => {
    const item = await insertPublishedItem(ctx.db, { slug: 'daily', title: 'Daily' });
    let now = new Date('2026-03-01T10:00:00Z');
    const counter = createViewCounter({ db: ctx.db, flushMs: 0, now: () => now });
    counter.record(item.id, visitor('198.51.100.1'));
    await counter.flush();
    now = new Date('2026-03-01T23:59:00Z');
    counter.record(item.id, visitor('198.51.100.1'));
    expect(await counter.flush()).toBe(0);
    now = new Date('2026-03-02T00:01:00Z');
    counter.record(item.id, visitor('198.51.100.1'));
    expect(await counter.flush()).toBe(1);
    const daily = await ctx.db.select().from(itemViews).where(eq(itemViews.itemId, item.id));
    expect(daily.map((row) => [row.day, row.views]).sort()).toEqual([
      ['2026-03-01', 1],
      ['2026-03-02', 1],
    ]);
    expect(await totalOf(item.id)).toBe(2);
    const marks = await ctx.db.select().from(itemViewers).where(eq(itemViewers.itemId, item.id));
    expect(marks.map((mark) => mark.day)).toEqual(['2026-03-02']);
  });

  it('writes what is left when it stops', async () => {
    const item = await insertPublishedItem(ctx.db, { slug: 'stopped', title: 'Stopped' });
    const counter = createViewCounter({ db: ctx.db, flushMs: 60_000 });
    counter.start();
    counter.record(item.id, visitor('192.0.2.1'));
    await counter.stop();
    expect(await totalOf(item.id)).toBe(1);
  });
});

describe('anonymous viewers', () => {
  it('are told apart by a salted hash that holds neither the address nor the salt, under a salt of the day', () => {
    const saltOf = createDailySalt();
    const who = visitor('203.0.113.45', 'Mozilla/5.0 (X11; Linux x86_64)');
    const key = viewerKey(who, '2026-03-01', saltOf);
    expect(key).toMatch(/^a:[A-Za-z0-9_-]{22}$/);
    expect(key).not.toContain('203.0.113.45');
    expect(key).not.toContain('203');
    expect(key).not.toContain('Mozilla');
    expect(key).not.toContain(saltOf('2026-03-01').toString('base64url').slice(0, 8));
    // The same visitor the same day is the same viewer; another address or agent another one.
    expect(viewerKey(who, '2026-03-01', saltOf)).toBe(key);
    expect(viewerKey({ ...who, address: '203.0.113.46' }, '2026-03-01', saltOf)).not.toBe(key);
    expect(viewerKey({ ...who, userAgent: 'curl' }, '2026-03-01', saltOf)).not.toBe(key);
    // The next day's salt is a new one: yesterday's hash cannot be matched today.
    expect(viewerKey(who, '2026-03-02', saltOf)).not.toBe(key);
    expect(viewerKey({ ...who, userId: 'u1' }, '2026-03-02', saltOf)).toBe('u:u1');
  });

  it('store no address anywhere in the counts', async () => {
    const item = await insertPublishedItem(ctx.db, { slug: 'private', title: 'Private' });
    const counter = createViewCounter({ db: ctx.db, flushMs: 0 });
    counter.record(item.id, visitor('203.0.113.99'));
    await counter.flush();
    const stored = JSON.stringify([
      await ctx.db.select().from(itemViewers).where(eq(itemViewers.itemId, item.id)),
      await ctx.db.select().from(itemViews).where(eq(itemViews.itemId, item.id)),
    ]);
    expect(stored).not.toContain('203.0.113.99');
    expect(stored).toContain('"viewer":"a:');
  });
});

describe('views of detail pages', () => {
  it('counts a learner’s read of the item route, once a day, into statsMap and the admin search’s views sort', async () => {
    const quiet = await insertPublishedItem(ctx.db, { slug: 'viewprobe-quiet', title: 'Viewprobe quiet' });
    const busy = await insertPublishedItem(ctx.db, { slug: 'viewprobe-busy', title: 'Viewprobe busy' });
    const some = await insertPublishedItem(ctx.db, { slug: 'viewprobe-some', title: 'Viewprobe some' });
    const read = (slug: string, who?: string, address = '198.51.100.20') =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/learn/tutorial/${slug}`,
        remoteAddress: address,
        headers: { 'user-agent': 'Browser', ...(who ? { cookie: cookies[who] } : {}) },
      });
    for (const address of ['198.51.100.21', '198.51.100.22', '198.51.100.23'])
      await read('viewprobe-busy', undefined, address);
    await read('viewprobe-busy', 'learner');
    await read('viewprobe-busy', 'learner');
    await read('viewprobe-some', undefined, '198.51.100.21');
    await read('viewprobe-some', undefined, '198.51.100.21');
    // An editor's read is not a view.
    await ctx.app.inject({
      method: 'GET',
      url: '/api/learn/tutorial/viewprobe-quiet?edit=true',
      headers: { cookie: cookies.admin as string },
    });
    await ctx.app.viewCounter.flush();
    expect([await totalOf(busy.id), await totalOf(some.id), await totalOf(quiet.id)]).toEqual([4, 1, 0]);
    const k = encodeURIComponent(JSON.stringify(['query:viewprobe']));
    const result = resultOf<TSearchResultSet>(
      await injectAs(ctx.app, cookies.admin, 'GET', `/api/learn/search?k=${k}&admin=true&ob=views`),
    );
    expect(result.results.map((entry) => entry[entry.type]?.id)).toEqual([
      `ltu_${busy.id}`,
      `ltu_${some.id}`,
      `ltu_${quiet.id}`,
    ]);
    expect(result.statsMap[`ltu_${busy.id}`]?.viewCount).toBe(4);
    const extendsOf = resultOf<{ tutorialData: { statsMap: Record<string, { viewCount: number }> } }>(
      await injectAs(ctx.app, cookies.learner, 'GET', `/api/learn/tutorial/ltu_${busy.id}/extends`),
    );
    expect(extendsOf.tutorialData.statsMap[`ltu_${busy.id}`]?.viewCount).toBe(4);
  });
});
