import { itemId, type TItemType } from '@questline/domain/ids';
import type { TDbOrTx } from '../../db/client';
import { findItem } from '../../modules/content/content.repository';
import { recordStep } from '../../modules/learn/learn.service';
import { registerForLiveSession } from '../../modules/learn/live-session.service';
import { startAttempt, submitAnswers } from '../../modules/learn/quiz.service';
import { presentMe } from '../../modules/users/users.presenter';
import { findUserByEmail, listRoles } from '../../modules/users/users.repository';
import { DEMO_ACCOUNTS } from './demo-accounts';
import type { DemoCatalogue } from './demo-types';

/** Whose My Learning arrives alive: the plain demo learner. */
export const DEMO_LEARNER_EMAIL = 'learner@questline.dev';

/**
 * What the demo learner has done when the demo starts, written through the services the API calls so that it is what
 * a learner's own clicks would have left:
 * - half of 'Build your first scene with primitives' (its first two steps);
 * - 'Bake lighting' completed: its XP, and the mission it assesses ('Set the mood with light and sound', whose
 *   checkpoint it meets) completed with its XP and badge;
 * - a failed attempt at the Editor essentials quiz (2 answers right; it has no freeze, so it can be retaken at once);
 * - a registration for the first opening live session.
 * The parts whose items a smaller catalogue lacks are left out.
 */
export const seedDemoProgress = async (
  db: TDbOrTx,
  input: {
    catalogue: DemoCatalogue;
    ids: ReadonlyMap<string, { type: TItemType; id: number }>;
    hourSeconds: number;
    now: Date;
    /** The seed's stable ids of a demo quiz's questions and options. */
    questionId: (quizKey: string, questionIndex: number) => string;
    optionId: (quizKey: string, questionIndex: number, optionIndex: number) => string;
  },
) => {
  const user = await findUserByEmail(db, DEMO_LEARNER_EMAIL);
  if (!user) return;
  const account = DEMO_ACCOUNTS.find((entry) => entry.email === DEMO_LEARNER_EMAIL);
  const viewer = presentMe(user, await listRoles(db, user.id), account?.memberships ?? [], {
    emailVerificationRequired: false,
  });
  const idOf = (key: string) => {
    const found = input.ids.get(key);
    return found ? itemId(found.type, found.id) : null;
  };
  /** Marks the first `count` published steps of a tutorial done (all of them without a count). */
  const steps = async (key: string, count?: number) => {
    const found = input.ids.get(key);
    const row = found ? await findItem(db, found.id) : undefined;
    if (!found || !row) return;
    const sections = ((row.published?.sections ?? []) as { id: string }[]).slice(0, count);
    for (const section of sections) {
      await recordStep(db, { viewer, id: itemId(found.type, found.id), sectionId: section.id, completed: true });
    }
  };

  await steps('tut-first-scene', 2);
  await steps('tut-baked-lighting');

  const quizKey = 'quiz-editor-essentials';
  const quiz = input.catalogue.quizzes.find((entry) => entry.key === quizKey);
  const quizId = idOf(quizKey);
  if (quiz && quizId) {
    const { progress } = await startAttempt(db, { viewer, idOrSlug: quizId, hourSeconds: input.hourSeconds });
    // The first two questions answered right, the others with one wrong option each: below the pass mark.
    const answers = quiz.questions.map((question, questionIndex) => {
      const right = questionIndex < 2;
      const chosen = question.options.flatMap((option, optionIndex) => (option.correct === right ? [optionIndex] : []));
      return {
        questionId: input.questionId(quizKey, questionIndex),
        optionIds: (right ? chosen : chosen.slice(0, 1)).map((optionIndex) =>
          input.optionId(quizKey, questionIndex, optionIndex),
        ),
      };
    });
    const attemptId = progress.attempt?.id;
    if (attemptId) {
      await submitAnswers(db, {
        viewer,
        idOrSlug: quizId,
        hourSeconds: input.hourSeconds,
        body: { attemptId, answers },
      });
    }
  }

  const session = input.catalogue.liveSessions
    .filter((entry) => entry.startsInDays > 0)
    .sort((a, b) => a.startsInDays - b.startsInDays)[0];
  const sessionId = session ? idOf(session.key) : null;
  if (sessionId) await registerForLiveSession(db, { idOrSlug: sessionId, viewer }, input.now);
};
