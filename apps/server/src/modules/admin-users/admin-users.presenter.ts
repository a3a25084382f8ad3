import { isRole, MEMBERSHIPS, type TMembership } from '@questline/domain/roles';
import {
  type TAdminUser,
  type TAuditAction,
  type TAuditEntry,
  type TAuditState,
  ZAuditState,
} from '@questline/domain/schemas/admin-users';
import type { TAdminUserRow } from './admin-users.repository';
import type { TAuditRow } from './audit.repository';

const isMembership = (value: string): value is TMembership => (MEMBERSHIPS as readonly string[]).includes(value);

export const presentAdminUser = (
  row: TAdminUserRow,
  roles: readonly string[],
  memberships: readonly string[],
): TAdminUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  roles: roles.filter(isRole),
  memberships: memberships.filter(isMembership),
  disabled: row.disabledAt !== null,
  disabledAt: row.disabledAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
});

const stateOf = (value: unknown): TAuditState | null => {
  const parsed = ZAuditState.safeParse(value);
  return value !== null && parsed.success ? parsed.data : null;
};

export const presentAuditEntry = (row: TAuditRow): TAuditEntry => ({
  id: row.id,
  // insertAudit writes only TAuditAction values.
  action: row.action as TAuditAction,
  actor: row.actorId ? { id: row.actorId, name: row.actorName, email: row.actorEmail } : null,
  target: { id: row.targetId, name: row.targetName, email: row.targetEmail },
  before: stateOf(row.before),
  after: stateOf(row.after),
  createdAt: row.createdAt.toISOString(),
});
