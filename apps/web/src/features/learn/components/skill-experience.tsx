import { Button, ProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLogin } from '../../../lib/use-login';
import type { TCategoryStanding } from '../skill-types';
import { ExplainLink } from './explain-link';

/** One category: its level, total XP and the way to the next level (none for categories that never level up). */
const StandingLine = ({ standing }: { standing: TCategoryStanding }) => {
  const { t } = useTranslation();
  const category = t(`xpCategories.${standing.categoryId}`, { defaultValue: standing.categoryId });
  const next = standing.level + 1;
  const left = standing.categoryExperience - standing.levelPoint;
  return (
    <li className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-semibold text-slate-900">{category}</span>
        <span className="text-sm font-medium text-emerald-800">
          {t('learn.experience.level', { level: standing.level })}
        </span>
      </p>
      <p className="text-xs text-slate-600">{t('learn.skill.totalPoints', { points: standing.totalPoint })}</p>
      {standing.categoryExperience > 0 && (
        <ProgressBar
          aria-label={t('learn.experience.levelProgress', { category, level: next })}
          value={standing.levelPoint}
          maxValue={standing.categoryExperience}
          valueLabel={t('learn.experience.toNextLevel', { points: left, level: next })}
          className="mt-2"
        >
          {({ percentage, valueText }) => (
            <>
              <div className="h-1.5 overflow-hidden rounded-full bg-slate-200">
                <div className="h-full rounded-full bg-emerald-600" style={{ width: `${percentage}%` }} />
              </div>
              <p className="mt-1 text-xs text-slate-600">{valueText}</p>
            </>
          )}
        </ProgressBar>
      )}
    </li>
  );
};

/**
 * "Your experience" on skill and competency pages (§1 XP and levels per skill category): the viewer's level in each
 * category the page's tutorials award points in; anonymous visitors are asked to sign in instead.
 */
export const SkillExperience = ({
  experience,
  signedIn,
}: {
  experience: TCategoryStanding[] | null;
  signedIn: boolean;
}) => {
  const { t } = useTranslation();
  const { openLogin } = useLogin();
  return (
    <section
      aria-labelledby="learn-experience"
      className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-5"
    >
      <h2 id="learn-experience" className="text-lg font-semibold text-slate-900">
        {t('learn.skill.experience')}
      </h2>
      <p className="text-sm">
        <ExplainLink
          href="/faq#faq-xp-levels"
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {t('portalPages.faq.items.xp-levels.q')}
        </ExplainLink>
      </p>
      {!signedIn || experience === null ? (
        <>
          <p className="text-sm text-slate-700">{t('learn.skill.experienceSignIn')}</p>
          <Button
            onPress={() => openLogin()}
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t('learn.signIn')}
          </Button>
        </>
      ) : experience.length ? (
        <>
          <p className="text-sm text-slate-700">{t('learn.skill.experienceHint')}</p>
          <ul className="space-y-2">
            {experience.map((standing) => (
              <StandingLine key={standing.categoryId} standing={standing} />
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm text-slate-700">{t('learn.skill.experienceNone')}</p>
      )}
    </section>
  );
};
