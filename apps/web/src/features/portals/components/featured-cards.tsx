import type { TFeaturedItem, TFeaturedListName } from '@questline/domain/schemas/featured';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { featuredListQueryOptions } from '../../../api/featured-list';
import { ItemCard } from '../../../ui/item-card';

/**
 * The cards of a featured list (§9 names) in the list's order; editors curate it in the Admin Tool. With a `title`
 * the list is a part of a section, under that heading, and left out while it loads or is empty.
 */
export const FeaturedCards = ({ name, title }: { name: TFeaturedListName; title?: string }) => {
  const { t } = useTranslation();
  const list = useQuery(featuredListQueryOptions(name));
  if (list.isPending) return title ? null : <p className="text-sm text-slate-600">{t('common.loading')}</p>;
  // Submissions have their own cards (the pathways landing page's); these lists show content.
  const items = (list.data?.itemIds.flatMap((id) => list.data.itemMap[id] ?? []) ?? []).filter(
    (item): item is TFeaturedItem & { type: Exclude<TFeaturedItem['type'], 'submission'> } =>
      item.type !== 'submission',
  );
  if (items.length === 0)
    return title ? null : <p className="text-sm text-slate-600">{t('portalPages.common.noFeatured')}</p>;
  const cards = (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.id}>
          <ItemCard item={item} />
        </li>
      ))}
    </ul>
  );
  return title ? (
    <div className="mb-8">
      <h3 className="mb-4 text-lg font-semibold text-slate-900">{title}</h3>
      {cards}
    </div>
  ) : (
    cards
  );
};
