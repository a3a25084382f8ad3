import { AppError } from '@questline/domain/errors';
import type { TMembership, TRole } from '@questline/domain/roles';
import type { TAuth } from '../../auth/auth';
import { asOperatorSignUp } from '../../auth/operator-sign-up';
import type { TDb } from '../../db/client';
import { deleteUser, findUserByEmail, grantMemberships, grantRoles, markEmailVerified } from './users.repository';

export type TNewUser = {
  email: string;
  password: string;
  name: string;
  roles?: readonly TRole[];
  memberships?: readonly TMembership[];
};

/**
 * Creates a user the way sign-up does (same password hashing and account rows), then grants roles and
 * memberships. Used by the CLI and the demo seed: the operator vouches for the address, so it is verified at once and
 * no verification mail goes out.
 */
export const createUser = async (deps: { db: TDb; auth: TAuth }, input: TNewUser) => {
  if (await findUserByEmail(deps.db, input.email)) throw new AppError('auth_email_taken');
  const { user } = await asOperatorSignUp(() =>
    deps.auth.api.signUpEmail({ body: { email: input.email, password: input.password, name: input.name } }),
  );
  try {
    await deps.db.transaction(async (tx) => {
      await markEmailVerified(tx, user.id);
      await grantRoles(tx, user.id, input.roles ?? []);
      await grantMemberships(tx, user.id, input.memberships ?? []);
    });
  } catch (error) {
    // better-auth wrote the account in its own transaction: take it back rather than leave a user without roles.
    await deleteUser(deps.db, user.id);
    throw error;
  }
  return user;
};
