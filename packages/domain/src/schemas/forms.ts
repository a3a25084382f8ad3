/**
 * Every editor form of every type (§2.12), by tab, in both modes: `FORMS.draft` checks a save (format rules),
 * `FORMS.publish` what publishing needs besides (§5). The server validates each save and publish with them; the
 * web app validates the same forms before it sends them and enables Publish when all of a type's forms pass (§4.2).
 */
import { z } from 'zod';
import type { TItemType } from '../ids';
import { issueKey } from '../validation';
import type { TItemDocument } from './content';
import { detailForms } from './details';
import { contentForms } from './editor-content';
import { MODES, type TMode } from './fields';
import { generalForms } from './general';

const itemForms = (mode: TMode) => {
  const general = generalForms(mode);
  const content = contentForms(mode);
  const details = detailForms(mode);
  return {
    tutorial: { general: general.tutorial, steps: content.tutorialSteps, details: details.tutorial },
    project: { general: general.project, content: content.projectContent, details: details.project },
    course: { general: general.course, content: content.courseContent, details: details.course },
    liveSession: { general: general.liveSession, content: content.liveSessionContent, details: details.liveSession },
    quiz: { general: general.quiz, questions: content.quizQuestions, details: details.quiz },
    skill: { general: general.skill, content: content.skillContent },
    competency: { general: general.competency, content: content.competencyContent },
    mission: {
      general: general.mission,
      assessments: content.missionAssessments,
      recommendations: content.missionRecommendations,
      map: content.missionMap,
      details: details.mission,
    },
    pathway: {
      general: general.pathway,
      missions: content.pathwayMissions,
      assessments: content.pathwayAssessments,
      details: details.pathway,
    },
  } as const satisfies Partial<Record<TItemType, Record<string, z.ZodType>>>;
};

export const FORMS = { draft: itemForms('draft'), publish: itemForms('publish') } as const satisfies Record<
  TMode,
  ReturnType<typeof itemForms>
>;
export type TAuthoredType = keyof (typeof FORMS)['publish'];
export const AUTHORED_TYPES = Object.keys(FORMS.publish) as TAuthoredType[];
/** The name of an editor form (and of its save endpoint, §7.1–§7.2): general, steps, content, questions, ... */
export type TFormName = { [type in TAuthoredType]: keyof (typeof FORMS)['draft'][type] & string }[TAuthoredType];
/** A type's editor forms, in tab order (§2.12). */
export const formsOf = (type: TAuthoredType) => Object.keys(FORMS.draft[type]) as TFormName[];

/**
 * One form of a type in a mode (§2.12, §7.1–§7.2), or undefined when the type has no such form. Every form parses
 * into the fields it writes into the item's document.
 */
export const formSchema = (
  mode: TMode,
  type: TAuthoredType,
  form: TFormName,
): z.ZodType<TItemDocument, TItemDocument> | undefined => {
  const forms: Partial<Record<TFormName, z.ZodType<TItemDocument, TItemDocument>>> = FORMS[mode][type];
  return forms[form];
};
export { MODES };

/** `revision`: the source's latestRevision a translation was made from (§4.2). */
export const ZRevision = z.object({ revision: z.number().int().min(0).optional() });

/** One body checked by several forms: every form's issues are reported, the outputs merged. */
const combine = (parts: readonly z.ZodType[]) =>
  z.unknown().transform((input, ctx) => {
    const merged: TItemDocument = {};
    for (const part of [ZRevision, ...parts]) {
      const result = part.safeParse(input);
      if (result.success) Object.assign(merged, result.data);
      else
        for (const issue of result.error.issues) {
          ctx.addIssue({ code: 'custom', message: issueKey(issue), path: issue.path });
        }
    }
    return merged;
  });

/** Going live, a live session needs a thumbnail and a linked item (§5, §8). */
const ZLiveSessionGoLive = z.object({
  thumbnailId: z
    .string({ error: 'liveSession_InvalidParameter_empty_thumbnail' })
    .min(1, { error: 'liveSession_InvalidParameter_empty_thumbnail' }),
  contentIds: z.array(z.string()).min(1, { error: 'liveSession_InvalidParameter_empty_projectIds' }).prefault([]),
});

/**
 * Publishing a quiz: its pass mark must be reachable, so at most the number of its questions. Checked only when both
 * are there in shape (their own rules report them otherwise); it reports, and adds nothing to the output.
 */
const ZQuizPassReachable = z
  .object({
    questions: z.array(z.unknown()).catch([]),
    quizSetting: z.object({ passNumber: z.number().catch(0) }).catch({ passNumber: 0 }),
  })
  .superRefine((value, ctx) => {
    const count = value.questions.length;
    if (count > 0 && value.quizSetting.passNumber > count)
      ctx.addIssue({
        code: 'custom',
        message: 'quiz_InvalidParameter_passNumber_max_questions',
        path: ['quizSetting', 'passNumber'],
      });
  })
  .transform(() => ({}));

/**
 * The validate and publish payloads of §7.3: the type's forms together in publish mode (general plus content,
 * steps or questions plus details), with `revision` when a translation is published. Mission validate takes the
 * same body as mission publish.
 */
const publishSchema = (type: TAuthoredType): z.ZodType<TItemDocument> => {
  const parts: z.ZodType[] = Object.values(FORMS.publish[type]);
  if (type === 'liveSession') parts.push(ZLiveSessionGoLive);
  if (type === 'quiz') parts.push(ZQuizPassReachable);
  return combine(parts);
};
/**
 * Beside the general form of a new draft (`0/general`): the prefixed id of the published original of the same type the
 * draft translates (§3.1 source, §4.2). A save of an existing item ignores it.
 */
export const ZTranslationOf = z.object({ translationOf: z.string().optional() });

export const PUBLISH_SCHEMAS: Record<TAuthoredType, z.ZodType<TItemDocument>> = {
  tutorial: publishSchema('tutorial'),
  project: publishSchema('project'),
  course: publishSchema('course'),
  liveSession: publishSchema('liveSession'),
  quiz: publishSchema('quiz'),
  skill: publishSchema('skill'),
  competency: publishSchema('competency'),
  mission: publishSchema('mission'),
  pathway: publishSchema('pathway'),
};

/**
 * The response of mission validate: whether publishing would make a new mission version (§4.2), and the assessment
 * items, sets and contents that changed since the published version.
 */
export const ZMissionValidateResult = z.object({ isChangeVersion: z.boolean(), changedIds: z.array(z.string()) });
export type TMissionValidateResult = z.infer<typeof ZMissionValidateResult>;
