import { learnAdminAll } from '@questline/domain/roles';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../api/session';
import { useLogin } from '../features/auth/login-provider';
import { BrowseMenu } from '../features/search/components/browse-menu';
import { HeaderSearch } from '../features/search/components/header-search';
import { AppSwitcher } from './app-switcher';
import { AvatarMenu } from './avatar-menu';
import { HamburgerMenu } from './hamburger-menu';
import { Logo } from './logo';
import { NAV_LINKS } from './nav-links';
import { PortalsMenu, portalLinks } from './portals-menu';

const linkClass =
  'rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-brand-700 aria-[current=page]:bg-brand-50';

/** The header of §2.3: logo, Browse menu (§2.4), navigation, search box (§2.6), My Learning, Admin Tool (admins only), portals link, app switcher and avatar menu. */
export const Header = () => {
  const { t } = useTranslation();
  const me = useMe();
  const { openLogin } = useLogin();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const current = (href: string) => (pathname.endsWith(href) ? ('page' as const) : undefined);
  const portals = portalLinks(me);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label={t('nav.main')} className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <HamburgerMenu />
        <Link to="/" className="mr-2 flex items-center gap-2 rounded-md px-1 py-1" aria-label={t('nav.home')}>
          <Logo />
        </Link>
        <BrowseMenu />
        <ul className="hidden items-center gap-0.5 xl:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} className={linkClass} aria-current={current(link.href)}>
                {t(link.label)}
              </a>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-1">
          <HeaderSearch />
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
            <a href={`/u/${me.id}`} className={`${linkClass} hidden sm:inline-flex`}>
              {t('nav.myLearning')}
            </a>
          ) : (
            <button type="button" className={`${linkClass} hidden sm:inline-flex`} onClick={() => openLogin()}>
              {t('nav.myLearning')}
            </button>
          )}
          <AvatarMenu me={me} />
        </div>
      </nav>
    </header>
  );
};
