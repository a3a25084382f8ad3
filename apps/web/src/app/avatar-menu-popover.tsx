import { roleLinks, type TRoleLink } from '@questline/domain/roles';
import { GROUPS_PATH } from '@questline/domain/rules/groups';
import type { TMe } from '@questline/domain/schemas/session';
import { Button, Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLogin } from '../lib/use-login';
import { Avatar } from '../ui/avatar';
import type { TDeferredMenuProps } from '../ui/use-deferred-menu';
import { AvatarFace, avatarButtonClass, avatarNaming } from './avatar-menu-trigger';
import { ThemeMenuSection } from './theme-menu-section';

const ROLE_LINK_HREF: Record<TRoleLink, string> = {
  contentCreator: '/creator/dashboard',
  learnerArchitecture: '/creator/dashboard/architecture',
  adminTool: '/creator/featured',
  communityModerator: '/moderation/reports',
  siteSettings: '/creator/flags',
  userAdmin: '/admin/users',
};

const itemClass =
  'block cursor-pointer rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[focused]:bg-brand-50 data-[focused]:text-brand-800';

/** The avatar menu itself (React Aria), loaded on first intent by `AvatarMenu`. */
export const AvatarMenuPopover = ({
  me,
  label,
  isOpen,
  onOpenChange,
  autoFocus,
}: TDeferredMenuProps & { me: TMe | null | undefined }) => {
  const { t } = useTranslation();
  const { openLogin } = useLogin();
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button autoFocus={autoFocus} {...avatarNaming(me, label)} className={avatarButtonClass}>
        <AvatarFace me={me} label={label} />
      </Button>
      <Popover placement="bottom end" className="w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg">
        {me ? (
          <Menu aria-label={t('avatar.menu')} className="outline-none">
            <MenuSection>
              <Header className="flex items-center gap-3 px-3 pt-2 pb-2">
                <Avatar name={me.displayName} imageUrl={me.avatar} size="md" />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-semibold text-slate-900">{me.displayName}</span>
                  <span className="block truncate text-xs text-slate-600">{me.email}</span>
                </span>
              </Header>
              <MenuItem href={`/u/${me.id}?tab=profile`} className={itemClass}>
                {t('avatar.account')}
              </MenuItem>
              <MenuItem href={GROUPS_PATH} className={itemClass}>
                {t('avatar.groups')}
              </MenuItem>
            </MenuSection>
            {roleLinks(me).length > 0 && (
              <>
                <Separator className="my-1 h-px bg-slate-200" />
                <MenuSection aria-label={t('avatar.roles')}>
                  {roleLinks(me).map((link) => (
                    <MenuItem key={link} href={ROLE_LINK_HREF[link]} className={itemClass}>
                      {t(`avatar.roleLinks.${link}`)}
                    </MenuItem>
                  ))}
                </MenuSection>
              </>
            )}
            <Separator className="my-1 h-px bg-slate-200" />
            <ThemeMenuSection />
            <Separator className="my-1 h-px bg-slate-200" />
            <MenuSection>
              <MenuItem href="/faq" className={itemClass}>
                {t('avatar.faq')}
              </MenuItem>
              <MenuItem href={`/u/${me.id}?tab=settings`} className={itemClass}>
                {t('avatar.settings')}
              </MenuItem>
              <MenuItem href="/auth/logout" className={itemClass}>
                {t('avatar.signOut')}
              </MenuItem>
            </MenuSection>
          </Menu>
        ) : (
          <Menu
            aria-label={t('avatar.menu')}
            className="outline-none"
            onAction={(key) => {
              if (key === 'register') openLogin({ register: true });
              if (key === 'signIn') openLogin();
            }}
          >
            <MenuItem id="faq" href="/faq" className={itemClass}>
              {t('avatar.faq')}
            </MenuItem>
            <Separator className="my-1 h-px bg-slate-200" />
            <ThemeMenuSection />
            <Separator className="my-1 h-px bg-slate-200" />
            <MenuItem id="register" className={itemClass}>
              {t('avatar.newAccount')}
            </MenuItem>
            <MenuItem id="signIn" className={itemClass}>
              {t('avatar.signIn')}
            </MenuItem>
          </Menu>
        )}
      </Popover>
    </MenuTrigger>
  );
};
