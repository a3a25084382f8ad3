import {
  ZProjectContributorAdd,
  ZProjectContributorParams,
  ZProjectContributors,
} from '@questline/domain/schemas/project-contributors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { presentContributors } from './project-contributors.presenter';
import { addContributor, readContributors, removeContributor } from './project-contributors.service';

/**
 * A project's contributors (decision 0074): anyone who may open the project reads them (its learner page names
 * them); its owner and editors add them by e-mail address or profile name and remove them. Writes: signed in (401),
 * input (400), the right to edit the project in one's own right (403), then the work in one transaction; every
 * answer is the list.
 */
export const registerProjectContributorRoutes = (app: FastifyInstance, deps: { db: TDb }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const response = { 200: z.object({ result: ZProjectContributors }) };

  api.get(
    '/api/learn/project/:id/contributors',
    {
      schema: {
        tags: ['authoring'],
        summary: "A project's contributors, and whether the viewer may add and remove them",
        params: ZProjectContributorParams.pick({ id: true }),
        response,
      },
    },
    async (request) => {
      const viewer = await request.currentUser();
      return { result: presentContributors(await readContributors(db, { id: request.params.id, viewer })) };
    },
  );

  api.post(
    '/api/learn/project/:id/contributors',
    {
      schema: {
        tags: ['authoring'],
        summary: 'Add a contributor to a project by e-mail address, profile URL name or user id; answers the list',
        params: ZProjectContributorParams.pick({ id: true }),
        body: ZProjectContributorAdd,
        response,
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      const result = await db.transaction((tx) =>
        addContributor(tx, { id: request.params.id, user: request.body.user, actor }),
      );
      return { result: presentContributors(result) };
    },
  );

  api.delete(
    '/api/learn/project/:id/contributors/:userId',
    {
      schema: {
        tags: ['authoring'],
        summary: "Remove a project's contributor; answers the list",
        params: ZProjectContributorParams,
        response,
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      const result = await db.transaction((tx) =>
        removeContributor(tx, { id: request.params.id, userId: request.params.userId, actor }),
      );
      return { result: presentContributors(result) };
    },
  );
};
