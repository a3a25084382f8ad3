import { levelDetail, type TLevelDetail } from '@questline/domain/rules/levels';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { demoUser } from '../../test/render';
import { fakeLearnServer, itemColumns, json, renderLearnPage, richText, type TFakeCall } from './learn-test-kit';
import type { TLearnerQuestion, TLearnItem, TQuizAttempt, TQuizProgress } from './learn-types';

afterEach(() => vi.restoreAllMocks());

const QUIZ_ID = 'lqz_4';
const PATH = '/quiz/cube-basics-quiz';

const quizItem = (): TLearnItem => ({
  ...itemColumns,
  id: QUIZ_ID,
  type: 'quiz',
  slug: 'cube-basics-quiz',
  title: 'Cube basics quiz',
  description: richText('Check what you learned about spinning cubes.'),
  objective: richText('Name the parts that make a cube spin.'),
  language: 'en',
  skillLevel: 'beginner',
  duration: 10,
  points: [{ categoryId: 'essentials', point: 15 }],
  questionsCount: 3,
  quizSetting: { passNumber: 2, freezingTimeInHours: 1 },
  premium: false,
  unPublishedTime: null,
  isExpired: false,
  published: true,
});

/** The authored questions with their answer key, which only the fake server below ever reads. */
const AUTHORED = [
  {
    id: 'q1',
    text: 'Which component rotates the cube?',
    options: { o11: 'Transform', o12: 'Light', o13: 'Audio source' },
    correct: ['o11'],
    feedback: {
      correct: 'Yes: rotation lives on the transform.',
      wrong: 'Not quite. Rotation lives on the transform.',
    },
  },
  {
    id: 'q2',
    text: 'Which of these are shader stages?',
    options: { o21: 'Vertex', o22: 'Fragment', o23: 'Camera' },
    correct: ['o21', 'o22'],
    feedback: { correct: 'Both run on the GPU.', wrong: 'Vertex and fragment are the stages.' },
  },
  {
    id: 'q3',
    text: 'What does a prefab store?',
    options: { o31: 'A reusable object', o32: 'A sound file' },
    correct: ['o31'],
    feedback: { correct: 'Right, a reusable object.', wrong: 'A prefab is a reusable object.' },
  },
];

type TStoredAttempt = TQuizAttempt & { answers: Record<string, { optionIds: string[]; correct: boolean }> };

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));
const error = (status: number, key: string, params?: Record<string, string>) =>
  json(status, { error: { key, ...(params ? { params } : {}) } });

/**
 * A quiz server to the contract: attempts, grading, freezes and experience on the first pass. The page receives
 * questions without their answer key, and `result` only for what was answered in the latest attempt.
 */
const fakeQuizServer = (
  options: {
    signedIn?: boolean;
    attempts?: TStoredAttempt[];
    freezeMs?: number;
    /** A freeze the server knows of but the loaded page does not (it refuses a start until then). */
    refuseUntil?: string;
    /** Experience the learner had in the category before this quiz. */
    experienceBefore?: number;
  } = {},
) => {
  const attempts = [...(options.attempts ?? [])];
  const freezeMs = options.freezeMs ?? 0;
  let passedOnce = attempts.some((attempt) => attempt.passed);
  const latest = () => attempts.at(-1) ?? null;
  const frozenUntil = () => {
    const attempt = latest();
    if (!attempt?.finishedTime || attempt.passed || freezeMs === 0) return null;
    const until = Date.parse(attempt.finishedTime) + freezeMs;
    return until > Date.now() ? new Date(until).toISOString() : null;
  };
  const question = (authored: (typeof AUTHORED)[number]): TLearnerQuestion => {
    const answer = latest()?.answers[authored.id];
    return {
      id: authored.id,
      body: richText(authored.text),
      contentIds: [],
      skillIds: [],
      multiple: authored.correct.length > 1,
      options: Object.entries(authored.options).map(([id, text]) => ({ id, body: richText(text) })),
      result: answer
        ? {
            ...answer,
            feedback: richText(answer.correct ? authored.feedback.correct : authored.feedback.wrong),
            // The answer key comes with a passed attempt only.
            correctOptionIds: latest()?.passed ? authored.correct : null,
          }
        : null,
    };
  };
  const progress = (): TQuizProgress => {
    const attempt = latest();
    return {
      questions: AUTHORED.map(question),
      passNumber: 2,
      questionsCount: AUTHORED.length,
      freezingTimeInHours: 1,
      attempt: attempt && {
        id: attempt.id,
        startedTime: attempt.startedTime,
        finishedTime: attempt.finishedTime,
        passed: attempt.passed,
        correctCount: attempt.correctCount,
        answeredCount: attempt.answeredCount,
      },
      frozenUntil: frozenUntil(),
      passed: passedOnce,
    };
  };

  const startAttempt = () => {
    const current = latest();
    if (current && !current.finishedTime) return json(200, { result: { progress: progress(), recordMap: {} } });
    const until = frozenUntil() ?? options.refuseUntil;
    if (until && Date.parse(until) > Date.now()) return error(409, 'quiz_attempt_frozen', { until });
    attempts.push({
      id: `att${attempts.length + 1}`,
      startedTime: new Date().toISOString(),
      finishedTime: null,
      passed: null,
      correctCount: 0,
      answeredCount: 0,
      answers: {},
    });
    return json(200, { result: { progress: progress(), recordMap: {} } });
  };

  const answer = (body: Record<string, unknown>) => {
    const attempt = latest();
    if (!attempt || attempt.finishedTime || body.attemptId !== attempt.id) return error(409, 'quiz_attempt_finished');
    const answers = body.answers as { questionId: string; optionIds: string[] }[];
    if (answers.some((given) => attempt.answers[given.questionId])) return error(409, 'quiz_question_answered');
    const results = answers.map((given) => {
      const authored = AUTHORED.find((candidate) => candidate.id === given.questionId);
      if (!authored) throw new Error(`unknown question ${given.questionId}`);
      const correct = sameSet(given.optionIds, authored.correct);
      attempt.answers[given.questionId] = { optionIds: given.optionIds, correct };
      return { questionId: given.questionId, correct, feedback: null };
    });
    attempt.answeredCount = Object.keys(attempt.answers).length;
    attempt.correctCount = Object.values(attempt.answers).filter((given) => given.correct).length;
    const levelDetails: TLevelDetail[] = [];
    if (attempt.answeredCount === AUTHORED.length) {
      attempt.finishedTime = new Date().toISOString();
      attempt.passed = attempt.correctCount >= 2;
      if (attempt.passed && !passedOnce) {
        passedOnce = true;
        const before = options.experienceBefore ?? 0;
        levelDetails.push(levelDetail('essentials', before + 15, 15));
      }
    }
    return json(200, { result: { progress: progress(), results, levelDetails, recordMap: {} } });
  };

  const handle = ({ method, url, body }: TFakeCall) => {
    if (method !== 'POST') return null;
    if (url.pathname === `/api/learn/quiz/${QUIZ_ID}/attempt`) return startAttempt();
    if (url.pathname === `/api/learn/quiz/${QUIZ_ID}/answers` && body) return answer(body);
    return null;
  };
  const server = fakeLearnServer({
    items: [quizItem()],
    signedIn: options.signedIn ?? true,
    handle,
    extendsOf: () => ({
      quizData: {
        ...(options.signedIn === false ? { ...progress(), attempt: null, questions: [] } : progress()),
        contentMap: {},
        recommendMap: {},
        statsMap: {},
        allParentIds: [],
        allParentMap: {},
      },
    }),
  });
  const posts = () => server.calls.filter((call) => call.method === 'POST' && call.url.pathname.includes('/quiz/'));
  return { ...server, posts };
};

const attemptOf = (
  answers: Record<string, { optionIds: string[]; correct: boolean }>,
  finished: { finishedTime: string; passed: boolean } | null = null,
): TStoredAttempt => ({
  id: 'att1',
  startedTime: new Date(Date.now() - 60_000).toISOString(),
  finishedTime: finished?.finishedTime ?? null,
  passed: finished?.passed ?? null,
  correctCount: Object.values(answers).filter((given) => given.correct).length,
  answeredCount: Object.keys(answers).length,
  answers,
});

const progressText = () => screen.getByRole('progressbar', { name: 'Quiz progress' }).getAttribute('aria-valuetext');
const checkAnswer = () => userEvent.click(screen.getByRole('button', { name: 'Check answer' }));
const feedback = () => screen.getAllByRole('status').find((region) => region.textContent) as HTMLElement;

it('shows the quiz and its facts to an anonymous visitor, who is asked to sign in to take it', async () => {
  const server = fakeQuizServer({ signedIn: false });
  renderLearnPage(`${PATH}?publish=true`);

  expect(await screen.findByRole('heading', { level: 1, name: 'Cube basics quiz' })).toBeTruthy();
  expect(screen.getByText('Name the parts that make a cube spin.')).toBeTruthy();
  const facts = screen.getByText('Questions').closest('dl') as HTMLElement;
  expect(within(facts).getByText('3')).toBeTruthy();
  expect(within(facts).getByText('Pass mark').nextElementSibling?.textContent).toBe('2 of 3');
  expect(within(facts).getByText('10 min')).toBeTruthy();
  expect(within(facts).getByText('15 XP')).toBeTruthy();
  // publish=true offers the publish flow to those who may edit the quiz alone (§4.2).
  expect(screen.queryByRole('dialog', { name: 'Published' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Start quiz' })).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Sign in to take this quiz' }));

  expect(await screen.findByRole('dialog', { name: 'Sign in to Questline' })).toBeTruthy();
  expect(server.posts()).toEqual([]);
  expect(screen.queryByRole('radiogroup')).toBeNull();
});

it('starts an attempt and shows the first question, named by its text, one at a time', async () => {
  const server = fakeQuizServer();
  renderLearnPage(PATH, { me: demoUser() });

  await userEvent.click(await screen.findByRole('button', { name: 'Start quiz' }));

  const group = await screen.findByRole('radiogroup', { name: 'Which component rotates the cube?' });
  expect(server.posts().map((call) => [call.url.pathname, call.body])).toEqual([
    [`/api/learn/quiz/${QUIZ_ID}/attempt`, {}],
  ]);
  expect(progressText()).toBe('0 of 3 answered');
  expect(document.activeElement?.textContent).toBe('Question 1 of 3');
  expect(
    within(group)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent),
  ).toEqual(['Transform', 'Light', 'Audio source']);
  expect(screen.getByRole('button', { name: 'One at a time' }).getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByRole('button', { name: 'Check answer' }).hasAttribute('disabled')).toBe(true);
  // Only one question at a time.
  expect(screen.queryByRole('group', { name: 'Which of these are shader stages?' })).toBeNull();
});

it('resumes at the next question without an answer, showing the answered ones as graded', async () => {
  fakeQuizServer({ attempts: [attemptOf({ q1: { optionIds: ['o11'], correct: true } })] });
  renderLearnPage(PATH, { me: demoUser() });

  const group = await screen.findByRole('group', { name: 'Which of these are shader stages?' });
  expect(screen.getByText('Question 2 of 3')).toBeTruthy();
  expect(progressText()).toBe('1 of 3 answered');
  expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
  const hint = screen.getByText('Choose every correct answer.');
  expect(group.getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);
  expect(screen.queryByRole('button', { name: 'Start quiz' })).toBeNull();

  // The list shows the first question with the answer it was given and its grading.
  await userEvent.click(screen.getByRole('button', { name: 'All questions' }));
  const first = screen.getByRole('radiogroup', { name: 'Which component rotates the cube?' });
  expect((within(first).getByRole('radio', { name: 'Transform' }) as HTMLInputElement).checked).toBe(true);
  expect(within(first).getByRole('radio', { name: 'Transform' }).hasAttribute('disabled')).toBe(true);
  expect(screen.getByText('Yes: rotation lives on the transform.')).toBeTruthy();
});

it('checks an answer with the keyboard, shows the server grading and feedback, then moves to the next question', async () => {
  const server = fakeQuizServer();
  renderLearnPage(PATH, { me: demoUser() });
  await userEvent.click(await screen.findByRole('button', { name: 'Start quiz' }));
  await screen.findByRole('radiogroup', { name: 'Which component rotates the cube?' });

  // Focus is on the question; Tab reaches the first option, arrows choose, Tab reaches Check answer.
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Transform' }));
  await userEvent.keyboard('{ArrowDown}');
  expect((screen.getByRole('radio', { name: 'Light' }) as HTMLInputElement).checked).toBe(true);
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Check answer' }));
  await userEvent.keyboard('{Enter}');

  await waitFor(() => expect(feedback()?.textContent).toContain('Answered incorrectly'));
  // The grading is said once, then the author's feedback, which opens with its own "Not quite.": never twice.
  expect(feedback().textContent).toBe('Answered incorrectlyNot quite. Rotation lives on the transform.');
  expect(feedback().textContent?.match(/not quite/gi)).toHaveLength(1);
  expect(server.posts().at(-1)?.body).toEqual({
    attemptId: 'att1',
    answers: [{ questionId: 'q1', optionIds: ['o12'] }],
  });
  expect(progressText()).toBe('1 of 3 answered');
  const next = screen.getByRole('button', { name: 'Next question' });
  expect(document.activeElement).toBe(next);
  expect(screen.queryByRole('button', { name: 'Check answer' })).toBeNull();

  await userEvent.keyboard('{Enter}');

  expect(await screen.findByRole('group', { name: 'Which of these are shader stages?' })).toBeTruthy();
  expect(document.activeElement?.textContent).toBe('Question 2 of 3');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Vertex' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Fragment' }));
  await checkAnswer();
  await waitFor(() => expect(feedback()?.textContent).toContain('Answered correctly'));
  expect(feedback().textContent).toContain('Both run on the GPU.');
  expect(server.posts().at(-1)?.body).toEqual({
    attemptId: 'att1',
    answers: [{ questionId: 'q2', optionIds: ['o21', 'o22'] }],
  });
});

it('finishes a passed attempt with the result and the experience earned, including a level-up', async () => {
  fakeQuizServer({ experienceBefore: 490 });
  renderLearnPage(PATH, { me: demoUser() });
  await userEvent.click(await screen.findByRole('button', { name: 'Start quiz' }));

  await userEvent.click(await screen.findByRole('radio', { name: 'Transform' }));
  await checkAnswer();
  await userEvent.click(await screen.findByRole('button', { name: 'Next question' }));
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Camera' }));
  await checkAnswer();
  await userEvent.click(await screen.findByRole('button', { name: 'Next question' }));
  await userEvent.click(await screen.findByRole('radio', { name: 'A reusable object' }));
  await checkAnswer();

  // The pass that raised a level opens the experience dialog over the result.
  const dialog = await screen.findByRole('dialog', { name: 'Level up!' });
  const gained = within(dialog).getByRole('listitem');
  expect(gained.textContent).toContain('+15 XP Essentials');
  expect(gained.textContent).toContain('Level 2');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  // Closing it leads back to the result.
  const heading = screen.getByRole('heading', { name: 'Quiz passed' });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  // The result goes over every question; there is no next question.
  expect(screen.queryByRole('button', { name: 'Next question' })).toBeNull();
  const review = within(screen.getByRole('list', { name: 'Your answers' })).getAllByRole('listitem');
  expect(review.map((item) => item.textContent)).toEqual([
    'Question 1 of 3Which component rotates the cube?Answered correctlyYour answer: TransformYes: rotation lives on the transform.',
    'Question 2 of 3Which of these are shader stages?Answered incorrectlyYour answer: CameraCorrect answer: Vertex and FragmentVertex and fragment are the stages.',
    'Question 3 of 3What does a prefab store?Answered correctlyYour answer: A reusable objectRight, a reusable object.',
  ]);
  // Not by colour alone: each grading has its words and an icon.
  expect(review.every((item) => item.querySelector('svg[aria-hidden="true"]'))).toBe(true);
  expect(screen.queryByText('The correct answers are shown once you pass this quiz.')).toBeNull();
  expect(screen.getByText('2 of 3 correct')).toBeTruthy();
  expect(screen.getByText('Pass mark: 2 of 3')).toBeTruthy();
  const earned = screen.getByRole('list', { name: 'Experience earned' });
  const line = within(earned).getByRole('listitem');
  expect(line.textContent).toContain('+15 XP Essentials');
  expect(line.textContent).toContain('Level 2');
  expect(line.textContent).toContain('Level up! You reached level 2.');
  expect(within(line).getByRole('progressbar').getAttribute('aria-valuetext')).toBe('745 XP to level 3');
  expect(screen.queryByRole('progressbar', { name: 'Quiz progress' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Try again' }).hasAttribute('disabled')).toBe(false);
});

it('ends a failed attempt with the freeze: the time to try again, no enabled Try again, until the time comes', async () => {
  fakeQuizServer({ freezeMs: 1_500 });
  renderLearnPage(PATH, { me: demoUser() });
  await userEvent.click(await screen.findByRole('button', { name: 'Start quiz' }));
  await userEvent.click(await screen.findByRole('button', { name: 'All questions' }));
  await userEvent.click(await screen.findByRole('radio', { name: 'Light' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Camera' }));
  await userEvent.click(screen.getByRole('radio', { name: 'A sound file' }));
  await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));

  expect(await screen.findByRole('heading', { name: 'Quiz not passed' })).toBeTruthy();
  expect(screen.getByText('0 of 3 correct')).toBeTruthy();
  expect(screen.queryByRole('list', { name: 'Experience earned' })).toBeNull();
  // Each question says it was wrong and what was chosen; a failed attempt, which can be tried again, keeps the key.
  const review = within(screen.getByRole('list', { name: 'Your answers' })).getAllByRole('listitem');
  expect(review.map((item) => item.textContent)).toEqual([
    'Question 1 of 3Which component rotates the cube?Answered incorrectlyYour answer: LightNot quite. Rotation lives on the transform.',
    'Question 2 of 3Which of these are shader stages?Answered incorrectlyYour answer: CameraVertex and fragment are the stages.',
    'Question 3 of 3What does a prefab store?Answered incorrectlyYour answer: A sound fileA prefab is a reusable object.',
  ]);
  expect(screen.getByText('The correct answers are shown once you pass this quiz.')).toBeTruthy();
  expect(screen.queryByText(/^Correct answer:/)).toBeNull();
  await expectNoSeriousAxeViolations();
  expect(screen.getByText(/^You can try again at .+\.$/)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Try again' }).hasAttribute('disabled')).toBe(true);

  // The freeze ends while the page is open: Try again opens by itself.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' }).hasAttribute('disabled')).toBe(false), {
    timeout: 3_000,
  });
  expect(screen.queryByText(/You can try again at/)).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('radiogroup', { name: 'Which component rotates the cube?' })).toBeTruthy();
  expect(progressText()).toBe('0 of 3 answered');
});

it('shows a freeze read from the server with the locale-formatted time, and the refusal of a start', async () => {
  const finishedTime = new Date(Date.now() - 1_000).toISOString();
  const failed = attemptOf(
    { q1: { optionIds: ['o12'], correct: false }, q2: { optionIds: ['o23'], correct: false } },
    { finishedTime, passed: false },
  );
  failed.answers.q3 = { optionIds: ['o32'], correct: false };
  failed.answeredCount = 3;
  const freezeMs = 3_600_000;
  const until = new Date(Date.parse(finishedTime) + freezeMs);
  const time = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(until);
  const frozen = fakeQuizServer({ attempts: [failed], freezeMs });
  const first = renderLearnPage(PATH, { me: demoUser() });

  expect(await screen.findByRole('heading', { name: 'Quiz not passed' })).toBeTruthy();
  expect(screen.getByText(`You can try again at ${time}.`)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Try again' }).hasAttribute('disabled')).toBe(true);
  expect(frozen.posts()).toEqual([]);
  first.unmount();
  vi.restoreAllMocks();

  // A page that did not know of the freeze hears of it when it tries to start.
  const refuseUntil = new Date(Date.now() + freezeMs).toISOString();
  const refusing = fakeQuizServer({ attempts: [{ ...failed, answers: { ...failed.answers } }], refuseUntil });
  renderLearnPage(PATH, { me: demoUser() });
  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  const refusedAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(refuseUntil),
  );
  expect((await screen.findByRole('alert')).textContent).toBe(`You can try this quiz again from ${refusedAt}.`);
  expect(screen.getByRole('button', { name: 'Try again' }).hasAttribute('disabled')).toBe(true);
  expect(refusing.posts()).toHaveLength(1);
});

it('submits every chosen answer at once in the list view', async () => {
  const server = fakeQuizServer();
  renderLearnPage(PATH, { me: demoUser() });
  await userEvent.click(await screen.findByRole('button', { name: 'Start quiz' }));
  await screen.findByRole('radiogroup', { name: 'Which component rotates the cube?' });

  await userEvent.click(screen.getByRole('button', { name: 'All questions' }));

  expect(screen.getByRole('button', { name: 'All questions' }).getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByRole('button', { name: 'One at a time' }).getAttribute('aria-pressed')).toBe('false');
  const submit = screen.getByRole('button', { name: 'Submit answers' });
  expect(submit.hasAttribute('disabled')).toBe(true);
  expect(screen.getByText('Question 3 of 3')).toBeTruthy();
  await userEvent.click(screen.getByRole('radio', { name: 'Transform' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Vertex' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Fragment' }));
  await userEvent.click(screen.getByRole('radio', { name: 'A sound file' }));
  await userEvent.click(submit);

  expect(await screen.findByRole('heading', { name: 'Quiz passed' })).toBeTruthy();
  const answerPosts = server.posts().filter((call) => call.url.pathname.endsWith('/answers'));
  expect(answerPosts.map((call) => call.body)).toEqual([
    {
      attemptId: 'att1',
      answers: [
        { questionId: 'q1', optionIds: ['o11'] },
        { questionId: 'q2', optionIds: ['o21', 'o22'] },
        { questionId: 'q3', optionIds: ['o32'] },
      ],
    },
  ]);
  expect(screen.getByText('2 of 3 correct')).toBeTruthy();
  expect(screen.getByText('A prefab is a reusable object.')).toBeTruthy();
  expect(within(screen.getByRole('list', { name: 'Experience earned' })).getByRole('listitem').textContent).toContain(
    '+15 XP Essentials',
  );
});

it('shows a refused answer with the catalogue message and reads the attempt again', async () => {
  const server = fakeQuizServer();
  renderLearnPage(PATH, { me: demoUser() });
  await userEvent.click(await screen.findByRole('button', { name: 'Start quiz' }));
  await userEvent.click(await screen.findByRole('radio', { name: 'Transform' }));
  // Another tab answered the question meanwhile.
  server.spy.mockImplementationOnce(async () => error(409, 'quiz_question_answered'));

  await checkAnswer();

  expect((await screen.findByRole('alert')).textContent).toBe(
    'You have already answered this question in this attempt.',
  );
  await waitFor(() =>
    expect(server.calls.filter((call) => call.url.pathname.endsWith('/extends')).length).toBeGreaterThan(1),
  );
});
