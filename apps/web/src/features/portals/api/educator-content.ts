import type { TEducatorPlanView, TLearnItem } from '@questline/domain/schemas/item';
import type { TSearchCard, TSearchResultSet } from '@questline/domain/schemas/search';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/** The search criteria of the /educators page's filtered content: items with an educator plan (§3.9). */
export const EDUCATOR_CRITERIA = ['educator:true'] as const;
/** How many of them the page shows; 'See all' opens the search page with the same criteria. */
const SHOWN = 8;

const cardsOf = (set: TSearchResultSet): TSearchCard[] =>
  set.results.flatMap((result) => {
    const id = result[result.type]?.id;
    const card = id ? set[`${result.type}Map`][id] : undefined;
    return card ? [card] : [];
  });

/** GET /api/learn/search with educator:true, most started first: the lessons that come with an educator plan. */
export const educatorContentQueryOptions = () =>
  queryOptions({
    queryKey: ['portals', 'educatorContent'],
    queryFn: async () => {
      const params = new URLSearchParams({
        k: JSON.stringify(EDUCATOR_CRITERIA),
        ob: 'starts',
        page: '1',
        pageSize: String(SHOWN),
      });
      const set = await apiGet<TSearchResultSet>(`/api/learn/search?${params}`);
      return { cards: cardsOf(set), total: set.total };
    },
    staleTime: 60_000,
  });

/** The search page's address for the same criteria. */
export const educatorSearchHref = () => `/search?k=${encodeURIComponent(JSON.stringify(EDUCATOR_CRITERIA))}`;

/** An educator plan as the detail read answers it (§3.9). */
export type { TEducatorPlanView };

/** GET /api/learn/{type}/{slug}: the item's educator plan, read when an educator opens it. */
export const educatorPlanQueryOptions = (type: string, slug: string) =>
  queryOptions({
    queryKey: ['portals', 'educatorPlan', type, slug],
    queryFn: async () =>
      (await apiGet<TLearnItem>(`/api/learn/${type}/${encodeURIComponent(slug)}`)).educatorPlan ?? null,
    staleTime: 5 * 60_000,
  });
