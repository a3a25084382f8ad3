import { FeaturedAdminPage } from './components/featured-admin-page';

/** /creator/featured: the Admin Tool. */
export const FeaturedAdminRoute = () => <FeaturedAdminPage />;
