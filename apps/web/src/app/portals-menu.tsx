import type { TMe } from '@questline/domain/schemas/session';
import type { TFeatureFlags } from '@questline/domain/schemas/site';
import { useTranslation } from 'react-i18next';
import { useDeferredMenu } from '../ui/use-deferred-menu';
import { portalButtonClass, type TPortalLink } from './portals-menu-props';

/**
 * The portals box (§2.5): a single 'For educators' link for everyone but academic-alliance and edlab members,
 * who get a menu of the three portals, each 'Access now' where they are members, else 'Learn more'. The edlab portal
 * is open only while the EDLAB_PORTAL_PAGE flag is on (§9, as the server answers it).
 */
export const portalLinks = (
  me: TMe | null | undefined,
  flags: Pick<TFeatureFlags, 'EDLAB_PORTAL_PAGE'>,
): TPortalLink[] | null => {
  if (!me || (!me.uaaMember && !me.engineEdlabMember)) return null;
  const edlab = me.engineEdlabMember && flags.EDLAB_PORTAL_PAGE;
  return [
    { section: 'educators', href: '/educators', access: true },
    { section: 'edlab', href: edlab ? '/edlab' : '/educators#edlab', access: edlab },
    { section: 'partners', href: me.uaaMember ? '/partners' : '/educators#partners', access: me.uaaMember },
  ];
};

const importPopover = () => import('./portals-menu-popover').then((module) => module.PortalsMenuPopover);

export const PortalsMenu = ({ links }: { links: TPortalLink[] }) => {
  const { t } = useTranslation();
  const { Menu, triggerProps, menuProps } = useDeferredMenu(importPopover);
  if (Menu) return <Menu links={links} label={t('nav.portals')} {...menuProps} />;
  return (
    <button className={portalButtonClass} {...triggerProps}>
      {t('nav.portals')}
    </button>
  );
};
