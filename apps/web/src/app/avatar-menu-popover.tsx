import { GROUPS_PATH } from '@questline/domain/rules/groups';
import { profileCompleteness } from '@questline/domain/rules/profile-completeness';
import type { TMe } from '@questline/domain/schemas/session';
import { useState } from 'react';
import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Separator,
  ToggleButton,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { PREMIUM_TRIAL_PATH, usePremiumTrial } from '../lib/premium-trial';
import { useLogin } from '../lib/use-login';
import { Avatar } from '../ui/avatar';
import type { TDeferredMenuProps } from '../ui/use-deferred-menu';
import { AvatarFace, avatarButtonClass, avatarNaming } from './avatar-menu-trigger';
import { RoleLinksSection } from './role-links-section';
import { ThemeMenuSection } from './theme-menu-section';

const itemClass =
  'block cursor-pointer rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[focused]:bg-brand-50 data-[focused]:text-brand-800';

const pinClass =
  'rounded-md p-1.5 text-slate-500 outline-none hover:bg-slate-100 hover:text-slate-800 data-[selected]:bg-brand-50 data-[selected]:text-brand-800 data-[focus-visible]:outline-2 data-[focus-visible]:outline-brand-600';

/**
 * The avatar menu itself (React Aria), loaded on first intent by `AvatarMenu`. It can be pinned (§2.3 'sticked'):
 * while pinned, Escape, a click outside and leaving it are ignored, and it stops being modal, so the page stays usable
 * and Tab moves focus on out of it (decision 0074). Its own texts are the learner pages' (avatarMenu), which
 * ThemeMenuSection loads with this module.
 */
export const AvatarMenuPopover = ({
  me,
  label,
  isOpen,
  onOpenChange,
  autoFocus,
}: TDeferredMenuProps & { me: TMe | null | undefined }) => {
  const { t } = useTranslation();
  const { openLogin } = useLogin();
  const [pinned, setPinned] = useState(false);
  const trial = usePremiumTrial();
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={(open) => (open || !pinned) && onOpenChange(open)}>
      <Button autoFocus={autoFocus} {...avatarNaming(me, label)} className={avatarButtonClass}>
        <AvatarFace me={me} label={label} />
      </Button>
      <Popover
        placement="bottom end"
        isNonModal={pinned}
        className="w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
      >
        <div className="flex justify-end">
          <ToggleButton isSelected={pinned} onChange={setPinned} className={pinClass}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
              <path d="M16 3H8v2l1 1v5l-3 3v2h5v5l1 1 1-1v-5h5v-2l-3-3V6l1-1V3Z" />
            </svg>
            <span className="sr-only">{pinned ? t('avatarMenu.unpin') : t('avatarMenu.pin')}</span>
          </ToggleButton>
        </div>
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
              <MenuItem href={`/u/${me.id}?tab=settings`} className={itemClass}>
                {t('avatarMenu.profileCompleteness', { percent: profileCompleteness(me) })}
              </MenuItem>
              <MenuItem href={GROUPS_PATH} className={itemClass}>
                {t('avatar.groups')}
              </MenuItem>
              {/* Offered where a store sells premium, as the free trial is everywhere else (lib/premium-trial). */}
              {!me.premium && trial && (
                <MenuItem href={PREMIUM_TRIAL_PATH} className={itemClass}>
                  {t('avatarMenu.tryPremium')}
                </MenuItem>
              )}
            </MenuSection>
            <RoleLinksSection me={me} itemClass={itemClass} />
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
