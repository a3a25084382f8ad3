import { itemId, type TItemType } from '@questline/domain/ids';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import type { TMe } from '@questline/domain/schemas/session';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, sendAs, signIn, storeTestImage, type TTestContext } from '../../../test/test-app';
import { seedDemo } from '../../cli/demo/seed';
import { contentItems, records } from '../../db/schema';
import { catalogueChanged } from '../search/search-cache';
import { createUser } from '../users/users.service';
import {
  OVERLAID_TYPES,
  overlayExtends,
  readsAsAnonymous,
  sharedExtendsOf,
  type TOverlaidType,
} from './extends-overlay';
import { extendsOf, type TDetailType } from './learn.service';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const viewers: Record<string, TMe> = {};
const send = sendAs(() => ctx.app, cookies);
const ok = resultOf;
const FREEZE = 3600;

type TItemRow = { id: number; type: string; slug: string };
let items: TItemRow[] = [];
const idOf = (item: TItemRow) => itemId(item.type as TItemType, item.id);

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.runtime);
  for (const [name, memberships, roles] of [
    ['learner', [], []],
    ['member', ['uaaMember'], []],
    ['creator', [], ['learnCreator']],
  ] as const) {
    await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      {
        email: `${name}@example.test`,
        password: 'password-123',
        name,
        memberships: [...memberships],
        roles: [...roles],
      },
    );
    cookies[name] = await signIn(ctx.app, `${name}@example.test`, 'password-123');
    viewers[name] = ok<TMe>(await send('GET', '/api/me', name));
  }
  items = await ctx.db
    .select({ id: contentItems.id, type: contentItems.type, slug: contentItems.slug })
    .from(contentItems)
    .where(and(eq(contentItems.status, 'published'), inArray(contentItems.type, [...OVERLAID_TYPES])))
    .orderBy(contentItems.id);
  // What anonymous visitors may read (premium and members-only items are read in full for everyone).
  const readable: TItemRow[] = [];
  for (const item of items) {
    if ((await send('GET', `/api/learn/${item.type}/${item.slug}`)).statusCode === 200) readable.push(item);
  }
  items = readable;
  // The learner completes a tutorial a mission assesses (its checkpoint shows the completion); its suggested solution
  // and another tutorial's wait for completion (§6): one is shown to the learner, the other not.
  const missions = await ctx.db
    .select({ published: contentItems.published })
    .from(contentItems)
    .where(and(eq(contentItems.type, 'mission'), eq(contentItems.status, 'published')));
  const assessed = new Set(
    missions.flatMap(({ published }) =>
      ((published?.assessmentItem ?? []) as { value?: string }[]).map((entry) => entry.value),
    ),
  );
  const tutorials = items.filter((item) => item.type === 'tutorial');
  const completed = tutorials.find((tutorial) => assessed.has(idOf(tutorial)));
  const unfinished = tutorials.find((tutorial) => tutorial !== completed);
  if (!completed || !unfinished) throw new Error('no mission of the demo assesses a tutorial');
  for (const tutorial of [completed, unfinished]) {
    const [row] = await ctx.db.select().from(contentItems).where(eq(contentItems.id, tutorial.id));
    const published = {
      ...row?.published,
      solutionPlan: { body: richTextFromParagraphs(['Rotate it']), requiredComplete: true },
    };
    await ctx.db.update(contentItems).set({ published }).where(eq(contentItems.id, tutorial.id));
  }
  catalogueChanged();
  const steps = (ok<{ sections: { id: string }[] }>(await send('GET', `/api/learn/tutorial/${idOf(completed)}`))
    .sections ?? []) as { id: string }[];
  for (const step of steps) {
    ok(
      await send('POST', '/api/learn/record/step', 'learner', {
        id: idOf(completed),
        sectionId: step.id,
        completed: true,
      }),
    );
  }
  // Saves, and a running quiz attempt.
  for (const item of items.filter((_, index) => index % 3 === 0)) {
    ok(await send('POST', '/api/learn/collect/toggle', 'learner', { id: idOf(item), type: item.type }));
  }
  const quiz = items.find((item) => item.type === 'quiz');
  if (quiz) ok(await send('POST', `/api/learn/quiz/${idOf(quiz)}/attempt`, 'learner', {}));
  // Every mission has a newer version: those the learner's records hold offer them the update (§4.5); the learner
  // completed the first mission's first version.
  const missionItems = items.filter((item) => item.type === 'mission');
  const [first] = missionItems;
  if (!first) throw new Error('the demo has no mission');
  await ctx.db
    .insert(records)
    .values({ userId: viewers.learner?.id ?? '', itemId: first.id, type: 'mission', completed: true, versionId: 1 })
    .onConflictDoUpdate({ target: [records.userId, records.itemId], set: { versionId: 1 } });
  // The member completed every mission of the last pathway: its checkpoint's progress completes it (§4.4).
  const pathway = items.filter((item) => item.type === 'pathway').at(-1);
  if (!pathway) throw new Error('the demo has no pathway');
  const [pathwayRow] = await ctx.db.select().from(contentItems).where(eq(contentItems.id, pathway.id));
  for (const missionId of (pathwayRow?.published?.missionIds ?? []) as string[]) {
    await ctx.db
      .insert(records)
      .values({
        userId: viewers.member?.id ?? '',
        itemId: Number(missionId.split('_')[1]),
        type: 'mission',
        completed: true,
        versionId: 2,
      })
      .onConflictDoNothing();
  }
  for (const mission of missionItems) {
    const [row] = await ctx.db.select().from(contentItems).where(eq(contentItems.id, mission.id));
    await ctx.db
      .update(contentItems)
      .set({ published: { ...row?.published, versionRank: 2 } })
      .where(eq(contentItems.id, mission.id));
  }
  catalogueChanged();
  // Two opening live sessions refer to tutorials (§4.6): one for everyone, one for members only.
  const thumbnailId = await storeTestImage(ctx);
  const hour = 3_600_000;
  const later = (hours: number) => new Date(Date.now() + hours * hour).toISOString();
  for (const [index, details] of [{}, { uaaOnly: true }].entries()) {
    const session = ok<{ id: string }>(
      await send('POST', '/api/learn/liveSession/0/general', 'creator', {
        language: 'en',
        title: `Office hours ${index}`,
        description: richTextFromParagraphs(['Ask anything.']),
        thumbnailId,
      }),
    );
    ok(
      await send('POST', `/api/learn/liveSession/${session.id}/publish`, 'creator', {
        skillLevel: 'beginner',
        utcOffset: 0,
        registerUrl: 'https://events.example.test/office-hours',
        begin: `${later(100 + index)}#${later(101 + index)}`,
        contentIds: [idOf(tutorials[index + 2] as TItemRow)],
        previousVideoId: null,
        previousVideoTitle: '',
        topicIds: [],
        industryIds: [],
        hidden: false,
        premium: false,
        ...details,
      }),
    );
  }
}, 180_000);
afterAll(() => ctx.close());

/** Every context an item's page opens in: none, each mission above it or in it (a pathway's), a mission's each set. */
const contextsOf = async (item: TItemRow) => {
  const anonymous = ok<{ allParentIds: string[] }>(await send('GET', `/api/learn/${item.type}/${item.slug}/extends`));
  const parentIds =
    (
      Object.values(anonymous).find((part) => part && typeof part === 'object' && 'allParentIds' in part) as
        | { allParentIds: string[] }
        | undefined
    )?.allParentIds ?? [];
  const { missionData, pathwayData } = anonymous as {
    missionData?: { customContents: { id: string }[] };
    pathwayData?: { missionIds: string[] };
  };
  return [
    {},
    // A mission above the item (its checkpoint), or a pathway's mission asked for as the current one.
    ...[...parentIds.filter((id) => id.startsWith('lms_')), ...(pathwayData?.missionIds ?? [])].map((missionId) => ({
      missionId,
    })),
    ...(missionData?.customContents ?? []).map((set) => ({ contentId: set.id })),
  ];
};

describe('a signed-in learner reads the anonymous extends with their own part laid over it', () => {
  it('answers what reading the whole answer as them answers, for every published item and context', async () => {
    let compared = 0;
    for (const item of items) {
      for (const context of await contextsOf(item)) {
        const input = {
          type: item.type as TDetailType,
          idOrSlug: item.slug,
          quizFreezeHourSeconds: FREEZE,
          ...context,
        };
        const shared = await sharedExtendsOf(ctx.db, { ...input, type: item.type as TOverlaidType });
        const { row } = shared;
        // Creators are staff (they see internal items): their extends are read in full.
        expect(readsAsAnonymous(row, viewers.creator as TMe)).toBe(false);
        for (const name of ['learner', 'member']) {
          const viewer = viewers[name] as TMe;
          expect(readsAsAnonymous(row, viewer)).toBe(true);
          const overlaid = await overlayExtends(ctx.db, shared, viewer, {
            quizFreezeHourSeconds: FREEZE,
            missionId: (context as { missionId?: string }).missionId,
          });
          expect(overlaid, `${item.type} ${item.slug} ${JSON.stringify(context)} as ${name}`).toEqual(
            await extendsOf(ctx.db, { ...input, viewer }),
          );
          compared += 1;
        }
      }
    }
    // The demo's items, in and out of their missions and sets, as a learner with records and saves and as a member.
    expect(compared).toBeGreaterThan(40);
  });

  it("shows the learner's own save and records at once, over an answer kept for anonymous visitors", async () => {
    const project = items.find((item) => item.type === 'project') as TItemRow;
    const url = `/api/learn/project/${project.slug}/extends`;
    type TAnswer = {
      collectMap: Record<string, boolean>;
      recordMap: Record<string, unknown>;
      projectData: { statsMap: Record<string, { collectCount: number }> };
    };
    const before = ok<TAnswer>(await send('GET', url));
    const saved = ok<TAnswer>(await send('GET', url, 'member'));
    expect(saved.collectMap[idOf(project)]).toBe(false);
    ok(await send('POST', '/api/learn/collect/toggle', 'member', { id: idOf(project), type: 'project' }));
    const after = ok<TAnswer>(await send('GET', url, 'member'));
    expect(after.collectMap[idOf(project)]).toBe(true);
    expect(after.projectData.statsMap[idOf(project)]?.collectCount).toBe(
      (before.projectData.statsMap[idOf(project)]?.collectCount ?? 0) + 1,
    );
    // The kept anonymous answer is unchanged: nothing of the member's shows there.
    expect(ok<TAnswer>(await send('GET', url))).toEqual(before);
  });

  it('lays the learner part over the kept answer, and reads staff theirs in full', async () => {
    const course = items.find((item) => item.type === 'course') as TItemRow;
    const url = `/api/learn/course/${course.slug}/extends`;
    type TAnswer = { breadcrumb: { title: string }[] };
    const titleOf = (answer: TAnswer) => answer.breadcrumb.at(-1)?.title;
    const kept = titleOf(ok<TAnswer>(await send('GET', url)));
    // A title changed behind the catalogue's back (no change announced): only a full read sees it.
    const [row] = await ctx.db.select().from(contentItems).where(eq(contentItems.id, course.id));
    await ctx.db
      .update(contentItems)
      .set({ published: { ...row?.published, title: 'Changed unannounced' } })
      .where(eq(contentItems.id, course.id));
    try {
      expect(titleOf(ok<TAnswer>(await send('GET', url, 'learner')))).toBe(kept);
      expect(titleOf(ok<TAnswer>(await send('GET', url, 'creator')))).toBe('Changed unannounced');
    } finally {
      await ctx.db.update(contentItems).set({ published: row?.published }).where(eq(contentItems.id, course.id));
      catalogueChanged();
    }
  });
});
