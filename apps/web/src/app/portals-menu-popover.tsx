import { Button, Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { TDeferredMenuProps } from '../ui/use-deferred-menu';
import { portalButtonClass, type TPortalLink } from './portals-menu-props';

const itemClass =
  'block cursor-pointer rounded-md px-3 py-1.5 text-sm font-semibold text-brand-700 outline-none data-[focused]:bg-brand-50';

/** The portals menu itself (React Aria), loaded on first intent by `PortalsMenu`. */
export const PortalsMenuPopover = ({
  links,
  label,
  isOpen,
  onOpenChange,
  autoFocus,
}: TDeferredMenuProps & { links: TPortalLink[] }) => {
  const { t } = useTranslation();
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button autoFocus={autoFocus} className={portalButtonClass}>
        {label}
      </Button>
      <Popover placement="bottom end" className="w-72 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg">
        <Menu aria-label={label} className="outline-none">
          {links.map((link) => (
            <MenuSection key={link.section} className="py-1">
              <Header className="px-3 pt-1 text-sm font-semibold text-slate-900">
                {t(`portals.${link.section}.title`)}
              </Header>
              <MenuItem
                id={link.section}
                textValue={t(`portals.${link.section}.title`)}
                href={link.href}
                className={itemClass}
                aria-label={`${t(`portals.${link.section}.title`)}: ${link.access ? t('portals.accessNow') : t('portals.learnMore')}`}
              >
                <Text slot="description" className="block text-xs font-normal text-slate-600">
                  {t(`portals.${link.section}.description`)}
                </Text>
                <Text slot="label" className="mt-1 block">
                  {link.access ? t('portals.accessNow') : t('portals.learnMore')}
                </Text>
              </MenuItem>
            </MenuSection>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
};
