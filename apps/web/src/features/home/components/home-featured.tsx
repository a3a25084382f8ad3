import { useTranslation } from 'react-i18next';
import { useFeaturedPair } from '../../../api/featured-list';
import { FeaturedSection } from '../../../ui/featured-section';
import { HOME_FEATURED } from '../load-home';

/** The home page's "Featured" section: 'subscriber_homepage' for premium viewers (unless empty), else 'homepage'. */
export const HomeFeatured = (props: { eagerCount: number }) => {
  const { t } = useTranslation();
  return (
    <FeaturedSection list={useFeaturedPair(HOME_FEATURED)} title={t('home.featured')} eagerCount={props.eagerCount} />
  );
};
