/** The content, steps, questions and structure payloads of §7.2, with the limits and duplicate rules of §5. */
import { z } from 'zod';
import { LIMITS, MANUAL_DURATION_HOURS, MANUAL_DURATION_MINUTES } from '../constants';
import { LAB_LIMITS } from '../lab/definition';
import { parseLiveRange } from '../rules/ranges';
import type { TRichText } from '../rules/rich-text';
import {
  itemIdOf,
  needed,
  optionalRichText,
  optionalText,
  optionalUrl,
  requiredRichText,
  requiredText,
  requiredUrl,
  type TMode,
  uniqueIds,
  ZMinutes,
  ZOptionalMediaId,
  ZSkillLevel,
  ZTagId,
  ZUtcOffset,
} from './fields';
import { ZVersionRange } from './general';

/** Adds one issue with a catalogue key at a path. */
const fail = (ctx: z.RefinementCtx, message: string, path: PropertyKey[]) =>
  ctx.addIssue({ code: 'custom', message, path });

/** Manual duration (§3.5, §9): withManual and its minutes; without withManual the manual value is 0. */
const manualDuration = { withManual: z.boolean().default(false), manualDuration: ZMinutes.default(0) };

export const TUTORIAL_STEP_TYPES = ['text', 'lab', 'submission'] as const;
export type TTutorialStepType = (typeof TUTORIAL_STEP_TYPES)[number];
/** What a submission step asks for; webgl takes a playable build (§3.12). */
export const SUBMISSION_TYPES = ['webgl', 'image', 'video', 'link'] as const;
/** Whether a learner must complete the step for the tutorial to count as completed (§3.4 requiredSections). */
export const STEP_OPTION_TYPES = ['required', 'optional'] as const;

/** §5: at most one lab step and one submission step, on every save; the extra step is the one named. */
const checkStepLimits = (steps: readonly { type: string }[], ctx: z.RefinementCtx) => {
  const limits = [
    { type: 'lab', max: LIMITS.tutorialLabSteps, key: 'tutorial_exceed_lab_limit_1' },
    { type: 'submission', max: LIMITS.tutorialSubmissionSteps, key: 'tutorial_exercise_exceed_submission_limit_1' },
  ];
  for (const { type, max, key } of limits) {
    const indexes = steps.flatMap((step, index) => (step.type === type ? [index] : []));
    if (indexes.length > max) fail(ctx, key, ['sections', indexes[max] as number]);
  }
};

/** Estimated time as the editor enters it (§2.13): hours and minutes from the §9 option lists. */
const estimation = {
  estimationInHour: z
    .number()
    .int()
    .refine((hours) => MANUAL_DURATION_HOURS.includes(hours), { error: 'invalid_request' })
    .default(0),
  estimationInMinute: z
    .number()
    .int()
    .refine((minutes) => MANUAL_DURATION_MINUTES.includes(minutes), { error: 'invalid_request' })
    .default(0),
};

const ASSESSED_TYPES = ['tutorial', 'quiz', 'project', 'course', 'mission'] as const;

/** An assessment list (§3.3): And/Or items; a repeated item is dropped, keeping its first place (§5). */
export const ZAssessmentItems = z
  .array(z.object({ op: z.enum(['And', 'Or']), value: itemIdOf(...ASSESSED_TYPES) }))
  .max(100)
  .default([])
  .transform((items) =>
    items.filter((item, index) => items.findIndex((other) => other.value === item.value) === index),
  );
export type TAssessmentItem = z.infer<typeof ZAssessmentItems>[number];

const SET_CONTENT_TYPES = ['tutorial', 'quiz', 'project', 'course'] as const;

/** The default set names one of the sets (§3.3); with no sets there is no default. */
const checkDefaultSet = (
  value: { customContents: { id: string }[]; defaultSet?: string | null },
  ctx: z.RefinementCtx,
) => {
  const ids = value.customContents.map((set) => set.id);
  if (new Set(ids).size !== ids.length) fail(ctx, 'mission_InvalidParameter_set', ['customContents']);
  if (value.defaultSet && !ids.includes(value.defaultSet)) fail(ctx, 'mission_InvalidParameter_set', ['defaultSet']);
};

/** POST /api/learn/mission/{id}/addSet (§7.2): a new set needs a title and at least one content (§5). */
export const ZMissionAddSet = z.object({
  setTitle: requiredText(200),
  setDescription: optionalText(2000),
  setContentIds: uniqueIds(itemIdOf(...SET_CONTENT_TYPES), { emptyKey: 'error_isRequired' }),
  deprecated: z.boolean().default(false),
});
export type TMissionAddSet = z.infer<typeof ZMissionAddSet>;

/** The content, steps, questions and structure forms of each type (§2.12, §7.2), for a draft or for publishing. */
export const contentForms = (mode: TMode) => {
  const need = <T extends z.ZodType>(schema: T) => needed(mode, schema);
  const atPublish = mode === 'publish';
  /** A list that must hold something before publishing, answered with its own key (§5, §8). */
  const listNeeded = <T extends z.ZodType<string>>(id: T, emptyKey: string) =>
    atPublish ? uniqueIds(id, { emptyKey }) : uniqueIds(id).default([]);

  const stepCommon = {
    /** Kept across saves so comments and records stay attached; the server assigns one to a new step. */
    id: z.string().max(64).optional(),
    title: need(requiredText(200)),
    body: optionalRichText(),
    optionType: z.enum(STEP_OPTION_TYPES).default('required'),
    contentIds: uniqueIds(itemIdOf(), { max: 50 }).default([]),
  };
  /**
   * A built-in lab (decision 0073): the scene code the lab starts from, the learner's starter code, hints, and the
   * checks that judge the learner's work. Each check's message is written in the tutorial's language, as its text is.
   */
  const labDefinition = z.object({
    scene: z.string().max(LAB_LIMITS.codeChars).default(''),
    starter: z.string().max(LAB_LIMITS.codeChars).default(''),
    hints: z.array(requiredText(500)).max(LAB_LIMITS.hints).default([]),
    checks: z
      .array(z.object({ message: need(requiredText(300)), code: need(requiredText(LAB_LIMITS.checkChars)) }))
      .max(LAB_LIMITS.checks)
      .refine((checks) => !atPublish || checks.length > 0, { error: 'lab_checks_required' })
      .default([]),
  });
  /** A step (§3.4): a lab step needs its lab (built in, or its URL), a submission step its submission type (§5). */
  const step = z.discriminatedUnion('type', [
    z.object({ ...stepCommon, type: z.literal('text') }),
    z
      .object({
        ...stepCommon,
        type: z.literal('lab'),
        // An empty URL reads as none: the editor empties the field when the step's lab is built in.
        labUrl: z.preprocess((value) => (value === '' ? undefined : value), optionalUrl()),
        lab: labDefinition.optional(),
      })
      // A lab step to publish needs its lab: built in, or at its URL (§5 labUrl).
      .superRefine((entry, ctx) => {
        if (atPublish && !entry.lab && !entry.labUrl) fail(ctx, 'error_isRequired', ['labUrl']);
      }),
    z.object({
      ...stepCommon,
      type: z.literal('submission'),
      submissionType: need(z.enum(SUBMISSION_TYPES, { error: 'error_isRequired' })),
    }),
  ]);

  /** Quiz questions (§3.6): at publish each needs two options and a correct one (§5). */
  const question = z
    .object({
      /** Kept across saves so learners' answers stay attached; the server assigns one to a new question. */
      id: z.string().max(64).optional(),
      body: need(requiredRichText()),
      contentIds: uniqueIds(itemIdOf('tutorial', 'project', 'course'), { max: 20 }).default([]),
      skillIds: uniqueIds(itemIdOf('skill'), { max: 20 }).default([]),
      shuffleOptions: z.boolean().default(false),
      options: z
        .array(
          z.object({
            /** Kept across saves like the question's; answers name options by id, so shuffling changes nothing. */
            id: z.string().max(64).optional(),
            body: need(requiredRichText()),
            correct: z.boolean().default(false),
          }),
        )
        .max(20)
        .default([]),
      quizFeedback: z
        .object({ correct: optionalRichText(), wrong: optionalRichText() })
        .default({ correct: undefined, wrong: undefined }),
    })
    .superRefine((entry, ctx) => {
      if (!atPublish) return;
      if (entry.options.length < LIMITS.quizMinOptions) fail(ctx, 'quiz_InvalidParameter_options_min_2', ['options']);
      else if (!entry.options.some((option) => option.correct))
        fail(ctx, 'quiz_InvalidParameter_question_correct_min_1', ['options']);
    });

  const contentSet = z.object({
    id: z.string().min(1).max(64),
    title: need(requiredText(200)),
    description: optionalText(2000),
    contentIds: listNeeded(itemIdOf(...SET_CONTENT_TYPES), 'mission_InvalidParameter_set'),
    deprecated: z.boolean().default(false),
  });

  return {
    /** POST /api/learn/tutorial/{id}/steps and addStep/{type}. */
    tutorialSteps: z
      .object({
        engineVersionRange: ZVersionRange.default('_'),
        skillLevel: need(ZSkillLevel),
        ...estimation,
        sections: z.array(step).max(200).default([]),
      })
      .superRefine((value, ctx) => checkStepLimits(value.sections, ctx)),

    /** POST /api/learn/quiz/{id}/questions: at least one question to publish (§5). */
    quizQuestions: z.object({
      questions: atPublish
        ? z.array(question).min(1, { error: 'quiz_InvalidParameter_empty_questions' }).max(200).prefault([])
        : z.array(question).max(200).default([]),
      engineVersionRange: ZVersionRange.default('_'),
    }),

    /** POST /api/learn/project/{id}/content: a project needs tutorials (§5); each group a title. */
    projectContent: z.object({
      skillLevel: need(ZSkillLevel),
      contentIds: listNeeded(itemIdOf('tutorial', 'quiz'), 'project_InvalidParameter_empty_tutorialIds'),
      isChallenge: z.boolean().default(false),
      tutorialGroups: z
        .array(
          z.object({ title: need(requiredText(200)), contentIds: uniqueIds(itemIdOf('tutorial', 'quiz')).default([]) }),
        )
        .max(50)
        .default([]),
      ...manualDuration,
    }),

    /** POST /api/learn/course/{id}/content: a course needs content (§5). */
    courseContent: z.object({
      skillLevel: need(ZSkillLevel),
      contentIds: listNeeded(itemIdOf('tutorial', 'project', 'quiz'), 'course_InvalidParameter_empty_contentIds'),
      ...manualDuration,
    }),

    /** POST /api/learn/skill/{id}/content: the add-content dialog accepts tutorials only (§2.13). */
    skillContent: z.object({
      skillLevel: need(ZSkillLevel),
      contentIds: uniqueIds(itemIdOf('tutorial')).default([]),
      ...manualDuration,
    }),

    /** POST /api/learn/competency/{id}/content. */
    competencyContent: z.object({ topicIds: uniqueIds(ZTagId).default([]) }),

    /**
     * POST /api/learn/liveSession/{id}/content: `begin` is the range 'start#end' (§9); the duration, end − start,
     * must not be negative (error_lessZero); the register URL is a URL; at most one content item (§5).
     */
    liveSessionContent: z
      .object({
        skillLevel: need(ZSkillLevel),
        utcOffset: need(ZUtcOffset),
        registerUrl: need(requiredUrl()),
        begin: need(z.string({ error: 'error_isRequired' })),
        contentIds: z
          .array(itemIdOf('tutorial', 'project', 'course'))
          .max(LIMITS.liveSessionContent, { error: 'liveSession_contentIds_max_1' })
          .default([]),
        previousVideoId: ZOptionalMediaId,
        previousVideoTitle: optionalText(200),
      })
      .superRefine((value, ctx) => {
        if (value.begin === undefined) return;
        const range = parseLiveRange(value.begin);
        if (!range) return fail(ctx, 'invalid_request', ['begin']);
        if (Date.parse(range.endTime) < Date.parse(range.startTime)) fail(ctx, 'error_lessZero', ['duration']);
      }),

    /** POST /api/learn/mission/{id}/assessments. */
    missionAssessments: z.object({ assessmentItem: ZAssessmentItems }),

    /** POST /api/learn/mission/{id}/recommendations: content sets and the default one. */
    missionRecommendations: z
      .object({ customContents: z.array(contentSet).max(50).default([]), defaultSet: z.string().nullish() })
      .superRefine(checkDefaultSet),

    /** POST /api/learn/mission/{id}/map. */
    missionMap: z.object({ prerequisiteIds: uniqueIds(itemIdOf('mission'), { max: 50 }).default([]) }),

    /** POST /api/learn/pathway/{id}/missions: the duration (weeks) is an integer of at least 1 (§5). */
    pathwayMissions: z
      .object({
        duration: need(
          z.number({ error: 'error_isRequired' }).int({ error: 'error_lessOne' }).min(1, { error: 'error_lessOne' }),
        ),
        missionIds: uniqueIds(itemIdOf('mission'), { max: 100 }).default([]),
        missionPosition: z
          .record(z.string(), z.object({ top: z.number().finite(), left: z.number().finite() }))
          .default({}),
        engineVersionId: z.string().max(40).nullish(),
      })
      .superRefine((value, ctx) => {
        for (const missionId of Object.keys(value.missionPosition)) {
          if (!value.missionIds.includes(missionId)) fail(ctx, 'invalid_request', ['missionPosition', missionId]);
        }
      }),

    /** POST /api/learn/pathway/{id}/assessments. */
    pathwayAssessments: z.object({ assessmentItems: ZAssessmentItems }),
  } as const;
};

const emptyDoc = (): TRichText => ({ type: 'doc', content: [] });

/** A new question (§5): an empty body and two empty options, neither correct. */
export const newQuestion = () => ({
  body: emptyDoc(),
  contentIds: [] as string[],
  skillIds: [] as string[],
  shuffleOptions: false,
  options: [
    { body: emptyDoc(), correct: false },
    { body: emptyDoc(), correct: false },
  ],
  quizFeedback: { correct: undefined, wrong: undefined },
});
