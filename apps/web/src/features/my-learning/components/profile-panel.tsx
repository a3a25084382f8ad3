import type { TPublicProfile } from '@questline/domain/schemas/profile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useViewerTimeZone } from '../../../ui/use-hydrated';
import { useExperience, useRewardBadges, useSkillList } from '../api/get-rewards';
import { BadgeList, BadgesDialog, badgesOf } from './badges-dialog';
import { ExperienceList } from './experience-list';
import { ProfileAvatar } from './profile-avatar';
import { completedSkills, SkillsDialog } from './skills-dialog';

/** How many competencies the profile's skills summary names. */
const SKILLS_SUMMARY_SIZE = 4;

const seeAllClass =
  'rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-brand-600';
const sectionHeadingClass = 'text-xl font-bold text-slate-900';

const LoadState = ({ error }: { error: unknown }) => {
  const { t } = useTranslation();
  if (!error) return <p className="text-sm text-slate-600">{t('common.loading')}</p>;
  return (
    <p role="alert" className="text-sm text-red-800">
      {t(`errors.${error instanceof ApiError ? error.key : 'internal_error'}`)}
    </p>
  );
};

/** XP and level per category, the first page of badges and a skills summary, each with its 'See all' popup. */
const Achievements = ({ userId }: { userId: string }) => {
  const { t } = useTranslation();
  const experience = useExperience(userId);
  const badges = useRewardBadges(userId);
  const skills = useSkillList(userId);
  const [popup, setPopup] = useState<'badges' | 'skills' | null>(null);
  const badgeCards = badges.data ? badgesOf([badges.data]) : [];
  return (
    <>
      <section aria-labelledby="profile-experience" className="space-y-3">
        <h2 id="profile-experience" className={sectionHeadingClass}>
          {t('myLearning.experience.title')}
        </h2>
        {experience.data ? (
          <ExperienceList categories={experience.data.categories} />
        ) : (
          <LoadState error={experience.error} />
        )}
      </section>
      <section aria-labelledby="profile-badges" className="space-y-3">
        <div className="flex items-center justify-between gap-4">
          <h2 id="profile-badges" className={sectionHeadingClass}>
            {t('myLearning.badges.title')}
          </h2>
          {badgeCards.length > 0 && (
            <button
              type="button"
              className={seeAllClass}
              onClick={() => setPopup('badges')}
              aria-label={t('myLearning.seeAllOf', { section: t('myLearning.badges.title') })}
            >
              {t('myLearning.seeAll')}
            </button>
          )}
        </div>
        {badges.data ? (
          badgeCards.length ? (
            <BadgeList badges={badgeCards} />
          ) : (
            <p className="text-sm text-slate-600">{t('myLearning.badges.none')}</p>
          )
        ) : (
          <LoadState error={badges.error} />
        )}
      </section>
      <section aria-labelledby="profile-skills" className="space-y-3">
        <div className="flex items-center justify-between gap-4">
          <h2 id="profile-skills" className={sectionHeadingClass}>
            {t('myLearning.skills.title')}
          </h2>
          {skills.data && skills.data.competencies.length > 0 && (
            <button
              type="button"
              className={seeAllClass}
              onClick={() => setPopup('skills')}
              aria-label={t('myLearning.seeAllOf', { section: t('myLearning.skills.title') })}
            >
              {t('myLearning.seeAll')}
            </button>
          )}
        </div>
        {skills.data ? (
          skills.data.competencies.length ? (
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {skills.data.competencies.slice(0, SKILLS_SUMMARY_SIZE).map((id) => {
                const entry = skills.data.learnSkillMap[id];
                if (!entry) return null;
                return (
                  <li key={id} className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200">
                    <p className="font-semibold text-slate-900">{entry.competency.title}</p>
                    <p className="text-sm text-slate-600">
                      {t('myLearning.skills.completedOf', {
                        completed: completedSkills(entry.skills),
                        total: entry.skills.length,
                      })}
                    </p>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{t('myLearning.skills.none')}</p>
          )
        ) : (
          <LoadState error={skills.error} />
        )}
      </section>
      <BadgesDialog userId={userId} isOpen={popup === 'badges'} onClose={() => setPopup(null)} />
      <SkillsDialog
        userId={userId}
        experience={experience.data?.categories ?? skills.data?.experience ?? []}
        isOpen={popup === 'skills'}
        onClose={() => setPopup(null)}
      />
    </>
  );
};

/**
 * The profile tab (§2.11, §3.12): display name, avatar, member since and custom URL; XP, badges and skills for the
 * owner, and for others only when the user shows them (isShow).
 */
export const ProfilePanel = ({ profile }: { profile: TPublicProfile }) => {
  const { t, i18n } = useTranslation();
  const timeZone = useViewerTimeZone();
  const joined = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'long', timeZone }).format(
    new Date(profile.joinedAt),
  );
  const showsLearning = profile.isOwner || profile.isShow;
  return (
    <div className="space-y-10">
      <section aria-labelledby="profile-about" className="space-y-3">
        <h2 id="profile-about" className={sectionHeadingClass}>
          {t('myLearning.profile.about')}
        </h2>
        <ProfileAvatar profile={profile} size="md" />
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-slate-700">{t('myLearning.profile.displayName')}</dt>
          <dd className="text-slate-900">{profile.displayName}</dd>
          <dt className="font-semibold text-slate-700">{t('myLearning.profile.memberSince')}</dt>
          <dd className="text-slate-900">
            <time dateTime={profile.joinedAt}>{joined}</time>
          </dd>
          {profile.customProfileUrl && (
            <>
              <dt className="font-semibold text-slate-700">{t('myLearning.profile.customUrl')}</dt>
              <dd className="text-slate-900">
                <a href={`/u/${profile.customProfileUrl}`} className="text-brand-700 hover:underline">
                  {`/u/${profile.customProfileUrl}`}
                </a>
              </dd>
            </>
          )}
        </dl>
      </section>
      {showsLearning ? (
        <Achievements userId={profile.id} />
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {t('myLearning.profile.private')}
        </p>
      )}
    </div>
  );
};
