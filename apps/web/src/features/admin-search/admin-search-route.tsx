import { AdminSearchPage } from './components/admin-search-page';

/** /creator/search: the admin search (§2.6). */
export const AdminSearchRoute = () => <AdminSearchPage />;
