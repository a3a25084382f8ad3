import { learnAdminAll } from '@questline/domain/roles';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../api/session';
import { useFeatureFlags } from '../api/site-settings';
import { BrowseMenu } from '../features/search/components/browse-menu';
import { HeaderSearch } from '../features/search/components/header-search';
import { useLogin } from '../lib/use-login';
import { Logo } from '../ui/logo';
import { AppSwitcher } from './app-switcher';
import { AvatarMenu } from './avatar-menu';
import { HamburgerMenu } from './hamburger-menu';
import { linkEnabled, NAV_LINKS } from './nav-links';
import { PortalsMenu, portalLinks } from './portals-menu';

/** The header's targets of the home tour's steps (§2.15 header keys), marked with data-tour-step. */
const TOUR_STEP_OF_LINK: Record<string, string> = {
  '/pathways': 'menu_pathways',
  '/live-calendar': 'menu_live_calendar',
};

const linkClass =
  'rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-brand-700 aria-[current=page]:bg-brand-50';

/** The header of §2.3: logo, Browse menu (§2.4), navigation, search box (§2.6), My Learning, Admin Tool (admins only), portals link, app switcher and avatar menu. */
export const Header = () => {
  const { t } = useTranslation();
  const me = useMe();
  const { openLogin } = useLogin();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const current = (href: string) => (pathname.endsWith(href) ? ('page' as const) : undefined);
  const flags = useFeatureFlags();
  const portals = portalLinks(me, flags);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label={t('nav.main')} className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        {/* Below xl the Pathways and Live Calendar links live in the hamburger menu: the tour points there. */}
        <span data-tour-step="menu_pathways menu_live_calendar" className="xl:hidden">
          <HamburgerMenu />
        </span>
        <Link to="/" className="mr-2 flex items-center gap-2 rounded-md px-1 py-1" aria-label={t('nav.home')}>
          <Logo />
        </Link>
        <div data-tour-step="menu_browses">
          <BrowseMenu />
        </div>
        <ul className="hidden items-center gap-0.5 xl:flex">
          {NAV_LINKS.filter((link) => linkEnabled(link.href, flags)).map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className={linkClass}
                aria-current={current(link.href)}
                data-tour-step={TOUR_STEP_OF_LINK[link.href]}
              >
                {t(link.label)}
              </a>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-1">
          <div data-tour-step="search_box">
            <HeaderSearch />
          </div>
          {portals ? (
            <PortalsMenu links={portals} />
          ) : (
            <a href="/educators" className={`${linkClass} hidden md:inline-flex`} aria-current={current('/educators')}>
              {t('nav.forEducators')}
            </a>
          )}
          <AppSwitcher />
          {me && learnAdminAll(me) && (
            <a href="/creator/featured" className={`${linkClass} hidden md:inline-flex`}>
              {t('nav.adminTool')}
            </a>
          )}
          {me ? (
            <a href={`/u/${me.id}`} className={`${linkClass} hidden sm:inline-flex`} data-tour-step="menu_my_learning">
              {t('nav.myLearning')}
            </a>
          ) : (
            <button
              type="button"
              className={`${linkClass} hidden sm:inline-flex`}
              onClick={() => openLogin()}
              data-tour-step="menu_my_learning"
            >
              {t('nav.myLearning')}
            </button>
          )}
          <AvatarMenu me={me} />
        </div>
      </nav>
    </header>
  );
};
