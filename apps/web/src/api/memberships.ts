import type { TMembership } from '@questline/domain/roles';
import type { TMemberUser } from '@questline/domain/schemas/site';
import { apiGet, apiPut } from './client';

// Premium memberships (admins), granted and revoked by site administration's memberships section and by user
// administration's user dialog.

/** GET /api/admin/members?email=: the user holding an address, with the memberships in force (admins). */
export const findMember = (email: string) =>
  apiGet<TMemberUser>(`/api/admin/members?${new URLSearchParams({ email })}`);

/** PUT /api/admin/users/{id}/memberships/{membership}: grant or revoke; answers the user as the lookup does. */
export const setMembership = (input: { userId: string; membership: TMembership; granted: boolean }) =>
  apiPut<TMemberUser>(`/api/admin/users/${encodeURIComponent(input.userId)}/memberships/${input.membership}`, {
    granted: input.granted,
  });
