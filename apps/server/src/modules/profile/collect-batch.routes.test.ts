import { itemId } from '@questline/domain/ids';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import type { TCollectBatchResult } from '@questline/domain/schemas/learner';
import type { TRecordListResult } from '@questline/domain/schemas/profile';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, sendAs, signIn, type TTestContext } from '../../../test/test-app';
import { collections } from '../../db/schema';
import { createItem, publishItem } from '../content/content.service';
import { createUser } from '../users/users.service';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const userIds: Record<string, string> = {};
const send = sendAs(() => ctx.app, cookies);
const ids = { first: '', second: '', course: '', draft: '' };

const make = async (type: 'tutorial' | 'course', title: string, published = true) => {
  const item = await createItem(ctx.db, {
    type,
    actorId: null,
    document: { title, description: richTextFromParagraphs([title]) },
  });
  if (published) await publishItem(ctx.db, { id: item.id, actorId: null });
  return itemId(type, item.id);
};
const saved = async (who: string) =>
  (
    await ctx.db
      .select({ itemId: collections.itemId })
      .from(collections)
      .where(eq(collections.userId, userIds[who] as string))
  ).map((row) => row.itemId);
const batch = (body: unknown, who?: string) => send('POST', '/api/learn/collect/batch', who, body);

beforeAll(async () => {
  ctx = await createTestApp();
  for (const name of ['learner', 'other']) {
    const user = await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email: `${name}@example.test`, password: 'password-123', name },
    );
    userIds[name] = user.id;
    cookies[name] = await signIn(ctx.app, `${name}@example.test`, 'password-123');
  }
  ids.first = await make('tutorial', 'First tutorial');
  ids.second = await make('tutorial', 'Second tutorial');
  ids.course = await make('course', 'A course');
  ids.draft = await make('tutorial', 'Draft tutorial', false);
}, 180_000);
afterAll(() => ctx.close());

describe('POST /api/learn/collect/batch', () => {
  it('refuses anonymous callers and malformed bodies', async () => {
    expect((await batch({ items: [{ id: ids.first, type: 'tutorial' }] })).statusCode).toBe(401);
    expect((await batch({ items: [] }, 'learner')).statusCode).toBe(400);
    expect((await batch({ items: [{ id: 'not an id', type: 'tutorial' }] }, 'learner')).statusCode).toBe(400);
    expect(await saved('learner')).toEqual([]);
  });

  it('saves nothing when one entry names no item the learner may save, and names that entry', async () => {
    const unknown = itemId('tutorial', 987_654);
    const response = await batch(
      {
        items: [
          { id: ids.first, type: 'tutorial' },
          { id: unknown, type: 'tutorial' },
          { id: ids.draft, type: 'tutorial' },
          { id: ids.course, type: 'tutorial' },
        ],
      },
      'learner',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        key: 'collect_ResourceNotFound_item',
        fields: [
          { path: 'items.1', key: 'collect_ResourceNotFound_item' },
          { path: 'items.2', key: 'collect_ResourceNotFound_item' },
          { path: 'items.3', key: 'collect_ResourceNotFound_item' },
        ],
      },
    });
    expect(await saved('learner')).toEqual([]);
  });

  it('saves every item in one go, keeps the ones already saved and answers how many were new', async () => {
    // The first tutorial is saved already (by the toggle): the batch keeps it saved, never takes it back.
    resultOf(await send('POST', '/api/learn/collect/toggle', 'learner', { id: ids.first, type: 'tutorial' }));
    const answer = resultOf<TCollectBatchResult>(
      await batch(
        {
          items: [
            { id: ids.first, type: 'tutorial' },
            { id: ids.second, type: 'tutorial' },
            { id: ids.course, type: 'course' },
            { id: ids.second, type: 'tutorial' },
          ],
        },
        'learner',
      ),
    );
    expect(answer).toEqual({
      collectMap: { [ids.first]: true, [ids.second]: true, [ids.course]: true },
      added: 2,
      message: 'saved_successfully',
    });
    expect((await saved('learner')).length).toBe(3);
    expect(await saved('other')).toEqual([]);
    const list = resultOf<TRecordListResult>(await send('GET', '/api/learn/collect/list?type=tutorial', 'learner'));
    expect(list.tutorialList?.itemIds.sort()).toEqual([ids.first, ids.second].sort());
    const types = await ctx.db
      .select({ type: collections.type })
      .from(collections)
      .where(and(eq(collections.userId, userIds.learner as string), eq(collections.type, 'course')));
    expect(types).toHaveLength(1);
  });
});
