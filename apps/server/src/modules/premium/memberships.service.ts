import { AppError } from '@questline/domain/errors';
import type { TMembership } from '@questline/domain/roles';
import type { TMemberUser } from '@questline/domain/schemas/site';
import type { TDbOrTx } from '../../db/client';
import { insertAudit } from '../admin-users/audit.repository';
import { findUserByEmail, findUserById, listMemberships, type TUserRow } from '../users/users.repository';
import { deleteMembership, upsertMembership } from './memberships.repository';

const presentMember = async (db: TDbOrTx, user: TUserRow): Promise<TMemberUser> => ({
  id: user.id,
  name: user.name,
  email: user.email,
  memberships: (await listMemberships(db, user.id)) as TMembership[],
});

/** The user holding an e-mail address, with the memberships in force; not_found when nobody does. */
export const memberByEmail = async (db: TDbOrTx, email: string) => {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppError('not_found');
  return presentMember(db, user);
};

/**
 * Grants or revokes one membership (§6 premium and memberships), as the CLI's user:create --premium does. The user's
 * next request reads it: memberships are read from the table with the session, never kept in it. A change is written
 * to admin_audit by `actorId` (null: the command line) in the caller's transaction; one that changes nothing is not.
 */
export const setMembership = async (
  db: TDbOrTx,
  input: { userId: string; membership: TMembership; granted: boolean; actorId: string | null },
) => {
  const user = await findUserById(db, input.userId);
  if (!user) throw new AppError('not_found');
  const before = await listMemberships(db, user.id);
  if (input.granted) await upsertMembership(db, user.id, input.membership);
  else await deleteMembership(db, user.id, input.membership);
  const member = await presentMember(db, user);
  if (before.join() !== member.memberships.join()) {
    await insertAudit(db, {
      actorId: input.actorId,
      action: input.granted ? 'membership_granted' : 'membership_revoked',
      targetId: user.id,
      before: { memberships: before },
      after: { memberships: member.memberships },
    });
  }
  return member;
};
