import { z } from 'zod';

/** Password length bounds of every account: sign-up (better-auth's settings) and the first-run setup. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A new account's password, by the rules sign-up applies. */
export const ZNewPassword = z
  .string({ error: 'error_isRequired' })
  .min(PASSWORD_MIN_LENGTH, { error: 'auth_password_too_short' })
  .max(PASSWORD_MAX_LENGTH, { error: 'invalid_request' });

/** The person a new account is for: a name, an e-mail address and a password. */
export const ZNewAccount = z.object({
  name: z.string({ error: 'error_isRequired' }).trim().min(1, { error: 'error_isRequired' }).max(100),
  email: z.email({ error: 'not_valid_email' }).max(254, { error: 'not_valid_email' }),
  password: ZNewPassword,
});
export type TNewAccount = z.infer<typeof ZNewAccount>;

/** POST /api/setup: the first super admin, with the one-time token of the setup link the server printed at start. */
export const ZSetupRequest = ZNewAccount.extend({
  token: z.string({ error: 'error_isRequired' }).min(1, { error: 'error_isRequired' }).max(256),
});
export type TSetupRequest = z.infer<typeof ZSetupRequest>;

/** The /setup page's form: the account, and the password typed twice. */
export const ZSetupForm = ZNewAccount.extend({ confirm: z.string() }).refine((form) => form.confirm === form.password, {
  path: ['confirm'],
  error: 'auth_password_mismatch',
});
export type TSetupForm = z.infer<typeof ZSetupForm>;

/** What POST /api/setup answers: the super admin it created, now signed in. */
export const ZSetupResult = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type TSetupResult = z.infer<typeof ZSetupResult>;

// ── Account self-service in settings: the signed-in devices, deleting the account and the export of everything the
// platform holds about its user. Changing the password and the e-mail address are better-auth's own endpoints
// (/api/auth/change-password, /api/auth/change-email), which answer their own bodies.

/** What kind of device a session was signed in from, as its user agent tells (unknown when it does not). */
export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'tv', 'unknown'] as const;
export type TDeviceType = (typeof DEVICE_TYPES)[number];

/**
 * One signed-in session as Settings lists it: the browser and operating system read from its user agent (null when
 * it names none), the address it signed in from with its end hidden (rules/devices.ts maskIpAddress), when it signed
 * in and when it was last active, and whether it is the one asking. Never its token.
 */
export const ZDevice = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  deviceType: z.enum(DEVICE_TYPES),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type TDevice = z.infer<typeof ZDevice>;

/** GET /api/users/me/sessions: the user's sessions in force, this one first, then the most recently active. */
export const ZDeviceList = z.object({ devices: z.array(ZDevice) });
export type TDeviceList = z.infer<typeof ZDeviceList>;

/** POST /api/users/me/delete: the account's password confirms the deletion. */
export const ZDeleteAccount = z.object({
  password: z.string({ error: 'error_isRequired' }).min(1, { error: 'error_isRequired' }).max(128),
});
export type TDeleteAccount = z.infer<typeof ZDeleteAccount>;

/** The export's format: its sections may grow, each named once; a reader checks this before reading them. */
export const ACCOUNT_EXPORT_FORMAT = 'questline-export/1';

/** The file name of an export made on `date` (UTC): questline-export-YYYY-MM-DD.json. */
export const accountExportFileName = (date: Date) => `questline-export-${date.toISOString().slice(0, 10)}.json`;

const ZRows = z.array(z.record(z.string(), z.unknown()));

/**
 * GET /api/me/export: everything the platform holds about the signed-in user, one section per kind of record (the
 * server's account/export.ts says which table each comes from). Sessions come without their tokens, accounts
 * without password hashes, two-factor authentication without its secret and backup codes.
 */
export const ZAccountExport = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
  settings: z.record(z.string(), z.unknown()),
  roles: ZRows,
  memberships: ZRows,
  signInMethods: ZRows,
  sessions: ZRows,
  twoFactor: z.record(z.string(), z.unknown()).nullable(),
  records: ZRows,
  quizAnswers: ZRows,
  /** The learner's code in built-in labs (decision 0073). */
  labWork: ZRows,
  /** Projects the user may edit as a contributor, and the contributors they added to projects. */
  projectContributions: ZRows,
  projectContributorsAdded: ZRows,
  experience: ZRows,
  badges: ZRows,
  rewards: ZRows,
  savedItems: ZRows,
  likes: z.object({ comments: ZRows, submissions: ZRows }),
  comments: ZRows,
  commentReports: ZRows,
  /** The user's ratings and reviews of items, and their reports of others' reviews. */
  ratings: ZRows,
  ratingReports: ZRows,
  /** The user's learning events as xAPI statements (decision 0077), and whether each reached the LRS. */
  learningRecords: ZRows,
  submissions: ZRows,
  webglBuilds: ZRows,
  groupsOwned: ZRows,
  groupMemberships: ZRows,
  groupInvitationsSent: ZRows,
  groupInvitationsReceived: ZRows,
  groupPosts: ZRows,
  trackingEvents: ZRows,
  uploads: ZRows,
  subtitleUploads: ZRows,
  posting: z.record(z.string(), z.unknown()).nullable(),
  moderation: z.object({ postingBlocks: ZRows, hiddenComments: ZRows, hiddenGroupPosts: ZRows }),
  groupPostReports: ZRows,
  sitePageEdits: ZRows,
  presence: z.record(z.string(), z.unknown()).nullable(),
  tours: ZRows,
  edlabSeats: ZRows,
  edlabSeatsHeld: ZRows,
  authoredContent: ZRows,
  publishedVersions: ZRows,
  featuredListEdits: ZRows,
  featureFlagEdits: ZRows,
});
export type TAccountExport = z.infer<typeof ZAccountExport>;
