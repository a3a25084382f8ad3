import type { TExternalApp } from '@questline/domain/schemas/apps';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { loadPagesCatalogue } from '../i18n/i18n';
import type { TDeferredMenuProps } from '../ui/use-deferred-menu';
import { AppsIcon, appSwitcherButtonClass } from './app-switcher-trigger';

// The apps' names and the 'Beta' label are learner pages' texts: they load with this module, on first intent, off the
// home page's first load.
await loadPagesCatalogue().catch(() => undefined);

const itemClass =
  'flex items-center justify-between gap-3 cursor-pointer rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[focused]:bg-brand-50 data-[focused]:text-brand-800';

/** The app switcher's menu (React Aria), loaded on first intent by `AppSwitcher`; the apps open in this tab. */
export const AppSwitcherPopover = ({
  apps,
  label,
  isOpen,
  onOpenChange,
  autoFocus,
}: TDeferredMenuProps & { apps: readonly TExternalApp[] }) => {
  const { t } = useTranslation();
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button autoFocus={autoFocus} aria-label={label} className={appSwitcherButtonClass}>
        <AppsIcon />
      </Button>
      <Popover placement="bottom end" className="min-w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg">
        <Menu aria-label={label} className="outline-none">
          {apps.map((app) => (
            <MenuItem key={app.id} id={app.id} href={app.url} className={itemClass}>
              {t(`appSwitcher.apps.${app.id}`)}
              {app.status === 'beta' && (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 text-xs">
                  {t('appSwitcher.beta')}
                </span>
              )}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
};
