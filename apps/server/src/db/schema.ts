import type { TItemDocument } from '@questline/domain/schemas/content';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** What `content_items.card` holds; the presenter adds the row's own columns. */
export type TStoredCard = {
  title: string;
  descPlain: string;
  thumbnailUrl: string | null;
  skillLevel: string | null;
  duration: number | null;
  points: { categoryId: string; point: number }[];
  startTime: string | null;
  /** Live sessions: the end instant, the host's offset and whether a recording is attached (§2.10). */
  live?: { endTime: string; utcOffset: number; recording: boolean };
  /** Quizzes: how many questions the published version asks (§3.1 questionsCount). */
  questionsCount?: number;
  /** Whether rows show manualDuration instead of the duration (§2.6 search rows). */
  withManual?: boolean;
  manualDuration?: number | null;
  /** Whether the published steps hold a lab step (§3.1 withLab); cards stored before it was kept read as false. */
  withLab?: boolean;
};

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ── People: better-auth's tables (model names user, session, account, verification) plus ours ──

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    locale: text('locale'),
    region: text('region'),
    customProfileUrl: text('custom_profile_url').unique(),
    /** Whether others see the user's completed items, badges, skills and experience (§3.12 isShow). */
    isShow: boolean('is_show').notNull().default(false),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    /** The colour theme (THEMES): 'system' follows the device. */
    theme: text('theme').notNull().default('system'),
    /** The IANA zone times show in; null: the browser's own. */
    timeZone: text('time_zone'),
    /** Saved tags (§3.10): ids of tags of kind topic and industry. */
    topicIds: bigint('topic_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    industryIds: bigint('industry_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    /** better-auth's twoFactor plugin: set once a TOTP enrolment is confirmed with a code (see twoFactors below). */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** When an admin disabled the account (null: enabled): no session is created for it, none it held is honoured. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** When the user last signed in (or up) through the API; null for accounts nobody has signed in to since. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (table) => [
    // User administration finds people by any part of their name or address (ILIKE '%…%'): trigram indexes.
    index('users_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
    index('users_created_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('accounts_user_idx').on(table.userId)],
);

export const verifications = pgTable('verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Roles of §6, one row per role held. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    grantedAt: createdAt(),
  },
  // The role filter of user administration, and counting super admins.
  (table) => [primaryKey({ columns: [table.userId, table.role] }), index('user_roles_role_idx').on(table.role)],
);

/** Memberships (premium, uaaMember, edlabMember); expiresAt null means no end. */
export const userMemberships = pgTable(
  'user_memberships',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    membership: text('membership').notNull(),
    grantedAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.membership] })],
);

/**
 * What admins did to users (roles, memberships, disabling, password resets): who (null: the command line), what, to
 * whom, when, and the state before and after. Append-only: no code updates or deletes a row, and a trigger (migration
 * 0022) refuses UPDATE, DELETE and TRUNCATE. No foreign keys: a row outlives the users it names.
 */
export const adminAudit = pgTable('admin_audit', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  actorId: text('actor_id'),
  action: text('action').notNull(),
  targetId: text('target_id').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  createdAt: createdAt(),
});

/**
 * The first-run setup link (modules/setup): while no super admin exists, each server start replaces these rows with
 * one fresh token, valid 24 hours, which POST /api/setup deletes once it created the first super admin. Only the
 * token's SHA-256 is kept; the token itself is printed once, in the start output.
 */
export const setupTokens = pgTable('setup_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

// ── Content store (DESIGN §5) ──

export const contentItems = pgTable(
  'content_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    slug: text('slug').notNull(),
    language: text('language').notNull().default('en'),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    hidden: boolean('hidden').notNull().default(false),
    internalOnly: boolean('internal_only').notNull().default(false),
    premium: boolean('premium').notNull().default(false),
    uaaOnly: boolean('uaa_only').notNull().default(false),
    edlabOnly: boolean('edlab_only').notNull().default(false),
    offline: boolean('offline').notNull().default(false),
    draft: jsonb('draft').$type<TItemDocument>().notNull(),
    published: jsonb('published').$type<TItemDocument>(),
    /** The published version's display fields (§3.1), small enough for list queries to read without detoasting. */
    card: jsonb('card').$type<TStoredCard>(),
    /** The edit counter: bumped by every save, answered as the ETag. */
    revision: integer('revision').notNull().default(1),
    /** For a translation: the item it was made from, and that item's revision at the time. */
    sourceId: bigint('source_id', { mode: 'number' }),
    sourceRevision: integer('source_revision'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('content_items_type_slug_idx').on(table.type, table.slug),
    // A translation family (§3.1 source): the translations of an original, which every learner detail read names.
    index('content_items_source_idx').on(table.sourceId).where(sql`${table.sourceId} IS NOT NULL`),
    index('content_items_listing_idx')
      .on(table.type, table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'published'`),
    // What learners find listed, newest first, with the expiry to check: lists and their capped totals walk it
    // without reading the rows (an index-only scan), so a total costs the cap, not the catalogue.
    index('content_items_listed_idx')
      .on(table.type, table.publishedAt.desc(), table.id.desc(), table.unpublishedAt)
      .where(sql`${table.status} = 'published' AND NOT ${table.hidden} AND NOT ${table.internalOnly}`),
    // The published lists other items are found by (progress.repository.ts): which missions assess an item, which
    // pathways hold a mission, which missions need it first. Containment (@>) on each is an index lookup.
    ...(['assessmentItem', 'assessmentItems', 'missionIds', 'prerequisiteIds'] as const).map((field) =>
      index(`content_items_published_${field.toLowerCase()}_idx`).using(
        'gin',
        sql`(${table.published} -> ${sql.raw(`'${field}'`)}) jsonb_path_ops`,
      ),
    ),
    // The items offering a store package's downloads (§3.1 asset.packageIds), which reads naming the package find
    // (§3.4 packageMap, modules/learn/item-maps.ts): containment on the published asset's package ids.
    index('content_items_published_asset_packageids_idx').using(
      'gin',
      sql`(${table.published} -> 'asset' -> 'packageIds') jsonb_path_ops`,
    ),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What search reads of each item (§2.6, issue 8), one row per item, kept in its own table so that the many reads of
 * `content_items` never carry the vector. `vector` weighs the title (A), the description (B) and the topic and
 * industry tag names (C) under the item's language configuration (search_config()); `text` is the lowercased title
 * and description for trigram matching (Chinese, Japanese, Korean substrings). Both are rewritten by
 * search_document_refresh() on every item write, in the writer's transaction, with copies of the columns search
 * filters on (`listed`: published and not hidden). `starts` (records) and `collects` (collections) are counted by
 * triggers on those tables, for the sorts.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    itemId: bigint('item_id', { mode: 'number' })
      .primaryKey()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    vector: tsvector('vector').notNull(),
    text: text('text').notNull(),
    tagIds: bigint('tag_ids', { mode: 'number' }).array().notNull().default(sql`'{}'`),
    starts: integer('starts').notNull().default(0),
    collects: integer('collects').notNull().default(0),
    /**
     * The item's visible comments and replies (§3.12 statsMap commentCount): recounted by modules/comments in the
     * transaction of every comment write, so search rows read it without counting.
     */
    comments: integer('comments').notNull().default(0),
    /** Views (§3.12 statsMap viewCount): one per viewer and day, added by the view counter's flushes (item_views). */
    views: integer('views').notNull().default(0),
    /** The ratings' sum and count, recounted by modules/ratings in the transaction of every rating write. */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    // Copies of the item's columns search filters on, so that a search reads this narrow table alone.
    type: text('type').notNull(),
    status: text('status').notNull(),
    listed: boolean('listed').notNull(),
    internalOnly: boolean('internal_only').notNull(),
    uaaOnly: boolean('uaa_only').notNull(),
    edlabOnly: boolean('edlab_only').notNull(),
    premium: boolean('premium').notNull(),
    hidden: boolean('hidden').notNull(),
    language: text('language').notNull(),
    skillLevel: text('skill_level'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
  },
  (table) => [
    // No pending list (fastupdate off, migration 0013): every search would scan it until a vacuum merged it, and
    // its size hides the index's real cost from the planner. The catalogue is read far more than it is written.
    index('search_documents_vector_idx').using('gin', table.vector).with({ fastupdate: false }),
    index('search_documents_text_idx').using('gin', table.text.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('search_documents_tags_idx').using('gin', table.tagIds).with({ fastupdate: false }),
    index('search_documents_recency_idx').on(table.publishedAt.desc(), table.itemId.desc()).where(sql`${table.listed}`),
    index('search_documents_type_recency_idx')
      .on(table.type, table.publishedAt.desc(), table.itemId.desc())
      .where(sql`${table.listed}`),
    index('search_documents_starts_idx').on(table.starts.desc(), table.itemId.desc()).where(sql`${table.listed}`),
    index('search_documents_collects_idx').on(table.collects.desc(), table.itemId.desc()).where(sql`${table.listed}`),
    index('search_documents_views_idx').on(table.views.desc(), table.itemId.desc()).where(sql`${table.listed}`),
  ],
);

export const contentEdges = pgTable(
  'content_edges',
  {
    parentId: bigint('parent_id', { mode: 'number' })
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    childId: bigint('child_id', { mode: 'number' })
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    /** content, mission, prerequisite, setMember, highlight, recommendation, assessment, skill, competency, badge. */
    role: text('role').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.parentId, table.role, table.childId] }),
    index('content_edges_child_idx').on(table.childId),
  ],
);

export const contentVersions = pgTable(
  'content_versions',
  {
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    revision: integer('revision').notNull(),
    document: jsonb('document').$type<TItemDocument>().notNull(),
    publishedBy: text('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.version] })],
);

// ── Learners (§3.10) ──

/** One answer in a quiz attempt: the options chosen and whether they were exactly the correct ones. */
export type TStoredQuestionAnswer = { questionId: string; optionIds: string[]; correct: boolean; answeredTime: string };

/** One quiz attempt (§3.10 answers): `seed` orders its shuffled options and stays the same for the attempt. */
export type TStoredQuizAttempt = {
  id: string;
  seed: string;
  startedTime: string;
  finishedTime: string | null;
  passed: boolean | null;
  correctCount: number;
  questionAnswers: TStoredQuestionAnswer[];
};

/** What `records.data` holds: the per-type parts of a progress record (§3.10). */
export type TRecordData = {
  steps?: Record<string, { completed: boolean; completedTime?: string }>;
  /** Quiz attempts, oldest first. */
  answers?: TStoredQuizAttempt[];
  subItems?: Record<string, { completed: boolean }>;
  recordVersions?: Record<string, { completed: boolean; completedTime?: string }>;
  experiencePoints?: { categoryId: string; point: number }[];
  nextRecordData?: { itemId: string; type: string } | null;
};

/** One learner's progress on one item. */
export const records = pgTable(
  'records',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    completed: boolean('completed').notNull().default(false),
    completedTime: timestamp('completed_time', { withTimezone: true }),
    lastCompletedTime: timestamp('last_completed_time', { withTimezone: true }),
    withAll: boolean('with_all').notNull().default(true),
    versionId: integer('version_id'),
    flag: boolean('flag').notNull().default(false),
    data: jsonb('data').$type<TRecordData>().notNull().default({}),
    updatedTime: timestamp('updated_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.itemId] }),
    index('records_user_updated_idx').on(table.userId, table.updatedTime.desc()),
  ],
);

/**
 * A learner's code in a tutorial's built-in lab (decision 0073): saved as they type and restored on return;
 * `passedTime` is when the server last re-ran the lab's checks on it and every one passed.
 */
export const labWork = pgTable(
  'lab_work',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    sectionId: text('section_id').notNull(),
    code: text('code').notNull(),
    passedTime: timestamp('passed_time', { withTimezone: true }),
    updatedTime: timestamp('updated_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.itemId, table.sectionId] })],
);

/**
 * The people a project's owner and editors let edit it besides themselves (spec §8 project_ContributorAlreadyExist):
 * they edit its forms through the authoring endpoints and are named on the learner's project page.
 */
export const projectContributors = pgTable(
  'project_contributors',
  {
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedBy: text('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.userId] }),
    index('project_contributors_user_idx').on(table.userId),
  ],
);

/** A learner's experience points per category (§3.10 level detail, §4.5): one row per user and category. */
export const experience = pgTable(
  'experience',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').notNull(),
    points: integer('points').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.categoryId] })],
);

/**
 * What learners earned by completing missions and pathways (§3.10 learner rewards, §4.5): badges (a badge item) and
 * free assets (a store package id). Each is held once; `sourceId` is the mission or pathway that gave it.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['badge', 'asset'] }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).references(() => contentItems.id, { onDelete: 'cascade' }),
    packageId: text('package_id'),
    sourceId: bigint('source_id', { mode: 'number' }).references(() => contentItems.id, { onDelete: 'set null' }),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('rewards_badge_idx').on(table.userId, table.itemId).where(sql`${table.type} = 'badge'`),
    uniqueIndex('rewards_asset_idx').on(table.userId, table.packageId).where(sql`${table.type} = 'asset'`),
    index('rewards_user_time_idx').on(table.userId, table.time.desc()),
  ],
);

/** Saved (collected) items (§2.9). */
export const collections = pgTable(
  'collections',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.itemId] }), index('collections_item_idx').on(table.itemId)],
);

/**
 * Learner tracking events (§7.9): what a learner did, as the customer-data event request would carry it. `type` is
 * the event's subject (live_session, ...), `eventType` its kind (learn), `data` the event's own parameters.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    eventType: text('event_type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('tracking_events_type_time_idx').on(table.type, table.createdAt.desc()),
    index('tracking_events_user_type_idx').on(table.userId, table.type),
  ],
);

// ── Site ──

/** Expired content (§2.2): an item id, or its parent project's id, mapped to where its learners go instead. */
export const expiredRedirects = pgTable('expired_redirects', {
  itemId: bigint('item_id', { mode: 'number' }).primaryKey(),
  redirectUrl: text('redirect_url').notNull(),
  createdAt: createdAt(),
});

export const tags = pgTable(
  'tags',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['topic', 'industry'] }).notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('tags_kind_slug_idx').on(table.kind, table.slug)],
);

/** Stored files (generated thumbnails now; uploads later): the bytes live in the file store. */
export const files = pgTable('files', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  storageKey: text('storage_key').notNull(),
  width: integer('width'),
  height: integer('height'),
  createdAt: createdAt(),
});

/**
 * Who uploaded which stored file, and when (files are shared by content hash, so one file may have several
 * uploaders). Uploads count towards their uploader's storage quota (modules/files/storage-quota.ts); the orphan sweep
 * (modules/files/orphan-sweep.ts) removes a file whose uploads are all a day old and that no record references, and
 * marks the referenced ones `kept_at` so that it does not look at them again. Re-uploading a file starts its day anew.
 */
export const fileUploads = pgTable(
  'file_uploads',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    keptAt: timestamp('kept_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.fileId] }),
    index('file_uploads_file_idx').on(table.fileId),
    index('file_uploads_unkept_idx').on(table.createdAt).where(sql`${table.keptAt} is null`),
  ],
);

/** One HLS rendition of a processed video: its height, the BANDWIDTH its master playlist line states, its playlist. */
export type TVideoRendition = { width: number; height: number; bandwidth: number; playlistKey: string };

/**
 * Uploaded videos processed for streaming (§2.16): the stored source (a `files` row) transcoded into HLS renditions
 * under the file store's `videos/{id}/` prefix, with a poster and a thumbnail (both `files` rows). `processing` rows
 * are queued (again after a restart); `failed` ones keep the tail of ffmpeg's error output.
 */
export const videos = pgTable(
  'videos',
  {
    id: text('id').primaryKey(),
    sourceFileId: text('source_file_id')
      .notNull()
      .references(() => files.id),
    status: text('status', { enum: ['processing', 'ready', 'failed'] })
      .notNull()
      .default('processing'),
    durationSeconds: integer('duration_seconds'),
    width: integer('width'),
    height: integer('height'),
    renditions: jsonb('renditions').$type<TVideoRendition[]>().notNull().default([]),
    masterPlaylistKey: text('master_playlist_key'),
    posterFileId: text('poster_file_id').references(() => files.id),
    thumbnailFileId: text('thumbnail_file_id').references(() => files.id),
    error: text('error'),
    /** Plays for signed-in users only (§2.16, §3.12 videoContent.isPrivate); its HLS, source and subtitle files too. */
    isPrivate: boolean('is_private').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('videos_source_file_idx').on(table.sourceFileId), index('videos_status_idx').on(table.status)],
);

/**
 * The database job queue (lib/jobs, docs/decisions/0075-database-job-queue.md): work done off the request path by
 * whichever server process claims it. A worker claims a job with FOR UPDATE SKIP LOCKED, holds it while `lease_until`
 * lies ahead (renewing it as it works), and a job whose lease ran out (its process died) is claimed again. `key`
 * names the thing a job works on: one job of a kind and key is queued or running at a time.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('jobs_claim_idx').on(table.state, table.runAfter),
    uniqueIndex('jobs_active_key_idx').on(table.kind, table.key).where(sql`${table.state} in ('queued', 'running')`),
  ],
);

/**
 * WebVTT subtitle tracks uploaded with a video (§2.16, §3.12 subtitleMap): one per content language, the text stored
 * as a `files` row (text/vtt, named by its hash) and replaced by uploading another.
 */
export const videoSubtitles = pgTable(
  'video_subtitles',
  {
    videoId: text('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // GET /files/{id} asks whether a subtitle file belongs to a private video, by file id.
  (table) => [
    primaryKey({ columns: [table.videoId, table.language] }),
    index('video_subtitles_file_idx').on(table.fileId),
  ],
);

/**
 * Featured lists (§3.12, §9 names): the items an editor features on a landing page, as public item ids in their
 * display order. One row per list name.
 */
export const featuredLists = pgTable('featured_lists', {
  name: text('name').primaryKey(),
  itemIds: jsonb('item_ids').$type<string[]>().notNull().default([]),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

// ── Submissions and WebGL builds (§3.12) ──

/**
 * A playable WebGL build unpacked from an uploaded zip (`sourceFileId`), served from the play origin at
 * `{playBaseUrl}/p/{slug}/…`. The slug is random and unguessable: the play origin has no session, so knowing it is
 * what lets a browser load the build (the API answers it only to viewers the submission is shown to).
 */
export const webglBuilds = pgTable(
  'webgl_builds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceFileId: text('source_file_id')
      .notNull()
      .references(() => files.id),
    fileCount: integer('file_count').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  // The owner's builds count towards their storage quota.
  (table) => [index('webgl_builds_owner_idx').on(table.ownerId)],
);

/** One file of a build: its path below the build's root and where its bytes live (content-addressed, shared). */
export const webglBuildFiles = pgTable(
  'webgl_build_files',
  {
    buildId: bigint('build_id', { mode: 'number' })
      .notNull()
      .references(() => webglBuilds.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    contentEncoding: text('content_encoding'),
  },
  // The orphan sweep asks whether any build still holds a content-hash key before it removes the bytes.
  (table) => [
    primaryKey({ columns: [table.buildId, table.path] }),
    index('webgl_build_files_storage_key_idx').on(table.storageKey),
  ],
);

/**
 * A learner's work on a tutorial's submission step (§2.9, §3.12): public id `lsu_{id}`. Likes, views and plays are
 * counted here (views and plays by the server on detail reads and Play presses; likes with `submission_likes`).
 */
export const submissions = pgTable(
  'submissions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutorialId: bigint('tutorial_id', { mode: 'number' })
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    sectionId: text('section_id').notNull(),
    pathwayId: bigint('pathway_id', { mode: 'number' }).references(() => contentItems.id, { onDelete: 'set null' }),
    submissionType: text('submission_type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    thumbnailFileId: text('thumbnail_file_id').references(() => files.id),
    buildId: bigint('build_id', { mode: 'number' }).references(() => webglBuilds.id),
    url: text('url'),
    isPrivate: boolean('is_private').notNull().default(false),
    likeCount: integer('like_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    playCount: integer('play_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('submissions_author_idx').on(table.authorId, table.id.desc()),
    // The orphan sweep keeps the builds a submission holds.
    index('submissions_build_idx').on(table.buildId).where(sql`${table.buildId} is not null`),
  ],
);

/** Who liked which submission: one row per like, so a like toggles and is counted once. */
export const submissionLikes = pgTable(
  'submission_likes',
  {
    submissionId: bigint('submission_id', { mode: 'number' })
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.submissionId, table.userId] })],
);

// ── Community: posting ──

/**
 * Posting (§9 post throttling, §6 you_are_blocked): when each user last posted a comment, a post or a repost, and
 * whether a learn moderator blocked them from posting. One row per user who ever posted or was blocked; kept in
 * PostgreSQL so that every server process reads the same clock and the same block.
 */
export const posters = pgTable('posters', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastPostedAt: timestamp('last_posted_at', { withTimezone: true }),
  blockedAt: timestamp('blocked_at', { withTimezone: true }),
  blockedBy: text('blocked_by').references(() => users.id, { onDelete: 'set null' }),
});

// ── Community: comments on tutorial steps ──

/**
 * Comments on tutorial steps (§1, §2.9, §3.12): one channel per tutorial step (`itemId` + `sectionId`), top-level
 * comments and one level of replies (`parentId`). `likeCount` is kept with the likes in the same transaction; a
 * moderator's hide keeps the row (and its thread) away from learners until shown again.
 */
export const comments = pgTable(
  'comments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    sectionId: text('section_id').notNull(),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('comments_channel_idx').on(table.itemId, table.sectionId, table.id.desc()),
    index('comments_parent_idx').on(table.parentId, table.id),
  ],
);

/** Likes of comments: one per user and comment (a toggle). */
export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.commentId, table.userId] })],
);

/** Reports of comments (§3.12 reportMap): one per user and comment, a reason type and, for 'other', the reason. */
export const commentReports = pgTable(
  'comment_reports',
  {
    commentId: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    content: text('content'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.commentId, table.userId] }),
    index('comment_reports_created_idx').on(table.createdAt),
  ],
);

// ── Views and ratings of items ──

/** Views of an item per day (UTC): each viewer counts once a day (item_viewers), added in batches by the view counter. */
export const itemViews = pgTable(
  'item_views',
  {
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.day] })],
);

/**
 * Who viewed an item on a day, kept only for that day's deduplication (older days are removed by the next flush):
 * `u:` and a user id for signed-in viewers, `a:` and a hash of address and user agent under a salt that lives in the
 * process's memory for one day (decision 0074) for anonymous ones. No address is stored.
 */
export const itemViewers = pgTable(
  'item_viewers',
  {
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    viewer: text('viewer').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.day, table.viewer] }),
    index('item_viewers_day_idx').on(table.day),
  ],
);

/**
 * A learner's rating of an item they started: 1 to 5 and an optional short review, one per learner and item. A
 * moderator's hide (`hiddenAt`) keeps the review's text from learners; the value still counts.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
    review: text('review'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('ratings_item_user_idx').on(table.itemId, table.userId),
    index('ratings_user_idx').on(table.userId),
  ],
);

/** Reports of reviews, as comments are reported: one per user and rating, a reason type and, for 'other', the reason. */
export const ratingReports = pgTable(
  'rating_reports',
  {
    ratingId: bigint('rating_id', { mode: 'number' })
      .notNull()
      .references(() => ratings.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    content: text('content'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.ratingId, table.userId] }),
    index('rating_reports_created_idx').on(table.createdAt),
  ],
);

// ── Groups, posts and online status (§1 groups, posts and reposts; §3.12 status) ──

/** A learners' group (§1): its owner is also a member. Names are unique whatever their case. */
export const groups = pgTable(
  'groups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('groups_name_lower_idx').on(sql`lower(${table.name})`)],
);

/** Who belongs to a group (§3.12 group membership), the owner included. */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.userId] }), index('group_members_user_idx').on(table.userId)],
);

/**
 * An invitation to a group, by e-mail address (lower case). It is matched to whoever holds that address when they
 * read it, so an invitation to an address without an account waits until someone registers with it.
 */
export const groupInvitations = pgTable(
  'group_invitations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('group_invitations_group_email_idx').on(table.groupId, table.email),
    index('group_invitations_email_idx').on(table.email),
  ],
);

/**
 * A post in a group, or a repost of another group's post (`kind` repost; `repostOfId` becomes null when the original
 * is deleted, and the repost then says so). `featuredAt` is set while the group's owner features it.
 */
export const groupPosts = pgTable(
  'group_posts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['post', 'repost'] })
      .notNull()
      .default('post'),
    repostOfId: bigint('repost_of_id', { mode: 'number' }).references((): AnyPgColumn => groupPosts.id, {
      onDelete: 'set null',
    }),
    text: text('text').notNull(),
    featuredAt: timestamp('featured_at', { withTimezone: true }),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Set while a learn moderator hides the post (reported, /moderation/reports): no member reads it then. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('group_posts_group_idx').on(table.groupId, table.id.desc()),
    index('group_posts_repost_of_idx').on(table.repostOfId),
  ],
);

/** Reports of group posts, as of comments: one per member and post, a reason type and, for 'other', the reason. */
export const groupPostReports = pgTable(
  'group_post_reports',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => groupPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    content: text('content'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userId] }),
    index('group_post_reports_created_idx').on(table.createdAt),
  ],
);

/** When each user's open, visible tab last sent its heartbeat (§3.12 status), on the database's clock. */
export const userPresence = pgTable('user_presence', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});

// ── Feature flags and two-factor authentication (§9 feature flags, TFA_ENABLED) ──

/**
 * The §9 feature flags as an admin last set them; a flag without a row reads its default (FEATURE_FLAGS). Read by every
 * server process through modules/flags (a short-lived per-process cache), so a toggle reaches all of them.
 */
export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/**
 * better-auth's twoFactor plugin table (model `twoFactor`): the user's TOTP secret and backup codes, both encrypted
 * with the session secret; `verified` turns true once the user confirms enrolment with a code.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('two_factors_user_idx').on(table.userId), index('two_factors_secret_idx').on(table.secret)],
);

// ── Guided tours and edlab seats (§4.7 premium tour, §2.15 edlab_portal assignSeats) ──

/**
 * Tours a user closed, as the server remembers them (§4.7: the premium tour shows only until its user closes it; the
 * other tours' dismissals live in cookies). One row per user and tour (`SERVER_TOURS`).
 */
export const userTours = pgTable(
  'user_tours',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tour: text('tour').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tour] })],
);

/**
 * The seats an edlab member assigns in the educator lab (§2.15 assignSeats): the e-mail addresses (kept lower-case)
 * of the people they give lab access to, at most EDLAB_SEAT_LIMIT per member.
 */
export const edlabSeats = pgTable(
  'edlab_seats',
  {
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.email] })],
);

// ── Site pages (the footer's about, contact and legal pages) ──

/**
 * The text of a site page (SITE_PAGES: about, contact, terms, privacy, cookies) in one UI locale, as an admin last
 * saved it: sanitised rich text. A page without a row in a locale shows its English row, else the text shipped with the
 * platform (modules/site-pages/site-page-defaults.ts).
 */
export const sitePages = pgTable(
  'site_pages',
  {
    page: text('page').notNull(),
    locale: text('locale').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.page, table.locale] })],
);

// ── xAPI statements (modules/xapi, decision 0077) ──

/**
 * The xAPI statement of every learning event, written in the transaction of the event it states, and the outbox of
 * the LRS (XAPI_LRS_URL): undelivered until the LRS accepted it (`delivered_at`); a statement the LRS refused as such
 * keeps `rejected_at` and the LRS's answer and is not sent again. `stored` keeps milliseconds, as the paging cursor.
 */
export const xapiStatements = pgTable(
  'xapi_statements',
  {
    id: uuid('id').primaryKey(),
    statement: jsonb('statement').$type<Record<string, unknown>>().notNull(),
    stored: timestamp('stored', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verb: text('verb').notNull(),
    activityId: text('activity_id').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    deliveryError: text('delivery_error'),
  },
  (table) => [
    index('xapi_statements_stored_idx').on(table.stored.desc(), table.id.desc()),
    index('xapi_statements_user_idx').on(table.userId, table.stored.desc()),
    index('xapi_statements_verb_idx').on(table.verb, table.stored.desc()),
    index('xapi_statements_activity_idx').on(table.activityId, table.stored.desc()),
    index('xapi_statements_outbox_idx')
      .on(table.stored, table.id)
      .where(sql`${table.deliveredAt} is null and ${table.rejectedAt} is null`),
  ],
);
