import type { ReactNode } from 'react';

/**
 * One section of a portal page: a level-2 heading and its content. `tourStep` marks it as the target of that step of
 * the portal's tour (§2.15).
 */
export const PortalSection = ({
  id,
  title,
  intro,
  tourStep,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tourStep?: string;
  children: ReactNode;
}) => (
  <section
    id={id}
    aria-labelledby={`${id}-title`}
    data-tour-step={tourStep}
    className="mx-auto max-w-7xl scroll-mt-20 px-4 py-10 sm:px-6"
  >
    <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
      {title}
    </h2>
    {intro && <p className="mt-2 max-w-3xl text-slate-700">{intro}</p>}
    <div className="mt-6">{children}</div>
  </section>
);

/** The top band of a portal page: its h1 and what the portal is for. */
export const PortalHero = ({ title, body, children }: { title: string; body: string; children?: ReactNode }) => (
  <section className="theme-keep bg-gradient-to-br from-brand-900 via-brand-800 to-indigo-700 text-white">
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16">
      <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-base text-indigo-100 sm:text-lg">{body}</p>
      {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
    </div>
  </section>
);

export const heroButtonClass =
  'inline-flex rounded-lg bg-white px-5 py-2.5 text-sm font-semibold text-brand-900 shadow-sm outline-none hover:bg-indigo-50 focus-visible:ring-3 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-brand-800';
