import { z } from 'zod';
import { MEMBERSHIPS, ROLES, type TRole } from '../roles';

/** Users per page of /admin/users (GET /api/admin/users). */
export const ADMIN_USERS_PAGE_SIZE = 20;
/** Audit entries per page of /admin/audit (GET /api/admin/audit), newest first. */
export const ADMIN_AUDIT_PAGE_SIZE = 25;
/** The longest search text the user list takes. */
export const ADMIN_USER_QUERY_MAX = 100;

const ZRole = z.enum(ROLES as [TRole, ...TRole[]], { error: 'invalid_request' });

/** An empty query parameter (`?role=`) reads as absent. */
const absentWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

const ZPage = z.preprocess(absentWhenEmpty, z.coerce.number().int().min(1).max(100_000).default(1));

/** GET /api/admin/users?q=&role=&page=: a part of a name or e-mail address (any case), a role held, a page from 1. */
export const ZAdminUserQuery = z.object({
  q: z.preprocess(absentWhenEmpty, z.string().trim().max(ADMIN_USER_QUERY_MAX).optional()),
  role: z.preprocess(absentWhenEmpty, ZRole.optional()),
  page: ZPage,
});
export type TAdminUserQuery = z.infer<typeof ZAdminUserQuery>;

/** A user as administration lists them: roles, memberships in force, whether disabled, created, last signed in. */
export const ZAdminUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(ZRole),
  memberships: z.array(z.enum(MEMBERSHIPS)),
  disabled: z.boolean(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
  /** Null when the user has not signed in since sign-ins were recorded. */
  lastSignInAt: z.string().nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserPage = z.object({
  items: z.array(ZAdminUser),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAdminUserPage = z.infer<typeof ZAdminUserPage>;

/** PUT /api/admin/users/{userId}/roles: every role the user is to hold (§6, language variants included). */
export const ZAdminRolesWrite = z.object({ roles: z.array(ZRole).max(ROLES.length) });
export type TAdminRolesWrite = z.infer<typeof ZAdminRolesWrite>;

/** What admin_audit records. */
export const AUDIT_ACTIONS = [
  'roles_changed',
  'membership_granted',
  'membership_revoked',
  'user_disabled',
  'user_enabled',
  'password_reset_sent',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

/** The state an audit entry records before and after its action: the part of the user the action changes. */
export const ZAuditState = z.object({
  roles: z.array(z.string()).optional(),
  memberships: z.array(z.string()).optional(),
  disabled: z.boolean().optional(),
  email: z.string().optional(),
});
export type TAuditState = z.infer<typeof ZAuditState>;

/** Someone an entry names; name and e-mail are null when that user no longer exists. */
const ZAuditPerson = z.object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() });

export const ZAuditEntry = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  /** Null: the command line (`npm run cli`), which has no signed-in user. */
  actor: ZAuditPerson.nullable(),
  target: ZAuditPerson,
  before: ZAuditState.nullable(),
  after: ZAuditState.nullable(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditQuery = z.object({ page: ZPage });

export const ZAuditPage = z.object({
  items: z.array(ZAuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;

/** POST /api/admin/users/{userId}/password-reset: answered once the reset mail is on its way. */
export const ZPasswordResetSent = z.object({ email: z.string() });
