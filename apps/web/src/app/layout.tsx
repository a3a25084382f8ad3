import { isEmailVerifiedLanding } from '@questline/domain/rules/urls';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../api/session';
import { LoginProvider } from '../features/auth/login-provider';
import { loadPagesCatalogue } from '../i18n/i18n';
import { ToastProvider } from '../ui/toast';
import { TourLauncher } from '../ui/tour/tour-launcher';
import { Footer } from './footer';
import { Header } from './header';
import { useStoredLocale } from './use-stored-locale';

export const Layout = () => {
  const { t } = useTranslation();
  useStoredLocale();
  // The page answers input from here on: a server-rendered page is hydrated (tests wait for this mark).
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return (
    <LoginProvider>
      <ToastProvider>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          {t('app.skipToContent')}
        </a>
        <div className="flex min-h-screen flex-col">
          <Header />
          <EmailVerification />
          <SignedInRecentBar />
          <SignedInPresence />
          {/* At least a screen tall: the footer starts below the fold, so content arriving after the first paint never pushes it (layout shift). */}
          <main id="main" tabIndex={-1} className="min-h-svh flex-1 focus:outline-none">
            <Outlet />
          </main>
          <Footer />
        </div>
        <HomeTour />
      </ToastProvider>
    </LoginProvider>
  );
};

/** Portal pages run their own tours (§2.15 uaa_portal, edlab_portal), ?tour= included. */
const PORTAL_TOUR_PATHS = ['/partners', '/edlab'];

/**
 * The home tour over the header (§2.15): its welcome dialog opens by itself on the home page until dismissed, and on
 * any other page but the portals' when asked with ?tour=.
 */
const HomeTour = () => {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (PORTAL_TOUR_PATHS.includes(pathname)) return null;
  return <TourLauncher tour="home" autoOpen={pathname === '/'} />;
};

// The recent bar is for signed-in users only: anonymous visitors never load its code (first-load budget, DESIGN §8).
const RecentBar = lazy(() =>
  import('../features/my-learning/components/recent-bar').then((module) => ({ default: module.RecentBar })),
);

// The heartbeat that keeps a signed-in user's status online (§3.12), and their saved colour theme, load for them alone,
// like the recent bar.
const SignedInUpkeep = lazy(() => import('./signed-in-upkeep').then((module) => ({ default: module.SignedInUpkeep })));

const SignedInRecentBar = () =>
  useMe() ? (
    <Suspense fallback={null}>
      <RecentBar />
    </Suspense>
  ) : null;

const SignedInPresence = () =>
  useMe() ? (
    <Suspense fallback={null}>
      <SignedInUpkeep />
    </Suspense>
  ) : null;

// The "confirm your e-mail address" banner, for signed-in users whose address waits for it (the server sends mail) and
// where a verification link lands; nobody else loads its code.
// Its texts are the learner pages' (loadPagesCatalogue), which the home page's first load does without.
const VerifyEmailBanner = lazy(() =>
  Promise.all([import('../features/auth/verify-email-banner'), loadPagesCatalogue()]).then(([module]) => ({
    default: module.VerifyEmailBanner,
  })),
);

const EmailVerification = () => {
  const me = useMe();
  const search = useRouterState({ select: (state) => state.location.searchStr });
  return me && (!me.emailVerified || isEmailVerifiedLanding(search)) ? (
    <Suspense fallback={null}>
      <VerifyEmailBanner me={me} search={search} />
    </Suspense>
  ) : null;
};
