import type { TLearnerProgress } from '@questline/domain/schemas/learner-progress';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  insertPublishedItem,
  resultOf,
  sendAs,
  signIn,
  type TTestContext,
} from '../../../test/test-app';
import { contentItems, records } from '../../db/schema';
import { grantMemberships } from '../users/users.repository';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
const send = sendAs(() => ctx.app, cookies);
const PEOPLE = {
  ola: 'Ola Owner',
  max: 'Max Learner',
  nia: 'Nia Learner',
  eve: 'Eve Educator',
  fay: 'Fay Educator',
  sam: 'Sam Stranger',
};
const INJECTION = '=HYPERLINK("http://evil.test","Click, here")';
let groupId = 0;
const items: Record<string, { id: number; slug: string }> = {};

const errorOf = (response: { statusCode: number; json: () => unknown }) => [
  response.statusCode,
  (response.json() as { error: { key: string } }).error.key,
];
const progressOf = (response: Parameters<typeof resultOf>[0]) => resultOf<TLearnerProgress>(response);
/** Each row as "learner item" names, in the answer's order. */
const pairs = (progress: TLearnerProgress) => progress.rows.map((row) => `${row.learner.name} / ${row.item.title}`);

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [who, name] of Object.entries(PEOPLE)) {
    cookies[who] = await signIn(ctx.app, `${who}@progress.test`, 'correct-horse-battery', name);
    ids[who] = resultOf<{ id: string }>(await send('GET', '/api/me', who)).id;
  }
  await grantMemberships(ctx.db, ids.eve as string, ['edlabMember']);
  await grantMemberships(ctx.db, ids.fay as string, ['edlabMember']);

  // Ola's group holds Max and Nia; Eve's seats are Max's (typed in capitals) and an address without an account yet;
  // Fay's seat is Nia's. A record older than the relation is left out: Nia's before she joined.
  const oldRecordItem = await insertPublishedItem(ctx.db, { slug: 'before-joining', title: 'Before joining' });
  await ctx.db.insert(records).values({
    userId: ids.nia as string,
    itemId: oldRecordItem.id,
    type: 'tutorial',
    updatedTime: new Date('2001-01-01T00:00:00Z'),
  });
  groupId = resultOf<{ group: { id: number } }>(await send('POST', '/api/groups', 'ola', { name: 'Progress class' }))
    .group.id;
  resultOf(
    await send('POST', `/api/groups/${groupId}/invitations`, 'ola', {
      emails: ['max@progress.test', 'nia@progress.test'],
    }),
  );
  for (const who of ['max', 'nia']) resultOf(await send('POST', `/api/groups/${groupId}/join`, who));
  resultOf(await send('POST', '/api/edlab/seats', 'eve', { email: 'MAX@progress.test' }));
  resultOf(await send('POST', '/api/edlab/seats', 'eve', { email: 'nobody@progress.test' }));
  resultOf(await send('POST', '/api/edlab/seats', 'fay', { email: 'nia@progress.test' }));

  for (const [key, title, type, extra] of [
    ['tutorial', 'Lighting basics', 'tutorial', {}],
    ['quiz', 'Lighting quiz', 'quiz', { questions: [{ id: 'q1' }, { id: 'q2' }, { id: 'q3' }, { id: 'q4' }] }],
    ['injection', INJECTION, 'tutorial', {}],
    ['hidden', 'Hidden tutorial', 'tutorial', {}],
    ['internal', 'Internal tutorial', 'tutorial', {}],
  ] as const) {
    const row = await insertPublishedItem(ctx.db, { slug: `progress-${key}`, title, type, document: extra });
    items[key] = { id: row.id, slug: row.slug };
  }
  await ctx.db
    .update(contentItems)
    .set({ hidden: true })
    .where(eq(contentItems.id, items.hidden?.id as number));
  await ctx.db
    .update(contentItems)
    .set({ internalOnly: true })
    .where(eq(contentItems.id, items.internal?.id as number));

  const at = (time: string) => new Date(time);
  // Each record a second after the one before, all after the relations began: rows list a learner's most recently
  // updated first, and two writes within one millisecond would tie.
  const start = Date.now();
  let written = 0;
  const record = (who: string, key: string, values: Partial<typeof records.$inferInsert> = {}) => {
    written += 1;
    return ctx.db.insert(records).values({
      userId: ids[who] as string,
      itemId: items[key]?.id as number,
      type: key === 'quiz' ? 'quiz' : 'tutorial',
      updatedTime: new Date(start + written * 1000),
      ...values,
    });
  };
  await record('max', 'tutorial', {
    completed: true,
    completedTime: at('2025-03-02T10:00:00Z'),
    data: {
      steps: { s1: { completed: true, completedTime: '2025-03-01T09:00:00.000Z' } },
      experiencePoints: [
        { categoryId: 'lighting', point: 15 },
        { categoryId: 'general', point: 5 },
      ],
    },
  });
  await record('max', 'quiz', {
    completed: true,
    completedTime: at('2025-03-03T10:10:00Z'),
    data: {
      answers: [
        {
          id: 'a1',
          seed: 's',
          startedTime: '2025-03-03T10:00:00.000Z',
          finishedTime: '2025-03-03T10:10:00.000Z',
          passed: true,
          correctCount: 3,
          questionAnswers: [],
        },
      ],
      experiencePoints: [{ categoryId: 'lighting', point: 30 }],
    },
  });
  await record('max', 'hidden');
  await record('max', 'internal');
  await record('nia', 'tutorial', { data: { steps: {} } });
  await record('nia', 'injection');
  await record('ola', 'tutorial', { completed: true, completedTime: at('2025-03-02T10:00:00Z') });
}, 180_000);
afterAll(() => ctx?.close());

describe('learner progress export', () => {
  it('answers 401 to anonymous callers, 400 to bad filters, then 403 to anyone but the educator', async () => {
    for (const url of [`/api/groups/${groupId}/progress`, '/api/edlab/progress', '/api/edlab/progress?format=csv'])
      expect(errorOf(await send('GET', url)), url).toEqual([401, 'auth_required']);
    for (const query of [
      'type=group',
      'status=done',
      'since=yesterday',
      'limit=0',
      'limit=5001',
      'offset=-1',
      'format=xml',
    ]) {
      for (const url of [`/api/groups/${groupId}/progress?${query}`, `/api/edlab/progress?${query}`]) {
        const bad = await send('GET', url, 'sam');
        expect(errorOf(bad), url).toEqual([400, 'invalid_request']);
        expect((bad.json() as { error: { fields: { path: string }[] } }).error.fields[0]?.path).toBe(
          query.split('=')[0],
        );
      }
    }
    for (const who of ['max', 'nia', 'sam', 'eve'])
      expect(errorOf(await send('GET', `/api/groups/${groupId}/progress`, who)), who).toEqual([403, 'forbidden']);
    expect(errorOf(await send('GET', '/api/groups/999999/progress', 'ola'))).toEqual([404, 'not_found']);
    for (const who of ['ola', 'max', 'sam'])
      expect(errorOf(await send('GET', '/api/edlab/progress?format=csv', who)), who).toEqual([403, 'forbidden']);
  });

  it("shows a group's owner their members' records of listed items, since they joined, without e-mails", async () => {
    const progress = progressOf(await send('GET', `/api/groups/${groupId}/progress`, 'ola'));
    expect(pairs(progress)).toEqual([
      'Max Learner / Lighting quiz',
      'Max Learner / Lighting basics',
      `Nia Learner / ${INJECTION}`,
      'Nia Learner / Lighting basics',
    ]);
    expect(progress).toMatchObject({ total: 4, offset: 0, limit: 50 });
    const [quiz, tutorial] = progress.rows;
    expect(quiz).toEqual({
      learner: { id: ids.max, name: 'Max Learner', email: null },
      item: { id: `lqz_${items.quiz?.id}`, type: 'quiz', title: 'Lighting quiz', path: '/quiz/progress-quiz' },
      status: 'completed',
      score: 75,
      xp: 30,
      startedAt: '2025-03-03T10:00:00.000Z',
      updatedAt: expect.any(String),
      completedAt: '2025-03-03T10:10:00.000Z',
    });
    expect(tutorial).toMatchObject({
      item: { path: '/tutorial/progress-tutorial' },
      status: 'completed',
      score: null,
      xp: 20,
      startedAt: '2025-03-01T09:00:00.000Z',
      completedAt: '2025-03-02T10:00:00.000Z',
    });
    expect(progress.rows[3]).toMatchObject({ status: 'inProgress', xp: 0, startedAt: null, completedAt: null });
  });

  it('filters by type, status, learner and date, and pages', async () => {
    const read = async (query: string) =>
      pairs(progressOf(await send('GET', `/api/groups/${groupId}/progress?${query}`, 'ola')));
    expect(await read('type=quiz')).toEqual(['Max Learner / Lighting quiz']);
    expect(await read('status=inProgress&type=tutorial')).toEqual([
      `Nia Learner / ${INJECTION}`,
      'Nia Learner / Lighting basics',
    ]);
    expect(await read('learner=%20nia%20')).toHaveLength(2);
    // Members' e-mails are not the owner's to search by.
    expect(await read('learner=max%40progress')).toEqual([]);
    expect(await read('learner=%25')).toEqual([]);
    expect(await read('since=2999-01-01')).toEqual([]);
    expect(await read('since=2020-01-01T00:00:00%2B02:00')).toHaveLength(4);
    const page = progressOf(await send('GET', `/api/groups/${groupId}/progress?limit=1&offset=1`, 'ola'));
    expect(pairs(page)).toEqual(['Max Learner / Lighting basics']);
    expect(page).toMatchObject({ total: 4, offset: 1, limit: 1 });
  });

  it("shows an edlab member only their seats' learners, with the addresses they typed", async () => {
    const eve = progressOf(await send('GET', '/api/edlab/progress', 'eve'));
    expect(pairs(eve)).toEqual(['Max Learner / Lighting quiz', 'Max Learner / Lighting basics']);
    expect(eve.rows.every((row) => row.learner.email === 'max@progress.test')).toBe(true);
    expect(pairs(progressOf(await send('GET', '/api/edlab/progress?learner=MAX%40', 'eve')))).toHaveLength(2);
    expect(pairs(progressOf(await send('GET', '/api/edlab/progress?learner=nia', 'eve')))).toEqual([]);
    const fay = progressOf(await send('GET', '/api/edlab/progress', 'fay'));
    expect(pairs(fay)).toEqual([`Nia Learner / ${INJECTION}`, 'Nia Learner / Lighting basics']);
    expect(fay.rows.every((row) => row.learner.email === 'nia@progress.test')).toBe(true);
    // The seats' relation starts when the seat is given: Nia's older record stays hers.
    expect(JSON.stringify(fay)).not.toContain('Before joining');
  });

  it('downloads the filtered export as CSV (RFC 4180, formulas disarmed) and as JSON', async () => {
    const csv = await send('GET', `/api/groups/${groupId}/progress?format=csv&learner=nia`, 'ola');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="learner-progress-group-${groupId}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expect(csv.headers['cache-control']).toBe('no-store');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'learner_id,learner_name,learner_email,item_id,item_type,item_title,item_path,status,score,xp,started_at,updated_at,completed_at',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(
      `${ids.nia},Nia Learner,,ltu_${items.injection?.id},tutorial,"'=HYPERLINK(""http://evil.test"",""Click, here"")",/tutorial/progress-injection,inProgress,,0,,`,
    );
    expect(lines[3]).toBe('');

    const json = await send('GET', '/api/edlab/progress?format=json', 'eve');
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['content-disposition']).toMatch(/^attachment; filename="learner-progress-edlab-[\d-]+\.json"$/);
    expect(progressOf(json)).toMatchObject({ total: 2, limit: 5000 });
  });
});
