import { useTranslation } from 'react-i18next';
import { AuthoringPageHeader } from '../../ui/authoring-page-parts';
import { usePageTitle } from '../../ui/use-page-title';
import { FeatureFlagsSection } from './components/feature-flags-section';
import { MembershipsSection } from './components/memberships-section';

/**
 * /creator/flags: site administration for admins (§6 isAdmin; its route's gate turns others away): the §9 feature
 * flags and premium memberships.
 */
export const SiteAdminPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('siteAdmin.title'));
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <AuthoringPageHeader title={t('siteAdmin.title')} intro={t('siteAdmin.intro')} types={[]} />
      <div className="mt-8 flex flex-col gap-8">
        <FeatureFlagsSection />
        <MembershipsSection />
      </div>
    </div>
  );
};
