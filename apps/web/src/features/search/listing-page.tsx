import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../ui/use-page-title';
import { SearchResults } from './components/search-results';
import type { TSearchPageSearch } from './search-page-search';

/** The types with a listing of their own (§2.1). */
type TListingType = 'course' | 'project' | 'tutorial' | 'mission';

const PREMIUM = 'premium:true';

/**
 * A listing's criteria: its type first, then what the URL adds (the premium courses page adds premium:true, §2.1).
 * Type criteria of the URL are dropped, so a listing never shows another type.
 */
export const listingCriteria = (type: TListingType, extra: readonly string[] = []) => [
  `type:${type}`,
  ...extra.filter((entry) => !entry.startsWith('type:') && !entry.startsWith('t:')),
];

/**
 * /courses, /projects, /tutorials and /missions (§2.1): a search for the type, newest first unless the URL sorts otherwise;
 * /courses?k=["premium:true"]&ob=starts is the premium courses page.
 */
export const ListingPage = (props: { type: TListingType }) => {
  const { t } = useTranslation();
  const search = useSearch({ strict: false }) as TSearchPageSearch;
  const criteria = listingCriteria(props.type, search.k);
  const title =
    props.type === 'course' && criteria.includes(PREMIUM) ? t('listing.premiumCourses') : t(`listing.${props.type}`);
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <SearchResults criteria={criteria} ob={search.ob ?? 'recency'} title={title} headingLevel={1} />
    </div>
  );
};

export const CoursesPage = () => <ListingPage type="course" />;
export const ProjectsPage = () => <ListingPage type="project" />;
export const TutorialsPage = () => <ListingPage type="tutorial" />;
export const MissionsPage = () => <ListingPage type="mission" />;
