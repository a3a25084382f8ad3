import { FEATURE_FLAGS } from '@questline/domain/constants';
import type { TMe } from '@questline/domain/schemas/session';
import { useTranslation } from 'react-i18next';
import { useDeferredMenu } from '../ui/use-deferred-menu';

export type TPortalLink = { section: 'educators' | 'edlab' | 'partners'; href: string; access: boolean };

/**
 * The portals box (§2.5): a single 'For educators' link for everyone but academic-alliance and edlab members,
 * who get a menu of the three portals, each 'Access now' where they are members, else 'Learn more'.
 */
export const portalLinks = (me: TMe | null | undefined): TPortalLink[] | null => {
  if (!me || (!me.uaaMember && !me.engineEdlabMember)) return null;
  const edlab = me.engineEdlabMember && FEATURE_FLAGS.EDLAB_PORTAL_PAGE;
  return [
    { section: 'educators', href: '/educators', access: true },
    { section: 'edlab', href: edlab ? '/edlab' : '/educators#edlab', access: edlab },
    { section: 'partners', href: me.uaaMember ? '/partners' : '/educators#partners', access: me.uaaMember },
  ];
};

export const portalButtonClass =
  'hidden items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 md:inline-flex';

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
