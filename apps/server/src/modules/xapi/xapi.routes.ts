import { XAPI_VERSION } from '@questline/domain/rules/xapi';
import { ZXapiStatementResult, ZXapiStatementsQuery } from '@questline/domain/schemas/xapi';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSignIn, requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { refuseUnlessStatementReader } from './xapi.policy';
import { queryStatements } from './xapi.service';

/**
 * The xAPI statements of every learning event (decision 0077), answered as an LRS answers a statements query:
 * signed in (401), filters (400 xapi_InvalidParameter_*), learn admins and admins (403), then one read.
 */
export const registerXapiRoutes = (app: FastifyInstance, deps: { db: TDb; publicUrl: string }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/xapi/statements',
    {
      onRequest: requireSignIn,
      schema: {
        tags: ['xapi'],
        summary:
          "Learners' xAPI 1.0.3 statements, newest stored first, as an LRS's StatementResult (learn admins, admins)",
        description:
          'Every step completed, quiz attempted, passed or failed (with its score), item completed, badge earned, ' +
          'video played, paused or completed and live session registered, stated with the learner as an account ' +
          'agent of PUBLIC_URL. Filters as xAPI names them: agent (an Agent as JSON), verb and activity (IRIs), since ' +
          '(exclusive) and until (inclusive) on the stored time, limit (0 to 500; 0 the most). `more` is the ' +
          'relative URL of the next page, or empty. Answers carry X-Experience-API-Version. Not wrapped in `result`.',
        querystring: ZXapiStatementsQuery,
        response: { 200: ZXapiStatementResult },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      refuseUnlessStatementReader(viewer);
      const answer = await queryStatements(deps.db, { publicUrl: deps.publicUrl }, request.query);
      reply
        .header('x-experience-api-version', XAPI_VERSION)
        .header('x-experience-api-consistent-through', new Date().toISOString())
        .header('cache-control', 'no-store');
      return answer;
    },
  );
};
