import type { TFeaturedItem, TFeaturedList } from '@questline/domain/schemas/featured';

/** A featured list's item as the server answers it, published, with what its card needs. */
export const featuredItem = (id: string, type: TFeaturedItem['type'], title: string): TFeaturedItem => ({
  id,
  type,
  slug: `${id}-slug`,
  title,
  descPlain: `About ${title}`,
  thumbnail: null,
  skillLevel: null,
  language: 'en',
  duration: null,
  points: [],
  premium: false,
  published: true,
  startTime: null,
  withLab: false,
});

/** A featured list holding `items` in order. */
export const featuredList = (name: TFeaturedList['name'], items: TFeaturedItem[]): TFeaturedList => ({
  name,
  itemIds: items.map((entry) => entry.id),
  itemMap: Object.fromEntries(items.map((entry) => [entry.id, entry])),
});
