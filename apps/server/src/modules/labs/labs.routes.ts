import { LAB_LIMITS } from '@questline/domain/lab/definition';
import { ZLabCheckRun } from '@questline/domain/lab/protocol';
import { ZProgressWrite } from '@questline/domain/schemas/progress';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignIn, requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { checkLabWork, completeLabStep, keepLabWork, readLabWork } from './labs.service';

const ZLabParams = z.object({ id: z.string().max(40), sectionId: z.string().min(1).max(64) });
const ZCode = z.string().max(LAB_LIMITS.codeChars);

/**
 * A tutorial's built-in lab (decision 0073): the learner's code, saved as they type and restored on return, and the
 * completion that the server re-verifies by running the lab's checks itself before it records the step.
 */
export const registerLabRoutes = (app: FastifyInstance, deps: { db: TDb }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    '/api/learn/tutorial/:id/lab/:sectionId',
    {
      onRequest: requireSignIn,
      schema: {
        tags: ['learn'],
        summary: "The signed-in learner's code in a lab step (null before they typed) and when it last passed",
        params: ZLabParams,
        response: {
          200: z.object({ result: z.object({ code: z.string().nullable(), passedTime: z.string().nullable() }) }),
        },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return { result: await readLabWork(db, { viewer, ...request.params }) };
    },
  );

  api.put(
    '/api/learn/tutorial/:id/lab/:sectionId',
    {
      schema: {
        tags: ['learn'],
        summary: "Keep the signed-in learner's code in a lab step (saved as they type)",
        params: ZLabParams,
        body: z.object({ code: ZCode }),
        response: { 200: z.object({ result: z.object({ updatedTime: z.string() }) }) },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return { result: await db.transaction((tx) => keepLabWork(tx, { viewer, ...request.params, ...request.body })) };
    },
  );

  api.post(
    '/api/learn/tutorial/:id/lab/:sectionId/verify',
    {
      schema: {
        tags: ['learn'],
        summary:
          "Complete a lab step: the server runs the lab's checks on the code in an isolated worker and records the step only when every check passes (lab_checks_failed, lab_stale, lab_timeout, lab_memory otherwise)",
        params: ZLabParams,
        body: z.object({ code: ZCode, version: z.string().max(64) }),
        response: {
          200: z.object({ result: z.object({ results: ZLabCheckRun.shape.results, progress: ZProgressWrite }) }),
        },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const input = { viewer, ...request.params, ...request.body };
      const results = await checkLabWork(db, input);
      return {
        result: {
          results,
          progress: await db.transaction((tx) => completeLabStep(tx, { ...input, events: app.learningEvents })),
        },
      };
    },
  );
};
