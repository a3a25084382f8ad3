import type { TFeatureFlags } from '@questline/domain/schemas/site';

/** The header's content links (§2.3), in order. */
export const NAV_LINKS = [
  { href: '/pathways', label: 'nav.pathways' },
  { href: '/tutorials', label: 'nav.tutorials' },
  { href: '/projects', label: 'nav.projects' },
  { href: '/courses', label: 'nav.courses' },
  { href: '/live-calendar', label: 'nav.liveCalendar' },
] as const;

/** The links whose pages a §9 flag turns off: the pathways landing page and projects. */
const FLAGGED_LINKS: Readonly<Record<string, keyof TFeatureFlags>> = {
  '/pathways': 'PATHWAYS_LANDING_PAGE',
  '/projects': 'PROJECT_ENABLED',
};

/** Whether a link's page is on: every link but those of a flag that is off. */
export const linkEnabled = (href: string, flags: TFeatureFlags) => {
  const flag = FLAGGED_LINKS[href];
  return flag === undefined || flags[flag];
};
