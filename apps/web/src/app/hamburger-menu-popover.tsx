import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useMe } from '../api/session';
import { useLogin } from '../lib/use-login';
import type { TDeferredMenuProps } from '../ui/use-deferred-menu';
import { HamburgerIcon, hamburgerButtonClass } from './hamburger-menu-trigger';
import { NAV_LINKS } from './nav-links';

const itemClass =
  'block cursor-pointer rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[focused]:bg-brand-50 data-[focused]:text-brand-800';

/** The hamburger menu itself (React Aria), loaded on first intent by `HamburgerMenu`. */
export const HamburgerMenuPopover = ({ label, isOpen, onOpenChange, autoFocus }: TDeferredMenuProps) => {
  const { t } = useTranslation();
  const me = useMe();
  const { openLogin } = useLogin();
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button autoFocus={autoFocus} aria-label={label} className={hamburgerButtonClass}>
        <HamburgerIcon />
      </Button>
      <Popover
        placement="bottom start"
        className="min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
      >
        <Menu
          aria-label={t('nav.menu')}
          className="outline-none"
          // A visitor (null) is asked to sign in; while the session is still loading (undefined) My Learning waits.
          onAction={(key) => key === 'myLearning' && me === null && openLogin()}
        >
          {NAV_LINKS.map((link) => (
            <MenuItem key={link.href} href={link.href} className={itemClass}>
              {t(link.label)}
            </MenuItem>
          ))}
          <MenuItem href="/missions" className={itemClass}>
            {t('nav.missions')}
          </MenuItem>
          <MenuItem href="/educators" className={itemClass}>
            {t('nav.forEducators')}
          </MenuItem>
          <MenuItem
            id="myLearning"
            href={me ? `/u/${me.id}` : undefined}
            isDisabled={me === undefined}
            className={`${itemClass} data-[disabled]:cursor-default data-[disabled]:opacity-60`}
          >
            {t('nav.myLearning')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
};
