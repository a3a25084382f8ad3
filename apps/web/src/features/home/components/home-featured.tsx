import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { featuredListQueryOptions, useFeaturedPair } from '../../../api/featured-list';
import { FeaturedSection } from '../../../ui/featured-section';
import { HOME_FEATURED, HOME_HUB } from '../load-home';

/** The home page's "Featured" section: 'subscriber_homepage' for premium viewers (unless empty), else 'homepage'. */
export const HomeFeatured = (props: { eagerCount: number }) => {
  const { t } = useTranslation();
  return (
    <FeaturedSection list={useFeaturedPair(HOME_FEATURED)} title={t('home.featured')} eagerCount={props.eagerCount} />
  );
};

/** The home page's "Hub" section: the 'page_hub' list, below the featured one; nothing while it is empty. */
export const HomeHub = () => {
  const { t } = useTranslation();
  return (
    <FeaturedSection list={useQuery(featuredListQueryOptions(HOME_HUB)).data} title={t('home.hub')} eagerCount={0} />
  );
};
