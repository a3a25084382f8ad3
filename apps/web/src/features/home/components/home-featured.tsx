import type { TItemCard } from '@questline/domain/schemas/content';
import { useTranslation } from 'react-i18next';
import { ItemCard } from '../../../ui/item-card';
import { useHomeFeatured } from '../api/get-home-featured';

/** The home page's "Featured" section (§3.12 featured list): the list's cards in order; nothing when it is empty. */
export const HomeFeatured = (props: { eagerCount: number }) => {
  const { t } = useTranslation();
  const list = useHomeFeatured();
  const items = (list?.itemIds ?? []).flatMap((id) => {
    const item = list?.itemMap[id];
    return item ? [item] : [];
  });
  if (!items.length) return null;
  return (
    <section aria-labelledby="home-featured">
      <h2 id="home-featured" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {t('home.featured')}
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
