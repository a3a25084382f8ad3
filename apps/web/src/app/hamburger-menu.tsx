import { useTranslation } from 'react-i18next';
import { useDeferredMenu } from '../ui/use-deferred-menu';
import { HamburgerIcon, hamburgerButtonClass } from './hamburger-menu-trigger';

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
