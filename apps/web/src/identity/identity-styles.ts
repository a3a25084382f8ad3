/** The identity entry's form styles, shared by its pages. */
export const identityInputClass =
  'block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-3 focus:outline-brand-600/40';

export const identityButtonClass =
  'w-full rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60';

export const identityLinkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';
