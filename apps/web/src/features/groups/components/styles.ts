/** The groups pages' shared classes. */
const focusRing =
  'outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-brand-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
export const primaryButtonClass = `inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 ${focusRing}`;
export const secondaryButtonClass = `inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-50 data-[disabled]:opacity-50 ${focusRing}`;
export const dangerButtonClass = `inline-flex items-center justify-center gap-2 rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 ${focusRing}`;
export const linkButtonClass = `rounded text-sm font-semibold text-brand-800 underline-offset-2 hover:underline ${focusRing}`;
export const inputClass =
  'w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 outline-none hover:border-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-600';
export const labelClass = 'text-sm font-semibold text-slate-800';
export const cardClass = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
export const sectionTitleClass = 'text-lg font-semibold text-slate-900';
export const errorTextClass = 'text-sm text-red-700';
