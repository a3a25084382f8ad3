import type { TItemCard } from '@questline/domain/schemas/content';
import type { TFeaturedList } from '@questline/domain/schemas/featured';
import { useId } from 'react';
import { ItemCard } from './item-card';

/**
 * A page's "Featured" section (§3.12 featured list): the list's cards in order, the first `eagerCount` images loaded
 * at once; nothing while the list is loading, when it failed or when it is empty.
 */
export const FeaturedSection = (props: { list: TFeaturedList | undefined; title: string; eagerCount: number }) => {
  const headingId = useId();
  const { list } = props;
  const items = (list?.itemIds ?? []).flatMap((id) => {
    const item = list?.itemMap[id];
    return item ? [item] : [];
  });
  if (!items.length) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {props.title}
      </h2>
      <ul className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item, index) => (
          <li key={item.id}>
            {/* Featured lists may also name learner submissions; the card reads them like any item. */}
            <ItemCard item={item as TItemCard} eager={index < props.eagerCount} />
          </li>
        ))}
      </ul>
    </section>
  );
};
