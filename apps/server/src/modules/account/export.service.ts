import { ID_PREFIXES, itemId, type TIdType } from '@questline/domain/ids';
import { ACCOUNT_EXPORT_FORMAT, type TAccountExport } from '@questline/domain/schemas/account';
import type { TMe } from '@questline/domain/schemas/session';
import type { TDb } from '../../db/client';
import type { TRecordData } from '../../db/schema';
import { readAccountData } from './export.repository';

/**
 * Where the export holds each column that points at a user (every foreign key to users.id in db/schema.ts), as
 * `table.column` → the export's section. export.routes.test.ts reads the schema's foreign keys and fails while one is
 * missing here, and checks that a user with rows in every table finds each of these sections filled.
 */
export const EXPORTED_USER_REFERENCES = {
  'sessions.user_id': 'sessions',
  'accounts.user_id': 'signInMethods',
  'user_roles.user_id': 'roles',
  'user_memberships.user_id': 'memberships',
  'content_items.owner_id': 'authoredContent',
  'content_items.author_id': 'authoredContent',
  'content_versions.published_by': 'publishedVersions',
  'records.user_id': 'records',
  'lab_work.user_id': 'labWork',
  'project_contributors.user_id': 'projectContributions',
  'project_contributors.added_by': 'projectContributorsAdded',
  'experience.user_id': 'experience',
  'rewards.user_id': 'badges',
  'collections.user_id': 'savedItems',
  'tracking_events.user_id': 'trackingEvents',
  'file_uploads.user_id': 'uploads',
  'video_subtitles.uploaded_by': 'subtitleUploads',
  'featured_lists.updated_by': 'featuredListEdits',
  'webgl_builds.owner_id': 'webglBuilds',
  'submissions.author_id': 'submissions',
  'submission_likes.user_id': 'likes.submissions',
  'posters.user_id': 'posting',
  'posters.blocked_by': 'moderation.postingBlocks',
  'comments.author_id': 'comments',
  'comments.hidden_by': 'moderation.hiddenComments',
  'group_posts.hidden_by': 'moderation.hiddenGroupPosts',
  'group_post_reports.user_id': 'groupPostReports',
  'site_pages.updated_by': 'sitePageEdits',
  'comment_likes.user_id': 'likes.comments',
  'comment_reports.user_id': 'commentReports',
  'ratings.user_id': 'ratings',
  'rating_reports.user_id': 'ratingReports',
  'xapi_statements.user_id': 'learningRecords',
  'groups.owner_id': 'groupsOwned',
  'group_members.user_id': 'groupMemberships',
  'group_invitations.invited_by': 'groupInvitationsSent',
  'group_posts.author_id': 'groupPosts',
  'user_presence.user_id': 'presence',
  'feature_flags.updated_by': 'featureFlagEdits',
  'two_factors.user_id': 'twoFactor',
  'user_tours.user_id': 'tours',
  'edlab_seats.owner_id': 'edlabSeats',
} as const satisfies Record<string, string>;

/** An item's public id ('ltu_12'); the type and number for a type without a prefix. */
const publicId = (type: string, id: number) => (type in ID_PREFIXES ? itemId(type as TIdType, id) : `${type}_${id}`);
/** A reward's source: the mission or pathway that gave it, null once that item is gone. */
const sourceOf = (row: { sourceType: string | null; sourceId: number | null }) =>
  row.sourceType === null || row.sourceId === null ? null : publicId(row.sourceType, row.sourceId);
const submissionId = (id: number) => itemId('submission', id);

/** A record's stored data without its quiz attempts, which the export lists in `quizAnswers`. */
const withoutAnswers = ({ answers: _answers, ...rest }: TRecordData) => rest;

/**
 * GET /api/me/export: everything the platform holds about the signed-in user (ZAccountExport), read in one
 * transaction so the sections agree with each other. Dates are answered as ISO strings.
 */
export const exportAccount = async (db: TDb, viewer: TMe, now = new Date()): Promise<TAccountExport> => {
  const data = await db.transaction((tx) => readAccountData(tx, viewer));
  const { profile } = data;
  const tagNames = (ids: readonly number[]) =>
    ids.map((id) => ({ id: String(id), name: data.tags.find((tag) => tag.id === id)?.name ?? null }));
  const item = (row: { itemType: string; itemId: number; itemTitle: string | null }) => ({
    itemId: publicId(row.itemType, row.itemId),
    type: row.itemType,
    title: row.itemTitle,
  });
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    profile: {
      id: viewer.id,
      name: profile?.name ?? viewer.name,
      email: profile?.email ?? viewer.email,
      emailVerified: profile?.emailVerified ?? false,
      image: profile?.image ?? null,
      customProfileUrl: profile?.customProfileUrl ?? null,
      createdAt: profile?.createdAt ?? null,
      updatedAt: profile?.updatedAt ?? null,
    },
    settings: {
      locale: profile?.locale ?? null,
      region: profile?.region ?? null,
      emailNotifications: profile?.emailNotifications ?? true,
      showProgressOnProfile: profile?.isShow ?? false,
      topics: tagNames(profile?.topicIds ?? []),
      industries: tagNames(profile?.industryIds ?? []),
    },
    roles: data.roles,
    memberships: data.memberships,
    signInMethods: data.signInMethods,
    sessions: data.sessions,
    twoFactor: data.twoFactor ? { enabled: profile?.twoFactorEnabled ?? false, ...data.twoFactor } : null,
    records: data.records.map((row) => ({
      ...item(row),
      completed: row.completed,
      completedTime: row.completedTime,
      lastCompletedTime: row.lastCompletedTime,
      versionId: row.versionId,
      flag: row.flag,
      updatedTime: row.updatedTime,
      data: withoutAnswers(row.data),
    })),
    quizAnswers: data.records
      .filter((row) => (row.data.answers ?? []).length > 0)
      .map((row) => ({ ...item(row), attempts: row.data.answers ?? [] })),
    labWork: data.labWork.map(({ sectionId, code, passedTime, updatedTime, ...row }) => ({
      ...item(row),
      sectionId,
      code,
      passedTime,
      updatedTime,
    })),
    projectContributions: data.projectContributions.map(({ addedAt, ...row }) => ({ ...item(row), addedAt })),
    projectContributorsAdded: data.projectContributorsAdded.map(({ addedAt, contributorId, ...row }) => ({
      ...item(row),
      contributorId,
      addedAt,
    })),
    experience: data.experience,
    badges: data.rewards
      .filter((row) => row.type === 'badge')
      .map((row) => ({
        badgeId: row.badgeItemId === null ? null : publicId('badge', row.badgeItemId),
        sourceId: sourceOf(row),
        time: row.time,
      })),
    rewards: data.rewards
      .filter((row) => row.type === 'asset')
      .map((row) => ({ packageId: row.packageId, sourceId: sourceOf(row), time: row.time })),
    savedItems: data.collections.map((row) => ({ ...item(row), savedAt: row.savedAt })),
    likes: {
      comments: data.commentLikes,
      submissions: data.submissionLikes.map((row) => ({
        submissionId: submissionId(row.submissionId),
        likedAt: row.likedAt,
      })),
    },
    comments: data.comments.map(({ itemType, itemId: id, ...row }) => ({ ...row, itemId: publicId(itemType, id) })),
    commentReports: data.commentReports,
    ratings: data.ratings.map(({ itemType, itemId: id, itemTitle, ...row }) => ({
      ...item({ itemType, itemId: id, itemTitle }),
      ...row,
    })),
    ratingReports: data.ratingReports.map((row) => ({ ...row, ratingId: String(row.ratingId) })),
    learningRecords: data.learningRecords,
    submissions: data.submissions.map((row) => ({
      ...row,
      id: submissionId(row.id),
      tutorialId: publicId('tutorial', row.tutorialId),
      pathwayId: row.pathwayId === null ? null : publicId('pathway', row.pathwayId),
    })),
    webglBuilds: data.webglBuilds,
    groupsOwned: data.groupsOwned,
    groupMemberships: data.groupMemberships,
    groupInvitationsSent: data.groupInvitationsSent,
    groupInvitationsReceived: data.groupInvitationsReceived,
    groupPosts: data.groupPosts,
    trackingEvents: data.trackingEvents,
    uploads: data.uploads,
    subtitleUploads: data.subtitleUploads,
    posting: data.posting ? { lastPostedAt: data.posting.lastPostedAt, blockedAt: data.posting.blockedAt } : null,
    moderation: {
      postingBlocks: data.postingBlocks,
      hiddenComments: data.hiddenComments,
      hiddenGroupPosts: data.hiddenGroupPosts,
    },
    groupPostReports: data.groupPostReports,
    sitePageEdits: data.sitePageEdits,
    presence: data.presence ?? null,
    tours: data.tours,
    edlabSeats: data.edlabSeats,
    edlabSeatsHeld: data.edlabSeatsHeld,
    authoredContent: data.authoredContent.map(({ ownerId, authorId, ...row }) => ({
      ...item(row),
      slug: row.slug,
      status: row.status,
      owner: ownerId === viewer.id,
      author: authorId === viewer.id,
      createdAt: row.createdAt,
      publishedAt: row.publishedAt,
    })),
    publishedVersions: data.publishedVersions.map((row) => ({
      itemId: publicId(row.itemType, row.itemId),
      version: row.version,
      publishedAt: row.publishedAt,
    })),
    featuredListEdits: data.featuredListEdits,
    featureFlagEdits: data.featureFlagEdits,
  };
};
