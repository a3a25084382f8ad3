import { localeLanguage, PAYMENT_LINK_DEFAULTS, type TLocale } from '../constants';

/** Links people write (rich text, lab steps, redirects) may only be http(s) or mailto (DESIGN §6). */
export const isSafeHref = (href: unknown): href is string =>
  typeof href === 'string' && /^(https?:\/\/|mailto:)/i.test(href.trim());

/** One link of a parent chain: an item with its type, id and (for the path) slug. */
export type TChainItem = { type: string; id: string; slug?: string | null };

/** The parent ids detail pages carry as query parameters (§2.2). */
export const PARENT_PARAMS = {
  project: 'projectId',
  course: 'courseId',
  mission: 'missionId',
  pathway: 'pathwayId',
} as const;
type TParentType = keyof typeof PARENT_PARAMS;
const isParentType = (type: string): type is TParentType => type in PARENT_PARAMS;

/**
 * A detail URL from a parent chain plus a version (§2.2): the last item gives the path; earlier project, course,
 * mission and pathway ids become query parameters; `language` only when the item's language differs from the
 * locale's; `uv` when a version is given.
 */
export const detailUrl = (
  chain: readonly TChainItem[],
  options: {
    version?: string | null;
    itemLanguage?: string | null;
    locale?: TLocale;
    extra?: Record<string, string>;
  } = {},
): string => {
  const item = chain.at(-1);
  if (!item) throw new Error('detailUrl needs at least one item');
  const params = new URLSearchParams();
  for (const parent of chain.slice(0, -1)) {
    if (isParentType(parent.type)) params.set(PARENT_PARAMS[parent.type], parent.id);
  }
  if (options.itemLanguage && options.locale && options.itemLanguage !== localeLanguage(options.locale)) {
    params.set('language', options.itemLanguage);
  }
  if (options.version) params.set('uv', options.version);
  for (const [key, value] of Object.entries(options.extra ?? {})) params.set(key, value);
  const query = params.toString();
  return `/${item.type}/${item.slug || item.id}${query ? `?${query}` : ''}`;
};

/**
 * Breadcrumb links (§2.2): a project keeps only courseId from the parents; a tutorial (and anything else)
 * keeps all of them.
 */
export const breadcrumbUrl = (chain: readonly TChainItem[]) => {
  const item = chain.at(-1);
  if (item?.type === 'project') return detailUrl([...chain.filter((link) => link.type === 'course'), item]);
  return detailUrl(chain);
};

const KEPT_ON_VERSION_CHANGE = ['language', 'projectId', 'courseId', 'missionId', 'pathwayId'] as const;

/** Changing the engine version reloads the page with uv, keeping language and parent ids when present (§2.2). */
export const versionChangeUrl = (href: string, version: string) => {
  const url = new URL(href);
  const params = new URLSearchParams();
  for (const key of KEPT_ON_VERSION_CHANGE) {
    const value = url.searchParams.get(key);
    if (value !== null) params.set(key, value);
  }
  params.set('uv', version);
  return `${url.pathname}?${params}`;
};

/** On connect-style hosts, relative paths get a /learn prefix unless they already start with /learn (§2.1). */
export const withLearnPrefix = (path: string, connectHost: boolean) =>
  !connectHost || !path.startsWith('/') || path === '/learn' || path.startsWith('/learn/') ? path : `/learn${path}`;

/** A search URL for criteria (§2.1): k is an encoded JSON array of criteria strings. */
export const searchUrl = (criteria: readonly string[], orderBy?: 'starts' | 'recency') => {
  const params = new URLSearchParams({ k: JSON.stringify(criteria) });
  if (orderBy) params.set('ob', orderBy);
  return `/search?${params}`;
};

/** A topic links to its tag search, except the topic named 'for educators', which goes to /educators (§2.4). */
export const topicUrl = (topic: { id: string | number; name: string }) =>
  topic.name.trim().toLowerCase() === 'for educators' ? '/educators' : searchUrl([`tag:${topic.id}`]);

/** The store's payment URL (§2.2, §9): item, locale, currency, seats, source. */
export const paymentUrl = (
  storeUrl: string,
  options: { item: string; locale: TLocale; currency?: string; seats?: number; source?: string },
) => {
  const url = new URL(storeUrl);
  url.searchParams.set('item', options.item);
  url.searchParams.set('locale', options.locale);
  url.searchParams.set('currency', options.currency ?? PAYMENT_LINK_DEFAULTS.currency);
  url.searchParams.set('seats', String(options.seats ?? PAYMENT_LINK_DEFAULTS.seats));
  url.searchParams.set('source', options.source ?? PAYMENT_LINK_DEFAULTS.source);
  return url.toString();
};
