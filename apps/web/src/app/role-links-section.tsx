import { roleLinks, type TRoleLink } from '@questline/domain/rules/authoring-rights';
import type { TMe } from '@questline/domain/schemas/session';
import { MenuItem, MenuSection, Separator } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

const ROLE_LINK_HREF: Record<TRoleLink, string> = {
  contentCreator: '/creator/dashboard',
  learnerArchitecture: '/creator/dashboard/architecture',
  adminTool: '/creator/featured',
  communityModerator: '/moderation/reports',
  siteSettings: '/creator/flags',
  userAdmin: '/admin/users',
};

/**
 * The role links of §2.3 (`roleLinks`) as a menu section after a separator, shared by the avatar menu and the
 * hamburger menu so both offer the same tools; nothing for a user without any.
 */
export const RoleLinksSection = ({ me, itemClass }: { me: TMe | null | undefined; itemClass: string }) => {
  const { t } = useTranslation();
  const links = roleLinks(me);
  if (links.length === 0) return null;
  return (
    <>
      <Separator className="my-1 h-px bg-slate-200" />
      <MenuSection aria-label={t('avatar.roles')}>
        {links.map((link) => (
          <MenuItem key={link} href={ROLE_LINK_HREF[link]} className={itemClass}>
            {t(`avatar.roleLinks.${link}`)}
          </MenuItem>
        ))}
      </MenuSection>
    </>
  );
};
