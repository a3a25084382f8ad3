import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../ui/use-page-title';
import { useProfile } from './api/get-profile';
import { AccountDataPanel } from './components/account-data-panel';
import { DevicesPanel } from './components/devices-panel';
import { EmailPanel } from './components/email-panel';
import { LearnerDashboard } from './components/learner-dashboard';
import { PasswordPanel } from './components/password-panel';
import { ProfileAvatar } from './components/profile-avatar';
import { ProfilePanel } from './components/profile-panel';
import { RecordSections } from './components/record-sections';
import { SettingsPanel } from './components/settings-panel';
import { SubmissionsPanel } from './components/submissions-panel';
import { TwoFactorPanel } from './components/two-factor-panel';
import { type TMyLearningTab, visibleTabs } from './my-learning-search';

const tabClass =
  'cursor-pointer whitespace-nowrap border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-600 outline-none hover:text-slate-900 data-[selected]:border-brand-700 data-[selected]:text-brand-800 data-[focus-visible]:outline-3 data-[focus-visible]:outline-brand-600';

/**
 * Profile and My Learning (§2.1, §2.11): the user's header, the owner's dashboard, and their tabs, the selected one in
 * `?tab=` (pushed to history). The owner sees activity, in progress, completed, saved, profile and settings; others
 * the profile, and the completed items when the user shows them.
 */
export const MyLearningPage = () => {
  const { t } = useTranslation();
  const { userId } = useParams({ from: '/u/$userId' });
  const search = useSearch({ from: '/u/$userId' });
  const navigate = useNavigate({ from: '/u/$userId' });
  const profile = useProfile(userId);
  const tabs = visibleTabs(profile);
  const [firstTab] = tabs;
  const tab = search.tab && tabs.includes(search.tab) ? search.tab : firstTab;
  usePageTitle(profile.isOwner ? t('myLearning.title') : profile.displayName);

  const select = (key: TMyLearningTab) =>
    navigate({ search: (previous) => ({ ...previous, tab: key }), resetScroll: false });

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="flex min-w-0 items-center gap-4">
        <ProfileAvatar profile={profile} size="lg" />
        <div className="min-w-0">
          {profile.isOwner && <p className="text-sm font-semibold text-brand-700">{t('myLearning.title')}</p>}
          <h1 className="break-words text-3xl font-bold tracking-tight text-slate-900">{profile.displayName}</h1>
        </div>
      </div>

      {profile.isOwner && <LearnerDashboard userId={profile.id} />}

      <Tabs selectedKey={tab} onSelectionChange={(key) => select(key as TMyLearningTab)} className="mt-8">
        <div className="overflow-x-auto border-b border-slate-200">
          <TabList aria-label={t('myLearning.tabs')} className="flex">
            {tabs.map((id) => (
              <Tab key={id} id={id} className={tabClass}>
                {t(`myLearning.tab.${id}`)}
              </Tab>
            ))}
          </TabList>
        </div>
        {tabs.map((id) => (
          <TabPanel key={id} id={id} className="pt-8 outline-none">
            {id === 'profile' ? (
              <ProfilePanel profile={profile} />
            ) : id === 'submissions' ? (
              <SubmissionsPanel userId={profile.id} isOwner={profile.isOwner} />
            ) : id === 'settings' ? (
              <>
                <SettingsPanel />
                <EmailPanel landing={search.emailChange ? { error: search.error ?? null } : undefined} />
                <PasswordPanel />
                <TwoFactorPanel />
                <DevicesPanel />
                <AccountDataPanel />
              </>
            ) : (
              <RecordSections tab={id} userId={profile.id} />
            )}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
};
