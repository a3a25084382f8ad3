import type { TLearnSearch } from '@questline/domain/rules/search-params';
import { detailUrl, type TChainItem } from '@questline/domain/rules/urls';
import { currentLocale } from '../../i18n/i18n';

/** An item linked from a detail page: a card of a contents list, a checkpoint node, a mission of a map. */
export type TLinkedItem = TChainItem & { language?: string | null };

/**
 * Links to the items under a page (§2.2): built from the chain down to the page, so the child knows where it was
 * opened from; they keep the page's mission and pathway (when the chain does not hold them already), its version,
 * and a language that was asked for explicitly.
 */
export const childLinks = (chain: readonly TChainItem[], search: TLearnSearch) => {
  const carried = {
    ...(search.missionId && !chain.some((link) => link.type === 'mission') ? { missionId: search.missionId } : {}),
    ...(search.pathwayId && !chain.some((link) => link.type === 'pathway') ? { pathwayId: search.pathwayId } : {}),
    ...(search.language ? { language: search.language } : {}),
  };
  return (item: TLinkedItem) =>
    detailUrl([...chain, { type: item.type, id: item.id, slug: item.slug }], {
      version: search.uv,
      itemLanguage: search.language ? null : item.language,
      locale: currentLocale(),
      extra: carried,
    });
};

/** The chain down to a page: its breadcrumb (which ends with the page's own item), or the item alone. */
export const pageChain = (
  item: TChainItem,
  breadcrumb: readonly { type: string; id: string; slug?: string | null }[],
): TChainItem[] =>
  breadcrumb.length
    ? breadcrumb.map((link) => ({ type: link.type, id: link.id, slug: link.slug }))
    : [{ type: item.type, id: item.id, slug: item.slug }];
