import {
  ZArchitectureResult,
  ZContentOptionsQuery,
  ZContentOptionsResult,
  ZCreatorItemsQuery,
  ZCreatorItemsResult,
  ZCreatorTagsQuery,
  ZCreatorTagsResult,
  ZCreatorUsersQuery,
  ZCreatorUsersResult,
} from '@questline/domain/schemas/creator';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignIn, requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import { refuseUnlessAuthor, refuseUnlessHandOver, refuseUnlessLearnAdmin } from '../authoring/authoring.policy';
import { learnerArchitecture } from './architecture.service';
import { authoringUsers, contentOptions, creatorItems, creatorTags } from './creator.service';

/**
 * What the creator dashboard and the editors' pickers read. Every route: signed in (401, checked before the query
 * is validated) → query → an authoring role (403) → service.
 */
export const registerCreatorRoutes = (app: FastifyInstance, deps: { db: TDb }) => {
  const { db } = deps;
  app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/creator/items',
      {
        onRequest: requireSignIn,
        schema: {
          tags: ['creator'],
          summary: "The signed-in creator's items (every item for admins and editors), newest change first",
          querystring: ZCreatorItemsQuery,
          response: { 200: z.object({ result: ZCreatorItemsResult }) },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        refuseUnlessAuthor(user);
        return { result: await creatorItems(db, user, request.query) };
      },
    );

    api.get(
      '/api/creator/contentOptions',
      {
        onRequest: requireSignIn,
        schema: {
          tags: ['creator'],
          summary: 'Published items of some types whose title holds q (newest first, at most 20)',
          querystring: ZContentOptionsQuery,
          response: { 200: z.object({ result: ZContentOptionsResult }) },
        },
      },
      async (request) => {
        refuseUnlessAuthor(await requireUser(request));
        return { result: await contentOptions(db, request.query) };
      },
    );

    api.get(
      '/api/creator/users',
      {
        onRequest: requireSignIn,
        schema: {
          tags: ['creator'],
          summary:
            'People holding an authoring role whose name or email holds q (at most 20), for the owner field; editors and admins only',
          querystring: ZCreatorUsersQuery,
          response: { 200: z.object({ result: ZCreatorUsersResult }) },
        },
      },
      async (request) => {
        refuseUnlessHandOver(await requireUser(request));
        return { result: await authoringUsers(db, request.query.q) };
      },
    );

    api.get(
      '/api/creator/tags',
      {
        onRequest: requireSignIn,
        schema: {
          tags: ['creator'],
          summary: 'Topics or industries, by name',
          querystring: ZCreatorTagsQuery,
          response: { 200: z.object({ result: ZCreatorTagsResult }) },
        },
      },
      async (request) => {
        refuseUnlessAuthor(await requireUser(request));
        return { result: await creatorTags(db, request.query.kind) };
      },
    );

    api.get(
      '/api/creator/architecture',
      {
        onRequest: requireSignIn,
        schema: {
          tags: ['creator'],
          summary:
            'The learner architecture: competencies with their skills, the published content tagged with each skill, ' +
            'and every mission and pathway with its status; learn admins and admins only',
          response: { 200: z.object({ result: ZArchitectureResult }) },
        },
      },
      async (request) => {
        refuseUnlessLearnAdmin(await requireUser(request));
        return { result: await learnerArchitecture(db) };
      },
    );
  });
};
