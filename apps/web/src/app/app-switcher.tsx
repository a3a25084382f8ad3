import type { TExternalApp } from '@questline/domain/schemas/apps';
import { useTranslation } from 'react-i18next';
import { useExternalApps } from '../api/external-apps';
import { useDeferredMenu } from '../ui/use-deferred-menu';
import { AppsIcon, appSwitcherButtonClass } from './app-switcher-trigger';

const importPopover = () => import('./app-switcher-popover').then((module) => module.AppSwitcherPopover);

/** The loaded switcher, once the list has apps: its menu's code loads on first intent, like the portals menu's. */
const AppSwitcherMenu = ({ apps }: { apps: readonly TExternalApp[] }) => {
  const { t } = useTranslation();
  const { Menu, triggerProps, menuProps } = useDeferredMenu(importPopover);
  if (Menu) return <Menu apps={apps} label={t('nav.apps')} {...menuProps} />;
  return (
    <button aria-label={t('nav.apps')} className={appSwitcherButtonClass} {...triggerProps}>
      <AppsIcon />
    </button>
  );
};

/** The header's app switcher (§2.3): the operator's external apps; nothing while loading or when none are set. */
export const AppSwitcher = () => {
  const apps = useExternalApps();
  if (!apps?.length) return null;
  return <AppSwitcherMenu apps={apps} />;
};
