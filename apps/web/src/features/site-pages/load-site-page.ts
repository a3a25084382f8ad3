import { SITE_PAGE_KEYS, SITE_PAGE_PATHS, type TSitePageKey } from '@questline/domain/rules/urls';
import type { QueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { currentLocale, loadPagesCatalogue } from '../../i18n/i18n';
import { sitePageQueryOptions } from './api/site-page';
import { SitePage } from './site-page';

/** The route loader of a site page: the page texts and the page in the reader's language, together. */
export const loadSitePage = (queryClient: QueryClient, page: TSitePageKey) =>
  Promise.all([loadPagesCatalogue(), queryClient.ensureQueryData(sitePageQueryOptions(page, currentLocale()))]);

export const AboutPage = () => <SitePage page="about" />;
export const ContactPage = () => <SitePage page="contact" />;
export const TermsPage = () => <SitePage page="terms" />;
export const PrivacyPage = () => <SitePage page="privacy" />;
export const CookiesPage = () => <SitePage page="cookies" />;

/** The site page whose path the router matched: each of SITE_PAGE_PATHS is a route of its own. */
export const SitePageRoute = () => {
  const pathname = useRouterState({ select: (state) => state.location.pathname.replace(/\/$/, '') });
  const page = SITE_PAGE_KEYS.find((key) => SITE_PAGE_PATHS[key] === pathname);
  return page ? <SitePage page={page} /> : null;
};
