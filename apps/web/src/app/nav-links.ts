/** The header's content links (§2.3), in order. */
export const NAV_LINKS = [
  { href: '/pathways', label: 'nav.pathways' },
  { href: '/tutorials', label: 'nav.tutorials' },
  { href: '/projects', label: 'nav.projects' },
  { href: '/courses', label: 'nav.courses' },
  { href: '/live-calendar', label: 'nav.liveCalendar' },
] as const;
