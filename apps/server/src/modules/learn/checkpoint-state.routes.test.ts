import { itemId, type TItemType } from '@questline/domain/ids';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import type { TItemState } from '@questline/domain/schemas/progress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, sendAs, signIn, type TTestContext } from '../../../test/test-app';
import { createItem, publishItem, setChildren } from '../content/content.service';
import { createUser } from '../users/users.service';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const send = sendAs(() => ctx.app, cookies);
const ok = resultOf;

type TPublished = { id: string; rowId: number };
const items: Record<string, TPublished> = {};

/** A published item straight into the store, with the children it holds as contents. */
const published = async (
  type: TItemType,
  title: string,
  document: Record<string, unknown> = {},
  contents: readonly TPublished[] = [],
): Promise<TPublished> => {
  const row = await createItem(ctx.db, {
    type,
    actorId: null,
    document: { title, description: richTextFromParagraphs([`About ${title}.`]), ...document },
  });
  await publishItem(ctx.db, { id: row.id, actorId: null });
  if (contents.length)
    await setChildren(
      ctx.db,
      row.id,
      'content',
      contents.map((content) => content.rowId),
    );
  return { id: itemId(type, row.id), rowId: row.id };
};

beforeAll(async () => {
  ctx = await createTestApp();
  const user = await createUser(
    { db: ctx.db, auth: ctx.runtime.auth },
    { email: 'learner@example.test', password: 'password-123', name: 'learner' },
  );
  expect(user.id).toBeTruthy();
  cookies.learner = await signIn(ctx.app, 'learner@example.test', 'password-123');

  items.tutorial = await published('tutorial', 'Checkpoint tutorial', {
    sections: [{ id: 's1', type: 'text', title: 'The only step' }],
  });
  items.quiz = await published('quiz', 'Checkpoint quiz');
  items.project = await published('project', 'Checkpoint project', {}, [items.tutorial]);
  items.course = await published('course', 'Checkpoint course', {}, [items.project]);
  // The first mission holding each content: its checkpoint is the one the contents are viewed in.
  items.mission = await published(
    'mission',
    'Checkpoint mission',
    {
      assessmentItem: [
        { op: 'And', value: items.tutorial.id },
        { op: 'Or', value: items.quiz.id },
      ],
    },
    [items.tutorial, items.quiz, items.project, items.course],
  );
  items.later = await published('mission', 'Later mission', { assessmentItem: [{ op: 'And', value: items.quiz.id }] }, [
    items.tutorial,
  ]);
  items.alone = await published('tutorial', 'Tutorial in no mission');
}, 120_000);
afterAll(() => ctx.close());

const CONTENT_TYPES = ['tutorial', 'quiz', 'project', 'course'] as const;
const stateOf = (type: string, id: string, who?: string) =>
  send('GET', `/api/learn/${type}/${encodeURIComponent(id)}/state`, who);
const nodesOf = (state: TItemState) =>
  state.checkpoint.nodes.map((node) => [node.id, node.relation, node.status.completed]);

describe('GET /api/learn/{tutorial|quiz|project|course}/{id}/state (§7.4, §7.7)', () => {
  it.each(CONTENT_TYPES)('answers the checkpoint of the mission a %s is viewed in', async (type) => {
    const state = ok<TItemState>(await stateOf(type, (items[type] as TPublished).id));
    expect(nodesOf(state)).toEqual([
      [items.tutorial?.id, 'And', false],
      [items.quiz?.id, 'Or', false],
    ]);
    expect(state.progress).toMatchObject({
      completed: false,
      completedPercent: 0,
      completion: { completed: 0, total: 1 },
      groupMap: { [items.tutorial?.id as string]: 0, [items.quiz?.id as string]: 0 },
    });
    expect(state.record).toBeNull();
  });

  it("follows the viewer's progress, with their record of the item", async () => {
    ok(
      await send('POST', '/api/learn/record/step', 'learner', {
        id: items.tutorial?.id,
        sectionId: 's1',
        completed: true,
      }),
    );
    const tutorial = ok<TItemState>(await stateOf('tutorial', items.tutorial?.id as string, 'learner'));
    expect(nodesOf(tutorial)).toEqual([
      [items.tutorial?.id, 'And', true],
      [items.quiz?.id, 'Or', false],
    ]);
    expect(tutorial.progress).toMatchObject({ completed: true, completedPercent: 1 });
    expect(tutorial.record).toMatchObject({ type: 'tutorial', completed: true });
    const course = ok<TItemState>(await stateOf('course', items.course?.id as string, 'learner'));
    expect(course.progress).toMatchObject({ completed: true, completion: { completed: 1, total: 1 } });
    // Others still read it without progress.
    const anonymous = ok<TItemState>(await stateOf('tutorial', items.tutorial?.id as string));
    expect(anonymous).toMatchObject({ record: null, progress: { completed: false } });
  });

  it('reads the mission named by missionId when it holds the item, else the first', async () => {
    const later = ok<TItemState>(
      await send('GET', `/api/learn/tutorial/${items.tutorial?.id}/state?missionId=${items.later?.id}`),
    );
    expect(nodesOf(later)).toEqual([[items.quiz?.id, 'And', false]]);
    const notHeld = ok<TItemState>(
      await send('GET', `/api/learn/project/${items.project?.id}/state?missionId=${items.later?.id}`),
    );
    expect(nodesOf(notHeld).map(([id]) => id)).toEqual([items.tutorial?.id, items.quiz?.id]);
  });

  it('answers a checkpoint without nodes for an item in no mission', async () => {
    const state = ok<TItemState>(await stateOf('tutorial', items.alone?.id as string, 'learner'));
    expect(state).toEqual({
      checkpoint: { nodes: [], badgeRewards: [], assetRewards: [] },
      progress: expect.objectContaining({
        completed: false,
        completedPercent: 0,
        completion: { completed: 0, total: 0 },
      }),
      record: null,
    });
  });

  it('answers not_found for an unknown id, an id of another type and a type without a checkpoint', async () => {
    for (const url of [
      '/api/learn/tutorial/no-such-tutorial/state',
      `/api/learn/quiz/${items.tutorial?.id}/state`,
      `/api/learn/course/${items.project?.id}/state`,
      `/api/learn/widget/${items.tutorial?.id}/state`,
      `/api/learn/skill/${items.tutorial?.id}/state`,
    ]) {
      const response = await send('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: { key: 'not_found' } });
    }
    const tooLong = await send('GET', `/api/learn/tutorial/${items.tutorial?.id}/state?missionId=${'m'.repeat(201)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.key).toBe('invalid_request');
  });
});
