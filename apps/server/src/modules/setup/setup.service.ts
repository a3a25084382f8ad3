import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '@questline/domain/errors';
import type { TNewAccount, TSetupResult } from '@questline/domain/schemas/account';
import type { TAuth } from '../../auth/auth';
import type { TDb } from '../../db/client';
import { createUser } from '../users/users.service';
import {
  deleteSetupTokens,
  replaceSetupTokens,
  restoreSetupToken,
  superAdminExists,
  takeSetupToken,
} from './setup.repository';

/** How long a setup link works after the start that printed it. */
export const SETUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** What the table keeps of a token: its SHA-256, so a copy of the database opens nothing. */
export const hashSetupToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new one-time setup token (256 random bits), valid SETUP_TOKEN_TTL_MS from `now`, replacing any older one. The
 * caller prints it; only its hash is stored.
 */
export const issueSetupToken = async (db: TDb, now = new Date()) => {
  const token = randomBytes(32).toString('base64url');
  await replaceSetupTokens(db, {
    tokenHash: hashSetupToken(token),
    expiresAt: new Date(now.getTime() + SETUP_TOKEN_TTL_MS),
  });
  return token;
};

/** At a start: a fresh setup token while no super admin exists (older ones stop working), else none. */
export const setupTokenWhileNoSuperAdmin = async (db: TDb, now = new Date()) =>
  (await superAdminExists(db)) ? null : issueSetupToken(db, now);

/**
 * Creates the first super admin with a setup token, then signs them in (better-auth's own sign-in, whose session
 * cookies the route passes on). A token that is unknown, expired or already used, or any token once a super admin
 * exists, is `setup_not_available`. The token is taken before the account is made, so two calls with one token make
 * one account; if making it fails (the address is taken), the token is put back for another try.
 */
export const completeSetup = async (
  deps: { db: TDb; auth: TAuth },
  input: TNewAccount & { token: string },
  requestHeaders: Headers,
): Promise<{ user: TSetupResult; cookies: string[] }> => {
  const { db, auth } = deps;
  if (await superAdminExists(db)) throw new AppError('setup_not_available');
  const taken = await takeSetupToken(db, hashSetupToken(input.token), new Date());
  if (!taken) throw new AppError('setup_not_available');
  let user: Awaited<ReturnType<typeof createUser>>;
  try {
    user = await createUser(
      { db, auth },
      { name: input.name, email: input.email, password: input.password, roles: ['superAdmin'] },
    );
  } catch (error) {
    await restoreSetupToken(db, taken);
    throw error;
  }
  await deleteSetupTokens(db);
  const signedIn = await auth.api.signInEmail({
    body: { email: input.email, password: input.password },
    headers: requestHeaders,
    returnHeaders: true,
  });
  return { user: { id: user.id, name: user.name, email: user.email }, cookies: signedIn.headers.getSetCookie() };
};
