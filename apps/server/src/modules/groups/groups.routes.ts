import {
  ZGroupDetail,
  ZGroupInvite,
  ZGroupMessage,
  ZGroupParams,
  ZGroupPostPage,
  ZGroupPostParams,
  ZGroupPostsQuery,
  ZGroupSaved,
  ZGroupSummary,
  ZGroupWrite,
  ZInvitationsSent,
  ZMyGroups,
  ZPostFeature,
  ZPostFeatured,
  ZPostSaved,
  ZPostWrite,
  ZRepost,
  ZRepostSaved,
} from '@questline/domain/schemas/groups';
import { ZPostHidden, ZPostHide, ZPostReport, ZPostReportResult } from '@questline/domain/schemas/moderation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignIn, requireUser } from '../../auth/current-user';
import type { TDb } from '../../db/client';
import {
  createGroup,
  createPost,
  declineInvitation,
  editPost,
  featurePost,
  groupDetail,
  groupPosts,
  hidePost,
  inviteToGroup,
  joinGroup,
  leaveGroup,
  myGroups,
  removeGroup,
  removePost,
  renameGroup,
  reportPost,
  repostPost,
} from './groups.service';

const answer = <T extends z.ZodType>(result: T) => ({ 200: z.object({ result }) });

/** Signed in before anything else is read (401 before 400): every groups route is for members. */
const signedIn = {
  onRequest: requireSignIn,
};

/**
 * Groups, posts and reposts (§1, §6, §8 social keys): private groups with an owner and members, invitations by e-mail,
 * posts, reposts into the poster's other groups, and featured posts. Every write runs in one transaction; reads and
 * writes answer users with their online status (§3.12). Writes are POST, as the spec's calls are (§7).
 */
export const registerGroupRoutes = (app: FastifyInstance, deps: { db: TDb }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['groups'];

  api.get(
    '/api/groups',
    {
      ...signedIn,
      schema: { tags, summary: "The viewer's groups and invitations waiting for them", response: answer(ZMyGroups) },
    },
    async (request) => ({ result: await myGroups(db, await requireUser(request)) }),
  );

  api.post(
    '/api/groups',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Create a group the viewer owns (names unique whatever their case: group_name_duplicate)',
        body: ZGroupWrite,
        response: answer(z.object({ group: ZGroupSummary })),
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return { result: { group: await db.transaction((tx) => createGroup(tx, viewer, request.body.name)) } };
    },
  );

  api.get(
    '/api/groups/:groupId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A group as its members see it: members with their status, open invitations, featured posts',
        params: ZGroupParams,
        response: answer(ZGroupDetail),
      },
    },
    async (request) => ({ result: await groupDetail(db, await requireUser(request), request.params.groupId) }),
  );

  api.post(
    '/api/groups/:groupId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Rename a group (its owner)',
        params: ZGroupParams,
        body: ZGroupWrite,
        response: answer(ZGroupSaved),
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const group = await db.transaction((tx) => renameGroup(tx, viewer, request.params.groupId, request.body.name));
      return { result: { group, message: 'changes_saved_successfully' as const } };
    },
  );

  api.post(
    '/api/groups/:groupId/delete',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Delete a group (its owner, once nobody else belongs to it: group_can_not_delete)',
        params: ZGroupParams,
        response: answer(ZGroupMessage('group_deleted')),
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return { result: await db.transaction((tx) => removeGroup(tx, viewer, request.params.groupId)) };
    },
  );

  api.post(
    '/api/groups/:groupId/invitations',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Invite e-mail addresses to a group (members): should_select_user when none, not_valid_email per malformed one',
        params: ZGroupParams,
        body: ZGroupInvite,
        response: answer(ZInvitationsSent),
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return {
        result: await db.transaction((tx) => inviteToGroup(tx, viewer, request.params.groupId, request.body.emails)),
      };
    },
  );

  api.post(
    '/api/groups/:groupId/join',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Accept the group's invitation to the viewer's address and join it",
        params: ZGroupParams,
        response: answer(z.object({ group: ZGroupSummary, message: z.literal('group_joined') })),
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return { result: await db.transaction((tx) => joinGroup(tx, viewer, request.params.groupId)) };
    },
  );

  api.post(
    '/api/groups/:groupId/decline',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Decline the group's invitation to the viewer's address",
        params: ZGroupParams,
        response: answer(z.object({ declined: z.literal(true) })),
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return { result: await db.transaction((tx) => declineInvitation(tx, viewer, request.params.groupId)) };
    },
  );

  api.post(
    '/api/groups/:groupId/leave',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Leave a group (members; the owner cannot: group_GroupOwnerLeave)',
        params: ZGroupParams,
        response: answer(ZGroupMessage('group_left')),
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return { result: await db.transaction((tx) => leaveGroup(tx, viewer, request.params.groupId)) };
    },
  );

  api.get(
    '/api/groups/:groupId/posts',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "A page of a group's posts, newest first, before a post id (members)",
        params: ZGroupParams,
        querystring: ZGroupPostsQuery,
        response: answer(ZGroupPostPage),
      },
    },
    async (request) => ({
      result: await groupPosts(db, await requireUser(request), request.params.groupId, request.query.before),
    }),
  );

  api.post(
    '/api/groups/:groupId/posts',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Post in a group (members: post_AuthorizationError; post_can_not_be_empty; you_are_blocked; post_ThrottlingError within 10 s)',
        params: ZGroupParams,
        body: ZPostWrite,
        response: answer(ZPostSaved),
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return {
        result: await db.transaction((tx) => createPost(tx, viewer, request.params.groupId, request.body.text)),
      };
    },
  );

  api.post(
    '/api/groups/:groupId/posts/:postId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Edit a post's text (its author: post_AuthorizationError)",
        params: ZGroupPostParams,
        body: ZPostWrite,
        response: answer(ZPostSaved),
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const { groupId, postId } = request.params;
      return { result: await db.transaction((tx) => editPost(tx, viewer, groupId, postId, request.body.text)) };
    },
  );

  api.post(
    '/api/groups/:groupId/posts/:postId/delete',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Delete a post (its author: post_AuthorizationError); answers post_deleted',
        params: ZGroupPostParams,
        response: answer(ZGroupMessage('post_deleted')),
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const { groupId, postId } = request.params;
      return { result: await db.transaction((tx) => removePost(tx, viewer, groupId, postId)) };
    },
  );

  api.post(
    '/api/groups/:groupId/posts/:postId/repost',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "Repost into another of the viewer's groups (repost_validation_failed otherwise; throttled like a post); answers repost_succeeded",
        params: ZGroupPostParams,
        body: ZRepost,
        response: answer(ZRepostSaved),
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const { groupId, postId } = request.params;
      return { result: await db.transaction((tx) => repostPost(tx, viewer, groupId, postId, request.body)) };
    },
  );

  api.post(
    '/api/groups/:groupId/posts/:postId/featured',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Feature a post, or stop featuring it (the group's owner)",
        params: ZGroupPostParams,
        body: ZPostFeature,
        response: answer(ZPostFeatured),
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const { groupId, postId } = request.params;
      return {
        result: await db.transaction((tx) => featurePost(tx, viewer, groupId, postId, request.body.featured)),
      };
    },
  );

  api.post(
    '/api/groups/:groupId/posts/:postId/report',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "Report another member's post, once (post_already_reported): a reason type, and for 'other' the written reason",
        params: ZGroupPostParams,
        body: ZPostReport,
        response: answer(ZPostReportResult),
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const { groupId, postId } = request.params;
      return { result: await db.transaction((tx) => reportPost(tx, viewer, groupId, postId, request.body)) };
    },
  );

  api.post(
    '/api/groups/:groupId/posts/:postId/hidden',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Hide a post from its group, or show it again (learn moderators, members or not)',
        params: ZGroupPostParams,
        body: ZPostHide,
        response: answer(ZPostHidden),
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const { groupId, postId } = request.params;
      return { result: await db.transaction((tx) => hidePost(tx, viewer, groupId, postId, request.body.hidden)) };
    },
  );
};
