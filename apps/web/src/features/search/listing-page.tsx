import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeaturedPair } from '../../api/featured-list';
import { FeaturedSection } from '../../ui/featured-section';
import { usePageTitle } from '../../ui/use-page-title';
import { ListingFilters } from './components/listing-filters';
import { SearchResults } from './components/search-results';
import { useSearchResults } from './hooks/use-search-results';
import {
  isListingSort,
  LISTING_FEATURED,
  listingCriteria,
  listingFilters,
  listingOrder,
  PREMIUM,
  type TListingType,
  valuesOf,
  withKeyword,
} from './listing-criteria';
import { readListingSearch, type TListingSearch } from './search-page-search';

const buttonClass =
  'rounded-lg bg-brand-700 px-5 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60';
const labelClass = 'text-xs font-semibold uppercase tracking-wide text-slate-600';

/**
 * /courses, /projects, /tutorials and /missions (§2.1): the type's featured list when an editor filled it and no
 * filter is applied, then a search for the type with a keyword box, filters (skill level, duration, topic, content
 * language, price) and a sort (newest, most popular, shortest), all in the URL (k and ob, as /search keeps them), so
 * reload, back and forward keep them. /courses?k=["premium:true"]&ob=starts is the premium courses page.
 */
export const ListingPage = (props: { type: TListingType }) => {
  const { t } = useTranslation();
  // The controls follow the URL being opened: a box checked stays checked while its results load.
  const search = readListingSearch(useRouterState({ select: (state) => state.location.search }));
  const navigate = useNavigate();
  const filters = listingFilters(search.k);
  const criteria = listingCriteria(props.type, filters);
  const ob = listingOrder(criteria, search.ob);
  const keyword = valuesOf(filters, 'query')[0] ?? '';
  const kind = props.type === 'course' && criteria.includes(PREMIUM) ? 'premiumCourses' : props.type;
  const title = t(`listing.${kind}`);
  usePageTitle(title);
  const featured = useFeaturedPair(LISTING_FEATURED[props.type]);
  // The box shows the applied keyword, and follows it when the URL changes (filters cleared, back and forward).
  const [draft, setDraft] = useState(keyword);
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    setShown(keyword);
    setDraft(keyword);
  }
  const keywordId = useId();
  const sortId = useId();
  const firstPage = useSearchResults(criteria, ob).data?.pages[0];
  const topicNames = Object.fromEntries(
    Object.values(firstPage?.topicMap ?? {}).map((topic) => [topic.id, topic.name]),
  );

  const go = (next: { k: readonly string[]; ob: TListingSearch['ob'] }) =>
    void navigate({
      to: '.',
      search: { k: next.k.length > 0 ? [...next.k] : undefined, ob: next.ob },
      resetScroll: false,
    });
  const defaultSort = keyword ? 'relevance' : 'recency';
  const filtered = filters.length > (kind === 'premiumCourses' ? 1 : 0);
  const clear = () => go({ k: [], ob: search.ob });

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {!filtered && <FeaturedSection list={featured} title={t('home.featured')} eagerCount={4} />}
      <search aria-label={t('searchPage.listing.region')} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <form
            className="flex w-full min-w-0 flex-col gap-1 sm:w-auto sm:flex-1"
            onSubmit={(event) => {
              event.preventDefault();
              const next = withKeyword(filters, draft);
              if (next.join() !== filters.join()) go({ k: next, ob: search.ob });
            }}
          >
            <label htmlFor={keywordId} className={labelClass}>
              {t('search.page.keyword')}
            </label>
            <div className="flex min-w-0 gap-2">
              <input
                id={keywordId}
                type="search"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                placeholder={t('searchPage.listing.placeholder')}
                className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600"
              />
              <button type="submit" className={buttonClass}>
                {t('search.page.submit')}
              </button>
            </div>
          </form>
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={sortId} className={labelClass}>
              {t('search.sort.label')}
            </label>
            <select
              id={sortId}
              value={search.ob ?? defaultSort}
              onChange={(event) => {
                const value = event.target.value;
                go({ k: filters, ob: value !== defaultSort && isListingSort(value) ? value : undefined });
              }}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
            >
              {keyword && <option value="relevance">{t('search.sort.relevance')}</option>}
              <option value="recency">{t('search.sort.recency')}</option>
              <option value="starts">{t('searchPage.listing.sort.starts')}</option>
              <option value="duration">{t('searchPage.listing.sort.duration')}</option>
            </select>
          </div>
          {filters.length > 0 && (
            <button
              type="button"
              onClick={clear}
              className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('searchPage.listing.clear')}
            </button>
          )}
        </div>
        <ListingFilters criteria={filters} topicNames={topicNames} onChange={(k) => go({ k, ob: search.ob })} />
      </search>
      <SearchResults
        criteria={criteria}
        ob={ob}
        title={t(`listing.all.${kind}`)}
        empty={
          filters.length > 0 ? (
            <div className="flex flex-col items-center gap-3">
              <p className="font-semibold text-slate-900">{t('searchPage.listing.empty.title')}</p>
              <p className="text-sm text-slate-600">{t('searchPage.listing.empty.hint')}</p>
              <button type="button" onClick={clear} className={buttonClass}>
                {t('searchPage.listing.clear')}
              </button>
            </div>
          ) : undefined
        }
      />
    </div>
  );
};

export const CoursesPage = () => <ListingPage type="course" />;
export const ProjectsPage = () => <ListingPage type="project" />;
export const TutorialsPage = () => <ListingPage type="tutorial" />;
export const MissionsPage = () => <ListingPage type="mission" />;
