export const sectionClass = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
export const sectionTitleClass = 'text-lg font-semibold text-slate-900';
