import { useNavigate, useSearch } from '@tanstack/react-router';
import { DashboardPage } from './components/dashboard-page';
import type { TDashboardSearch } from './dashboard-search';

export const DashboardRoute = () => {
  const search = useSearch({ strict: false }) as TDashboardSearch;
  const navigate = useNavigate();
  return (
    <DashboardPage
      page={search.page ?? 1}
      type={search.type}
      onChange={(next) => {
        const query = new URLSearchParams();
        if (next.page > 1) query.set('page', String(next.page));
        if (next.type) query.set('type', next.type);
        const suffix = query.toString();
        void navigate({ href: `/creator/dashboard${suffix ? `?${suffix}` : ''}` });
      }}
    />
  );
};
