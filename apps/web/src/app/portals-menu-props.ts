// What the portals menu (portals-menu.tsx) and its loaded menu (portals-menu-popover.tsx) share: the links and the
// trigger's look.

export type TPortalLink = { section: 'educators' | 'edlab' | 'partners'; href: string; access: boolean };

export const portalButtonClass =
  'hidden items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 md:inline-flex';
