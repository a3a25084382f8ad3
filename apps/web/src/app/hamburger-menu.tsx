import { useTranslation } from 'react-i18next';
import { useDeferredMenu } from '../ui/use-deferred-menu';

export const hamburgerButtonClass = 'rounded-md p-2 text-slate-700 hover:bg-slate-100 xl:hidden';

export const HamburgerIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
    <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);

const importPopover = () => import('./hamburger-menu-popover').then((module) => module.HamburgerMenuPopover);

/** The hamburger menu (§2.3) on small screens; its code loads on first intent, like the avatar menu's. */
export const HamburgerMenu = () => {
  const { t } = useTranslation();
  const { Menu, triggerProps, menuProps } = useDeferredMenu(importPopover);
  if (Menu) return <Menu label={t('nav.menu')} {...menuProps} />;
  return (
    <button aria-label={t('nav.menu')} className={hamburgerButtonClass} {...triggerProps}>
      <HamburgerIcon />
    </button>
  );
};
