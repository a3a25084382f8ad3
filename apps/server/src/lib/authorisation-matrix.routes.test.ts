import { itemId } from '@questline/domain/ids';
import type { TMembership, TRole } from '@questline/domain/roles';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../test/event-stream';
import { createTestApp, injectAs, PUBLIC_URL, resultOf, signIn, type TTestContext } from '../../test/test-app';
import { ratings } from '../db/schema';
import { insertComment } from '../modules/comments/comments.repository';
import { createItem, publishItem } from '../modules/content/content.service';
import { insertSeat } from '../modules/edlab/edlab.repository';
import { storeFile } from '../modules/files/files.service';
import { addMember, insertGroup, insertInvitations, insertPost } from '../modules/groups/groups.repository';
import { insertVideo } from '../modules/media/transcode/videos.repository';
import { insertSubmission } from '../modules/submissions/submissions.repository';
import { grantMemberships, grantRoles } from '../modules/users/users.repository';

/**
 * The authorisation matrix (issue 13): every API route of the route table (the OpenAPI document every route is in)
 * × every kind of caller. A route missing from the tables below fails the first test, so a new route cannot escape
 * the matrix. Each call is made on fresh objects (an English item owned by `creator`, a group owned by `learner`
 * with `premium` as a member, a comment and a private submission by `learner`, a seat of `edlab`'s) with a body
 * that passes validation, so that the answer is the authorisation's: a caller the row does not list must be refused
 * (401 auth_required, or 403 with the refusal's key), and a caller it lists must not be.
 */
const PEOPLE = {
  learner: { roles: [], memberships: [] },
  premium: { roles: [], memberships: ['premium'] },
  edlab: { roles: [], memberships: ['edlabMember'] },
  moderator: { roles: ['learnModerator'], memberships: [] },
  creator: { roles: ['learnCreator'], memberships: [] },
  otherCreator: { roles: ['learnCreator'], memberships: [] },
  editorEn: { roles: ['learnEditor_EN'], memberships: [] },
  editorJa: { roles: ['learnEditor_JA'], memberships: [] },
  editor: { roles: ['learnEditor'], memberships: [] },
  learnAdmin: { roles: ['learnAdmin'], memberships: [] },
  admin: { roles: ['admin'], memberships: [] },
  superAdmin: { roles: ['superAdmin'], memberships: [] },
  /** Nobody's persona: the user the admin and moderator rows act on, so that no caller's own rights change. */
  bystander: { roles: [], memberships: [] },
} as const satisfies Record<string, { roles: TRole[]; memberships: TMembership[] }>;
type TPerson = Exclude<keyof typeof PEOPLE, 'bystander'>;
type TWho = 'anonymous' | TPerson;

const SIGNED_IN: readonly TWho[] = Object.keys(PEOPLE).filter((who) => who !== 'bystander') as TPerson[];
const EVERYONE: readonly TWho[] = ['anonymous', ...SIGNED_IN];
const ADMINS: readonly TWho[] = ['admin', 'superAdmin'];
const LEARN_ADMINS: readonly TWho[] = ['learnAdmin', ...ADMINS];
/** Editors and learn admins of any language, and admins (§6 learnAdminEditorAll, or isAdmin). */
const EDITORS: readonly TWho[] = ['editorEn', 'editorJa', 'editor', ...LEARN_ADMINS];
/** Content creators (§6 learnCreatorAll), and admins. */
const AUTHORS: readonly TWho[] = ['creator', 'otherCreator', ...EDITORS];
/** §6 learnModeratorAll: learn moderators, learn admins and learn editors; site admins are not moderators. */
const MODERATORS: readonly TWho[] = ['moderator', 'editorEn', 'editorJa', 'editor', 'learnAdmin'];

/**
 * Who edits, publishes and follows an English item owned by `creator`, by who authors its type: creators edit what
 * they own, editors and learn admins edit their language (the plain role: every language), learn admins alone the
 * skills architecture, admins everything.
 */
const AUTHORING = {
  creators: ['creator', 'editorEn', 'editor', ...LEARN_ADMINS],
  editors: ['editorEn', 'editor', ...LEARN_ADMINS],
  admins: LEARN_ADMINS,
} as const satisfies Record<string, readonly TWho[]>;
const AUTHORED_BY = {
  tutorial: 'creators',
  project: 'creators',
  course: 'creators',
  quiz: 'creators',
  liveSession: 'creators',
  mission: 'editors',
  pathway: 'editors',
  skill: 'admins',
  competency: 'admins',
} as const satisfies Record<string, keyof typeof AUTHORING>;
type TAuthoredType = keyof typeof AUTHORED_BY;

/** Reads anyone may make, each with why; what they answer depends on the item or the viewer, not on a role. */
const PUBLIC: Record<string, string> = {
  'GET /api/site/settings': 'the site settings every page reads',
  'GET /api/site/pages/{page}': 'the footer’s about, contact and legal pages',
  'GET /api/me': 'who is signed in: null for anonymous callers',
  'GET /api/authUrl': 'where to sign in',
  'GET /api/apps': 'the app switcher',
  'GET /api/learn/home': 'the home page',
  'GET /api/learn/liveSessionSearch': 'live sessions are listed to everyone',
  'GET /api/learn/record/recent': "the viewer's recent item: null for anonymous callers",
  'GET /api/users/{idOrUrl}/profile': 'public profiles; what they show follows their owner’s settings',
  'GET /api/learn/featuredList/{name}': 'featured lists, of items the viewer may see',
  'GET /api/learn/pathways/landing': 'the /pathways page',
  'GET /api/community/comments': "a published step's comments",
  'GET /api/learn/search': 'search, of items the viewer may see',
  'GET /api/learn/headerSearch': 'the header search',
  'GET /api/learn/topicsPopular': 'the topic chips',
  'GET /api/learn/ods/search/lessons': 'lessons search',
  'GET /api/media/videos/{id}': "a video's state; a private one's files refuse anonymous callers (files tests)",
  'GET /api/media/files/{fileId}/video': 'the same, by its uploaded file',
  'GET /api/embeds/oembed': 'resolves an allowed provider’s page',
  'GET /api/embeds/settings': 'the allowed providers',
  'POST /api/changeLanguage': 'a visitor picks a language; it is kept in a cookie',
  'POST /api/changeTheme':
    'a visitor picks a colour theme; it is kept in a cookie (and in a signed-in user’s settings)',
  'POST /api/changePreferredRegion': 'a visitor picks a region; it is kept in a cookie',
  'POST /api/learn/submission/{id}/play': "a visitor's play of a build counts like a signed-in one",
  'POST /api/setup': 'the first super admin, by the one-time link printed at start (setup_not_available otherwise)',
  'GET /api/health': 'the liveness probe: the version, nothing else',
  'GET /api/ready': 'the readiness probe: which dependency does not answer, nothing else',
  'GET /api/learn/project/{id}/contributors':
    "a project's contributors, as its page names them: a draft's only to those who may edit it (not_found)",
  ...Object.fromEntries(
    Object.keys(AUTHORED_BY).flatMap((type) => [
      [`GET /api/learn/${type}/{idOrSlug}`, 'published items; drafts only with edit=true (the edit rows)'],
      [`GET /api/learn/${type}/{idOrSlug}/extends`, "a published item's context and the viewer's records"],
    ]),
  ),
  ...Object.fromEntries(
    ['tutorial', 'project', 'course', 'quiz'].map((type) => [
      `GET /api/learn/${type}/{idOrSlug}/payment`,
      "a sold item's store link, behind the item's own gates",
    ]),
  ),
  ...Object.fromEntries(
    ['tutorial', 'project', 'course', 'quiz', 'mission', 'pathway', 'liveSession'].map((type) => [
      `GET /api/learn/${type}/{idOrSlug}/ratings`,
      "an item's ratings and reviews, behind the item's own gates; the viewer's own rating when signed in",
    ]),
  ),
  ...Object.fromEntries(
    ['mission', 'pathway'].flatMap((type) => [
      [`GET /api/learn/${type}/{idOrSlug}/state`, "a checkpoint, with the viewer's progress when signed in"],
      [`GET /api/learn/${type}/{idOrSlug}/badgeOverlay`, "a badge, with the viewer's progress when signed in"],
    ]),
  ),
  ...Object.fromEntries(
    ['tutorial', 'quiz', 'project', 'course'].map((type) => [
      `GET /api/learn/${type}/{idOrSlug}/state`,
      "the checkpoint of the mission it is viewed in, with the viewer's progress when signed in",
    ]),
  ),
};

type TFixture = ReturnType<typeof fixtures>;
type TRow = {
  may: readonly TWho[];
  /** The query string, when the route needs one. */
  query?: (f: TFixture) => Promise<string> | string;
  body?: (f: TFixture) => Promise<unknown> | unknown;
  /** Answers other than 403 that refuse a signed-in caller here. */
  alsoRefusedWith?: readonly number[];
  headers?: Record<string, string>;
};

/** A tus 1.0 creation of a 10-byte upload, of a video unless said otherwise. */
const TUS_UPLOAD = { 'tus-resumable': '1.0.0', 'upload-length': '10', 'upload-metadata': 'kind dmlkZW8=' };

const everyAuthoringRoute = (path: string, row: (type: TAuthoredType) => TRow) =>
  Object.fromEntries(
    (Object.keys(AUTHORED_BY) as TAuthoredType[]).map((type) => [path.replace('{type}', type), row(type)]),
  );
const authoring = (type: TAuthoredType, body: TRow['body'] = () => ({})): TRow => ({
  may: AUTHORING[AUTHORED_BY[type]],
  body,
});
const FORMS: Record<TAuthoredType, readonly string[]> = {
  tutorial: ['steps', 'details'],
  project: ['content', 'details'],
  course: ['content', 'details'],
  liveSession: ['content', 'details'],
  quiz: ['questions', 'details'],
  mission: ['assessments', 'recommendations', 'map', 'details', 'addSet', 'validate'],
  pathway: ['missions', 'assessments', 'details'],
  skill: ['content'],
  competency: ['content'],
};

/** Every route that is not public: who may call it, and the request that asks. */
const ROWS: Record<string, TRow> = {
  'GET /api/admin/featureFlags': { may: ADMINS },
  'PUT /api/admin/featureFlags/{name}': { may: ADMINS, body: () => ({ enabled: true }) },
  'GET /api/admin/members': { may: ADMINS, query: () => 'email=bystander@matrix.test' },
  'PUT /api/admin/users/{userId}/memberships/{membership}': { may: ADMINS, body: () => ({ granted: true }) },
  // User administration acts on the bystander, a learner: any admin may (an admin's account is super admins' only).
  'GET /api/admin/users': { may: ADMINS, query: () => 'q=bystander&role=learnCreator&page=1' },
  'PUT /api/admin/users/{userId}/roles': { may: ADMINS, body: () => ({ roles: ['learnCreator'] }) },
  'POST /api/admin/users/{userId}/disable': { may: ADMINS },
  'POST /api/admin/users/{userId}/enable': { may: ADMINS },
  'POST /api/admin/users/{userId}/password-reset': { may: ADMINS },
  'GET /api/admin/audit': { may: ADMINS, query: () => 'page=1' },

  ...everyAuthoringRoute('POST /api/learn/{type}/{id}/general', (type) => authoring(type, () => ({ title: 'Mine' }))),
  ...everyAuthoringRoute('POST /api/learn/{type}/{id}/publish', (type) => authoring(type)),
  ...everyAuthoringRoute('GET /api/learn/{type}/{id}/changes', (type) => authoring(type)),
  // Export and import (issue 25): the edit right on the item; an import's empty body is refused after it (400).
  ...everyAuthoringRoute('GET /api/learn/{type}/{id}/export', (type) => authoring(type)),
  ...everyAuthoringRoute('POST /api/learn/{type}/{id}/import', (type) => authoring(type)),
  ...Object.fromEntries(
    (Object.entries(FORMS) as [TAuthoredType, string[]][]).flatMap(([type, forms]) =>
      forms.map((form) => [`POST /api/learn/${type}/{id}/${form}`, authoring(type)]),
    ),
  ),
  'POST /api/learn/tutorial/{id}/addStep/{stepType}': authoring('tutorial'),
  // A project's contributors are managed by those who edit it in their own right (decision 0074).
  'POST /api/learn/project/{id}/contributors': {
    may: AUTHORING.creators,
    body: () => ({ user: 'bystander@matrix.test' }),
  },
  'DELETE /api/learn/project/{id}/contributors/{userId}': { may: AUTHORING.creators },
  ...Object.fromEntries(
    (['tutorial', 'project', 'course', 'skill'] as const).map((type) => [
      `GET /api/learn/${type}/{id}/sync`,
      authoring(type),
    ]),
  ),

  'POST /api/learn/quiz/{id}/attempt': { may: SIGNED_IN },
  'POST /api/learn/quiz/{id}/answers': { may: SIGNED_IN },
  'POST /api/learn/record/flag': { may: SIGNED_IN },
  'POST /api/learn/record/versionRank': { may: SIGNED_IN },
  'GET /api/learn/reward/badges': { may: SIGNED_IN },
  'GET /api/learn/record/experience': { may: SIGNED_IN },
  'POST /api/learn/liveSession/{idOrSlug}/register': { may: SIGNED_IN },
  'POST /api/learn/record/step': { may: SIGNED_IN },
  'GET /api/learn/tutorial/{id}/lab/{sectionId}': { may: SIGNED_IN },
  'PUT /api/learn/tutorial/{id}/lab/{sectionId}': { may: SIGNED_IN },
  'POST /api/learn/tutorial/{id}/lab/{sectionId}/verify': { may: SIGNED_IN },
  'POST /api/learn/collect/toggle': { may: SIGNED_IN },
  'POST /api/learn/collect/batch': { may: SIGNED_IN },
  'GET /api/learn/record/list': { may: SIGNED_IN, query: () => 'type=tutorial' },
  'GET /api/learn/collect/list': { may: SIGNED_IN, query: () => 'type=tutorial' },
  'GET /api/learn/record/skillList': { may: SIGNED_IN },
  'GET /api/learn/record/submissionsList': { may: SIGNED_IN },
  'GET /api/users/me/dashboard': { may: SIGNED_IN },
  'GET /api/users/me/settings': { may: SIGNED_IN },
  'POST /api/users/me/settings': { may: SIGNED_IN },
  'POST /api/users/me/savedTags': { may: SIGNED_IN },
  'POST /api/users/me/heartbeat': { may: SIGNED_IN },
  'GET /api/users/me/sessions': { may: SIGNED_IN },
  // A wrong password answers 400 to everyone signed in (auth_wrong_password): no caller's account goes.
  'POST /api/users/me/delete': { may: SIGNED_IN, body: () => ({ password: 'not-the-password' }) },
  'GET /api/me/export': { may: SIGNED_IN },
  'POST /api/tracking/video': { may: SIGNED_IN },

  'POST /api/learn/featuredList/{name}': { may: EDITORS, body: () => ({ itemIds: [] }) },
  'PUT /api/community/postingBlocks/{userId}': { may: MODERATORS, body: () => ({ blocked: true }) },
  'GET /api/moderation/reports': { may: MODERATORS },
  'PUT /api/site/pages/{page}/{locale}': { may: ADMINS, body: () => ({ content: { type: 'doc', content: [] } }) },

  'GET /api/groups': { may: SIGNED_IN },
  'POST /api/groups': { may: SIGNED_IN },
  'GET /api/groups/{groupId}': { may: ['learner', 'premium'] },
  'POST /api/groups/{groupId}': { may: ['learner'], body: () => ({ name: 'Renamed' }) },
  // The owner may delete a group once nobody else belongs to it: here premium does (group_can_not_delete).
  'POST /api/groups/{groupId}/delete': { may: ['learner'] },
  'POST /api/groups/{groupId}/invitations': {
    may: ['learner', 'premium'],
    body: () => ({ emails: ['newcomer@matrix.test'] }),
  },
  // Only the invited address may answer an invitation: anyone else has none to answer.
  'POST /api/groups/{groupId}/join': { may: ['edlab'], alsoRefusedWith: [404] },
  'POST /api/groups/{groupId}/decline': { may: ['edlab'], alsoRefusedWith: [404] },
  // The owner may not leave (group_GroupOwnerLeave, 400): a rule of groups, not of rights.
  'POST /api/groups/{groupId}/leave': { may: ['learner', 'premium'] },
  'GET /api/groups/{groupId}/posts': { may: ['learner', 'premium'] },
  'POST /api/groups/{groupId}/posts': { may: ['learner', 'premium'], body: () => ({ text: 'Hello' }) },
  'POST /api/groups/{groupId}/posts/{postId}': { may: ['learner'], body: () => ({ text: 'Edited' }) },
  'POST /api/groups/{groupId}/posts/{postId}/delete': { may: ['learner'] },
  'POST /api/groups/{groupId}/posts/{postId}/repost': {
    may: ['learner', 'premium'],
    body: async (f) => ({ groupId: await f.group() }),
  },
  'POST /api/groups/{groupId}/posts/{postId}/featured': { may: ['learner'], body: () => ({ featured: true }) },
  // Members report another's post: the post is learner's own (forbidden).
  'POST /api/groups/{groupId}/posts/{postId}/report': { may: ['premium'], body: () => ({ type: 'spam' }) },
  // Learn moderators hide any group's posts without belonging to it.
  'POST /api/groups/{groupId}/posts/{postId}/hidden': { may: MODERATORS, body: () => ({ hidden: true }) },
  // The members' progress is the owner's to read (decision 0076); members and strangers are refused.
  'GET /api/groups/{groupId}/progress': { may: ['learner'] },

  'GET /api/tours/{tour}': { may: ['premium'] },
  'POST /api/tours/{tour}/close': { may: ['premium'] },
  'GET /api/edlab/seats': { may: ['edlab'] },
  'POST /api/edlab/seats': { may: ['edlab'], body: () => ({ email: 'new-seat@matrix.test' }) },
  'DELETE /api/edlab/seats/{email}': { may: ['edlab'] },
  'GET /api/edlab/progress': { may: ['edlab'] },
  // Every learner's xAPI statements (decision 0077): learn admins of any language, and admins.
  'GET /api/xapi/statements': { may: LEARN_ADMINS },

  'POST /api/community/comments': {
    may: SIGNED_IN,
    body: async (f) => ({ channelId: await f.channel(), content: 'Hello', parentIds: {} }),
  },
  'PUT /api/community/comments/{commentId}': { may: ['learner'], body: () => ({ content: 'Edited' }) },
  'DELETE /api/community/comments/{commentId}': { may: ['learner', ...MODERATORS] },
  'PUT /api/community/comments/{commentId}/hidden': { may: MODERATORS, body: () => ({ hidden: true }) },
  'POST /api/community/comments/{commentId}/like': { may: SIGNED_IN, body: () => ({ parentIds: {} }) },
  // One reports another's comment: its author may not (forbidden).
  'POST /api/community/comments/{commentId}/reports': {
    may: SIGNED_IN.filter((who) => who !== 'learner'),
    body: () => ({ type: 'spam', parentIds: {} }),
  },

  // Ratings: the row's item is a draft, not_found to everyone signed in; who started it is ratings.routes.test.ts's.
  ...Object.fromEntries(
    ['tutorial', 'project', 'course', 'quiz', 'mission', 'pathway', 'liveSession'].flatMap((type) => [
      [`PUT /api/learn/${type}/{idOrSlug}/rating`, { may: SIGNED_IN, body: () => ({ value: 4 }) }],
      [`DELETE /api/learn/${type}/{idOrSlug}/rating`, { may: SIGNED_IN }],
    ]),
  ),
  // One reports another's review: its author may not (forbidden). Learn moderators hide reviews.
  'POST /api/learn/ratings/{ratingId}/reports': {
    may: SIGNED_IN.filter((who) => who !== 'learner'),
    body: () => ({ type: 'spam' }),
  },
  'PUT /api/learn/ratings/{ratingId}/hidden': { may: MODERATORS, body: () => ({ hidden: true }) },

  'PUT /api/media/videos/{id}/privacy': { may: AUTHORS, body: () => ({ isPrivate: true }) },
  'PUT /api/media/videos/{id}/subtitles/{language}': {
    may: AUTHORS,
    body: () => 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nHello\n',
    headers: { 'content-type': 'text/vtt' },
  },
  'DELETE /api/media/videos/{id}/subtitles/{language}': { may: AUTHORS },
  // Uploads of every kind but a submission's WebGL build (the extra row below); tus answers an unknown upload 404.
  ...Object.fromEntries(
    [
      'OPTIONS /api/media/uploads',
      'POST /api/media/uploads',
      'HEAD /api/media/uploads/{uploadId}',
      'PATCH /api/media/uploads/{uploadId}',
      'DELETE /api/media/uploads/{uploadId}',
    ].map((route) => [route, { may: AUTHORS, headers: TUS_UPLOAD }]),
  ),
  'POST /api/media/images': { may: AUTHORS },
  'POST /api/media/videos': { may: AUTHORS },

  'POST /api/learn/submission/build': { may: SIGNED_IN },
  'POST /api/learn/submission/thumbnail': { may: SIGNED_IN },
  'POST /api/learn/tutorial/{id}/submission': { may: SIGNED_IN },
  // The submission is private: its author, moderators and admins see it, and only they may like it.
  'GET /api/learn/submission/{id}': { may: ['learner', ...MODERATORS, ...ADMINS] },
  'POST /api/learn/submission/{id}/like': { may: ['learner', ...MODERATORS, ...ADMINS] },

  'GET /api/creator/items': { may: AUTHORS },
  'GET /api/creator/contentOptions': { may: AUTHORS, query: () => 'types=tutorial&q=a' },
  'GET /api/creator/tags': { may: AUTHORS, query: () => 'kind=topic' },
  'GET /api/creator/users': { may: EDITORS },
  'GET /api/creator/architecture': { may: LEARN_ADMINS },
};

/**
 * Rows the route table does not name: the same routes asked differently. A draft read (edit=true) follows the
 * authoring rights; a new item (id 0) of an English type may be made by the roles that author it, any creator.
 */
const EXTRA_ROWS: Record<string, TRow> = {
  // The one route that hands uploads to tus takes every method, on the collection and on an upload.
  ...Object.fromEntries(
    ['HEAD', 'GET', 'PATCH', 'DELETE'].map((method) => [
      `${method} /api/media/uploads (tus on the collection)`,
      { may: AUTHORS, headers: TUS_UPLOAD },
    ]),
  ),
  'GET /api/media/uploads/{uploadId} (an upload read back)': { may: AUTHORS, headers: TUS_UPLOAD },
  // The progress downloads are refused as the table is.
  'GET /api/groups/{groupId}/progress (a CSV download)': { may: ['learner'], query: () => 'format=csv' },
  'GET /api/edlab/progress (a CSV download)': { may: ['edlab'], query: () => 'format=csv' },
  'POST /api/media/uploads (a WebGL build)': {
    may: SIGNED_IN,
    headers: { ...TUS_UPLOAD, 'upload-metadata': 'kind d2ViZ2w=,filename YnVpbGQuemlw' },
  },
  ...everyAuthoringRoute('GET /api/learn/{type}/{idOrSlug} (edit=true)', (type) => ({
    may: AUTHORING[AUTHORED_BY[type]],
    query: () => 'edit=true',
  })),
  ...Object.fromEntries(
    (Object.keys(AUTHORED_BY) as TAuthoredType[]).map((type) => [
      `POST /api/learn/${type}/{new}/general`,
      {
        may: AUTHORED_BY[type] === 'creators' ? ['otherCreator', ...AUTHORING.creators] : AUTHORING[AUTHORED_BY[type]],
        body: () => ({ title: `A new ${type}` }),
      },
    ]),
  ),
  // An import of a new item lets in, before the document is read, whoever may create the type in some language (a
  // Japanese editor too); the document's own language is checked once it is read.
  ...Object.fromEntries(
    (Object.keys(AUTHORED_BY) as TAuthoredType[]).map((type) => [
      `POST /api/learn/${type}/{new}/import`,
      {
        may:
          AUTHORED_BY[type] === 'admins'
            ? AUTHORING.admins
            : [
                'editorJa',
                ...(AUTHORED_BY[type] === 'creators' ? ['otherCreator' as const] : []),
                ...AUTHORING[AUTHORED_BY[type]],
              ],
      },
    ]),
  ),
};

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
let base = '';

/** Fresh objects for one call, made when the call's path or body asks for them. */
const fixtures = () => {
  const made = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, make: () => Promise<T>): Promise<T> => {
    if (!made.has(key)) made.set(key, make());
    return made.get(key) as Promise<T>;
  };
  const owner = () => ids.creator as string;
  const learner = () => ids.learner as string;
  const sections = [{ id: 's1', type: 'text', title: 'A step' }];
  /** An English draft of the type, owned and written by `creator`. */
  const item = (type: TAuthoredType) =>
    once(`item-${type}`, async () => {
      const document = { title: `Matrix ${type}`, description: richTextFromParagraphs(['Draft.']) };
      const row = await createItem(ctx.db, { type, actorId: owner(), document });
      return row.id;
    });
  const publishedTutorial = () =>
    once('published-tutorial', async () => {
      const row = await createItem(ctx.db, {
        type: 'tutorial',
        actorId: owner(),
        document: { title: 'Matrix lesson', description: richTextFromParagraphs(['A lesson.']), sections },
      });
      await publishItem(ctx.db, { id: row.id, actorId: owner() });
      return row.id;
    });
  const group = () =>
    once('group', async () => {
      const row = await insertGroup(ctx.db, { name: `Matrix group ${Math.random()}`, ownerId: learner() });
      await addMember(ctx.db, row.id, learner());
      await addMember(ctx.db, row.id, ids.premium as string);
      await insertInvitations(ctx.db, row.id, ['edlab@matrix.test'], learner());
      return row.id;
    });
  const post = () =>
    once(
      'post',
      async () => (await insertPost(ctx.db, { groupId: await group(), authorId: learner(), text: 'Hi' })).id,
    );
  const comment = () =>
    once('comment', async () => {
      const tutorialId = await publishedTutorial();
      const row = await insertComment(ctx.db, {
        itemId: tutorialId,
        sectionId: 's1',
        parentId: null,
        authorId: learner(),
        content: 'A comment',
      });
      return row.id;
    });
  const channel = async () => `${itemId('tutorial', await publishedTutorial())}.s1`;
  const rating = () =>
    once('rating', async () => {
      const [row] = await ctx.db
        .insert(ratings)
        .values({ itemId: await publishedTutorial(), userId: learner(), value: 4, review: 'A review' })
        .returning();
      return (row as { id: number }).id;
    });
  const submission = () =>
    once('submission', async () => {
      const row = await insertSubmission(ctx.db, {
        authorId: learner(),
        tutorialId: await publishedTutorial(),
        sectionId: 's1',
        submissionType: 'link',
        title: 'My work',
        url: 'https://example.com/',
        isPrivate: true,
      });
      return itemId('submission', row.id);
    });
  const video = () =>
    once('video', async () => {
      const source = await storeFile(
        { db: ctx.db, fileStore: ctx.runtime.fileStore },
        { kind: 'video', contentType: 'video/mp4', bytes: new TextEncoder().encode(`clip ${Math.random()}`) },
      );
      const id = crypto.randomUUID();
      await insertVideo(ctx.db, { id, sourceFileId: source.id, status: 'ready', durationSeconds: 1 });
      return id;
    });
  const seat = () =>
    once('seat', async () => {
      await insertSeat(ctx.db, ids.edlab as string, 'seat@matrix.test');
      return 'seat@matrix.test';
    });
  return { item, publishedTutorial, group, post, comment, channel, rating, submission, video, seat };
};

/** The path of a row's route with each parameter naming a fresh object (or a fixed name). */
const pathOf = async (template: string, f: TFixture) => {
  const type = template.match(/^\/api\/learn\/(\w+)\//)?.[1] as TAuthoredType | undefined;
  const itemOfPath = async () => itemId(type ?? 'tutorial', await f.item(type ?? 'tutorial'));
  const values: Record<string, () => Promise<string | number>> = {
    id: () => (template.includes('/submission/{id}') ? f.submission() : itemOfPath()),
    new: async () => '0',
    idOrSlug: itemOfPath,
    groupId: f.group,
    postId: f.post,
    commentId: f.comment,
    ratingId: f.rating,
    userId: async () => ids.bystander as string,
    email: f.seat,
    name: async () => (template.includes('featuredList') ? 'homepage' : 'EDLAB_PORTAL_PAGE'),
    membership: async () => 'premium',
    tour: async () => 'premium',
    stepType: async () => 'lab',
    language: async () => 'en',
    page: async () => 'privacy',
    locale: async () => 'de_DE',
    uploadId: async () => 'matrix-upload',
    sectionId: async () => 's1',
  };
  if (template.startsWith('/api/media/videos/')) values.id = f.video;
  if (template.startsWith('/api/learn/tutorial/{id}/submission'))
    values.id = async () => itemId('tutorial', await f.publishedTutorial());
  let path = template;
  for (const [placeholder, name] of template.matchAll(/\{(\w+)\}/g)) {
    const value = values[name as string];
    if (!value) throw new Error(`no value for ${placeholder} in ${template}`);
    path = path.replace(placeholder, encodeURIComponent(String(await value())));
  }
  return path;
};

/** The status a caller gets from a row: an event stream is opened over real HTTP and closed at once. */
const statusOf = async (name: string, row: TRow, who: TWho) => {
  const [method, template] = name.replace(/ \(.*\)$/, '').split(' ') as [string, string];
  const f = fixtures();
  const query = row.query ? `?${await row.query(f)}` : '';
  const url = `${await pathOf(template, f)}${query}`;
  const cookie = who === 'anonymous' ? undefined : cookies[who];
  if (template.endsWith('/changes')) {
    const stream = await openEventStream(`${base}${url}`, cookie ? { cookie } : {});
    stream.close();
    return stream.status;
  }
  const body = method === 'GET' ? undefined : row.body ? await row.body(f) : {};
  const response = await injectAs(ctx.app, cookie, method as 'GET', url, body, row.headers);
  return response.statusCode;
};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [name, { roles, memberships }] of Object.entries(PEOPLE)) {
    cookies[name] = await signIn(ctx.app, `${name}@matrix.test`);
    ids[name] = resultOf<{ id: string }>(await injectAs(ctx.app, cookies[name], 'GET', '/api/me')).id;
    await grantRoles(ctx.db, ids[name] as string, roles);
    await grantMemberships(ctx.db, ids[name] as string, memberships);
  }
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(() => ctx.close());

const routeTable = () =>
  Object.entries((ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths)
    .filter(([template]) => template.startsWith('/api/') && !template.startsWith('/api/auth/'))
    .flatMap(([template, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${template}`),
    );

it('has a row, or a reason to be public, for every API route but sign-in’s own', () => {
  const routes = routeTable();
  expect(routes.length).toBeGreaterThan(150);
  expect(routes.filter((route) => !(route in ROWS) && !(route in PUBLIC)).join('; ')).toBe('');
  // And no row names a route that is gone.
  expect(Object.keys({ ...ROWS, ...PUBLIC }).filter((route) => !routes.includes(route))).toEqual([]);
});

/**
 * Reads that refuse anonymous callers only for what they ask here, each with why: the OpenAPI document gives them no
 * session cookie, as it gives the public routes none.
 */
const VIEWER_DEPENDENT: Record<string, string> = {
  ...Object.fromEntries(
    [
      'GET /api/learn/record/list',
      'GET /api/learn/collect/list',
      'GET /api/learn/record/skillList',
      'GET /api/learn/record/submissionsList',
      'GET /api/learn/record/experience',
      'GET /api/learn/reward/badges',
    ].map((route) => [route, "another learner's shared records with userID; the viewer's own without"]),
  ),
  'GET /api/learn/submission/{id}': 'public submissions are read by anyone; this one is private',
};

it('documents the session cookie on every route that refuses all anonymous calls, and on no other', () => {
  const { paths } = ctx.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
  const wrong = routeTable().filter((route) => {
    const [method, template] = route.split(' ') as [string, string];
    const documented = Boolean(paths[template]?.[method.toLowerCase()]?.security?.length);
    const row = ROWS[route];
    return documented !== Boolean(row && !row.may.includes('anonymous') && !(route in VIEWER_DEPENDENT));
  });
  expect(wrong.join('; ')).toBe('');
  expect(Object.keys(VIEWER_DEPENDENT).filter((route) => !(route in ROWS))).toEqual([]);
});

describe.each(Object.entries({ ...ROWS, ...EXTRA_ROWS }))('%s', (name, row) => {
  it('refuses every caller it does not list, and lets every one it lists pass', async () => {
    const wrong: string[] = [];
    for (const who of EVERYONE) {
      const status = await statusOf(name, row, who);
      const may = row.may.includes(who);
      const refused = status === 401 || status === 403 || (row.alsoRefusedWith ?? []).includes(status);
      if (may === refused) wrong.push(`${who} ${may ? 'may' : 'may not'}, got ${status}`);
    }
    expect(wrong.join('; ')).toBe('');
  });

  it('refuses the route through an encoded path (/%61pi/…, an encoded letter further on) for every caller', async () => {
    const [method, template] = name.replace(/ \(.*\)$/, '').split(' ') as [string, string];
    const f = fixtures();
    const path = await pathOf(template, f);
    const query = row.query ? `?${await row.query(f)}` : '';
    const body = method === 'GET' ? undefined : row.body ? await row.body(f) : {};
    // The last letter of the path's first word after /api/ (`/api/learn` → `/api/lear%6E`).
    const deeper = path.replace(/^(\/api\/[a-z]*)([a-z])/i, (_, head: string, letter: string) => {
      return `${head}%${letter.charCodeAt(0).toString(16)}`;
    });
    const wrong: string[] = [];
    for (const url of [`/%61pi${path.slice(4)}${query}`, `${deeper}${query}`]) {
      for (const who of EVERYONE) {
        const cookie = who === 'anonymous' ? undefined : cookies[who];
        const response = await injectAs(ctx.app, cookie, method as 'GET', url, body, row.headers);
        const key = method === 'HEAD' ? 'invalid_path' : response.json().error?.key;
        if (response.statusCode !== 400 || key !== 'invalid_path')
          wrong.push(`${who} ${url} got ${response.statusCode}`);
      }
    }
    expect(wrong.join('; ')).toBe('');
  });
});

it('lets anonymous callers make the public writes, and answers unknown writes not_found', async () => {
  const response = await injectAs(ctx.app, undefined, 'POST', '/api/changeLanguage', { locale: 'ja_JP' });
  expect(response.statusCode).toBe(200);
  const unknown = await ctx.app.inject({ method: 'POST', url: '/api/no-such-write', headers: { origin: PUBLIC_URL } });
  expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: { key: 'not_found' } }]);
});
