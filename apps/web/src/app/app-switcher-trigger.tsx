// The look of the app switcher's trigger, shared by its stand-in button (app-switcher.tsx) and the loaded menu
// (app-switcher-popover.tsx).

export const appSwitcherButtonClass = 'hidden rounded-md p-2 text-slate-700 hover:bg-slate-100 md:inline-flex';

/** Nine dots in a 3×3 grid, the usual mark of an app switcher. */
export const AppsIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="currentColor">
    {[5, 12, 19].flatMap((y) => [5, 12, 19].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="2" />))}
  </svg>
);
