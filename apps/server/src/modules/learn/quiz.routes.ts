import { ZQuizAnswers } from '@questline/domain/schemas/learner';
import { ZQuizAnswersResult, ZQuizAttemptResult } from '@questline/domain/schemas/quiz-progress';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { startAttempt, submitAnswers } from './quiz.service';

const ZQuizParams = z.object({ id: z.string().max(200) });

/** Taking a quiz (§3.6, §3.10): start an attempt, answer its questions. Each write is one transaction. */
export const registerQuizRoutes = (
  app: FastifyInstance,
  deps: {
    db: TDb;
    quizFreezeHourSeconds: number;
    /** The engine versions the platform knows (config engineVersions): what the quiz's containers follow (§2.2 uv). */
    engineVersions: readonly string[];
  },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, quizFreezeHourSeconds: hourSeconds } = deps;

  api.post(
    '/api/learn/quiz/:id/attempt',
    {
      schema: {
        tags: ['learn'],
        summary:
          "Start an attempt at a quiz, or answer the running one; refused with quiz_attempt_frozen {until} while a failed attempt's freeze runs",
        params: ZQuizParams,
        body: z.object({}),
        response: { 200: z.object({ result: ZQuizAttemptResult }) },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return {
        result: await db.transaction((tx) =>
          startAttempt(tx, { viewer, idOrSlug: request.params.id, hourSeconds, events: app.learningEvents }),
        ),
      };
    },
  );

  api.post(
    '/api/learn/quiz/:id/answers',
    {
      schema: {
        tags: ['learn'],
        summary:
          "Answer questions of the running attempt: graded at once; the last answer finishes the attempt, and a first pass adds experience; the projects and courses holding the quiz follow, per engine version (uv, the page's) when bound to some",
        params: ZQuizParams,
        body: ZQuizAnswers,
        response: { 200: z.object({ result: ZQuizAnswersResult }) },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return {
        result: await db.transaction((tx) =>
          submitAnswers(tx, {
            viewer,
            idOrSlug: request.params.id,
            hourSeconds,
            body: request.body,
            version: { uv: request.body.uv, known: deps.engineVersions },
            events: app.learningEvents,
          }),
        ),
      };
    },
  );
};
