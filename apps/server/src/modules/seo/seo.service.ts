import { COOKIES, DEFAULT_LOCALE, LOCALES, localeTag, type TLocale } from '@questline/domain/constants';
import type { AppError } from '@questline/domain/errors';
import { pageLocale } from '@questline/domain/locale-rules';
import { RATING_MAX, RATING_MIN } from '@questline/domain/rules/ratings';
import { matchPagePath, SITE_PAGE_PATHS } from '@questline/domain/rules/urls';
import type { TItemCard } from '@questline/domain/schemas/content';
import type { TLearnItem } from '@questline/domain/schemas/item';
import type { TDbOrTx } from '../../db/client';
import type { TPageHeadOf } from '../../lib/web-app';
import { presentCard, ratingOf } from '../content/content.presenter';
import { findCardStats, findItemByIdOrSlug } from '../content/content.repository';
import type { TReadCache } from '../content/read-cache';
import { refuseDisabledType } from '../learn/learn.policy';
import { DETAIL_TYPES, openItem, presentForViewer, type TDetailType } from '../learn/learn.service';
import type { THeadTexts } from './head-texts';
import { renderHead, shortened, type TPageHead } from './page-head';

export type TSeoDeps = {
  db: TDbOrTx;
  publicUrl: string;
  texts: THeadTexts;
  projectsEnabled: () => Promise<boolean>;
};

/** The listing or landing page each type's items belong to, for the breadcrumb. */
const PARENT_PAGES: Partial<Record<TDetailType, string>> = {
  tutorial: '/tutorials',
  project: '/projects',
  course: '/courses',
  mission: '/missions',
  pathway: '/pathways',
  liveSession: '/live-calendar',
};

/**
 * Pages that are the same for everyone, worth listing; everything else but findable items is `noindex`, the pages
 * behind a sign-in (groups, the educator and partner portals) among them: a crawler reads only their notice.
 */
const INDEXED_PAGES = [
  '/',
  '/pathways',
  '/live-calendar',
  '/search',
  '/tutorials',
  '/projects',
  '/courses',
  '/missions',
  '/premium',
  '/educators',
  '/faq',
  ...Object.values(SITE_PAGE_PATHS),
];

/** The item types whose pages crawlers may find: every detail type, projects while PROJECT_ENABLED is on. */
export const findableTypes = (projectsEnabled: boolean) =>
  DETAIL_TYPES.filter((type) => projectsEnabled || type !== 'project');

/** The pages (not items) crawlers may find, for the sitemap. */
export const findablePages = (projectsEnabled: boolean) =>
  INDEXED_PAGES.filter((path) => projectsEnabled || path !== '/projects');

const absolute = (publicUrl: string, path: string) => new URL(path, `${publicUrl}/`).toString();

/**
 * What an item page's head is made of: the anonymous learner read, or for premium content its public card; with the
 * item's rating, as its cards show it.
 */
type THeadSource = Pick<
  TLearnItem,
  'type' | 'slug' | 'title' | 'language' | 'descPlain' | 'thumbnail' | 'premium' | 'hidden' | 'skillLevel' | 'duration'
> & {
  publishedAt: string | null;
  shortDescription?: string | null;
  strapline?: string | null;
  rangeTime?: unknown;
  rating?: TItemCard['rating'];
};

/**
 * The item behind an item page as an anonymous visitor may see it: its learner read, or, for premium content, only
 * its card (public wherever cards are listed, learn.policy premiumRefusal); null when the read is refused otherwise.
 */
const anonymousView = async (deps: TSeoDeps, type: TDetailType, idOrSlug: string): Promise<THeadSource | null> => {
  try {
    refuseDisabledType(type, await deps.projectsEnabled(), null);
    const { row, view } = await openItem(deps.db, { type, idOrSlug, viewer: null });
    const [item, stats] = await Promise.all([
      presentForViewer(deps.db, row, view, null),
      findCardStats(deps.db, [row.id]),
    ]);
    return { ...item, rating: ratingOf(stats.get(row.id)) };
  } catch (error) {
    const key = (error as AppError).key;
    if (key === 'premium_required') {
      const row = await findItemByIdOrSlug(deps.db, type, idOrSlug);
      if (!row) return null;
      const stats = await findCardStats(deps.db, [row.id]);
      return { ...presentCard(row, stats.get(row.id)), premium: true, hidden: row.hidden, publishedAt: null };
    }
    if (key) return null;
    throw error;
  }
};

const SCHEMA_TYPES: Partial<Record<TDetailType, string>> = { course: 'Course', quiz: 'Quiz', liveSession: 'Event' };

/**
 * schema.org JSON-LD of an item page: the item (Course, Quiz, Event, else LearningResource) and its breadcrumb. A rated
 * item carries its AggregateRating, which schema.org allows on every one of these (CreativeWork and Event).
 */
const itemJsonLd = (
  deps: TSeoDeps,
  texts: THeadTexts[string],
  item: THeadSource,
  page: { canonical: string; description: string; image: string | null },
) => {
  const type = item.type as TDetailType;
  const organization = { '@type': 'Organization', name: texts.name, url: absolute(deps.publicUrl, '/') };
  const common = {
    '@context': 'https://schema.org',
    name: item.title,
    description: page.description,
    url: page.canonical,
    inLanguage: item.language,
    ...(page.image && { image: page.image }),
    isAccessibleForFree: !item.premium,
    ...(item.rating && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: item.rating.average,
        ratingCount: item.rating.count,
        bestRating: RATING_MAX,
        worstRating: RATING_MIN,
      },
    }),
  };
  const range = item.rangeTime as { startTime?: unknown; endTime?: unknown } | undefined;
  const described =
    type === 'liveSession'
      ? {
          ...common,
          '@type': 'Event',
          ...(typeof range?.startTime === 'string' && { startDate: range.startTime }),
          ...(typeof range?.endTime === 'string' && { endDate: range.endTime }),
          eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
          eventStatus: 'https://schema.org/EventScheduled',
          location: { '@type': 'VirtualLocation', url: page.canonical },
          organizer: organization,
        }
      : {
          ...common,
          '@type': SCHEMA_TYPES[type] ?? 'LearningResource',
          ...(!SCHEMA_TYPES[type] && { learningResourceType: type }),
          provider: organization,
          ...(item.skillLevel && { educationalLevel: item.skillLevel }),
          ...(typeof item.duration === 'number' &&
            item.duration > 0 && { timeRequired: `PT${Math.round(item.duration)}M` }),
          ...(item.publishedAt && { datePublished: item.publishedAt }),
        };
  const parent = PARENT_PAGES[type];
  const trail = [
    { name: texts.name, url: absolute(deps.publicUrl, '/') },
    ...(parent && texts.titles[parent] ? [{ name: texts.titles[parent], url: absolute(deps.publicUrl, parent) }] : []),
    { name: item.title, url: page.canonical },
  ];
  return [described, breadcrumbOf(trail)];
};

const breadcrumbOf = (trail: { name: string; url: string }[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: trail.map((step, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: step.name,
    item: step.url,
  })),
});

/**
 * The head of the page at `pathname` (status: whether the path is a page at all) for a visitor who is not signed in:
 * an item page's head holds only what the item's anonymous learner read answers, so an unpublished, premium or
 * otherwise refused item gives away nothing but the site's own texts.
 */
export const pageHeadOf = async (
  deps: TSeoDeps,
  page: { pathname: string; locale: TLocale; exists: boolean },
): Promise<TPageHead> => {
  const { locale } = page;
  const texts = deps.texts[locale] ?? (deps.texts[DEFAULT_LOCALE] as THeadTexts[string]);
  const pathname = page.pathname.length > 1 ? page.pathname.replace(/\/$/, '') : page.pathname;
  const match = page.exists ? matchPagePath(pathname) : null;
  const check = match?.pattern.exists;
  const detailType =
    check?.kind === 'item' && 'type' in check && (DETAIL_TYPES as readonly string[]).includes(check.type)
      ? (check.type as TDetailType)
      : null;
  const item =
    detailType && match ? await anonymousView(deps, detailType, match.params[check?.param ?? ''] ?? '') : null;
  const canonicalPath = item ? `/${item.type}/${encodeURIComponent(item.slug)}` : pathname;
  const canonical = absolute(deps.publicUrl, canonicalPath);
  const alternates = [
    ...LOCALES.map((each) => ({ hreflang: localeTag(each), href: `${canonical}?locale=${each}` })),
    { hreflang: 'x-default', href: canonical },
  ];
  const base = {
    locale,
    siteName: texts.name,
    canonical,
    alternates,
    image: null,
    ogType: 'website' as const,
    jsonLd: [],
  };
  if (item) {
    const description = shortened(
      [item.descPlain, item.shortDescription, item.strapline].find((text) => typeof text === 'string' && text.trim()) ??
        texts.description,
    );
    const image = item.thumbnail?.url ? absolute(deps.publicUrl, item.thumbnail.url) : null;
    return {
      ...base,
      title: `${item.title} · ${texts.name}`,
      description,
      image,
      ogType: 'article',
      noindex: item.hidden,
      jsonLd: itemJsonLd(deps, texts, item, { canonical, description, image }),
    };
  }
  const title = !page.exists ? texts.notFound : texts.titles[pathname];
  const home = absolute(deps.publicUrl, '/');
  const noindex = !page.exists || detailType !== null || !INDEXED_PAGES.includes(pathname);
  // The home page names the site; a titled page is one step below it.
  const jsonLd =
    noindex || (pathname !== '/' && !title)
      ? []
      : pathname === '/'
        ? [
            {
              '@context': 'https://schema.org',
              '@type': 'WebSite',
              name: texts.name,
              url: home,
              description: texts.description,
              inLanguage: localeTag(locale),
            },
          ]
        : [
            breadcrumbOf([
              { name: texts.name, url: home },
              { name: title as string, url: canonical },
            ]),
          ];
  return {
    ...base,
    title: title ? `${title} · ${texts.name}` : texts.name,
    description: texts.description,
    noindex,
    jsonLd,
  };
};

/**
 * The web app's page heads (lib/web-app.ts), rendered from pageHeadOf: the same for every visitor of a path in one
 * language, so each is kept in `cache` until the catalogue changes.
 */
export const pageHeadRenderer =
  (deps: TSeoDeps & { cache: TReadCache }): TPageHeadOf =>
  async (page) => {
    // The locale the app will open in (apps/web i18n initialLocale decides alike).
    const locale = pageLocale(page.query.get('locale'), page.cookies[COOKIES.locale]);
    return deps.cache.through(`head:${page.exists}:${locale}:${page.path}`, async () => {
      const head = await pageHeadOf(deps, { pathname: page.path, locale, exists: page.exists });
      return { lang: localeTag(locale), tags: renderHead(head) };
    });
  };
