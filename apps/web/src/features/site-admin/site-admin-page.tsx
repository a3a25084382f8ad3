import { isAdmin } from '@questline/domain/roles';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/session';
import { useLogin } from '../../lib/use-login';
import { AuthoringPageHeader, PageNotice } from '../../ui/authoring-page-parts';
import { usePageTitle } from '../../ui/use-page-title';
import { FeatureFlagsSection } from './components/feature-flags-section';
import { MembershipsSection } from './components/memberships-section';

/** /creator/flags: site administration for admins (§6 isAdmin): the §9 feature flags and premium memberships. */
export const SiteAdminRoute = () => {
  const { t } = useTranslation();
  const me = useMe();
  const { openLogin } = useLogin();
  usePageTitle(t('siteAdmin.title'));

  if (me === undefined) return <p className="py-24 text-center text-sm text-slate-500">{t('common.loading')}</p>;
  if (me === null) {
    return (
      <PageNotice
        title={t('siteAdmin.signInTitle')}
        body={t('siteAdmin.signInBody')}
        action={{ label: t('dashboard.signIn'), onPress: () => openLogin() }}
      />
    );
  }
  if (!isAdmin(me)) return <PageNotice title={t('siteAdmin.noAccessTitle')} body={t('siteAdmin.noAccessBody')} />;

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
