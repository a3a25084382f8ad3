// The look of the hamburger menu's trigger, shared by its stand-in button (hamburger-menu.tsx) and the loaded menu
// (hamburger-menu-popover.tsx).

export const hamburgerButtonClass = 'rounded-md p-2 text-slate-700 hover:bg-slate-100 xl:hidden';

export const HamburgerIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
    <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);
