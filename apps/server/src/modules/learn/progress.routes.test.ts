import type { TLevelDetail } from '@questline/domain/rules/levels';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { slugify } from '@questline/domain/rules/slug';
import type {
  TBadgeOverlay,
  TExperience,
  TItemState,
  TMissionData,
  TPathwayData,
  TProgressWrite,
  TRecordFlagResult,
  TRewardBadges,
} from '@questline/domain/schemas/progress';
import type { TQuizProgress } from '@questline/domain/schemas/quiz-progress';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../../test/openapi';
import { createTestApp, resultOf, sendAs, signIn, type TTestContext } from '../../../test/test-app';
import { demoCatalogue } from '../../cli/demo/demo-catalogue';
import { demoOptionId, demoQuestionId, seedDemo } from '../../cli/demo/seed';
import { contentItems } from '../../db/schema';
import { createItem, publishItem, setChildren } from '../content/content.service';
import { catalogueChanged } from '../search/search-cache';
import { createUser } from '../users/users.service';
import { addExperience } from './learn.repository';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const userIds: Record<string, string> = {};
const PEOPLE = ['learner', 'other', 'assets', 'chain'] as const;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.runtime);
  for (const name of PEOPLE) {
    const user = await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email: `${name}@example.test`, password: 'password-123', name },
    );
    userIds[name] = user.id;
    cookies[name] = await signIn(ctx.app, `${name}@example.test`, 'password-123');
  }
}, 180_000);
afterAll(() => ctx.close());

const send = sendAs(() => ctx.app, cookies);
const ok = resultOf;

type TItem = { id: string; slug: string; title: string; sections?: { id: string }[] };
type TEntry = { key: string; title: string };
const entry = (list: readonly TEntry[], key: string) => {
  const found = list.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no demo entry ${key}`);
  return found;
};
/** A seeded item, read as learners read it (by the slug the seed gives its title). */
const seeded = async (type: string, list: readonly TEntry[], key: string) =>
  ok<TItem>(await send('GET', `/api/learn/${type}/${slugify(entry(list, key).title)}`));

const markAll = async (who: string, tutorial: TItem) => {
  let last: TProgressWrite | undefined;
  for (const section of tutorial.sections ?? []) {
    last = ok<TProgressWrite>(
      await send('POST', '/api/learn/record/step', who, { id: tutorial.id, sectionId: section.id, completed: true }),
    );
  }
  return last as TProgressWrite;
};

/** Takes a seeded quiz and answers every question correctly. */
const passQuiz = async (who: string, quiz: TItem, key: string) => {
  const { progress } = ok<{ progress: TQuizProgress }>(
    await send('POST', `/api/learn/quiz/${quiz.id}/attempt`, who, {}),
  );
  const questions = entry(demoCatalogue.quizzes, key) as (typeof demoCatalogue.quizzes)[number];
  return ok<TProgressWrite & { progress: TQuizProgress }>(
    await send('POST', `/api/learn/quiz/${quiz.id}/answers`, who, {
      attemptId: progress.attempt?.id,
      answers: questions.questions.map((question, questionIndex) => ({
        questionId: demoQuestionId(key, questionIndex),
        optionIds: question.options.flatMap((option, optionIndex) =>
          option.correct ? [demoOptionId(key, questionIndex, optionIndex)] : [],
        ),
      })),
    }),
  );
};

const detailOf = (details: readonly TLevelDetail[], categoryId: string) =>
  details.find((detail) => detail.categoryId === categoryId);

type TMissionExtends = {
  checkpoint: TItemState['checkpoint'];
  recordMap: Record<string, Record<string, unknown>>;
  missionData: TMissionData;
};
type TPathwayExtends = { recordMap: Record<string, Record<string, unknown>>; pathwayData: TPathwayData };

describe('a learner through a seeded pathway (§4.4, §4.5)', () => {
  const state: Record<string, TItem> = {};
  const ids = () => ({
    orientation: state.orientation?.id as string,
    lightAndSound: state.lightAndSound?.id as string,
    physics: state.physics?.id as string,
    pathway: state.pathway?.id as string,
    storyteller: state.storyteller?.id as string,
  });

  beforeAll(async () => {
    state.pathway = await seeded('pathway', demoCatalogue.pathways, 'pathway-real-time-foundations');
    state.storyteller = await seeded('pathway', demoCatalogue.pathways, 'pathway-visual-storyteller');
    state.orientation = await seeded('mission', demoCatalogue.missions, 'mission-editor-orientation');
    state.lightAndSound = await seeded('mission', demoCatalogue.missions, 'mission-light-and-sound');
    state.physics = await seeded('mission', demoCatalogue.missions, 'mission-scripted-physics');
    state.firstScene = await seeded('tutorial', demoCatalogue.tutorials, 'tut-first-scene');
    state.bakedLighting = await seeded('tutorial', demoCatalogue.tutorials, 'tut-baked-lighting');
    state.quiz = await seeded('quiz', demoCatalogue.quizzes, 'quiz-editor-essentials');
    // Experience from before: the mission's points will cross the first essentials level (500).
    await addExperience(ctx.db, userIds.learner as string, [{ categoryId: 'essentials', point: 420 }]);
  });

  it('opens the pathway on its first root mission, the dependent locked', async () => {
    const { pathwayData } = ok<TPathwayExtends>(
      await send('GET', `/api/learn/pathway/${ids().pathway}/extends`, 'learner'),
    );
    expect(pathwayData.missionIds).toEqual([ids().orientation, ids().physics, ids().lightAndSound, expect.any(String)]);
    expect(pathwayData.currentMissionId).toBe(ids().orientation);
    expect(pathwayData.missionMap[ids().orientation]?.status).toEqual({
      completed: false,
      available: true,
      current: true,
    });
    expect(pathwayData.missionMap[ids().lightAndSound]).toMatchObject({
      title: entry(demoCatalogue.missions, 'mission-light-and-sound').title,
      prerequisiteIds: [ids().orientation],
      status: { completed: false, available: false, current: false },
    });
    expect(pathwayData.nextMissionIds).toEqual([ids().orientation, ids().physics]);
    // Without assessment items, the checkpoint is the missions.
    expect(pathwayData.checkpoint.nodes.map((node) => node.id)).toEqual(pathwayData.missionIds);
    expect(pathwayData.completed).toBe(false);
    const firstSet = pathwayData.missionMap[ids().orientation]?.contentIds ?? [];
    expect(firstSet).toContain(state.firstScene?.id);
    expect(pathwayData.tutorialMap[state.firstScene?.id as string]).toMatchObject({ title: state.firstScene?.title });
    expect(pathwayData.quizMap[state.quiz?.id as string]).toBeDefined();
  });

  it('completes the root mission from its tutorial and quiz, once, with its XP, badge and the level-up', async () => {
    const tutorial = await markAll('learner', state.firstScene as TItem);
    expect(tutorial.completedIds).toEqual([]);
    expect(tutorial.levelDetails).toEqual([
      expect.objectContaining({ categoryId: 'essentials', increasedPoint: 30, totalPoint: 450, isLevelUp: false }),
    ]);

    const quiz = await passQuiz('learner', state.quiz as TItem, 'quiz-editor-essentials');
    expect(quiz.progress.passed).toBe(true);
    expect(quiz.completedIds).toEqual([ids().orientation]);
    expect(detailOf(quiz.levelDetails, 'essentials')).toMatchObject({
      increasedPoint: 515,
      totalPoint: 965,
      level: 2,
      isLevelUp: true,
    });
    expect(quiz.recordMap[ids().orientation]).toMatchObject({
      type: 'mission',
      completed: true,
      versionId: 1,
      experiencePoints: [{ categoryId: 'essentials', point: 500 }],
    });

    // Once: doing the tutorial again earns nothing and completes nothing.
    const again = ok<TProgressWrite>(
      await send('POST', '/api/learn/record/step', 'learner', {
        id: state.firstScene?.id,
        sectionId: state.firstScene?.sections?.[0]?.id,
        completed: true,
      }),
    );
    expect(again).toMatchObject({ levelDetails: [], completedIds: [] });
    const { categories } = ok<TExperience>(await send('GET', '/api/learn/record/experience', 'learner'));
    expect(categories.find((category) => category.categoryId === 'essentials')).toEqual({
      categoryId: 'essentials',
      totalPoint: 965,
      level: 2,
      levelPoint: 465,
      categoryExperience: 750,
    });
    expect(categories.find((category) => category.categoryId === 'audio')).toMatchObject({ totalPoint: 0, level: 1 });

    const rewards = ok<TRewardBadges>(await send('GET', '/api/learn/reward/badges', 'learner'));
    expect(rewards.total).toBe(1);
    expect(rewards.badgesReward).toEqual([
      {
        type: 'badge',
        itemId: expect.stringMatching(/^lbg_/),
        packageId: null,
        sourceId: ids().orientation,
        time: expect.any(String),
      },
    ]);
    const badgeId = rewards.badgesReward[0]?.itemId as string;
    expect(rewards.badgeMap[badgeId]).toMatchObject({ id: badgeId, title: 'Editor Navigator' });
  });

  it('unlocks the next mission on the pathway map', async () => {
    const { pathwayData, recordMap } = ok<TPathwayExtends>(
      await send('GET', `/api/learn/pathway/${ids().pathway}/extends`, 'learner'),
    );
    expect(pathwayData.missionMap[ids().orientation]?.status).toMatchObject({ completed: true, current: false });
    expect(pathwayData.missionMap[ids().lightAndSound]?.status).toEqual({
      completed: false,
      available: true,
      current: true,
    });
    expect(pathwayData.currentMissionId).toBe(ids().lightAndSound);
    expect(pathwayData.nextMissionIds).toEqual([ids().physics]);
    expect(recordMap[ids().orientation]).toMatchObject({ completed: true });
    // Asking for a mission of the pathway makes it the current one.
    const asked = ok<TPathwayExtends>(
      await send('GET', `/api/learn/pathway/${ids().pathway}/extends?missionId=${ids().physics}`, 'learner'),
    );
    expect(asked.pathwayData.currentMissionId).toBe(ids().physics);
  });

  it('answers the mission checkpoint state and the badge overlay', async () => {
    const own = ok<TItemState>(await send('GET', `/api/learn/mission/${ids().orientation}/state`, 'learner'));
    expect(own.checkpoint.nodes.map((node) => [node.id, node.relation, node.status.completed])).toEqual([
      [state.quiz?.id, 'And', true],
      [state.firstScene?.id, 'And', true],
    ]);
    expect(own.progress).toMatchObject({
      completed: true,
      completedPercent: 1,
      completion: { completed: 2, total: 2 },
      lockedBadges: [],
      unlockedBadges: [{ itemId: expect.stringMatching(/^lbg_/) }],
    });
    expect(own.record).toMatchObject({ completed: true, type: 'mission' });
    const anonymous = ok<TItemState>(await send('GET', `/api/learn/mission/${ids().orientation}/state`));
    expect(anonymous).toMatchObject({ record: null, progress: { completed: false, completedPercent: 0 } });

    const overlay = ok<TBadgeOverlay>(
      await send('GET', `/api/learn/mission/${ids().orientation}/badgeOverlay`, 'learner'),
    );
    expect(overlay).toMatchObject({
      badge: { title: 'Editor Navigator' },
      earned: true,
      earnedTime: expect.any(String),
    });
    expect(overlay.checkpointNodes).toHaveLength(2);
    const mine = await send(
      'GET',
      `/api/learn/mission/${ids().orientation}/badgeOverlay?userId=${userIds.learner}`,
      'learner',
    );
    expect(ok<TBadgeOverlay>(mine).earned).toBe(true);
    expect(
      ok<TBadgeOverlay>(await send('GET', `/api/learn/mission/${ids().orientation}/badgeOverlay`, 'other')).earned,
    ).toBe(false);
    const someoneElse = `/api/learn/mission/${ids().orientation}/badgeOverlay?userId=${userIds.learner}`;
    expect((await send('GET', someoneElse)).statusCode).toBe(401);
    expect((await send('GET', `${someoneElse}&missionId=nope`, 'other')).statusCode).toBe(400);
    expect((await send('GET', someoneElse, 'other')).json().error.key).toBe('forbidden');
    expect((await send('GET', '/api/learn/mission/no-such-mission/badgeOverlay')).statusCode).toBe(404);
  });

  it('answers the mission extends: set, contents, neighbours, checkpoint', async () => {
    const mission = entry(
      demoCatalogue.missions,
      'mission-editor-orientation',
    ) as (typeof demoCatalogue.missions)[number];
    const result = ok<TMissionExtends>(await send('GET', `/api/learn/mission/${ids().orientation}/extends`, 'learner'));
    expect(result.missionData.contentSetId).toBe('set1');
    expect(result.missionData.customContents.map((set) => set.title)).toEqual(mission.sets.map((set) => set.title));
    expect(result.missionData.contentMap[state.firstScene?.id as string]).toMatchObject({
      title: state.firstScene?.title,
    });
    expect(result.missionData.prerequisiteIds).toEqual([]);
    expect(result.missionData.dependentIds).toEqual([ids().lightAndSound]);
    expect(Object.keys(result.missionData.missionMap)).toEqual([ids().lightAndSound]);
    expect(result.missionData.versionUpdate).toBeNull();
    expect(result.checkpoint.nodes.every((node) => node.status.completed)).toBe(true);
    expect(result.recordMap[ids().orientation]).toMatchObject({ completed: true });
    const second = ok<TMissionExtends>(
      await send('GET', `/api/learn/mission/${ids().orientation}/extends?contentId=set2&pathwayId=${ids().pathway}`),
    );
    expect(second.missionData.contentSetId).toBe('set2');
    const gone = ok<TMissionExtends>(
      await send('GET', `/api/learn/mission/${ids().orientation}/extends?contentId=set9`),
    );
    expect(gone.missionData.contentSetId).toBe('set1');
    const dependent = ok<TMissionExtends>(await send('GET', `/api/learn/mission/${ids().lightAndSound}/extends`));
    expect(dependent.missionData.prerequisiteIds).toEqual([ids().orientation]);
  });

  it('completes the pathway when its root chain is done, with the acclaim badge and every XP once', async () => {
    const done = await markAll('learner', state.bakedLighting as TItem);
    expect(done.completedIds).toEqual([ids().lightAndSound, ids().pathway]);
    expect(detailOf(done.levelDetails, 'artAnimation')).toMatchObject({ increasedPoint: 45 + 75 + 0 });
    expect(detailOf(done.levelDetails, 'audio')).toMatchObject({ increasedPoint: 50 });
    // The pathway's own points: essentials 100 and programming 50.
    expect(detailOf(done.levelDetails, 'essentials')).toMatchObject({ increasedPoint: 100, totalPoint: 1065 });
    expect(detailOf(done.levelDetails, 'programming')).toMatchObject({ increasedPoint: 50 });
    expect(done.recordMap[ids().pathway]).toMatchObject({ type: 'pathway', completed: true });

    const { pathwayData } = ok<TPathwayExtends>(
      await send('GET', `/api/learn/pathway/${ids().pathway}/extends`, 'learner'),
    );
    expect(pathwayData.completed).toBe(true);
    const pathwayState = ok<TItemState>(await send('GET', `/api/learn/pathway/${ids().pathway}/state`, 'learner'));
    expect(pathwayState.progress).toMatchObject({
      completed: true,
      completedPercent: 1,
      completion: { completed: 2, total: 4 },
    });
    // The other pathway holding these missions goes on: its chain continues past them.
    const storyteller = ok<TPathwayExtends>(
      await send('GET', `/api/learn/pathway/${ids().storyteller}/extends`, 'learner'),
    );
    expect(storyteller.pathwayData.completed).toBe(false);

    const rewards = ok<TRewardBadges>(await send('GET', '/api/learn/reward/badges', 'learner'));
    expect(rewards.total).toBe(3);
    expect(rewards.badgesReward.map((reward) => reward.sourceId).sort()).toEqual(
      [ids().orientation, ids().lightAndSound, ids().pathway].sort(),
    );
    expect(Object.values(rewards.badgeMap).map((badge) => badge.title)).toContain('Real-Time Foundations Graduate');
    const overlay = ok<TBadgeOverlay>(await send('GET', `/api/learn/pathway/${ids().pathway}/badgeOverlay`, 'learner'));
    expect(overlay).toMatchObject({ badge: { title: 'Real-Time Foundations Graduate' }, earned: true });
  });

  it('pages the rewards and keeps them to their learner', async () => {
    expect((await send('GET', '/api/learn/reward/badges')).statusCode).toBe(401);
    expect((await send('GET', '/api/learn/reward/badges?page=-1', 'learner')).statusCode).toBe(400);
    const other = await send('GET', `/api/learn/reward/badges?userID=${userIds.learner}`, 'other');
    expect(other.statusCode).toBe(403);
    expect(other.json().error.key).toBe('forbidden');
    expect(
      ok<TRewardBadges>(await send('GET', `/api/learn/reward/badges?userID=${userIds.learner}`, 'learner')).total,
    ).toBe(3);
    const later = ok<TRewardBadges>(await send('GET', '/api/learn/reward/badges?page=1', 'learner'));
    expect(later).toMatchObject({ badgesReward: [], total: 3 });
    expect(ok<TRewardBadges>(await send('GET', '/api/learn/reward/badges', 'other'))).toEqual({
      badgesReward: [],
      badgeMap: {},
      total: 0,
    });
    expect((await send('GET', '/api/learn/record/experience')).statusCode).toBe(401);
  });

  it('resumes checkpoints: completed records are flagged, open ones open the checkpoint', async () => {
    expect((await send('POST', '/api/learn/record/flag', undefined, { id: ids().orientation })).statusCode).toBe(401);
    expect((await send('POST', '/api/learn/record/flag', 'learner', { id: 'not-an-id' })).statusCode).toBe(400);
    expect((await send('POST', '/api/learn/record/flag', 'learner', { id: 'lms_999999' })).statusCode).toBe(404);
    const completed = ok<TRecordFlagResult>(
      await send('POST', '/api/learn/record/flag', 'learner', { id: ids().orientation }),
    );
    expect(completed.transition).toBe('completed');
    expect(completed.recordMap[ids().orientation]).toMatchObject({ flag: true, completed: true });
    expect(completed.levelDetails).toEqual([
      expect.objectContaining({ categoryId: 'essentials', increasedPoint: 500, totalPoint: 1065 }),
    ]);
    expect(completed.completedIds).toEqual([]);
    const open = ok<TRecordFlagResult>(await send('POST', '/api/learn/record/flag', 'learner', { id: ids().physics }));
    expect(open).toEqual({ recordMap: {}, levelDetails: [], completedIds: [], transition: 'checkpoint' });
    const tutorial = ok<TRecordFlagResult>(
      await send('POST', '/api/learn/record/flag', 'learner', { id: state.firstScene?.id }),
    );
    expect(tutorial.transition).toBe('completed');
    expect(tutorial.recordMap[state.firstScene?.id as string]).toMatchObject({ flag: true });
  });

  it('offers a newer mission version and moves the learner to it', async () => {
    const numeric = Number(ids().orientation.split('_')[1]);
    const [row] = await ctx.db.select().from(contentItems).where(eq(contentItems.id, numeric));
    // A changed mission was published again (§4.2): its versionRank went up.
    await ctx.db
      .update(contentItems)
      .set({ published: { ...(row?.published as object), versionRank: 2 } })
      .where(eq(contentItems.id, numeric));
    catalogueChanged();
    const offered = ok<TMissionExtends>(
      await send('GET', `/api/learn/mission/${ids().orientation}/extends`, 'learner'),
    );
    expect(offered.missionData.versionUpdate).toEqual({ from: 1, to: 2 });
    // A learner without a record of the mission has nothing to update.
    const fresh = ok<TMissionExtends>(await send('GET', `/api/learn/mission/${ids().orientation}/extends`, 'other'));
    expect(fresh.missionData.versionUpdate).toBeNull();

    const body = { id: ids().orientation, missionVersionRank: 2, pathwayId: ids().pathway };
    expect((await send('POST', '/api/learn/record/versionRank', undefined, body)).statusCode).toBe(401);
    expect(
      (await send('POST', '/api/learn/record/versionRank', 'learner', { ...body, id: ids().pathway })).statusCode,
    ).toBe(400);
    const tooNew = await send('POST', '/api/learn/record/versionRank', 'learner', { ...body, missionVersionRank: 3 });
    expect(tooNew.statusCode).toBe(400);
    expect(tooNew.json().error.fields).toEqual([{ path: 'missionVersionRank', key: 'invalid_request' }]);
    const moved = ok<{ recordMap: Record<string, { versionId: number }> }>(
      await send('POST', '/api/learn/record/versionRank', 'learner', body),
    );
    expect(moved.recordMap[ids().orientation]).toMatchObject({ versionId: 2, completed: true });
    const after = ok<TMissionExtends>(await send('GET', `/api/learn/mission/${ids().orientation}/extends`, 'learner'));
    expect(after.missionData.versionUpdate).toBeNull();
  });
});

describe('free assets, deprecated sets and assessed missions', () => {
  it('rewards free assets, completes a mission assessing another, and keeps deprecated sets out', async () => {
    const doc = (text: string) => richTextFromParagraphs([text]);
    const tutorial = await createItem(ctx.db, {
      type: 'tutorial',
      actorId: null,
      document: { title: 'Asset tutorial', description: doc('Do it'), sections: [{ id: 's1', title: 'Only step' }] },
    });
    await publishItem(ctx.db, { id: tutorial.id, actorId: null });
    const mission = async (title: string, document: Record<string, unknown>) => {
      const item = await createItem(ctx.db, {
        type: 'mission',
        actorId: null,
        document: { title, description: doc(title), ...document },
      });
      await publishItem(ctx.db, { id: item.id, actorId: null });
      return item;
    };
    const inner = await mission('Asset mission', {
      assessmentItem: [{ op: 'And', value: `ltu_${tutorial.id}` }],
      customContents: [
        { id: 'setaaaa0001', title: 'Old', description: '', contentIds: [`ltu_${tutorial.id}`], deprecated: true },
        { id: 'setaaaa0002', title: 'New', description: '', contentIds: [`ltu_${tutorial.id}`], deprecated: false },
      ],
      defaultSet: 'setaaaa0002',
      freeAssets: [{ packageId: 'pkg-kart', note: 'A kart' }],
      points: [{ categoryId: 'audio', point: 10 }],
    });
    const outer = await mission('Mission of missions', {
      assessmentItem: [{ op: 'And', value: `lms_${inner.id}` }],
      points: [{ categoryId: 'audio', point: 5 }],
    });
    const badge = await createItem(ctx.db, {
      type: 'badge',
      actorId: null,
      document: { title: 'Kart badge', description: doc('Karts') },
    });
    await setChildren(ctx.db, outer.id, 'badge', [badge.id]);

    const sets = ok<TMissionExtends>(
      await send('GET', `/api/learn/mission/lms_${inner.id}/extends?contentId=setaaaa0001`, 'assets'),
    );
    expect(sets.missionData.contentSetId).toBe('setaaaa0002');
    expect(sets.missionData.customContents.map((set) => set.id)).toEqual(['setaaaa0001', 'setaaaa0002']);
    const plain = ok<TMissionExtends>(await send('GET', `/api/learn/mission/lms_${inner.id}/extends`, 'assets'));
    expect(plain.missionData.customContents.map((set) => set.id)).toEqual(['setaaaa0002']);
    expect(plain.checkpoint.assetRewards).toEqual([{ itemId: 'pkg-kart', packageId: 'pkg-kart' }]);

    const done = ok<TProgressWrite>(
      await send('POST', '/api/learn/record/step', 'assets', {
        id: `ltu_${tutorial.id}`,
        sectionId: 's1',
        completed: true,
      }),
    );
    expect(done.completedIds).toEqual([`lms_${inner.id}`, `lms_${outer.id}`]);
    expect(done.levelDetails).toEqual([
      expect.objectContaining({ categoryId: 'audio', increasedPoint: 15, totalPoint: 15 }),
    ]);
    const rewards = ok<TRewardBadges>(await send('GET', '/api/learn/reward/badges', 'assets'));
    expect(rewards.badgesReward.map(({ type, itemId, packageId }) => ({ type, itemId, packageId }))).toEqual(
      expect.arrayContaining([
        { type: 'asset', itemId: 'pkg-kart', packageId: 'pkg-kart' },
        { type: 'badge', itemId: `lbg_${badge.id}`, packageId: null },
      ]),
    );
    expect(rewards.badgeMap[`lbg_${badge.id}`]).toMatchObject({ title: 'Kart badge' });
  });
});

describe('a pathway whose chain holds a mission the learner cannot see', () => {
  it('does not complete the pathway around it', async () => {
    const pathway = await seeded('pathway', demoCatalogue.pathways, 'pathway-real-time-foundations');
    const lightAndSound = await seeded('mission', demoCatalogue.missions, 'mission-light-and-sound');
    const orientation = await seeded('mission', demoCatalogue.missions, 'mission-editor-orientation');
    const hidden = Number(lightAndSound.id.split('_')[1]);
    await ctx.db.update(contentItems).set({ internalOnly: true }).where(eq(contentItems.id, hidden));
    try {
      await markAll('chain', await seeded('tutorial', demoCatalogue.tutorials, 'tut-first-scene'));
      const quiz = await passQuiz(
        'chain',
        await seeded('quiz', demoCatalogue.quizzes, 'quiz-editor-essentials'),
        'quiz-editor-essentials',
      );
      expect(quiz.completedIds).toEqual([orientation.id]);
      const lighting = await markAll('chain', await seeded('tutorial', demoCatalogue.tutorials, 'tut-baked-lighting'));
      // The staff-only mission stays open for this learner, so the chain through it does too.
      expect(lighting.completedIds).toEqual([]);
      const { pathwayData } = ok<TPathwayExtends>(
        await send('GET', `/api/learn/pathway/${pathway.id}/extends`, 'chain'),
      );
      expect(pathwayData.missionIds).not.toContain(lightAndSound.id);
      expect(pathwayData.completed).toBe(false);
    } finally {
      await ctx.db.update(contentItems).set({ internalOnly: false }).where(eq(contentItems.id, hidden));
    }
  });
});

describe('OpenAPI', () => {
  it('documents the progress endpoints with summaries and their schemas', async () => {
    const { paths } = await openApiDocument(ctx.app);
    const operations = [
      paths['/api/learn/mission/{idOrSlug}/state']?.get,
      paths['/api/learn/pathway/{idOrSlug}/badgeOverlay']?.get,
      paths['/api/learn/record/flag']?.post,
      paths['/api/learn/record/versionRank']?.post,
      paths['/api/learn/reward/badges']?.get,
      paths['/api/learn/record/experience']?.get,
      paths['/api/learn/record/step']?.post,
    ];
    for (const operation of operations) {
      expect(operation.tags).toEqual(['learn']);
      expect(operation.summary.length).toBeGreaterThan(20);
    }
    const result = (operation: {
      responses: Record<
        string,
        { content: Record<string, { schema: { properties: { result: { properties: object } } } }> }
      >;
    }) =>
      Object.keys(
        operation.responses['200']?.content['application/json']?.schema.properties.result.properties ?? {},
      ).sort();
    expect(result(paths['/api/learn/record/step'].post)).toEqual(['completedIds', 'levelDetails', 'recordMap']);
    expect(result(paths['/api/learn/record/flag'].post)).toEqual([
      'completedIds',
      'levelDetails',
      'recordMap',
      'transition',
    ]);
    expect(result(paths['/api/learn/reward/badges'].get)).toEqual(['badgeMap', 'badgesReward', 'total']);
  });
});
