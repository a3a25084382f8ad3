import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFeaturedPair } from '../../api/featured-list';
import { FeaturedSection } from '../../ui/featured-section';
import { usePageTitle } from '../../ui/use-page-title';
import { SearchResults } from './components/search-results';
import { LISTING_FEATURED, listingCriteria, PREMIUM, type TListingType } from './listing-criteria';
import type { TSearchPageSearch } from './search-page-search';

/**
 * /courses, /projects, /tutorials and /missions (§2.1): the type's featured list when an editor filled it, then a
 * search for the type, newest first unless the URL sorts otherwise; /courses?k=["premium:true"]&ob=starts is the
 * premium courses page.
 */
export const ListingPage = (props: { type: TListingType }) => {
  const { t } = useTranslation();
  const search = useSearch({ strict: false }) as TSearchPageSearch;
  const criteria = listingCriteria(props.type, search.k);
  const kind = props.type === 'course' && criteria.includes(PREMIUM) ? 'premiumCourses' : props.type;
  const title = t(`listing.${kind}`);
  usePageTitle(title);
  const featured = useFeaturedPair(LISTING_FEATURED[props.type]);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <FeaturedSection list={featured} title={t('home.featured')} eagerCount={4} />
      <SearchResults criteria={criteria} ob={search.ob ?? 'recency'} title={t(`listing.all.${kind}`)} />
    </div>
  );
};

export const CoursesPage = () => <ListingPage type="course" />;
export const ProjectsPage = () => <ListingPage type="project" />;
export const TutorialsPage = () => <ListingPage type="tutorial" />;
export const MissionsPage = () => <ListingPage type="mission" />;
