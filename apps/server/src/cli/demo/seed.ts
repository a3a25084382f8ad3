import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { itemId, type TItemType } from '@questline/domain/ids';
import { lowestSkillLevel } from '@questline/domain/rules/computed';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { findItem, insertTag } from '../../modules/content/content.repository';
import { createItem, hasContent, publishItem, saveItem, setChildren } from '../../modules/content/content.service';
import { saveFeaturedList } from '../../modules/featured/featured.repository';
import { storeFile } from '../../modules/files/files.service';
import { processUploadedVideo } from '../../modules/media/transcode/videos.service';
import { findUserByEmail } from '../../modules/users/users.repository';
import { createUser } from '../../modules/users/users.service';
import type { TRuntime } from '../../runtime';
import { DEMO_ACCOUNTS, generateDemoPassword, type TDemoCredential, writeDemoAccounts } from './demo-accounts';
import { demoCatalogue } from './demo-catalogue';
import { makeDemoMedia, storeDemoMedia } from './demo-media';
import { seedDemoProgress } from './demo-progress';
import { demoMediaKeys, demoRichText, type TDemoMediaFiles } from './demo-rich-text';
import type { DemoCatalogue, DemoPoints, DemoStep } from './demo-types';
import { thumbnailSvg } from './thumbnail-svg';

const points = (list: DemoPoints) => list.map(({ category, point }) => ({ categoryId: category, point }));

/** 8 hex characters that depend on `parts` only. */
const stableHex = (...parts: (string | number)[]) =>
  createHash('sha256').update(parts.join(':')).digest('hex').slice(0, 8);

/**
 * Ids of a demo quiz's questions and options, the same on every seed (`q`/`o` + 8 hex, as the editor makes them):
 * learners' answers name them, so they must not change when the catalogue is seeded again.
 */
export const demoQuestionId = (quizKey: string, questionIndex: number) => `q${stableHex(quizKey, questionIndex)}`;
export const demoOptionId = (quizKey: string, questionIndex: number, optionIndex: number) =>
  `o${stableHex(quizKey, questionIndex, optionIndex)}`;

/**
 * A demo tutorial's steps as its stored sections: a lab step holds its built-in lab without the solution, which only
 * demo-labs.test.ts runs, and no lab URL.
 */
export const demoSections = (steps: readonly DemoStep[], media: TDemoMediaFiles) =>
  steps.map((step, index) => ({
    id: `s${index + 1}`,
    title: step.title,
    body: demoRichText(step.body, media),
    type: step.type,
    ...(step.type === 'lab'
      ? { lab: { scene: step.lab.scene, starter: step.lab.starter, hints: step.lab.hints, checks: step.lab.checks } }
      : {}),
    ...(step.type === 'submission' ? { submissionType: step.submissionType } : {}),
  }));

/** Start and end of a live session as ISO instants, `days` from `now` at `time` in the session's offset. */
const sessionRange = (now: Date, days: number, time: string, minutes: number, utcOffset: number) => {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const day = new Date(now.getTime() + utcOffset * 60_000);
  const localMidnightUtc = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + days);
  const start = new Date(localMidnightUtc + (hours * 60 + mins - utcOffset) * 60_000);
  return { startTime: start.toISOString(), endTime: new Date(start.getTime() + minutes * 60_000).toISOString() };
};

/** The recording the demo's previous live sessions show (scripts/make-demo-recording.mjs makes it). */
const DEMO_RECORDING = new URL('./assets/recording.webm', import.meta.url);

/** The demo pathways the /pathways landing page features, in order. */
const FEATURED_PATHWAY_KEYS = ['pathway-real-time-foundations', 'pathway-gameplay-programmer'];

/**
 * Writes the demo catalogue through the content service, as the API would: every item is validated, created
 * as a draft, linked, then published. All content in one transaction; the demo accounts first, each with a password
 * generated now, written to DATA_DIR/demo-accounts.json (demo-accounts.ts) and answered: the accounts it created.
 */
export const seedDemo = async (
  runtime: TRuntime,
  catalogue: DemoCatalogue = demoCatalogue,
  now = new Date(),
): Promise<TDemoCredential[]> => {
  const { db } = runtime.database;
  const credentials: TDemoCredential[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, account.email)) continue;
    const password = generateDemoPassword();
    await createUser({ db, auth: runtime.auth }, { ...account, password });
    credentials.push({ email: account.email, label: account.label, password });
  }
  if (credentials.length) await writeDemoAccounts(runtime.config.dataDir, credentials);
  const author = await findUserByEmail(db, 'creator@questline.dev');
  const actorId = author?.id ?? null;
  // The steps' illustrations and clip are drawn and rendered before the transaction opens (about a second of one
  // core), then stored in it with the rest.
  const media = await makeDemoMedia(
    runtime.log,
    demoMediaKeys(catalogue.tutorials.flatMap((tutorial) => tutorial.steps)),
  );

  const seeded = await db.transaction(async (tx) => {
    const mediaFiles = await storeDemoMedia({ db: tx, fileStore: runtime.fileStore }, media);
    const ids = new Map<string, { type: TItemType; id: number }>();
    const tagIds = new Map<string, number>();
    const ref = (key: string) => {
      const found = ids.get(key);
      if (!found) throw new Error(`demo catalogue: unknown key ${key}`);
      return found;
    };
    const refIds = (keys: readonly string[]) => keys.map((key) => ref(key).id);
    const publicIds = (keys: readonly string[]) => keys.map((key) => itemId(ref(key).type, ref(key).id));
    const tagRefs = (keys: readonly string[]) => keys.map((key) => tagIds.get(key) ?? 0).filter(Boolean);

    const add = async (key: string, type: TItemType, title: string, document: Record<string, unknown>) => {
      const svg = new TextEncoder().encode(thumbnailSvg(type, title));
      const thumbnail = await storeFile(
        { db: tx, fileStore: runtime.fileStore },
        {
          kind: 'thumbnail',
          contentType: 'image/svg+xml',
          bytes: svg,
          width: 640,
          height: 360,
        },
      );
      const item = await createItem(tx, { type, actorId, document: { title, thumbnail, ...document } });
      ids.set(key, { type, id: item.id });
      return item;
    };

    for (const topic of catalogue.topics)
      tagIds.set(topic.key, (await insertTag(tx, { kind: 'topic', slug: topic.key, name: topic.name })).id);
    for (const industry of catalogue.industries) {
      tagIds.set(industry.key, (await insertTag(tx, { kind: 'industry', slug: industry.key, name: industry.name })).id);
    }

    /** Each badge's image: a mission's badgeThumbnail and a pathway's acclaimBadge are this file (§3.2, §3.3). */
    const badgeImages = new Map<string, { id: string; url: string }>();
    for (const badge of catalogue.badges) {
      const item = await add(badge.key, 'badge', badge.title, {
        description: richTextFromParagraphs([badge.description]),
      });
      badgeImages.set(badge.key, (item.draft as { thumbnail: { id: string; url: string } }).thumbnail);
    }
    const badgeImage = (key: string) => {
      const image = badgeImages.get(key);
      if (!image) throw new Error(`demo catalogue: unknown badge ${key}`);
      return image;
    };
    for (const skill of catalogue.skills) {
      await add(skill.key, 'skill', skill.title, {
        description: richTextFromParagraphs([skill.description]),
        internalID: skill.internalId,
        subSkills: skill.subSkills.map((title) => ({ title })),
        skillLevel: skill.skillLevel,
      });
    }
    for (const competency of catalogue.competencies) {
      const item = await add(competency.key, 'competency', competency.title, {
        description: richTextFromParagraphs([competency.description]),
        internalID: competency.internalId,
        skillLevel: competency.skillLevel,
        skillIds: publicIds(competency.skillKeys),
        topicIds: tagRefs(competency.topicKeys),
      });
      await setChildren(tx, item.id, 'skill', refIds(competency.skillKeys));
    }
    for (const tutorial of catalogue.tutorials) {
      const item = await add(tutorial.key, 'tutorial', tutorial.title, {
        ...(tutorial.language ? { language: tutorial.language } : {}),
        description: richTextFromParagraphs([tutorial.description]),
        skillLevel: tutorial.skillLevel,
        duration: tutorial.durationMinutes,
        ...(tutorial.engineVersionRange ? { engineVersionRange: tutorial.engineVersionRange } : {}),
        isExercise: tutorial.isExercise,
        ...(tutorial.educatorPlan
          ? {
              educatorPlan: {
                description: richTextFromParagraphs([tutorial.educatorPlan.description]),
                outcome: richTextFromParagraphs([tutorial.educatorPlan.outcome]),
                objectives: richTextFromParagraphs([tutorial.educatorPlan.objectives]),
                alignment: null,
                preparation: richTextFromParagraphs([tutorial.educatorPlan.preparation]),
                materials: [],
                ageRange: tutorial.educatorPlan.ageRange,
                instruction: tutorial.educatorPlan.instruction,
              },
            }
          : {}),
        points: points(tutorial.points),
        topicIds: tagRefs(tutorial.topicKeys),
        industryIds: tagRefs(tutorial.industryKeys),
        skillIds: publicIds(tutorial.skillKeys),
        sections: demoSections(tutorial.steps, mediaFiles),
      });
      await setChildren(tx, item.id, 'skill', refIds(tutorial.skillKeys));
    }
    // A skill holds the tutorials that teach it (§3.8), those tagged with it in catalogue order; its duration is theirs.
    for (const skill of catalogue.skills) {
      const taught = catalogue.tutorials.filter((tutorial) => tutorial.skillKeys.includes(skill.key));
      const { id } = ref(skill.key);
      const row = await findItem(tx, id);
      await saveItem(tx, id, {
        draft: {
          ...(row?.draft as Record<string, unknown>),
          contentIds: publicIds(taught.map((tutorial) => tutorial.key)),
          duration: taught.reduce((total, tutorial) => total + tutorial.durationMinutes, 0),
        },
      });
      await setChildren(tx, id, 'content', refIds(taught.map((tutorial) => tutorial.key)));
    }
    const durationOf = (keys: readonly string[]) =>
      keys.reduce((sum, key) => {
        const tutorial = catalogue.tutorials.find((entry) => entry.key === key);
        const quiz = catalogue.quizzes.find((entry) => entry.key === key);
        return sum + (tutorial?.durationMinutes ?? quiz?.durationMinutes ?? 0);
      }, 0);
    for (const quiz of catalogue.quizzes) {
      await add(quiz.key, 'quiz', quiz.title, {
        description: richTextFromParagraphs([quiz.description]),
        objective: richTextFromParagraphs([quiz.objective]),
        skillLevel: quiz.skillLevel,
        duration: quiz.durationMinutes,
        points: points(quiz.points),
        topicIds: tagRefs(quiz.topicKeys),
        quizSetting: { passNumber: quiz.passNumber, freezingTimeInHours: quiz.freezingTimeInHours },
        questions: quiz.questions.map((question, questionIndex) => ({
          id: demoQuestionId(quiz.key, questionIndex),
          body: richTextFromParagraphs([question.body]),
          shuffleOptions: question.shuffleOptions,
          options: question.options.map((option, optionIndex) => ({
            id: demoOptionId(quiz.key, questionIndex, optionIndex),
            body: richTextFromParagraphs([option.body]),
            correct: option.correct,
          })),
          quizFeedback: {
            correct: richTextFromParagraphs([question.feedback.correct]),
            wrong: richTextFromParagraphs([question.feedback.wrong]),
          },
          contentIds: [],
          skillIds: [],
        })),
      });
    }
    for (const project of catalogue.projects) {
      const item = await add(project.key, 'project', project.title, {
        description: richTextFromParagraphs([project.description]),
        objective: richTextFromParagraphs([project.objective]),
        skillLevel: project.skillLevel,
        duration: durationOf(project.tutorialKeys),
        points: points(project.points),
        topicIds: tagRefs(project.topicKeys),
        industryIds: tagRefs(project.industryKeys),
        contentIds: publicIds(project.tutorialKeys),
      });
      await setChildren(tx, item.id, 'content', refIds(project.tutorialKeys));
    }
    for (const course of catalogue.courses) {
      const projectDurations = course.contentKeys.map((key) => {
        const project = catalogue.projects.find((entry) => entry.key === key);
        return project ? durationOf(project.tutorialKeys) : durationOf([key]);
      });
      const item = await add(course.key, 'course', course.title, {
        description: richTextFromParagraphs([course.description]),
        careerGoals: richTextFromParagraphs([course.careerGoals]),
        skillLevel: course.skillLevel,
        duration: projectDurations.reduce((a, b) => a + b, 0),
        points: points(course.points),
        topicIds: tagRefs(course.topicKeys),
        industryIds: tagRefs(course.industryKeys),
        contentIds: publicIds(course.contentKeys),
      });
      await setChildren(tx, item.id, 'content', refIds(course.contentKeys));
    }
    const recording = catalogue.liveSessions.some((session) => session.recordingTitle)
      ? await storeFile(
          { db: tx, fileStore: runtime.fileStore },
          { kind: 'video', contentType: 'video/webm', bytes: await readFile(DEMO_RECORDING) },
        )
      : null;
    for (const session of catalogue.liveSessions) {
      const previousVideo =
        recording && session.recordingTitle
          ? {
              previousVideoId: recording.id,
              previousVideoTitle: session.recordingTitle,
              previousVideo: { ...recording, title: session.recordingTitle },
            }
          : {};
      const item = await add(session.key, 'liveSession', session.title, {
        ...previousVideo,
        description: richTextFromParagraphs([session.description]),
        skillLevel: session.skillLevel,
        rangeTime: sessionRange(
          now,
          session.startsInDays,
          session.startTime,
          session.durationMinutes,
          session.utcOffset,
        ),
        utcOffset: session.utcOffset,
        registerUrl: session.registerUrl,
        duration: session.durationMinutes,
        topicIds: tagRefs(session.topicKeys),
        industryIds: tagRefs(session.industryKeys),
        contentIds: publicIds(session.contentKeys),
      });
      await setChildren(tx, item.id, 'content', refIds(session.contentKeys));
    }
    const skillLevels = new Map<string, string>(
      [...catalogue.tutorials, ...catalogue.quizzes, ...catalogue.projects, ...catalogue.courses].map((entry) => [
        entry.key,
        entry.skillLevel,
      ]),
    );
    /** A mission's skill level is the lowest of its default set's contents (the first set), as publishing derives. */
    const missionLevels = new Map(
      catalogue.missions.map((mission) => [
        mission.key,
        lowestSkillLevel((mission.sets[0]?.contentKeys ?? []).map((key) => ({ skillLevel: skillLevels.get(key) }))),
      ]),
    );
    const missionDurations = new Map(
      catalogue.missions.map((mission) => [mission.key, durationOf(mission.sets[0]?.contentKeys ?? [])]),
    );
    for (const mission of catalogue.missions) {
      const sets = mission.sets.map((set, index) => ({
        id: `set${index + 1}`,
        title: set.title,
        description: set.description,
        contentIds: publicIds(set.contentKeys),
        deprecated: false,
      }));
      const item = await add(mission.key, 'mission', mission.title, {
        shortDescription: mission.shortDescription,
        description: richTextFromParagraphs([mission.description]),
        badgeId: itemId('badge', ref(mission.badgeKey).id),
        badgeThumbnail: badgeImage(mission.badgeKey),
        badgeThumbnailId: badgeImage(mission.badgeKey).id,
        competencyIds: publicIds(mission.competencyKeys),
        customContents: sets,
        defaultSet: sets[0]?.id,
        duration: missionDurations.get(mission.key),
        skillLevel: missionLevels.get(mission.key) ?? undefined,
        versionRank: 1,
        assessmentItem: mission.assessment.map((entry) => ({
          op: entry.op,
          value: itemId(ref(entry.contentKey).type, ref(entry.contentKey).id),
        })),
        prerequisiteIds: publicIds(mission.prerequisiteKeys),
        points: points(mission.points),
        freeAssets: mission.freeAssets ?? [],
      });
      await setChildren(tx, item.id, 'content', refIds(mission.sets.flatMap((set) => set.contentKeys)));
      await setChildren(tx, item.id, 'prerequisite', refIds(mission.prerequisiteKeys));
      await setChildren(tx, item.id, 'competency', refIds(mission.competencyKeys));
      await setChildren(tx, item.id, 'badge', refIds([mission.badgeKey]));
    }
    for (const pathway of catalogue.pathways) {
      const item = await add(pathway.key, 'pathway', pathway.title, {
        strapline: pathway.strapline,
        shortDescription: pathway.shortDescription,
        description: richTextFromParagraphs([pathway.description]),
        // The editor's acclaim badge is the image; the badge item learners earn is linked by badgeId and an edge.
        acclaimBadge: badgeImage(pathway.badgeKey).id,
        badgeId: itemId('badge', ref(pathway.badgeKey).id),
        missionIds: publicIds(pathway.missionKeys),
        duration: pathway.durationWeeks,
        skillLevel:
          lowestSkillLevel(pathway.missionKeys.map((key) => ({ skillLevel: missionLevels.get(key) }))) ?? undefined,
        estimatedDuration: pathway.missionKeys.reduce((sum, key) => sum + (missionDurations.get(key) ?? 0), 0),
        points: points(pathway.points),
      });
      await setChildren(tx, item.id, 'mission', refIds(pathway.missionKeys));
      await setChildren(tx, item.id, 'badge', refIds([pathway.badgeKey]));
    }

    for (const { id } of ids.values()) await publishItem(tx, { id, actorId });
    // The demo learner arrives with some progress, so that My Learning is alive on the first sign-in.
    await seedDemoProgress(tx, {
      catalogue,
      ids,
      hourSeconds: runtime.config.quizFreezeHourSeconds,
      now,
      questionId: demoQuestionId,
      optionId: demoOptionId,
    });
    // The /pathways page features two pathways (§2.8 page_landing_pathway_featured), those of the catalogue present.
    await saveFeaturedList(tx, {
      name: 'page_landing_pathway_featured',
      itemIds: publicIds(FEATURED_PATHWAY_KEYS.filter((key) => ids.has(key))),
      updatedBy: actorId,
    });
    return { videoFileIds: [...(recording ? [recording.id] : []), ...mediaFiles.videoFileIds] };
  });
  // The recording and the steps' clip stream like any upload (§2.16): their transcodes into HLS are queued once the
  // catalogue is committed, so the jobs read committed rows. `npm start` seeds before the server is ready, whose start
  // queues processing videos too: the queue holds a video once, and the players show HLS a few seconds after the first
  // start. Without ffmpeg the recording's row waits in `processing` for a start that has it, playing as uploaded
  // meanwhile (the clip is only made where ffmpeg runs).
  for (const fileId of seeded.videoFileIds)
    await processUploadedVideo({ db, fileStore: runtime.fileStore, log: runtime.log }, fileId, {
      start: runtime.videoTranscoding,
    });
  return credentials;
};

/**
 * Seeds when the database holds no content (users made by the CLI beforehand do not count): whether it did, and the
 * demo accounts it created with their passwords.
 */
export const seedDemoIfEmpty = async (runtime: TRuntime): Promise<{ seeded: boolean; accounts: TDemoCredential[] }> => {
  if (await hasContent(runtime.database.db)) return { seeded: false, accounts: [] };
  return { seeded: true, accounts: await seedDemo(runtime) };
};
