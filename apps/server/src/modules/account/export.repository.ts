import { asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client';
import {
  accounts,
  collections,
  commentLikes,
  commentReports,
  comments,
  contentItems,
  contentVersions,
  edlabSeats,
  experience,
  featuredLists,
  featureFlags,
  files,
  fileUploads,
  groupInvitations,
  groupMembers,
  groupPostReports,
  groupPosts,
  groups,
  labWork,
  posters,
  projectContributors,
  ratingReports,
  ratings,
  records,
  rewards,
  sessions,
  sitePages,
  submissionLikes,
  submissions,
  tags,
  trackingEvents,
  twoFactors,
  userMemberships,
  userPresence,
  userRoles,
  users,
  userTours,
  videoSubtitles,
  webglBuilds,
  xapiStatements,
} from '../../db/schema';

/** The mission or pathway a reward came from. */
const rewardSource = alias(contentItems, 'reward_source');

/** An item as the export names it: its type and number (the presenter makes the public id) and its title. */
const itemColumns = {
  itemType: contentItems.type,
  itemId: contentItems.id,
  itemTitle: sql<string | null>`coalesce(${contentItems.card}->>'title', ${contentItems.draft}->>'title')`,
};

/**
 * Everything one user's export reads (export.service.ts), table by table, in one snapshot when `db` is a
 * transaction. Credentials are never read: no session token, password hash, OAuth token, TOTP secret or backup code.
 */
export const readAccountData = async (db: TDbOrTx, user: { id: string; email: string }) => {
  const id = user.id;
  const email = user.email.toLowerCase();
  const [profile] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  const savedTagIds = [...(profile?.topicIds ?? []), ...(profile?.industryIds ?? [])];
  return {
    profile,
    tags: savedTagIds.length
      ? await db
          .select({ id: tags.id, kind: tags.kind, name: tags.name })
          .from(tags)
          .where(inArray(tags.id, savedTagIds))
          .orderBy(asc(tags.id))
      : [],
    roles: await db
      .select({ role: userRoles.role, grantedAt: userRoles.grantedAt })
      .from(userRoles)
      .where(eq(userRoles.userId, id))
      .orderBy(asc(userRoles.role)),
    memberships: await db
      .select({
        membership: userMemberships.membership,
        grantedAt: userMemberships.grantedAt,
        expiresAt: userMemberships.expiresAt,
      })
      .from(userMemberships)
      .where(eq(userMemberships.userId, id))
      .orderBy(asc(userMemberships.membership)),
    signInMethods: await db
      .select({
        providerId: accounts.providerId,
        accountId: accounts.accountId,
        hasPassword: isNotNull(accounts.password),
        createdAt: accounts.createdAt,
        updatedAt: accounts.updatedAt,
      })
      .from(accounts)
      .where(eq(accounts.userId, id))
      .orderBy(asc(accounts.createdAt)),
    sessions: await db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        updatedAt: sessions.updatedAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, id))
      .orderBy(asc(sessions.createdAt)),
    twoFactor: (
      await db
        .select({ verified: twoFactors.verified, lockedUntil: twoFactors.lockedUntil })
        .from(twoFactors)
        .where(eq(twoFactors.userId, id))
        .limit(1)
    )[0],
    records: await db
      .select({
        ...itemColumns,
        completed: records.completed,
        completedTime: records.completedTime,
        lastCompletedTime: records.lastCompletedTime,
        versionId: records.versionId,
        flag: records.flag,
        data: records.data,
        updatedTime: records.updatedTime,
      })
      .from(records)
      .innerJoin(contentItems, eq(contentItems.id, records.itemId))
      .where(eq(records.userId, id))
      .orderBy(asc(records.updatedTime)),
    experience: await db
      .select({ categoryId: experience.categoryId, points: experience.points, updatedAt: experience.updatedAt })
      .from(experience)
      .where(eq(experience.userId, id))
      .orderBy(asc(experience.categoryId)),
    rewards: await db
      .select({
        type: rewards.type,
        badgeItemId: rewards.itemId,
        packageId: rewards.packageId,
        sourceType: rewardSource.type,
        sourceId: rewards.sourceId,
        time: rewards.time,
      })
      .from(rewards)
      .leftJoin(rewardSource, eq(rewardSource.id, rewards.sourceId))
      .where(eq(rewards.userId, id))
      .orderBy(asc(rewards.time), asc(rewards.id)),
    labWork: await db
      .select({
        ...itemColumns,
        sectionId: labWork.sectionId,
        code: labWork.code,
        passedTime: labWork.passedTime,
        updatedTime: labWork.updatedTime,
      })
      .from(labWork)
      .innerJoin(contentItems, eq(contentItems.id, labWork.itemId))
      .where(eq(labWork.userId, id))
      .orderBy(asc(labWork.updatedTime)),
    projectContributions: await db
      .select({ ...itemColumns, addedAt: projectContributors.addedAt })
      .from(projectContributors)
      .innerJoin(contentItems, eq(contentItems.id, projectContributors.projectId))
      .where(eq(projectContributors.userId, id))
      .orderBy(asc(projectContributors.addedAt)),
    projectContributorsAdded: await db
      .select({ ...itemColumns, contributorId: projectContributors.userId, addedAt: projectContributors.addedAt })
      .from(projectContributors)
      .innerJoin(contentItems, eq(contentItems.id, projectContributors.projectId))
      .where(eq(projectContributors.addedBy, id))
      .orderBy(asc(projectContributors.addedAt)),
    collections: await db
      .select({ ...itemColumns, savedAt: collections.createdAt })
      .from(collections)
      .innerJoin(contentItems, eq(contentItems.id, collections.itemId))
      .where(eq(collections.userId, id))
      .orderBy(asc(collections.createdAt)),
    commentLikes: await db
      .select({ commentId: commentLikes.commentId, likedAt: commentLikes.createdAt })
      .from(commentLikes)
      .where(eq(commentLikes.userId, id))
      .orderBy(asc(commentLikes.createdAt)),
    submissionLikes: await db
      .select({ submissionId: submissionLikes.submissionId, likedAt: submissionLikes.createdAt })
      .from(submissionLikes)
      .where(eq(submissionLikes.userId, id))
      .orderBy(asc(submissionLikes.createdAt)),
    comments: await db
      .select({
        id: comments.id,
        itemType: contentItems.type,
        itemId: comments.itemId,
        sectionId: comments.sectionId,
        parentId: comments.parentId,
        content: comments.content,
        likeCount: comments.likeCount,
        hiddenAt: comments.hiddenAt,
        editedAt: comments.editedAt,
        createdAt: comments.createdAt,
      })
      .from(comments)
      .innerJoin(contentItems, eq(contentItems.id, comments.itemId))
      .where(eq(comments.authorId, id))
      .orderBy(asc(comments.id)),
    commentReports: await db
      .select({
        commentId: commentReports.commentId,
        type: commentReports.type,
        content: commentReports.content,
        createdAt: commentReports.createdAt,
      })
      .from(commentReports)
      .where(eq(commentReports.userId, id))
      .orderBy(asc(commentReports.createdAt)),
    ratings: await db
      .select({
        ...itemColumns,
        value: ratings.value,
        review: ratings.review,
        hiddenAt: ratings.hiddenAt,
        createdAt: ratings.createdAt,
        updatedAt: ratings.updatedAt,
      })
      .from(ratings)
      .innerJoin(contentItems, eq(contentItems.id, ratings.itemId))
      .where(eq(ratings.userId, id))
      .orderBy(asc(ratings.id)),
    ratingReports: await db
      .select({
        ratingId: ratingReports.ratingId,
        type: ratingReports.type,
        content: ratingReports.content,
        createdAt: ratingReports.createdAt,
      })
      .from(ratingReports)
      .where(eq(ratingReports.userId, id))
      .orderBy(asc(ratingReports.createdAt)),
    learningRecords: await db
      .select({
        statement: xapiStatements.statement,
        stored: xapiStatements.stored,
        deliveredAt: xapiStatements.deliveredAt,
      })
      .from(xapiStatements)
      .where(eq(xapiStatements.userId, id))
      .orderBy(asc(xapiStatements.stored), asc(xapiStatements.id)),
    hiddenComments: await db
      .select({ commentId: comments.id, hiddenAt: comments.hiddenAt })
      .from(comments)
      .where(eq(comments.hiddenBy, id))
      .orderBy(asc(comments.id)),
    hiddenGroupPosts: await db
      .select({ postId: groupPosts.id, hiddenAt: groupPosts.hiddenAt })
      .from(groupPosts)
      .where(eq(groupPosts.hiddenBy, id))
      .orderBy(asc(groupPosts.id)),
    groupPostReports: await db
      .select({
        postId: groupPostReports.postId,
        type: groupPostReports.type,
        content: groupPostReports.content,
        createdAt: groupPostReports.createdAt,
      })
      .from(groupPostReports)
      .where(eq(groupPostReports.userId, id))
      .orderBy(asc(groupPostReports.createdAt)),
    submissions: await db
      .select({
        id: submissions.id,
        tutorialId: submissions.tutorialId,
        sectionId: submissions.sectionId,
        pathwayId: submissions.pathwayId,
        submissionType: submissions.submissionType,
        title: submissions.title,
        description: submissions.description,
        url: submissions.url,
        thumbnailFileId: submissions.thumbnailFileId,
        buildId: submissions.buildId,
        isPrivate: submissions.isPrivate,
        likeCount: submissions.likeCount,
        viewCount: submissions.viewCount,
        playCount: submissions.playCount,
        createdAt: submissions.createdAt,
      })
      .from(submissions)
      .where(eq(submissions.authorId, id))
      .orderBy(asc(submissions.id)),
    webglBuilds: await db
      .select({
        id: webglBuilds.id,
        sourceFileId: webglBuilds.sourceFileId,
        fileCount: webglBuilds.fileCount,
        size: webglBuilds.size,
        createdAt: webglBuilds.createdAt,
      })
      .from(webglBuilds)
      .where(eq(webglBuilds.ownerId, id))
      .orderBy(asc(webglBuilds.id)),
    groupsOwned: await db
      .select({ groupId: groups.id, name: groups.name, createdAt: groups.createdAt })
      .from(groups)
      .where(eq(groups.ownerId, id))
      .orderBy(asc(groups.id)),
    groupMemberships: await db
      .select({ groupId: groups.id, name: groups.name, joinedAt: groupMembers.joinedAt })
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.groupId))
      .where(eq(groupMembers.userId, id))
      .orderBy(asc(groupMembers.joinedAt)),
    groupInvitationsSent: await db
      .select({
        groupId: groupInvitations.groupId,
        email: groupInvitations.email,
        createdAt: groupInvitations.createdAt,
      })
      .from(groupInvitations)
      .where(eq(groupInvitations.invitedBy, id))
      .orderBy(asc(groupInvitations.id)),
    groupInvitationsReceived: await db
      .select({ groupId: groups.id, name: groups.name, createdAt: groupInvitations.createdAt })
      .from(groupInvitations)
      .innerJoin(groups, eq(groups.id, groupInvitations.groupId))
      .where(eq(groupInvitations.email, email))
      .orderBy(asc(groupInvitations.id)),
    groupPosts: await db
      .select({
        id: groupPosts.id,
        groupId: groupPosts.groupId,
        kind: groupPosts.kind,
        repostOfId: groupPosts.repostOfId,
        text: groupPosts.text,
        featuredAt: groupPosts.featuredAt,
        createdAt: groupPosts.createdAt,
        editedAt: groupPosts.editedAt,
      })
      .from(groupPosts)
      .where(eq(groupPosts.authorId, id))
      .orderBy(asc(groupPosts.id)),
    trackingEvents: await db
      .select({
        type: trackingEvents.type,
        eventType: trackingEvents.eventType,
        data: trackingEvents.data,
        createdAt: trackingEvents.createdAt,
      })
      .from(trackingEvents)
      .where(eq(trackingEvents.userId, id))
      .orderBy(asc(trackingEvents.id)),
    uploads: await db
      .select({
        fileId: files.id,
        kind: files.kind,
        contentType: files.contentType,
        size: files.size,
        width: files.width,
        height: files.height,
        uploadedAt: fileUploads.createdAt,
      })
      .from(fileUploads)
      .innerJoin(files, eq(files.id, fileUploads.fileId))
      .where(eq(fileUploads.userId, id))
      .orderBy(asc(fileUploads.createdAt), asc(files.id)),
    subtitleUploads: await db
      .select({
        videoId: videoSubtitles.videoId,
        language: videoSubtitles.language,
        fileId: videoSubtitles.fileId,
        createdAt: videoSubtitles.createdAt,
      })
      .from(videoSubtitles)
      .where(eq(videoSubtitles.uploadedBy, id))
      .orderBy(asc(videoSubtitles.createdAt)),
    posting: (
      await db
        .select({ lastPostedAt: posters.lastPostedAt, blockedAt: posters.blockedAt })
        .from(posters)
        .where(eq(posters.userId, id))
        .limit(1)
    )[0],
    postingBlocks: await db
      .select({ userId: posters.userId, blockedAt: posters.blockedAt })
      .from(posters)
      .where(eq(posters.blockedBy, id))
      .orderBy(asc(posters.blockedAt)),
    presence: (
      await db
        .select({ lastSeenAt: userPresence.lastSeenAt })
        .from(userPresence)
        .where(eq(userPresence.userId, id))
        .limit(1)
    )[0],
    tours: await db
      .select({ tour: userTours.tour, closedAt: userTours.closedAt })
      .from(userTours)
      .where(eq(userTours.userId, id))
      .orderBy(asc(userTours.tour)),
    edlabSeats: await db
      .select({ email: edlabSeats.email, assignedAt: edlabSeats.assignedAt })
      .from(edlabSeats)
      .where(eq(edlabSeats.ownerId, id))
      .orderBy(asc(edlabSeats.assignedAt)),
    edlabSeatsHeld: await db
      .select({ assignedAt: edlabSeats.assignedAt })
      .from(edlabSeats)
      .where(eq(edlabSeats.email, email))
      .orderBy(asc(edlabSeats.assignedAt)),
    authoredContent: await db
      .select({
        ...itemColumns,
        slug: contentItems.slug,
        status: contentItems.status,
        ownerId: contentItems.ownerId,
        authorId: contentItems.authorId,
        createdAt: contentItems.createdAt,
        publishedAt: contentItems.publishedAt,
      })
      .from(contentItems)
      .where(or(eq(contentItems.ownerId, id), eq(contentItems.authorId, id)))
      .orderBy(asc(contentItems.id)),
    publishedVersions: await db
      .select({
        itemType: contentItems.type,
        itemId: contentVersions.itemId,
        version: contentVersions.version,
        publishedAt: contentVersions.publishedAt,
      })
      .from(contentVersions)
      .innerJoin(contentItems, eq(contentItems.id, contentVersions.itemId))
      .where(eq(contentVersions.publishedBy, id))
      .orderBy(asc(contentVersions.publishedAt)),
    featuredListEdits: await db
      .select({ name: featuredLists.name, updatedAt: featuredLists.updatedAt })
      .from(featuredLists)
      .where(eq(featuredLists.updatedBy, id))
      .orderBy(asc(featuredLists.name)),
    sitePageEdits: await db
      .select({ page: sitePages.page, locale: sitePages.locale, updatedAt: sitePages.updatedAt })
      .from(sitePages)
      .where(eq(sitePages.updatedBy, id))
      .orderBy(asc(sitePages.page), asc(sitePages.locale)),
    featureFlagEdits: await db
      .select({ name: featureFlags.name, enabled: featureFlags.enabled, updatedAt: featureFlags.updatedAt })
      .from(featureFlags)
      .where(eq(featureFlags.updatedBy, id))
      .orderBy(asc(featureFlags.name)),
  };
};
export type TAccountData = Awaited<ReturnType<typeof readAccountData>>;
