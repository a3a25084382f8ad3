import { learnerProgressCsv, learnerProgressFileName } from '@questline/domain/rules/learner-progress';
import { ZGroupParams } from '@questline/domain/schemas/groups';
import {
  type TLearnerProgress,
  ZLearnerProgress,
  ZLearnerProgressQuery,
} from '@questline/domain/schemas/learner-progress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignIn, requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { edlabLearnerProgress, groupLearnerProgress } from './learner-progress.service';

const DESCRIPTION =
  'Reads only. Rows: learner (id, name; e-mail for seats only), item (id, type, title, detail path), status, score ' +
  '(a quiz: its last finished attempt in percent; else null), xp, startedAt, updatedAt, completedAt, of items ' +
  'learners may list, from when the learner joined or took the seat. Filters: type, status, learner (name, or a ' +
  "seat's e-mail), since (a day or an instant). Without `format`: a page of the table (offset, limit). With " +
  '`format=json` or `format=csv`: a download (content-disposition attachment) of the whole filtered export, up to ' +
  'LEARNER_PROGRESS_MAX_ROWS rows; CSV as RFC 4180 with a header row, formula starts disarmed with a single quote.';

/** The export as the format asks: the table's JSON, or a download of the JSON or of the CSV. */
const answer = (reply: FastifyReply, progress: TLearnerProgress, format: 'json' | 'csv' | undefined, scope: string) => {
  reply.header('cache-control', 'no-store');
  if (!format) return { result: progress };
  reply.header('content-disposition', `attachment; filename="${learnerProgressFileName(scope, format, new Date())}"`);
  if (format === 'json') return { result: progress };
  return reply.type('text/csv; charset=utf-8').send(learnerProgressCsv(progress.rows));
};

/**
 * Educators' progress exports (decision 0076): a group's owner reads its members' progress, an edlab member the
 * progress of those holding their seats. Each route: signed in (401), filters (400 invalid_request), the educator
 * (404 / 403), then one read.
 */
export const registerLearnerProgressRoutes = (app: FastifyInstance, deps: { db: TDb }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const response = { 200: z.object({ result: ZLearnerProgress }) };

  api.get(
    '/api/groups/:groupId/progress',
    {
      onRequest: requireSignIn,
      schema: {
        tags: ['groups'],
        summary: "The group's members' progress, for its owner: a table page, or a JSON or CSV download",
        description: DESCRIPTION,
        params: ZGroupParams,
        querystring: ZLearnerProgressQuery,
        response,
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      const { groupId } = request.params;
      const progress = await groupLearnerProgress(db, viewer, groupId, request.query);
      return answer(reply, progress, request.query.format, `group-${groupId}`);
    },
  );

  api.get(
    '/api/edlab/progress',
    {
      onRequest: requireSignIn,
      schema: {
        tags: ['edlab'],
        summary: "The progress of those holding the edlab member's seats: a table page, or a JSON or CSV download",
        description: DESCRIPTION,
        querystring: ZLearnerProgressQuery,
        response,
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      const progress = await edlabLearnerProgress(db, viewer, request.query);
      return answer(reply, progress, request.query.format, 'edlab');
    },
  );
};
