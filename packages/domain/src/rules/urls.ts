import { localeLanguage, PAYMENT_LINK_DEFAULTS, type TLocale } from '../constants';
import { EDITOR_TYPES } from '../ids';

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

/** The footer's site pages (about, contact, the legal pages): their keys and paths. Their texts are admins' to edit. */
export const SITE_PAGE_PATHS = {
  about: '/about',
  contact: '/contact',
  terms: '/legal/terms',
  privacy: '/legal/privacy',
  cookies: '/legal/cookies',
} as const;
export type TSitePageKey = keyof typeof SITE_PAGE_PATHS;
export const SITE_PAGE_KEYS = Object.keys(SITE_PAGE_PATHS) as TSitePageKey[];

/** The reported comments and group posts of the community moderators (the avatar menu's Community Moderator). */
export const MODERATION_REPORTS_PATH = '/moderation/reports';

/**
 * Where the link of an e-mail verification mail leads once followed (better-auth's callbackURL): the home page, which
 * says the address is confirmed; a link that failed adds `error=` (TOKEN_EXPIRED, INVALID_TOKEN, ...).
 */
export const EMAIL_VERIFIED_CALLBACK = '/?emailVerified=1';

/** Whether a page's query (`location.search`) is where a verification link landed, with or without an error. */
export const isEmailVerifiedLanding = (search: string) => new URLSearchParams(search).has('emailVerified');

/**
 * What must exist for a page path with a parameter to be a page: the item of a type (a literal, or the value of
 * `typeParam`) by the prefixed id or slug in `param`, a user by id or custom profile URL, a group by id, a submission
 * by its `lsu_` id. Existing is enough (a draft, a private group): the page itself decides what the viewer sees.
 */
export type TPageCheck =
  | { kind: 'item'; type: string; param: string }
  | { kind: 'item'; typeParam: string; param: string }
  | { kind: 'user' | 'group' | 'submission'; param: string };

/**
 * A page path of the web app, as its router writes it (`$name` is one path segment), with the values a parameter
 * may take when the router allows only some, and what must exist behind it.
 */
export type TPagePattern = {
  path: string;
  params?: Readonly<Record<string, readonly string[]>>;
  exists?: TPageCheck;
};

const detailPage = (type: string, path = `/${type}/$slug`): TPagePattern => ({
  path,
  exists: { kind: 'item', type, param: 'slug' },
});

/**
 * Every page path of the web app (apps/web/src/router.tsx; a web test holds the two together). The server answers
 * these with the app and 200, and any other path with the same app and 404, so a missing page is a real 404.
 */
export const PAGE_PATTERNS: readonly TPagePattern[] = [
  { path: '/' },
  { path: '/auth/logout' },
  ...['tutorial', 'project', 'course', 'quiz', 'mission', 'pathway', 'skill', 'competency'].map((type) =>
    detailPage(type),
  ),
  detailPage('liveSession'),
  { path: '/pathways' },
  { path: '/live-calendar' },
  { path: '/search' },
  { path: '/courses' },
  { path: '/projects' },
  { path: '/tutorials' },
  { path: '/missions' },
  { path: '/u/$userId', exists: { kind: 'user', param: 'userId' } },
  { path: '/groups' },
  { path: '/groups/$groupId', exists: { kind: 'group', param: 'groupId' } },
  { path: '/submission/$id', exists: { kind: 'submission', param: 'id' } },
  { path: '/$type/0/new', params: { type: EDITOR_TYPES } },
  {
    path: '/$type/$id/edit',
    params: { type: EDITOR_TYPES },
    exists: { kind: 'item', typeParam: 'type', param: 'id' },
  },
  { path: '/creator/dashboard' },
  { path: '/creator/dashboard/architecture' },
  { path: '/creator/featured' },
  { path: '/creator/search' },
  { path: '/creator/flags' },
  { path: '/admin/users' },
  { path: '/admin/audit' },
  { path: '/premium' },
  { path: '/educators' },
  { path: '/edlab' },
  { path: '/partners' },
  { path: '/faq' },
  { path: MODERATION_REPORTS_PATH },
  { path: '/setup' },
  ...Object.values(SITE_PAGE_PATHS).map((path) => ({ path })),
];

export type TPageMatch = { pattern: TPagePattern; params: Record<string, string> };

/** The decoded segments of a path, or null when one cannot be decoded. A trailing slash is dropped, as the router does. */
const segmentsOf = (pathname: string) => {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  try {
    return trimmed.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return null;
  }
};

const matchOne = (pattern: TPagePattern, segments: readonly string[]): TPageMatch | null => {
  const parts = pattern.path.split('/').slice(1);
  if (pattern.path === '/') return segments.length === 1 && segments[0] === '' ? { pattern, params: {} } : null;
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] as string;
    if (part.startsWith('$')) {
      const name = part.slice(1);
      const allowed = pattern.params?.[name];
      if (!segment || (allowed && !allowed.includes(segment))) return null;
      params[name] = segment;
    } else if (part.toLowerCase() !== segment.toLowerCase()) {
      // The router matches literal segments whatever their case.
      return null;
    }
  }
  return { pattern, params };
};

/**
 * The page pattern a path (without its query) is, with its parameters decoded; null when the web app has no such page.
 * Where two patterns match, the one with more literal segments wins, as in the router.
 */
export const matchPagePath = (pathname: string): TPageMatch | null => {
  const segments = segmentsOf(pathname);
  if (!segments) return null;
  const literals = (match: TPageMatch) => match.pattern.path.split('/').filter((part) => !part.startsWith('$')).length;
  return (
    PAGE_PATTERNS.map((pattern) => matchOne(pattern, segments))
      .filter((match): match is TPageMatch => match !== null)
      .sort((a, b) => literals(b) - literals(a))[0] ?? null
  );
};
