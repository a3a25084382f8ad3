import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PUBLISH_SCHEMAS } from '../schemas/forms';
import { ZQuizAnswersResult } from '../schemas/quiz-progress';
import { activeFreezeEnd, freezeEnd, isAnswerCorrect, isQuizPassed, seededShuffle } from './quiz';
import { richTextFromParagraphs } from './rich-text';

describe('isAnswerCorrect (§3.6)', () => {
  it('needs exactly the correct options', () => {
    expect(isAnswerCorrect(['a'], ['a'])).toBe(true);
    expect(isAnswerCorrect(['b', 'a'], ['a', 'b'])).toBe(true);
    expect(isAnswerCorrect(['a'], ['a', 'b'])).toBe(false);
    expect(isAnswerCorrect(['a', 'b', 'c'], ['a', 'b'])).toBe(false);
    expect(isAnswerCorrect(['c'], ['a'])).toBe(false);
    expect(isAnswerCorrect([], ['a'])).toBe(false);
  });

  it('reads a repeated option once', () => {
    expect(isAnswerCorrect(['a', 'a'], ['a'])).toBe(true);
  });
});

describe('isQuizPassed (§3.6 quizSetting.passNumber)', () => {
  it('passes at the pass mark and above', () => {
    expect(isQuizPassed(3, 4)).toBe(false);
    expect(isQuizPassed(4, 4)).toBe(true);
    expect(isQuizPassed(5, 4)).toBe(true);
  });
});

describe('freezeEnd', () => {
  const finishedTime = '2030-01-01T10:00:00.000Z';

  it('adds the freezing hours, each lasting the given seconds, to the finish of a failed attempt', () => {
    expect(freezeEnd({ finishedTime, passed: false }, 2, 3600)?.toISOString()).toBe('2030-01-01T12:00:00.000Z');
    expect(freezeEnd({ finishedTime, passed: false }, 3, 2)?.toISOString()).toBe('2030-01-01T10:00:06.000Z');
  });

  it('freezes nothing after a pass, during an attempt, or without a freezing time', () => {
    expect(freezeEnd({ finishedTime, passed: true }, 2, 3600)).toBeNull();
    expect(freezeEnd({ finishedTime: null, passed: null }, 2, 3600)).toBeNull();
    expect(freezeEnd({ finishedTime, passed: false }, 0, 3600)).toBeNull();
  });

  it('answers the end only while the freeze runs', () => {
    const attempt = { finishedTime, passed: false };
    expect(activeFreezeEnd(attempt, 1, 3600, new Date('2030-01-01T10:30:00Z'))?.toISOString()).toBe(
      '2030-01-01T11:00:00.000Z',
    );
    expect(activeFreezeEnd(attempt, 1, 3600, new Date('2030-01-01T11:00:00Z'))).toBeNull();
    expect(activeFreezeEnd(null, 1, 3600)).toBeNull();
  });
});

describe('seededShuffle', () => {
  it('gives the same order for the same seed, and a permutation of the items', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 20 }), fc.string(), (items, seed) => {
        const once = seededShuffle(items, seed);
        expect(seededShuffle(items, seed)).toEqual(once);
        expect([...once].sort()).toEqual([...items].sort());
      }),
    );
  });

  it('orders differently for different seeds, and leaves its input alone', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f'];
    const orders = new Set(Array.from({ length: 20 }, (_, index) => seededShuffle(items, `seed-${index}`).join('')));
    expect(orders.size).toBeGreaterThan(10);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('reaches every position for every item over many seeds', () => {
    const items = ['a', 'b', 'c', 'd'];
    const seen = new Set<string>();
    for (let index = 0; index < 200; index++) {
      seededShuffle(items, String(index)).forEach((item, position) => {
        seen.add(`${item}${position}`);
      });
    }
    expect(seen.size).toBe(16);
  });
});

describe('publishing a quiz (§5)', () => {
  const publishIssues = (body: Record<string, unknown>) => {
    const result = PUBLISH_SCHEMAS.quiz.safeParse(body);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };
  const question = {
    body: richTextFromParagraphs(['Which?']),
    options: [
      { body: richTextFromParagraphs(['This']), correct: true },
      { body: richTextFromParagraphs(['That']), correct: false },
    ],
  };
  const complete = {
    language: 'en',
    title: 'Quiz',
    description: richTextFromParagraphs(['About']),
    objective: richTextFromParagraphs(['Goal']),
    thumbnailId: 'a'.repeat(32),
    ownerId: 'user-1',
    skillLevel: 'beginner',
    questions: [question, question],
  };

  it('refuses a pass mark above the number of questions, at quizSetting.passNumber', () => {
    expect(publishIssues({ ...complete, quizSetting: { passNumber: 2 } })).toEqual([]);
    expect(publishIssues({ ...complete, quizSetting: { passNumber: 3 } })).toEqual([
      'quizSetting.passNumber: quiz_InvalidParameter_passNumber_max_questions',
    ]);
  });

  it('leaves a missing pass mark and missing questions to their own rules', () => {
    expect(publishIssues({ ...complete, questions: [], quizSetting: { passNumber: 3 } })).toEqual([
      'questions: quiz_InvalidParameter_empty_questions',
    ]);
    expect(publishIssues({ ...complete, quizSetting: {} })).toEqual(['quizSetting.passNumber: error_isRequired']);
  });
});

describe('what a learner is answered (schemas/quiz-progress)', () => {
  it('drops answer keys a server might leave on questions and options', () => {
    const body = richTextFromParagraphs(['Which?']);
    const parsed = ZQuizAnswersResult.parse({
      progress: {
        questions: [
          {
            id: 'q1',
            body,
            contentIds: [],
            skillIds: [],
            multiple: false,
            shuffleOptions: true,
            quizFeedback: { correct: body, wrong: body },
            options: [{ id: 'o1', body, correct: true }],
            result: null,
          },
        ],
        passNumber: 1,
        questionsCount: 1,
        freezingTimeInHours: 0,
        attempt: null,
        frozenUntil: null,
        passed: false,
      },
      results: [],
      levelDetails: [],
      completedIds: [],
      recordMap: {},
    });
    const question = parsed.progress.questions[0];
    expect(question).not.toHaveProperty('quizFeedback');
    expect(question?.options[0]).toEqual({ id: 'o1', body });
  });
});
