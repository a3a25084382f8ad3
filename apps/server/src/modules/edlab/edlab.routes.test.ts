import { EDLAB_SEAT_LIMIT, type TEdlabSeats } from '@questline/domain/schemas/edlab';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, resultOf, signIn, type TTestContext } from '../../../test/test-app';
import { edlabSeats } from '../../db/schema';
import { grantMemberships } from '../users/users.repository';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: string, payload?: unknown) =>
  injectAs(ctx.app, who ? cookies[who] : undefined, method, url, payload);
const seatsOf = (response: Parameters<typeof resultOf>[0]) => resultOf<TEdlabSeats>(response).seats.map((s) => s.email);

beforeAll(async () => {
  ctx = await createTestApp();
  for (const who of ['member', 'otherMember', 'partner', 'learner']) {
    cookies[who] = await signIn(ctx.app, `${who}@edlab.test`);
    ids[who] = resultOf<{ id: string }>(await send('GET', '/api/me', who)).id;
  }
  await grantMemberships(ctx.db, ids.member as string, ['edlabMember']);
  await grantMemberships(ctx.db, ids.otherMember as string, ['edlabMember']);
  await grantMemberships(ctx.db, ids.partner as string, ['uaaMember']);
});
afterAll(() => ctx?.close());

describe('edlab seats (§2.15 assignSeats)', () => {
  it('refuses anonymous callers (401), bad addresses (400), then non-members (403)', async () => {
    expect((await send('GET', '/api/edlab/seats')).statusCode).toBe(401);
    expect((await send('POST', '/api/edlab/seats', undefined, { email: 'a@school.test' })).statusCode).toBe(401);
    expect((await send('DELETE', '/api/edlab/seats/a%40school.test')).statusCode).toBe(401);
    const bad = await send('POST', '/api/edlab/seats', 'learner', { email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.key).toBe('not_valid_email');
    for (const who of ['learner', 'partner']) {
      expect((await send('GET', '/api/edlab/seats', who)).json()).toEqual({ error: { key: 'forbidden' } });
      const add = await send('POST', '/api/edlab/seats', who, { email: 'a@school.test' });
      expect(add.statusCode).toBe(403);
    }
    expect(await ctx.db.select().from(edlabSeats)).toEqual([]);
  });

  it('assigns seats by e-mail (trimmed, lower-case), lists them oldest first, and releases them', async () => {
    expect(resultOf<TEdlabSeats>(await send('GET', '/api/edlab/seats', 'member'))).toEqual({
      seats: [],
      limit: EDLAB_SEAT_LIMIT,
    });
    expect(seatsOf(await send('POST', '/api/edlab/seats', 'member', { email: ' Teacher@School.test ' }))).toEqual([
      'teacher@school.test',
    ]);
    expect(seatsOf(await send('POST', '/api/edlab/seats', 'member', { email: 'student@school.test' }))).toEqual([
      'teacher@school.test',
      'student@school.test',
    ]);
    const twice = await send('POST', '/api/edlab/seats', 'member', { email: 'TEACHER@school.test' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.key).toBe('edlab_seat_exists');
    // Seats are the member's own: another member's list is separate.
    expect(seatsOf(await send('GET', '/api/edlab/seats', 'otherMember'))).toEqual([]);
    expect(seatsOf(await send('DELETE', '/api/edlab/seats/teacher%40school.test', 'member'))).toEqual([
      'student@school.test',
    ]);
    const gone = await send('DELETE', '/api/edlab/seats/teacher%40school.test', 'member');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.key).toBe('edlab_seat_not_found');
    expect(seatsOf(await send('GET', '/api/edlab/seats', 'member'))).toEqual(['student@school.test']);
  });

  it(`stops at ${EDLAB_SEAT_LIMIT} seats with the limit in the answer`, async () => {
    const owner = ids.otherMember as string;
    await ctx.db
      .insert(edlabSeats)
      .values(Array.from({ length: EDLAB_SEAT_LIMIT }, (_, n) => ({ ownerId: owner, email: `s${n}@school.test` })));
    const full = await send('POST', '/api/edlab/seats', 'otherMember', { email: 'one-more@school.test' });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toEqual({ error: { key: 'edlab_seats_limit_reached', params: { max: EDLAB_SEAT_LIMIT } } });
    expect((await send('GET', '/api/edlab/seats', 'otherMember')).json().result.seats).toHaveLength(EDLAB_SEAT_LIMIT);
  });
});
