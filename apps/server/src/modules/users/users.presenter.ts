import { isLocale, isRegion, isTheme } from '@questline/domain/constants';
import { isRole, MEMBERSHIPS, type TMembership } from '@questline/domain/roles';
import type { TMe } from '@questline/domain/schemas/session';
import type { TUserRow } from './users.repository';

const isMembership = (value: string): value is TMembership => (MEMBERSHIPS as readonly string[]).includes(value);

/**
 * The signed-in user of §3.12, with roles and memberships. `emailVerified` is whether they may post: their address is
 * confirmed, or addresses are not verified at all (no SMTP_URL).
 */
export const presentMe = (
  user: TUserRow,
  roles: readonly string[],
  memberships: readonly string[],
  options: { emailVerificationRequired: boolean },
): TMe => {
  const held = memberships.filter(isMembership);
  return {
    id: user.id,
    displayName: user.name,
    name: user.name,
    fullName: user.name,
    username: user.email.split('@')[0] ?? user.name,
    email: user.email,
    emailVerified: user.emailVerified || !options.emailVerificationRequired,
    avatar: user.image,
    customProfileUrl: user.customProfileUrl,
    anonymous: false,
    status: 'online',
    roles: roles.filter(isRole),
    memberships: held,
    premium: held.includes('premium'),
    uaaMember: held.includes('uaaMember'),
    engineEdlabMember: held.includes('edlabMember'),
    locale: isLocale(user.locale) ? user.locale : null,
    region: isRegion(user.region) ? user.region : null,
    theme: isTheme(user.theme) ? user.theme : 'system',
    timeZone: user.timeZone,
  };
};
