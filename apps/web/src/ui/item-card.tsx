import type { TItemCard } from '@questline/domain/schemas/content';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../lib/format';
import { LiveWhen } from './live-when';
import { ResponsiveImage } from './responsive-image';
import { useViewerTimeZone } from './use-hydrated';

/**
 * A content card (§3.1 display fields): cover, type, premium and lab labels, title, skill level, duration, XP, rating
 * and views.
 */
export const ItemCard = ({ item, eager = false }: { item: TItemCard; eager?: boolean }) => {
  const { t, i18n } = useTranslation();
  const timeZone = useViewerTimeZone();
  const xp = item.points.reduce((sum, entry) => sum + entry.point, 0);
  const duration = formatDuration(item, t);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-[translate,box-shadow] hover:-translate-y-0.5 hover:shadow-md focus-within:ring-3 focus-within:ring-brand-600">
      <div className="aspect-video bg-slate-200">
        {item.thumbnail && (
          <ResponsiveImage
            src={item.thumbnail.url}
            alt=""
            width={640}
            height={360}
            sizes="(min-width: 1024px) 20rem, (min-width: 640px) 50vw, 100vw"
            maxDisplayWidth={null}
            loading={eager ? 'eager' : 'lazy'}
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wide text-brand-700">
          <span>{t(`types.${item.type}`)}</span>
          {item.premium && (
            <span className="rounded bg-amber-100 px-1.5 py-0.5 text-[11px] text-amber-900">{t('labels.premium')}</span>
          )}
          {item.withLab && (
            <span className="rounded bg-teal-100 px-1.5 py-0.5 text-[11px] text-teal-900">{t('labels.lab')}</span>
          )}
          {item.live && Date.parse(item.live.endTime) <= Date.now() && (
            <span className="rounded bg-slate-200 px-1.5 py-0.5 text-[11px] text-slate-800">
              {t(item.live.recording ? 'card.recording' : 'card.ended')}
            </span>
          )}
        </p>
        <h3 className="text-base font-semibold leading-snug text-slate-900">
          <a href={`/${item.type}/${item.slug}`} className="outline-none after:absolute after:inset-0">
            {item.title}
          </a>
        </h3>
        {item.type === 'liveSession' && item.startTime && item.live ? (
          <LiveWhen session={{ startTime: item.startTime, ...item.live }} className="text-sm text-slate-700" />
        ) : (
          item.type === 'liveSession' &&
          item.startTime && (
            <p className="text-sm text-slate-700">
              <time dateTime={item.startTime}>
                {new Intl.DateTimeFormat(i18n.language.replace('_', '-'), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                  timeZone,
                }).format(new Date(item.startTime))}
              </time>
            </p>
          )
        )}
        <p className="line-clamp-2 text-sm text-slate-600">{item.descPlain}</p>
        <dl className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-2 text-xs text-slate-600">
          {item.skillLevel && (
            <div className="flex gap-1">
              <dt className="sr-only">{t('card.skillLevel')}</dt>
              <dd>{t(`skillLevels.${item.skillLevel}`)}</dd>
            </div>
          )}
          {duration && (
            <div className="flex gap-1">
              <dt className="sr-only">{t('card.duration')}</dt>
              <dd>{duration}</dd>
            </div>
          )}
          {xp > 0 && (
            <div className="flex gap-1">
              <dt className="sr-only">{t('card.experience')}</dt>
              <dd>{t('card.xp', { count: xp })}</dd>
            </div>
          )}
          {!!item.rating?.count && (
            <div className="flex gap-1">
              <dt className="sr-only">{t('card.rating')}</dt>
              <dd>{t('card.rated', item.rating)}</dd>
            </div>
          )}
          {!!item.views && (
            <div className="flex gap-1">
              <dt className="sr-only">{t('card.viewsLabel')}</dt>
              <dd>{t('card.views', { count: item.views })}</dd>
            </div>
          )}
        </dl>
      </div>
    </article>
  );
};
