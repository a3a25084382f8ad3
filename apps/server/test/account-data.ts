import { randomUUID } from 'node:crypto';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../src/db/schema';
import {
  collections,
  commentLikes,
  commentReports,
  comments,
  edlabSeats,
  experience,
  featuredLists,
  featureFlags,
  groupPostReports,
  groupPosts,
  itemViewers,
  labWork,
  posters,
  projectContributors,
  ratingReports,
  ratings,
  records,
  rewards,
  sitePages,
  submissionLikes,
  trackingEvents,
  twoFactors,
  userPresence,
  userTours,
  videoSubtitles,
  webglBuilds,
} from '../src/db/schema';
import { insertComment } from '../src/modules/comments/comments.repository';
import { createItem, publishItem } from '../src/modules/content/content.service';
import { recordUpload } from '../src/modules/files/files.repository';
import { storeFile } from '../src/modules/files/files.service';
import { addMember, insertGroup, insertInvitations, insertPost } from '../src/modules/groups/groups.repository';
import { insertVideo } from '../src/modules/media/transcode/videos.repository';
import { insertSubmission } from '../src/modules/submissions/submissions.repository';
import { grantMemberships, grantRoles } from '../src/modules/users/users.repository';
import type { TTestContext } from './test-app';

/** Every table of the schema, by its SQL name. */
export const schemaTables = (): PgTable[] =>
  (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** Every column that points at users.id (its foreign keys), as `table.column`. */
export const userReferences = () =>
  schemaTables()
    .flatMap((table) => {
      const config = getTableConfig(table);
      return config.foreignKeys.flatMap((key) => {
        const reference = key.reference();
        return getTableConfig(reference.foreignTable).name === 'users'
          ? reference.columns.map((column) => `${config.name}.${column.name}`)
          : [];
      });
    })
    .sort();

/** A file of its own bytes (content-hashed), for rows that hold a file. */
const storeUniqueFile = (ctx: TTestContext, kind: string, contentType: string) =>
  storeFile(
    { db: ctx.db, fileStore: ctx.runtime.fileStore },
    { kind, contentType, bytes: new TextEncoder().encode(`${kind} ${randomUUID()}`) },
  );

/**
 * Gives `userId` a row in every table that points at users (and in the tables that name their address), with `otherId`
 * as the other person where one is needed: another's comment they like, report and hide, another's submission they
 * like, another's group they belong to, another edlab member who gives their address a seat. Answers what was made.
 */
export const giveEverything = async (
  ctx: TTestContext,
  person: { id: string; email: string },
  other: { id: string; email: string },
) => {
  const { db } = ctx;
  const userId = person.id;
  await grantRoles(db, userId, ['learnCreator', 'learnModerator']);
  await grantMemberships(db, userId, ['premium', 'edlabMember']);
  await grantMemberships(db, other.id, ['edlabMember']);

  // Content they own and authored, published by them; and a tutorial of someone else's they learn and comment on.
  const authored = await createItem(db, {
    type: 'tutorial',
    actorId: userId,
    document: {
      title: 'Authored by the departing',
      description: richTextFromParagraphs(['Theirs.']),
      sections: [{ id: 's1', type: 'text', title: 'One' }],
    },
  });
  await publishItem(db, { id: authored.id, actorId: userId });
  const lesson = await createItem(db, {
    type: 'tutorial',
    actorId: other.id,
    document: {
      title: 'Someone else’s lesson',
      description: richTextFromParagraphs(['Other.']),
      sections: [{ id: 's1', type: 'text', title: 'One' }],
    },
  });
  await publishItem(db, { id: lesson.id, actorId: other.id });
  const quiz = await createItem(db, {
    type: 'quiz',
    actorId: other.id,
    document: { title: 'A quiz', description: richTextFromParagraphs(['Q.']) },
  });
  await publishItem(db, { id: quiz.id, actorId: other.id });
  const badge = await createItem(db, {
    type: 'badge',
    actorId: other.id,
    document: { title: 'A badge', description: richTextFromParagraphs(['B.']) },
  });

  await db.insert(records).values([
    { userId, itemId: lesson.id, type: 'tutorial', data: { steps: { s1: { completed: true } } } },
    {
      userId,
      itemId: quiz.id,
      type: 'quiz',
      data: {
        answers: [
          {
            id: 'a1',
            seed: 'seed',
            startedTime: new Date().toISOString(),
            finishedTime: null,
            passed: null,
            correctCount: 0,
            questionAnswers: [{ questionId: 'q1', optionIds: ['o1'], correct: false, answeredTime: 'now' }],
          },
        ],
      },
    },
  ]);
  await db.insert(experience).values({ userId, categoryId: 'xp.01', points: 30 });
  await db.insert(rewards).values([
    { userId, type: 'badge', itemId: badge.id, sourceId: lesson.id },
    { userId, type: 'asset', packageId: 'package-1', sourceId: lesson.id },
  ]);
  await db.insert(collections).values({ userId, itemId: lesson.id, type: 'tutorial' });
  await db.insert(labWork).values({ userId, itemId: lesson.id, sectionId: 's1', code: 'function update() {}' });
  await db.insert(trackingEvents).values({ userId, type: 'video', eventType: 'learn', data: { event: 'start' } });

  // Uploads: an image only they uploaded, a subtitle track, a WebGL build and a submission holding it.
  const image = await storeUniqueFile(ctx, 'image', 'image/png');
  await recordUpload(db, userId, image.id);
  const source = await storeUniqueFile(ctx, 'video', 'video/mp4');
  const videoId = randomUUID();
  await insertVideo(db, { id: videoId, sourceFileId: source.id, status: 'ready', durationSeconds: 1 });
  const subtitle = await storeUniqueFile(ctx, 'subtitle', 'text/vtt');
  await db.insert(videoSubtitles).values({ videoId, language: 'en', fileId: subtitle.id, uploadedBy: userId });
  const zip = await storeUniqueFile(ctx, 'webgl', 'application/zip');
  await recordUpload(db, userId, zip.id);
  const [build] = await db
    .insert(webglBuilds)
    .values({ slug: randomUUID(), ownerId: userId, sourceFileId: zip.id, fileCount: 1, size: 10 })
    .returning();
  const submission = await insertSubmission(db, {
    authorId: userId,
    tutorialId: lesson.id,
    sectionId: 's1',
    submissionType: 'webgl',
    title: 'My build',
    buildId: build?.id,
  });
  const othersSubmission = await insertSubmission(db, {
    authorId: other.id,
    tutorialId: lesson.id,
    sectionId: 's1',
    submissionType: 'link',
    title: 'Their work',
    url: 'https://example.com/',
    likeCount: 1,
  });
  await db.insert(submissionLikes).values({ submissionId: othersSubmission.id, userId });

  // Comments: theirs with another's reply under it; another's they like, report and hide.
  const comment = await insertComment(db, {
    itemId: lesson.id,
    sectionId: 's1',
    parentId: null,
    authorId: userId,
    content: 'My comment',
  });
  const reply = await insertComment(db, {
    itemId: lesson.id,
    sectionId: 's1',
    parentId: comment.id,
    authorId: other.id,
    content: 'A reply to it',
  });
  const othersComment = await insertComment(db, {
    itemId: lesson.id,
    sectionId: 's1',
    parentId: null,
    authorId: other.id,
    content: 'Their comment',
  });
  await db.insert(commentLikes).values({ commentId: othersComment.id, userId });
  await db.insert(commentReports).values({ commentId: othersComment.id, userId, type: 'spam' });
  // Ratings: their own of the lesson, and a report of another's review.
  await db.insert(ratings).values({ itemId: lesson.id, userId, value: 4, review: 'Clear steps' });
  const [othersRating] = await db
    .insert(ratings)
    .values({ itemId: lesson.id, userId: other.id, value: 2, review: 'Too short' })
    .returning();
  await db.insert(ratingReports).values({ ratingId: (othersRating as { id: number }).id, userId, type: 'spam' });
  // Today's mark of their view of the lesson, which deduplicates views by user id.
  await db
    .insert(itemViewers)
    .values({ itemId: lesson.id, day: new Date().toISOString().slice(0, 10), viewer: `u:${userId}` });
  // A learning event's xAPI statement (modules/xapi), as the step's write stores it.
  const statementId = randomUUID();
  await db.insert(schema.xapiStatements).values({
    id: statementId,
    userId,
    verb: 'http://adlnet.gov/expapi/verbs/completed',
    activityId: `http://localhost:3000/tutorial/ltu_${lesson.id}`,
    statement: { id: statementId, verb: { id: 'http://adlnet.gov/expapi/verbs/completed' } },
  });
  await db
    .update(comments)
    .set({ likeCount: 1, hiddenAt: sql`now()`, hiddenBy: userId })
    .where(eq(comments.id, othersComment.id));
  await db.insert(posters).values([
    { userId, lastPostedAt: new Date() },
    { userId: other.id, blockedAt: new Date(), blockedBy: userId },
  ]);

  // Groups: one they own with another member, one they own alone, another's they belong to (and post in).
  const shared = await insertGroup(db, { name: `Shared ${randomUUID()}`, ownerId: userId });
  await addMember(db, shared.id, userId);
  await addMember(db, shared.id, other.id);
  const alone = await insertGroup(db, { name: `Alone ${randomUUID()}`, ownerId: userId });
  await addMember(db, alone.id, userId);
  const othersGroup = await insertGroup(db, { name: `Others ${randomUUID()}`, ownerId: other.id });
  await addMember(db, othersGroup.id, other.id);
  await addMember(db, othersGroup.id, userId);
  await insertInvitations(db, shared.id, ['invitee@example.test'], userId);
  await insertInvitations(db, othersGroup.id, [person.email], other.id);
  const post = await insertPost(db, { groupId: shared.id, authorId: userId, text: 'My post' });
  const repost = await insertPost(db, {
    groupId: othersGroup.id,
    authorId: other.id,
    text: 'Sharing it',
    kind: 'repost',
    repostOfId: post.id,
  });

  // Another's post they report and hide; a site page they edited.
  const othersPost = await insertPost(db, { groupId: othersGroup.id, authorId: other.id, text: 'Their post' });
  await db.insert(groupPostReports).values({ postId: othersPost.id, userId, type: 'spam' });
  await db.update(groupPosts).set({ hiddenAt: sql`now()`, hiddenBy: userId }).where(eq(groupPosts.id, othersPost.id));
  await db
    .insert(sitePages)
    .values({ page: 'about', locale: 'en_US', content: richTextFromParagraphs(['About us']), updatedBy: userId });

  await db.insert(userPresence).values({ userId, lastSeenAt: new Date() });
  await db.insert(featureFlags).values({ name: 'TFA_ENABLED', enabled: true, updatedBy: userId });
  await db.insert(featuredLists).values({ name: 'homepage', itemIds: [], updatedBy: userId });
  await db.insert(twoFactors).values({
    id: randomUUID(),
    secret: 'TOTP-SECRET-NEVER-EXPORTED',
    backupCodes: 'BACKUP-CODES-NEVER-EXPORTED',
    userId,
  });
  await db.insert(userTours).values({ userId, tour: 'premium' });
  await db.insert(edlabSeats).values([
    { ownerId: userId, email: 'a-student@example.test' },
    { ownerId: other.id, email: person.email.toLowerCase() },
  ]);
  // A project of someone else's they contribute to, where they let the other person contribute as well.
  const othersProject = await createItem(db, {
    type: 'project',
    actorId: other.id,
    document: { title: 'Someone else’s project', description: richTextFromParagraphs(['P.']) },
  });
  await db.insert(projectContributors).values([
    { projectId: othersProject.id, userId, addedBy: other.id },
    { projectId: othersProject.id, userId: other.id, addedBy: userId },
  ]);

  return {
    authored,
    lesson,
    image,
    zip,
    submission,
    othersSubmission,
    comment,
    reply,
    othersComment,
    shared,
    alone,
    othersGroup,
    post,
    repost,
  };
};
