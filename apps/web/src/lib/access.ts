import type { TMe } from '@questline/domain/schemas/session';
import { useMe } from '../api/session';

/** Why a page turned its visitor away: not signed in, or signed in without the role or membership it is for. */
export type TDenial = 'signIn' | 'noAccess';

/**
 * A page's visitor turned away. The route's gate (app/routes/access-gate.tsx) throws it before the page loads, a page
 * throws it when the server answers the same later (a session that ended, a role taken away), and the route's error
 * component shows the page's notice for it.
 */
export class AccessDenied extends Error {
  constructor(readonly denial: TDenial) {
    super(denial);
    this.name = 'AccessDenied';
  }
}

/**
 * The signed-in user, on a page whose route lets only signed-in users in (router.tsx's gated routes). A session that
 * ends while the page is open turns it into the route's sign-in notice.
 */
export const useSignedInMe = (): TMe => {
  const me = useMe();
  if (!me) throw new AccessDenied('signIn');
  return me;
};
