import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoginProvider } from '../features/auth/login-provider';
import { RecentBar } from '../features/my-learning/components/recent-bar';
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
          <RecentBar />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            <Outlet />
          </main>
          <Footer />
        </div>
      </ToastProvider>
    </LoginProvider>
  );
};
