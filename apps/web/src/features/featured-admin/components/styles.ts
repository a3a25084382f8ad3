/** Tailwind classes of the Admin Tool, matching the editor forms and the creator dashboard. */
export const labelClass = 'text-sm font-semibold text-slate-800';
export const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 outline-none placeholder:text-slate-400 hover:border-slate-400 focus:border-brand-600';
export const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50';
export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50';
export const iconButtonClass =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-md px-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-40 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-40';
export const dangerIconButtonClass = `${iconButtonClass} hover:bg-red-50 hover:text-red-700`;
