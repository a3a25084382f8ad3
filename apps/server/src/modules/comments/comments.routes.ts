import {
  ZCommentCreate,
  ZCommentDeleteResult,
  ZCommentEdit,
  ZCommentHide,
  ZCommentLike,
  ZCommentLikeResult,
  ZCommentList,
  ZCommentListQuery,
  ZCommentParams,
  ZCommentReport,
  ZCommentReportResult,
  ZCommentWritten,
} from '@questline/domain/schemas/comments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignIn, requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import {
  createComment,
  editComment,
  hideComment,
  likeComment,
  listComments,
  removeComment,
  reportComment,
} from './comments.service';

const TAGS = ['community'];
/** Writes answer 401 to anonymous callers before their input is read (auth → validate → authorise). */
const signedIn = {
  onRequest: requireSignIn,
};

/**
 * Comments on tutorial steps (§1, §2.9, §3.12, §7.9): reading a step's channel, writing comments and replies, likes,
 * reports, and the learn moderators' hide and delete. Every write is one transaction.
 */
export const registerCommentRoutes = (app: FastifyInstance, deps: { db: TDb }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    '/api/community/comments',
    {
      schema: {
        tags: TAGS,
        summary:
          "A page of a tutorial step's comments (channelId '{tutorialId}.{sectionId}'), newest first, with their replies; " +
          "messageId extends the first page to reach that comment's thread",
        querystring: ZCommentListQuery,
        response: { 200: z.object({ result: ZCommentList }) },
      },
    },
    async (request) => ({ result: await listComments(db, await request.currentUser(), request.query) }),
  );

  api.post(
    '/api/community/comments',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Comment on a step, or reply to one of its comments (parentId); at most one post per 10 s',
        body: ZCommentCreate,
        response: { 200: z.object({ result: ZCommentWritten }) },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return { result: await db.transaction((tx) => createComment(tx, viewer, request.body)) };
    },
  );

  api.put(
    '/api/community/comments/:commentId',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: "Rewrite one's own comment",
        params: ZCommentParams,
        body: ZCommentEdit,
        response: { 200: z.object({ result: ZCommentWritten }) },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const { commentId } = request.params;
      return { result: await db.transaction((tx) => editComment(tx, viewer, commentId, request.body.content)) };
    },
  );

  api.delete(
    '/api/community/comments/:commentId',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: "Delete a comment with its replies: one's own, or any for learn moderators",
        params: ZCommentParams,
        response: { 200: z.object({ result: ZCommentDeleteResult }) },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return { result: await db.transaction((tx) => removeComment(tx, viewer, request.params.commentId)) };
    },
  );

  api.put(
    '/api/community/comments/:commentId/hidden',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Hide a comment (with its replies) from learners, or show it again: learn moderators',
        params: ZCommentParams,
        body: ZCommentHide,
        response: { 200: z.object({ result: ZCommentWritten }) },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const { commentId } = request.params;
      return { result: await db.transaction((tx) => hideComment(tx, viewer, commentId, request.body.hidden)) };
    },
  );

  api.post(
    '/api/community/comments/:commentId/like',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Like a comment, or take the like back',
        params: ZCommentParams,
        body: ZCommentLike,
        response: { 200: z.object({ result: ZCommentLikeResult }) },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const { commentId } = request.params;
      return { result: await db.transaction((tx) => likeComment(tx, viewer, commentId, request.body.parentIds)) };
    },
  );

  api.post(
    '/api/community/comments/:commentId/reports',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: "Report another learner's comment, once: a reason type, and for 'other' the written reason",
        params: ZCommentParams,
        body: ZCommentReport,
        response: { 200: z.object({ result: ZCommentReportResult }) },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const { commentId } = request.params;
      return { result: await db.transaction((tx) => reportComment(tx, viewer, commentId, request.body)) };
    },
  );
};
