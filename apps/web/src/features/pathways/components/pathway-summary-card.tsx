import type { TPathwaySummary } from '@questline/domain/schemas/featured';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../ui/app-link';

export type TCardTheme = 'light' | 'dark';

const THEMES: Record<TCardTheme, { card: string; muted: string; strapline: string; link: string }> = {
  light: {
    card: 'pathway-card-light border-slate-200 bg-white text-slate-900',
    muted: 'text-slate-600',
    strapline: 'text-brand-700',
    link: 'bg-brand-700 text-white hover:bg-brand-800',
  },
  dark: {
    card: 'theme-keep pathway-card-dark border-slate-700 bg-slate-900 text-white',
    muted: 'text-slate-300',
    strapline: 'text-indigo-200',
    link: 'bg-white text-slate-900 hover:bg-indigo-50',
  },
};

/**
 * The pathway summary card (§2.8): badge icon, title, optional strapline, description, duration in weeks, skill level
 * and XP, and a link to the pathway. `showStrapline` false hides the strapline; the theme is light or dark.
 */
export const PathwaySummaryCard = ({
  pathway,
  theme = 'light',
  showStrapline = true,
  headingLevel = 3,
}: {
  pathway: TPathwaySummary;
  theme?: TCardTheme;
  showStrapline?: boolean;
  headingLevel?: 2 | 3;
}) => {
  const { t } = useTranslation();
  const styles = THEMES[theme];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `/pathway/${pathway.slug}`;
  return (
    <article
      data-theme={theme}
      className={`flex h-full flex-col gap-3 rounded-2xl border p-6 shadow-sm ${styles.card}`}
      aria-labelledby={`pathway-card-${pathway.id}`}
    >
      <div className="flex items-start gap-4">
        {pathway.badge?.thumbnailUrl && (
          <img
            src={pathway.badge.thumbnailUrl}
            alt={t('pathways.card.badge', { title: pathway.badge.title })}
            width={64}
            height={64}
            loading="lazy"
            className="h-16 w-16 shrink-0 rounded-full object-cover"
          />
        )}
        <div className="min-w-0">
          <Heading id={`pathway-card-${pathway.id}`} className="text-lg font-bold leading-snug">
            {pathway.title}
          </Heading>
          {showStrapline && pathway.strapline && (
            <p className={`mt-1 text-sm font-medium ${styles.strapline}`}>{pathway.strapline}</p>
          )}
        </div>
      </div>
      <p className={`line-clamp-3 text-sm ${styles.muted}`}>{pathway.description}</p>
      <dl className={`mt-auto flex flex-wrap gap-x-5 gap-y-1 pt-2 text-sm ${styles.muted}`}>
        {pathway.duration !== null && pathway.duration > 0 && (
          <div className="flex gap-1">
            <dt className="sr-only">{t('card.duration')}</dt>
            <dd>{t('duration.weeks', { count: pathway.duration })}</dd>
          </div>
        )}
        {pathway.skillLevel && (
          <div className="flex gap-1">
            <dt className="sr-only">{t('card.skillLevel')}</dt>
            <dd>{t(`skillLevels.${pathway.skillLevel}`)}</dd>
          </div>
        )}
        <div className="flex gap-1">
          <dt className="sr-only">{t('card.experience')}</dt>
          <dd>{t('card.xp', { count: pathway.xp })}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">{t('pathways.card.missions')}</dt>
          <dd>{t('pathways.card.missionCount', { count: pathway.missionCount })}</dd>
        </div>
      </dl>
      <AppLink
        href={href}
        aria-label={t('pathways.card.linkLabel', { title: pathway.title })}
        className={`mt-2 inline-flex w-fit rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${styles.link}`}
      >
        {t('pathways.card.link')}
      </AppLink>
    </article>
  );
};
