import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LIMITS } from '../constants';
import { richTextFromParagraphs } from '../rules/rich-text';
import { validate } from '../validation';
import { isDetailDataValid, ZPointReward } from './details';
import { newQuestion, ZMissionAddSet } from './editor-content';
import { isHttpUrl } from './fields';
import { FORMS, formSchema, PUBLISH_SCHEMAS } from './forms';
import { ZEducatorPlan } from './general';
import { ZHeaderSearchQuery, ZRecordListQuery, ZRecordVersionRank, ZSearchQuery, ZTimeOfDay } from './learner';

const P = FORMS.publish;
const ZTutorialSteps = P.tutorial.steps;
const ZQuizQuestions = P.quiz.questions;
const ZQuizDetails = P.quiz.details;
const ZProjectContent = P.project.content;
const ZCourseContent = P.course.content;
const ZSkillContent = P.skill.content;
const ZLiveSessionContent = P.liveSession.content;
const ZMissionAssessments = P.mission.assessments;
const ZMissionRecommendations = P.mission.recommendations;
const ZMissionDetails = P.mission.details;
const ZPathwayMissions = P.pathway.missions;
const ZTutorialDetails = P.tutorial.details;
const GENERAL_SCHEMAS = {
  pathway: P.pathway.general,
  mission: P.mission.general,
  tutorial: P.tutorial.general,
  project: P.project.general,
  course: P.course.general,
  quiz: P.quiz.general,
  liveSession: P.liveSession.general,
  skill: P.skill.general,
  competency: P.competency.general,
};

const doc = (text: string) => richTextFromParagraphs([text]);
const EMPTY = doc('');

/** The catalogue keys a parse reports, as 'path: key'. */
const problems = (schema: z.ZodType, input: unknown) => {
  const result = validate(schema, input);
  return result.ok ? [] : result.errors.map((error) => `${error.path}: ${error.key}`);
};
const data = <T extends z.ZodType>(schema: T, input: unknown): z.output<T> => {
  const result = validate(schema, input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.data;
};

const tutorialGeneral = {
  language: 'en',
  title: 'Build a kart',
  description: doc('Wheels first.'),
  thumbnailId: 'file_1',
  ownerId: 'user_1',
};

describe('required fields of the general forms (§5 table)', () => {
  const cases: [keyof typeof GENERAL_SCHEMAS, string[]][] = [
    ['pathway', ['title', 'description', 'thumbnailId', 'acclaimBadge']],
    ['mission', ['title', 'description', 'thumbnailId', 'badgeThumbnailId']],
    ['tutorial', ['language', 'title', 'description', 'thumbnailId', 'ownerId']],
    ['project', ['language', 'title', 'description', 'thumbnailId', 'ownerId']],
    ['course', ['language', 'title', 'description', 'thumbnailId', 'ownerId']],
    ['quiz', ['language', 'title', 'description', 'thumbnailId', 'ownerId', 'objective']],
    ['liveSession', ['language', 'title', 'description', 'ownerId']],
    ['skill', ['title', 'internalID', 'description']],
    ['competency', ['title', 'internalID', 'description', 'skillLevel', 'thumbnailId']],
  ];
  it.each(cases)('%s general requires exactly its fields', (type, required) => {
    expect(problems(GENERAL_SCHEMAS[type], {}).sort()).toEqual(
      required.map((field) => `${field}: error_isRequired`).sort(),
    );
  });

  it('treats blank text and a document without text as missing', () => {
    expect(problems(GENERAL_SCHEMAS.tutorial, { ...tutorialGeneral, title: '   ', description: EMPTY })).toEqual([
      'title: error_isRequired',
      'description: error_isRequired',
    ]);
  });

  it('defaults the language of pathways, missions, skills and competencies to en', () => {
    const skill = data(GENERAL_SCHEMAS.skill, { title: 'Physics', internalID: 'Skill-physics', description: doc('x') });
    expect(skill.language).toBe('en');
    expect(skill.engineVersionRange).toBe('_');
  });

  it('answers a language that is not a content language as an invalid request', () => {
    expect(problems(GENERAL_SCHEMAS.tutorial, { ...tutorialGeneral, language: 'xx' })).toEqual([
      'language: invalid_request',
    ]);
  });

  it('limits a tutorial title to 135 characters', () => {
    expect(problems(GENERAL_SCHEMAS.tutorial, { ...tutorialGeneral, title: 'a'.repeat(135) })).toEqual([]);
    expect(problems(GENERAL_SCHEMAS.tutorial, { ...tutorialGeneral, title: 'a'.repeat(136) })).toEqual([
      'title: tutorial_title_too_long',
    ]);
  });

  it('keeps only the first of repeated recommended pathways', () => {
    const pathway = data(GENERAL_SCHEMAS.pathway, {
      title: 'Junior programmer',
      description: doc('Start here.'),
      thumbnailId: 'f1',
      acclaimBadge: 'f2',
      recommendedNextPathways: ['lpw_2', 'lpw_3', 'lpw_2'],
    });
    expect(pathway.recommendedNextPathways).toEqual(['lpw_2', 'lpw_3']);
  });

  it('refuses ids of the wrong type', () => {
    expect(
      problems(GENERAL_SCHEMAS.competency, {
        title: 'Gameplay',
        internalID: 'Comp-gameplay',
        description: doc('x'),
        skillLevel: 'beginner',
        thumbnailId: 'f1',
        skillIds: ['lsk_1', 'ltu_2'],
      }),
    ).toEqual(['skillIds.1: invalid_request']);
  });
});

describe('internal ID prefixes (§5)', () => {
  const skill = { title: 'Physics', description: doc('x') };
  it.each([
    ['Skill-physics', []],
    ['skill-physics', ['internalID: error_prefix_skill']],
    ['Skill-', ['internalID: error_prefix_skill']],
    ['Comp-physics', ['internalID: error_prefix_skill']],
  ])('skill internal ID %s', (internalID, expected) => {
    expect(problems(GENERAL_SCHEMAS.skill, { ...skill, internalID })).toEqual(expected);
  });

  it('asks competencies for Comp-', () => {
    const competency = { ...skill, skillLevel: 'expert', thumbnailId: 'f' };
    expect(problems(GENERAL_SCHEMAS.competency, { ...competency, internalID: 'Comp-ai' })).toEqual([]);
    expect(problems(GENERAL_SCHEMAS.competency, { ...competency, internalID: 'Skill-ai' })).toEqual([
      'internalID: error_prefix_competency',
    ]);
  });
});

describe('educator plan (§3.9, §5)', () => {
  it('needs only a description and defaults the rest', () => {
    expect(problems(ZEducatorPlan, {})).toEqual(['description: error_isRequired']);
    expect(data(ZEducatorPlan, { description: doc('Plan') })).toMatchObject({
      materials: [],
      ageRange: { min: 13, max: null },
      instruction: 0,
    });
  });

  it('checks material links, the age range and instruction minutes', () => {
    expect(
      problems(ZEducatorPlan, {
        description: doc('Plan'),
        materials: [
          { type: 'link', name: 'Slides', url: 'javascript:alert(1)' },
          { type: 'file', attachmentId: 'a1' },
        ],
        ageRange: { min: 17, max: 14 },
        instruction: -5,
      }),
    ).toEqual(['materials.0.url: error_URL', 'ageRange.max: invalid_request', 'instruction: error_lessZero']);
  });

  it('rides on the tutorial general payload, null when absent', () => {
    expect(data(GENERAL_SCHEMAS.tutorial, tutorialGeneral).educatorPlan).toBeNull();
    expect(problems(GENERAL_SCHEMAS.tutorial, { ...tutorialGeneral, educatorPlan: {} })).toEqual([
      'educatorPlan.description: error_isRequired',
    ]);
  });
});

describe('URL fields (§5)', () => {
  it('accepts http(s) URLs only', () => {
    expect(isHttpUrl('https://lab.example.com/session')).toBe(true);
    expect(isHttpUrl('http://localhost:8080')).toBe(true);
    for (const bad of ['lab.example.com', 'ftp://example.com', 'javascript:alert(1)', 'https://', '']) {
      expect(isHttpUrl(bad)).toBe(false);
    }
  });
});

describe('tutorial steps (§5)', () => {
  const steps = (sections: unknown[]) => ({ skillLevel: 'beginner', sections });
  const text = { type: 'text', title: 'Intro' };
  const lab = { type: 'lab', title: 'Lab', labUrl: 'https://lab.example.com' };
  const submission = { type: 'submission', title: 'Submit', submissionType: 'webgl' };

  it('needs a skill level', () => {
    expect(problems(ZTutorialSteps, { sections: [] })).toEqual(['skillLevel: error_isRequired']);
  });

  it('needs a lab URL on a lab step and a submission type on a submission step', () => {
    expect(
      problems(
        ZTutorialSteps,
        steps([
          { type: 'lab', title: 'Lab' },
          { type: 'lab', title: 'Lab', labUrl: 'not a url' },
          { type: 'submission', title: 'Submit' },
        ]),
      ),
    ).toEqual([
      'sections.0.labUrl: error_isRequired',
      'sections.1.labUrl: error_URL',
      'sections.2.submissionType: error_isRequired',
    ]);
  });

  it('allows one lab step and one submission step, naming the extra one', () => {
    expect(problems(ZTutorialSteps, steps([text, lab, submission]))).toEqual([]);
    expect(problems(ZTutorialSteps, steps([lab, text, lab, submission, submission]))).toEqual([
      'sections.2: tutorial_exceed_lab_limit_1',
      'sections.4: tutorial_exercise_exceed_submission_limit_1',
    ]);
  });

  it('takes estimation hours and minutes from the §9 option lists', () => {
    expect(problems(ZTutorialSteps, { ...steps([]), estimationInHour: 30, estimationInMinute: 55 })).toEqual([]);
    expect(problems(ZTutorialSteps, { ...steps([]), estimationInHour: 27, estimationInMinute: 7 })).toEqual([
      'estimationInHour: invalid_request',
      'estimationInMinute: invalid_request',
    ]);
  });
});

describe('quiz questions (§5)', () => {
  const option = (text: string, correct = false) => ({ body: doc(text), correct });
  const question = (options: unknown[]) => ({ body: doc('Which node renders?'), options });

  it('needs at least one question', () => {
    expect(problems(ZQuizQuestions, { questions: [] })).toEqual(['questions: quiz_InvalidParameter_empty_questions']);
  });

  it('needs two options per question and one correct', () => {
    expect(
      problems(ZQuizQuestions, {
        questions: [
          question([option('a', true)]),
          question([option('a'), option('b')]),
          question([option('a'), option('b', true)]),
        ],
      }),
    ).toEqual([
      'questions.0.options: quiz_InvalidParameter_options_min_2',
      'questions.1.options: quiz_InvalidParameter_question_correct_min_1',
    ]);
  });

  it('starts a new question with two empty options, neither correct, which do not yet validate', () => {
    const fresh = newQuestion();
    expect(fresh.options).toHaveLength(2);
    expect(fresh.options.every((entry) => !entry.correct)).toBe(true);
    expect(problems(ZQuizQuestions, { questions: [fresh] })).toEqual([
      'questions.0.body: error_isRequired',
      'questions.0.options.0.body: error_isRequired',
      'questions.0.options.1.body: error_isRequired',
      'questions.0.options: quiz_InvalidParameter_question_correct_min_1',
    ]);
  });

  it('requires passNumber of at least 1 and a skill level in the details', () => {
    expect(problems(ZQuizDetails, { quizSetting: { passNumber: 0 } })).toEqual([
      'skillLevel: error_isRequired',
      'quizSetting.passNumber: error_lessOne',
    ]);
    expect(data(ZQuizDetails, { skillLevel: 'advanced', quizSetting: { passNumber: 3 } }).quizSetting).toEqual({
      passNumber: 3,
      freezingTimeInHours: 0,
    });
  });
});

describe('project, course and skill content (§5)', () => {
  it('a project needs tutorials, a skill level, and titled groups', () => {
    expect(problems(ZProjectContent, {})).toEqual([
      'skillLevel: error_isRequired',
      'contentIds: project_InvalidParameter_empty_tutorialIds',
    ]);
    expect(
      problems(ZProjectContent, {
        skillLevel: 'beginner',
        contentIds: ['ltu_1'],
        tutorialGroups: [{ title: '', contentIds: ['ltu_1'] }],
      }),
    ).toEqual(['tutorialGroups.0.title: error_isRequired']);
  });

  it('a course needs content', () => {
    expect(problems(ZCourseContent, { skillLevel: 'beginner', contentIds: [] })).toEqual([
      'contentIds: course_InvalidParameter_empty_contentIds',
    ]);
  });

  it('a skill takes tutorials only, each once', () => {
    expect(data(ZSkillContent, { skillLevel: 'beginner', contentIds: ['ltu_1', 'ltu_1'] }).contentIds).toEqual([
      'ltu_1',
    ]);
    expect(problems(ZSkillContent, { skillLevel: 'beginner', contentIds: ['lpr_1'] })).toEqual([
      'contentIds.0: invalid_request',
    ]);
  });
});

describe('live session content (§5)', () => {
  const content = {
    skillLevel: 'beginner',
    utcOffset: 60,
    registerUrl: 'https://events.example.com/r/1',
    begin: '2026-12-01T17:00:00Z#2026-12-01T18:30:00Z',
  };

  it('accepts a valid session', () => {
    expect(problems(ZLiveSessionContent, content)).toEqual([]);
  });

  it('checks the register URL, the range, a negative duration and at most one content item', () => {
    expect(
      problems(ZLiveSessionContent, {
        ...content,
        registerUrl: 'register here',
        contentIds: ['lpr_1', 'lpr_2'],
      }),
    ).toEqual(['registerUrl: error_URL', 'contentIds: liveSession_contentIds_max_1']);
    expect(problems(ZLiveSessionContent, { ...content, begin: 'tomorrow' })).toEqual(['begin: invalid_request']);
    expect(problems(ZLiveSessionContent, { ...content, begin: '2026-12-01T18:00:00Z#2026-12-01T17:00:00Z' })).toEqual([
      'duration: error_lessZero',
    ]);
  });

  it('needs a thumbnail and a linked project to publish', () => {
    const general = { language: 'en', title: 'Live', description: doc('x'), ownerId: 'u1' };
    expect(problems(PUBLISH_SCHEMAS.liveSession, { ...general, ...content })).toEqual([
      'thumbnailId: liveSession_InvalidParameter_empty_thumbnail',
      'contentIds: liveSession_InvalidParameter_empty_projectIds',
    ]);
    expect(
      problems(PUBLISH_SCHEMAS.liveSession, { ...general, ...content, thumbnailId: 'f', contentIds: ['lpr_1'] }),
    ).toEqual([]);
  });
});

describe('mission forms (§5)', () => {
  it('drops repeated assessment items', () => {
    const result = data(ZMissionAssessments, {
      assessmentItem: [
        { op: 'And', value: 'ltu_1' },
        { op: 'Or', value: 'lqz_2' },
        { op: 'And', value: 'ltu_1' },
      ],
    });
    expect(result.assessmentItem.map((item) => item.value)).toEqual(['ltu_1', 'lqz_2']);
  });

  it('keeps the assessment list free of repeats for any input', () => {
    const ids = fc.constantFrom('ltu_1', 'ltu_2', 'lqz_3', 'lpr_4');
    fc.assert(
      fc.property(fc.array(fc.record({ op: fc.constantFrom('And', 'Or'), value: ids })), (items) => {
        const values = data(ZMissionAssessments, { assessmentItem: items }).assessmentItem.map((item) => item.value);
        expect(new Set(values).size).toBe(values.length);
        expect(new Set(values)).toEqual(new Set(items.map((item) => item.value)));
      }),
    );
  });

  it('a new set needs a title and at least one content', () => {
    expect(problems(ZMissionAddSet, { setTitle: ' ', setContentIds: [] })).toEqual([
      'setTitle: error_isRequired',
      'setContentIds: error_isRequired',
    ]);
  });

  it('the default set names an existing set', () => {
    const set = { id: 's1', title: 'Main', contentIds: ['ltu_1'] };
    expect(problems(ZMissionRecommendations, { customContents: [set], defaultSet: 's1' })).toEqual([]);
    expect(problems(ZMissionRecommendations, { customContents: [set], defaultSet: 's9' })).toEqual([
      'defaultSet: mission_InvalidParameter_set',
    ]);
    expect(problems(ZMissionRecommendations, { customContents: [set, set] })).toEqual([
      'customContents: mission_InvalidParameter_set',
    ]);
  });

  it('refuses two free assets with one packageId', () => {
    expect(
      problems(ZMissionDetails, {
        freeAssets: [
          { packageId: 'kart', note: '' },
          { packageId: 'kart', note: 'again' },
        ],
      }),
    ).toEqual(['freeAssets: mission_InvalidParameter_freeAssets_duplicate']);
  });

  it('publish and validate check every form at once', () => {
    const errors = problems(PUBLISH_SCHEMAS.mission, { assessmentItem: [], customContents: [] });
    expect(errors).toContain('title: error_isRequired');
    expect(errors).toContain('badgeThumbnailId: error_isRequired');
  });
});

describe('pathway missions (§5)', () => {
  it.each([
    [1, []],
    [12, []],
    [0, ['duration: error_lessOne']],
    [1.5, ['duration: error_lessOne']],
    [undefined, ['duration: error_isRequired']],
  ])('duration %s', (duration, expected) => {
    expect(problems(ZPathwayMissions, { duration })).toEqual(expected);
  });

  it('places only listed missions on the map', () => {
    expect(
      problems(ZPathwayMissions, {
        duration: 4,
        missionIds: ['lms_1'],
        missionPosition: { lms_2: { top: 0, left: 0 } },
      }),
    ).toEqual(['missionPosition.lms_2: invalid_request']);
  });
});

describe('point rewards (§5)', () => {
  it('is valid only while the total stays within the maximum', () => {
    expect(problems(ZPointReward, [{ categoryId: 'programming', point: 100 }])).toEqual([]);
    expect(problems(ZPointReward, [{ categoryId: 'programming', point: -1 }])).toEqual(['0.point: error_lessZero']);
    expect(
      problems(ZPointReward, [
        { categoryId: 'programming', point: 2000 },
        { categoryId: 'audio', point: 1000 },
      ]),
    ).toEqual([': points_InvalidParameter_max_total']);
    expect(
      problems(ZPointReward, [
        { categoryId: 'audio', point: 5 },
        { categoryId: 'audio', point: 5 },
      ]),
    ).toEqual([': invalid_request']);
  });
});

describe('details (§3.1, §5)', () => {
  it('fills every flag and list with its default', () => {
    expect(data(ZTutorialDetails, {})).toMatchObject({
      points: [],
      hidden: false,
      internalOnly: false,
      premium: false,
      offline: false,
      skillIds: [],
      unPublishedTime: null,
    });
  });

  it('detail data is valid with packageIds or tagIds, or an objective or career goals', () => {
    expect(isDetailDataValid({})).toBe(false);
    expect(isDetailDataValid({ objective: '   ' })).toBe(false);
    expect(isDetailDataValid({ packageIds: ['p'] })).toBe(true);
    expect(isDetailDataValid({ tagIds: [1] })).toBe(true);
    expect(isDetailDataValid({ objective: 'Ship it' })).toBe(true);
    expect(isDetailDataValid({ careerGoals: 'Designer' })).toBe(true);
  });

  it('a project carries at most LIMITS.projectTags tags, in either mode; topics, industries and tutorials are apart', () => {
    const tags = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
    for (const mode of [FORMS.draft, FORMS.publish]) {
      expect(problems(mode.project.details, { tagIds: tags(LIMITS.projectTags) })).toEqual([]);
      expect(problems(mode.project.details, { tagIds: tags(LIMITS.projectTags + 1) })).toEqual([
        'tagIds: project_tags_limit',
      ]);
    }
    const many = tags(LIMITS.projectTags + 1);
    expect(problems(P.project.details, { topicIds: many, industryIds: many })).toEqual([]);
    expect(problems(ZTutorialDetails, { tagIds: many })).toEqual([]);
  });
});

describe('publish payloads (§7.3)', () => {
  it('merge the forms and carry the revision of a translation', () => {
    const body = {
      ...tutorialGeneral,
      skillLevel: 'beginner',
      sections: [{ type: 'text', title: 'Intro' }],
      hidden: true,
      revision: 4,
    };
    const result = data(PUBLISH_SCHEMAS.tutorial, body);
    expect(result).toMatchObject({ title: 'Build a kart', skillLevel: 'beginner', hidden: true, revision: 4 });
    expect(result.sections).toHaveLength(1);
  });

  it('report the problems of every form', () => {
    expect(problems(PUBLISH_SCHEMAS.quiz, {})).toEqual([
      'language: error_isRequired',
      'title: error_isRequired',
      'description: error_isRequired',
      'thumbnailId: error_isRequired',
      'ownerId: error_isRequired',
      'objective: error_isRequired',
      'questions: quiz_InvalidParameter_empty_questions',
      'skillLevel: error_isRequired',
      'quizSetting.passNumber: error_isRequired',
    ]);
  });
});

describe('learner queries (§7.5, §7.8)', () => {
  it('reads search parameters from the query string', () => {
    expect(data(ZSearchQuery, { k: '["query:kart","t:tutorial"]', page: '2', tod: '540_720' })).toMatchObject({
      k: ['query:kart', 't:tutorial'],
      page: 2,
      pageSize: 20,
      tod: [540, 720],
    });
    expect(data(ZHeaderSearchQuery, {}).k).toEqual([]);
    expect(problems(ZHeaderSearchQuery, { k: 'not json' })).toEqual(['k: invalid_request']);
    expect(problems(ZSearchQuery, { k: '["query:kart",3]' })).toEqual(['k: invalid_request']);
    expect(problems(ZSearchQuery, { k: '["colour:red"]' })).toEqual(['k: invalid_request']);
    expect(problems(ZSearchQuery, { k: '{"query":"kart"}' })).toEqual(['k: invalid_request']);
    expect(problems(ZSearchQuery, { pageSize: '101' })).toEqual(['pageSize: invalid_request']);
    expect(problems(ZSearchQuery, { ob: 'random' })).toEqual(['ob: invalid_request']);
  });

  it('reads a time of day as minutes and refuses a reversed or overlong one', () => {
    expect(problems(ZTimeOfDay, '720_540')).toEqual([': invalid_request']);
    expect(problems(ZTimeOfDay, '0_1441')).toEqual([': invalid_request']);
    expect(problems(ZTimeOfDay, 'morning')).toEqual([': invalid_request']);
  });

  it('reads record list flags and version rank moves', () => {
    expect(data(ZRecordListQuery, { type: 'mission', completed: 'true' })).toEqual({
      page: 0,
      type: 'mission',
      completed: true,
    });
    expect(problems(ZRecordVersionRank, { id: 'lpw_1', missionVersionRank: 2 })).toEqual(['id: invalid_request']);
  });
});

describe('draft saves (format rules on every save, required fields at publish)', () => {
  const D = FORMS.draft;

  it('are found by mode, type and form name, and a form the type does not have is none', () => {
    expect(formSchema('draft', 'mission', 'recommendations')).toBe(D.mission.recommendations);
    expect(formSchema('publish', 'tutorial', 'steps')).toBe(P.tutorial.steps);
    expect(formSchema('draft', 'tutorial', 'recommendations')).toBeUndefined();
  });

  it('accept an empty draft of every form', () => {
    for (const [type, forms] of Object.entries(D)) {
      for (const [tab, schema] of Object.entries(forms)) {
        expect(problems(schema as z.ZodType, {}), `${type}.${tab}`).toEqual([]);
      }
    }
  });

  it('read blank fields as absent', () => {
    expect(data(D.tutorial.general, { title: '  ', description: EMPTY, thumbnailId: '' })).toMatchObject({
      title: undefined,
      description: undefined,
      thumbnailId: undefined,
    });
  });

  it('still apply format rules, limits and lengths', () => {
    expect(problems(D.tutorial.general, { title: 'a'.repeat(136), language: 'xx' })).toEqual([
      'language: invalid_request',
      'title: tutorial_title_too_long',
    ]);
    expect(problems(D.skill.general, { internalID: 'physics' })).toEqual(['internalID: error_prefix_skill']);
    expect(
      problems(D.tutorial.steps, {
        sections: [
          { type: 'lab', title: 'Lab' },
          { type: 'lab', labUrl: 'not a url' },
        ],
      }),
    ).toEqual(['sections.1.labUrl: error_URL', 'sections.1: tutorial_exceed_lab_limit_1']);
    expect(problems(D.quiz.details, { quizSetting: { passNumber: 0 } })).toEqual([
      'quizSetting.passNumber: error_lessOne',
    ]);
    expect(problems(D.pathway.missions, { duration: 0 })).toEqual(['duration: error_lessOne']);
    expect(problems(D.liveSession.content, { contentIds: ['lpr_1', 'lpr_2'] })).toEqual([
      'contentIds: liveSession_contentIds_max_1',
    ]);
  });

  it('leave minimum counts to publishing', () => {
    expect(problems(D.quiz.questions, { questions: [newQuestion()] })).toEqual([]);
    expect(problems(D.project.content, { contentIds: [] })).toEqual([]);
    expect(problems(D.course.content, {})).toEqual([]);
  });

  it('accept every part of a publishable form', () => {
    const general = {
      ...tutorialGeneral,
      overviewVideoTitle: 'Trailer',
      isExercise: true,
      solutionPlan: { body: doc('Answer') },
    };
    const keys = Object.keys(general) as (keyof typeof general)[];
    fc.assert(
      fc.property(fc.subarray(keys), (kept) => {
        const partial = Object.fromEntries(kept.map((key) => [key, general[key]]));
        expect(problems(D.tutorial.general, partial)).toEqual([]);
      }),
    );
    expect(problems(P.tutorial.general, general)).toEqual([]);
  });
});
