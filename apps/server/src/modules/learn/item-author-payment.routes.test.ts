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
import { contentItems, users as usersTable } from '../../db/schema';
import { createUser } from '../users/users.service';
import { itemPaymentLink } from './item-payment';

let ctx: TTestContext;
const users: Record<string, string> = {};
let learnerCookie: string;
const STORE = 'https://store.example.test/checkout';

beforeAll(async () => {
  // The staff member is named by address, the other learn author by id (LEARN_AUTHOR_IDS takes both).
  ctx = await createTestApp({ learnAuthors: ['Staff@Example.test', 'team-mate'], paymentLinkBase: STORE });
  for (const name of ['creator', 'staff', 'learner', 'teammate']) {
    const user = await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email: `${name}@example.test`, password: 'password-123', name: `${name} person`, roles: [] },
    );
    users[name] = user.id;
  }
  learnerCookie = await signIn(ctx.app, 'learner@example.test', 'password-123');
}, 120_000);
afterAll(() => ctx.close());

let slugs = 0;
const publish = async (authorId: string | null, document: Record<string, unknown> = {}, type = 'tutorial') => {
  slugs += 1;
  const row = await insertPublishedItem(ctx.db, { slug: `sold-${slugs}`, title: `Item ${slugs}`, type, document });
  await ctx.db.update(contentItems).set({ authorId }).where(eq(contentItems.id, row.id));
  return row.slug;
};
const read = async (slug: string, cookie?: string, type = 'tutorial') =>
  resultOf<{ author: unknown; paymentItem?: unknown }>(
    await injectAs(ctx.app, cookie, 'GET', `/api/learn/${type}/${slug}`),
  );

describe('the author a learner page shows (§1, §3.1 authorId)', () => {
  it("shows a creator's item as theirs: name, avatar and profile link, to anonymous and signed-in readers", async () => {
    const slug = await publish(users.creator ?? '');
    const expected = {
      provider: false,
      id: users.creator,
      name: 'creator person',
      avatarUrl: null,
      profileUrl: `/u/${users.creator}`,
    };
    expect((await read(slug)).author).toEqual(expected);
    expect((await read(slug, learnerCookie)).author).toEqual(expected);
  });

  it("shows a learn author's item, and an item with no author, as the provider's", async () => {
    const staffs = await publish(users.staff ?? '');
    const authorless = await publish(null);
    for (const slug of [staffs, authorless]) {
      expect((await read(slug)).author).toEqual({ provider: true });
      expect((await read(slug, learnerCookie)).author).toEqual({ provider: true });
    }
  });

  it('names a learn author by custom profile URL too', async () => {
    await ctx.db
      .update(usersTable)
      .set({ customProfileUrl: 'team-mate' })
      .where(eq(usersTable.id, users.teammate ?? ''));
    expect((await read(await publish(users.teammate ?? ''))).author).toEqual({ provider: true });
  });
});

describe('the payment item (§2.2, §2.9, §9)', () => {
  it('answers the payment item with the detail, for the Paid label', async () => {
    const slug = await publish(users.creator ?? '', { paymentItem: { slug: 'lighting-pack', itemId: 'sku-7' } });
    expect((await read(slug)).paymentItem).toEqual({ slug: 'lighting-pack', itemId: 'sku-7' });
  });

  it('answers the store flow URL with item, locale, currency, seats and source', async () => {
    for (const type of ['tutorial', 'course', 'quiz']) {
      const slug = await publish(
        users.creator ?? '',
        { paymentItem: { slug: 'lighting-pack', itemId: 'sku-7' } },
        type,
      );
      const { url } = resultOf<{ url: string }>(
        await injectAs(ctx.app, undefined, 'GET', `/api/learn/${type}/${slug}/payment?locale=zh_CN`),
      );
      const parsed = new URL(url);
      expect(`${parsed.origin}${parsed.pathname}`).toBe(STORE);
      expect(Object.fromEntries(parsed.searchParams)).toEqual({
        item: 'sku-7',
        locale: 'zh_CN',
        currency: 'CNY',
        seats: '1',
        source: 'store',
      });
    }
  });

  it('answers paymentItem_InternalServerError for a payment item that cannot be resolved', async () => {
    for (const paymentItem of [
      { slug: 'lighting-pack', itemId: '' },
      { slug: '', itemId: 'sku-7' },
      { slug: 'lighting-pack', itemId: 'sku 7/../x' },
      { slug: 'lighting-pack' },
    ]) {
      const slug = await publish(users.creator ?? '', { paymentItem });
      const response = await injectAs(ctx.app, learnerCookie, 'GET', `/api/learn/tutorial/${slug}/payment`);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ error: { key: 'paymentItem_InternalServerError' } });
    }
  });

  it('answers not found for an item that is not sold', async () => {
    const slug = await publish(users.creator ?? '');
    const response = await injectAs(ctx.app, undefined, 'GET', `/api/learn/tutorial/${slug}/payment`);
    expect(response.statusCode).toBe(404);
    expect((response.json() as { error: { key: string } }).error.key).toBe('not_found');
  });

  it('answers paymentItem_InternalServerError when no store is configured', () => {
    const sold = { paymentItem: { slug: 'lighting-pack', itemId: 'sku-7' } };
    expect(() => itemPaymentLink(sold, undefined, 'en_US')).toThrow(
      expect.objectContaining({ key: 'paymentItem_InternalServerError' }),
    );
    expect(itemPaymentLink(sold, STORE, 'en_US')).toContain('item=sku-7');
  });
});
