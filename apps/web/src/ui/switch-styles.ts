/** A labelled on/off switch (React Aria's Switch): the row, its track and thumb; the admin pages' toggles. */
export const switchClass =
  'group flex cursor-pointer items-start justify-between gap-4 rounded-lg border border-slate-200 p-3 data-[disabled]:cursor-wait data-[disabled]:opacity-60';
export const switchTrackClass =
  'mt-1 flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 px-0.5 transition group-data-[selected]:bg-brand-700 group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-brand-600';
export const switchThumbClass = 'h-5 w-5 rounded-full bg-white shadow transition group-data-[selected]:translate-x-5';
