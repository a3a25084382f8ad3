import type { TLearnExtends, TLearnItem } from '../learn-types';
import { LearnBreadcrumbs } from './learn-breadcrumbs';

/**
 * The top of a tutorial's step (§2.9): the parents on one line and the tutorial's title, small, so that the step itself
 * starts near the top of a phone's screen. The overview keeps the full header (facts, labels, media).
 */
export const StepHeader = ({ item, data }: { item: TLearnItem; data: TLearnExtends }) => {
  return (
    <section className="border-b border-slate-200 bg-white">
      <div className="mx-auto min-w-0 max-w-7xl space-y-1 px-4 py-3 sm:px-6">
        <LearnBreadcrumbs links={data.breadcrumb} compact />
        <h1 lang={item.language} className="truncate text-base font-semibold text-slate-900 sm:text-lg">
          {item.title}
        </h1>
      </div>
    </section>
  );
};
