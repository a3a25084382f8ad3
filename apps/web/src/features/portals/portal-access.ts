import type { TMe } from '@questline/domain/schemas/session';
import type { TFeatureFlags } from '@questline/domain/schemas/site';

/** /edlab opens for edlab members while EDLAB_PORTAL_PAGE is on (§2.5), as the portals menu's 'Access now' says. */
export const hasEdlabAccess = (me: TMe | null | undefined, flags: Pick<TFeatureFlags, 'EDLAB_PORTAL_PAGE'>) =>
  Boolean(me?.engineEdlabMember) && flags.EDLAB_PORTAL_PAGE;

/** /partners opens for academic-alliance members (§2.5). */
export const hasPartnersAccess = (me: TMe | null | undefined) => Boolean(me?.uaaMember);
