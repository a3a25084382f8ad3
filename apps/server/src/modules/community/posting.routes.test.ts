import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, resultOf, signIn, type TTestContext } from '../../../test/test-app';
import { grantRoles } from '../users/users.repository';
import { isPostingBlocked } from './community.repository';
import { claimPostingSlot } from './posting';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const who of ['poster', 'moderator', 'learner']) {
    cookies[who] = await signIn(ctx.app, `${who}@posting.test`);
    ids[who] = resultOf<{ id: string }>(await injectAs(ctx.app, cookies[who], 'GET', '/api/me')).id;
  }
  await grantRoles(ctx.db, ids.moderator as string, ['learnModerator']);
});
afterAll(() => ctx.close());

const claim = (who: string) =>
  ctx.db
    .transaction((tx) => claimPostingSlot(tx, ids[who] as string))
    .then(
      () => 'posted',
      (error: { key?: string }) => error.key,
    );
/** Moves the user's last post back in time, as if `seconds` had passed. */
const age = (who: string, seconds: number) =>
  ctx.db.execute(
    sql`UPDATE posters SET last_posted_at = last_posted_at - make_interval(secs => ${seconds}) WHERE user_id = ${ids[who]}`,
  );
const block = (who: string, blocked: unknown, as = 'moderator') =>
  injectAs(ctx.app, cookies[as], 'PUT', `/api/community/postingBlocks/${ids[who] ?? who}`, { blocked });

describe('the posting slot', () => {
  it('refuses a second post within 10 s and takes one again after', async () => {
    expect(await claim('poster')).toBe('posted');
    expect(await claim('poster')).toBe('post_ThrottlingError');
    await age('poster', 9);
    expect(await claim('poster')).toBe('post_ThrottlingError');
    await age('poster', 1);
    expect(await claim('poster')).toBe('posted');
  });

  it('is not taken by a post whose transaction rolls back', async () => {
    await age('poster', 10);
    await expect(
      ctx.db.transaction(async (tx) => {
        await claimPostingSlot(tx, ids.poster as string);
        throw new Error('the post failed');
      }),
    ).rejects.toThrow('the post failed');
    expect(await claim('poster')).toBe('posted');
  });
});

describe('PUT /api/community/postingBlocks/:userId', () => {
  it('lets a moderator block a user, who then gets you_are_blocked, and lift it', async () => {
    expect(resultOf(await block('learner', true))).toEqual({ blocked: true });
    expect(await isPostingBlocked(ctx.db, ids.learner as string)).toBe(true);
    expect(await claim('learner')).toBe('you_are_blocked');
    expect(resultOf(await block('learner', false))).toEqual({ blocked: false });
    expect(await claim('learner')).toBe('posted');
  });

  it('is for learn moderators only, about users who exist, with a boolean', async () => {
    expect((await block('poster', true, 'learner')).json()).toEqual({ error: { key: 'forbidden' } });
    expect(
      (await injectAs(ctx.app, undefined, 'PUT', `/api/community/postingBlocks/${ids.poster}`, {})).statusCode,
    ).toBe(401);
    const missing = await block('nobody', true);
    expect([missing.statusCode, missing.json()]).toEqual([404, { error: { key: 'not_found' } }]);
    expect((await block('poster', 'yes')).statusCode).toBe(400);
    expect(await isPostingBlocked(ctx.db, ids.poster as string)).toBe(false);
  });
});
