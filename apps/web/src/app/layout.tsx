import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../api/session';
import { LoginProvider } from '../features/auth/login-provider';
import { ToastProvider } from '../ui/toast';
import { Footer } from './footer';
import { Header } from './header';
import { useStoredLocale } from './use-stored-locale';

export const Layout = () => {
  const { t } = useTranslation();
  useStoredLocale();
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
          <SignedInRecentBar />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            <Outlet />
          </main>
          <Footer />
        </div>
      </ToastProvider>
    </LoginProvider>
  );
};

// The recent bar is for signed-in users only: anonymous visitors never load its code (first-load budget, DESIGN §8).
const RecentBar = lazy(() =>
  import('../features/my-learning/components/recent-bar').then((module) => ({ default: module.RecentBar })),
);

const SignedInRecentBar = () =>
  useMe() ? (
    <Suspense fallback={null}>
      <RecentBar />
    </Suspense>
  ) : null;
