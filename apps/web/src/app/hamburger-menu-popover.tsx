import { Button, Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useMe } from '../api/session';
import { useFeatureFlags } from '../api/site-settings';
import { useLogin } from '../lib/use-login';
import type { TDeferredMenuProps } from '../ui/use-deferred-menu';
import { HamburgerIcon, hamburgerButtonClass } from './hamburger-menu-trigger';
import { linkEnabled, NAV_LINKS } from './nav-links';
import { portalLinks } from './portals-menu';
import { RoleLinksSection } from './role-links-section';

const itemClass =
  'block cursor-pointer rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[focused]:bg-brand-50 data-[focused]:text-brand-800';

/**
 * The hamburger menu itself (React Aria), loaded on first intent by `HamburgerMenu`: the header's links as the desktop
 * header shows them (the same flags turn the pathways landing page and projects off), the portals as the portal box
 * offers them (§2.5: the three portals for academic-alliance and edlab members, else the Educators link), My Learning,
 * and a signed-in user's role links, as the avatar menu has them.
 */
export const HamburgerMenuPopover = ({ label, isOpen, onOpenChange, autoFocus }: TDeferredMenuProps) => {
  const { t } = useTranslation();
  const me = useMe();
  const { openLogin } = useLogin();
  const flags = useFeatureFlags();
  const portals = portalLinks(me, flags);
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
          {NAV_LINKS.filter((link) => linkEnabled(link.href, flags)).map((link) => (
            <MenuItem key={link.href} href={link.href} className={itemClass}>
              {t(link.label)}
            </MenuItem>
          ))}
          <MenuItem href="/missions" className={itemClass}>
            {t('nav.missions')}
          </MenuItem>
          {portals ? (
            <>
              <Separator className="my-1 h-px bg-slate-200" />
              <MenuSection>
                <Header className="px-3 pt-1 text-xs font-semibold text-slate-600">{t('nav.portals')}</Header>
                {portals.map((link) => {
                  const title = t(`portals.${link.section}.title`);
                  const action = link.access ? t('portals.accessNow') : t('portals.learnMore');
                  return (
                    <MenuItem
                      key={link.section}
                      id={`portal-${link.section}`}
                      href={link.href}
                      textValue={title}
                      aria-label={`${title}: ${action}`}
                      className={itemClass}
                    >
                      {title}
                      <span className="block text-xs font-semibold text-brand-700">{action}</span>
                    </MenuItem>
                  );
                })}
              </MenuSection>
              <Separator className="my-1 h-px bg-slate-200" />
            </>
          ) : (
            <MenuItem href="/educators" className={itemClass}>
              {t('nav.forEducators')}
            </MenuItem>
          )}
          <MenuItem
            id="myLearning"
            href={me ? `/u/${me.id}` : undefined}
            isDisabled={me === undefined}
            className={`${itemClass} data-[disabled]:cursor-default data-[disabled]:opacity-60`}
          >
            {t('nav.myLearning')}
          </MenuItem>
          <RoleLinksSection me={me} itemClass={itemClass} />
        </Menu>
      </Popover>
    </MenuTrigger>
  );
};
