import { detailUrl } from '@questline/domain/rules/urls';
import type { TItemCard } from '@questline/domain/schemas/content';
import type { TRecordProgress } from '@questline/domain/schemas/profile';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../ui/app-link';
import { useViewerTimeZone } from '../../../ui/use-hydrated';
import type { TRecord } from '../api/get-record-list';
import type { TListTab } from '../my-learning-search';
import { isFailedQuiz, RecordProgress } from './record-progress';

/** How a card of a tab reads: completed items show when, items in progress a Continue link. */
export const variantOf = (tab: TListTab, record: TRecord | undefined) => {
  if (tab === 'completed') return 'completed' as const;
  if (tab === 'inProgress') return 'inProgress' as const;
  if (!record) return 'plain' as const;
  return record.completed ? ('completed' as const) : ('inProgress' as const);
};

/** How many sub-items a record card with a cover shows (§2.11). */
export const MAX_SUB_ITEMS = 2;

type TRecordCardProps = {
  item: TItemCard;
  record?: TRecord;
  /** Cards of the answer, where the sub-items' titles are found. */
  cards: Record<string, TItemCard>;
  /** A project's or course's contents in order, with the learner's completion (the answer's subItemsMap). */
  subItems?: Record<string, { completed?: boolean }>;
  /** Completed cards show when; in-progress cards a Continue link. */
  variant: 'completed' | 'inProgress' | 'plain';
  /** How far the learner is, on their own cards in progress (the answer's progressMap). */
  progress?: TRecordProgress;
};

/**
 * A record card (§2.11): cover, type, title linking to the item, up to 2 sub-items of a project or course, the
 * completion date of a completed item, and for one in progress how far the learner is and Continue (to the next item
 * when the record names one), or Retry after a failed quiz.
 */
export const RecordCard = ({ item, record, cards, subItems: contents, variant, progress }: TRecordCardProps) => {
  const { t, i18n } = useTranslation();
  const timeZone = useViewerTimeZone();
  const self = { type: item.type, id: item.id, slug: item.slug };
  const subItems =
    item.type === 'project' || item.type === 'course'
      ? Object.entries(contents ?? record?.subItems ?? {})
          .flatMap(([id, sub]) => (cards[id] ? [{ card: cards[id], completed: Boolean(sub.completed) }] : []))
          .slice(0, MAX_SUB_ITEMS)
      : [];
  const next = record?.nextRecordData;
  const continueHref =
    next && next.itemId !== item.id ? detailUrl([self, { type: next.type, id: next.itemId }]) : detailUrl([self]);
  const completedTime = variant === 'completed' ? record?.completedTime : null;
  return (
    <article
      aria-label={item.title}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="aspect-video bg-slate-200">
        {item.thumbnail && (
          <img
            src={item.thumbnail.url}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t(`types.${item.type}`)}</p>
        <h3 className="text-base font-semibold leading-snug text-slate-900">
          <AppLink
            href={detailUrl([self])}
            className="hover:underline focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            {item.title}
          </AppLink>
        </h3>
        {subItems.length > 0 && (
          <ul aria-label={t('myLearning.card.subItems')} className="space-y-1 text-sm">
            {subItems.map(({ card, completed }) => (
              <li key={card.id} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className={`h-2 w-2 shrink-0 rounded-full ${completed ? 'bg-emerald-600' : 'bg-slate-300'}`}
                />
                <AppLink
                  href={detailUrl([self, { type: card.type, id: card.id, slug: card.slug }])}
                  className="text-slate-700 hover:underline focus-visible:outline-3 focus-visible:outline-brand-600"
                >
                  {card.title}
                </AppLink>
                {completed && <span className="sr-only">{t('myLearning.card.subItemCompleted')}</span>}
              </li>
            ))}
          </ul>
        )}
        {variant === 'inProgress' && progress && (
          <RecordProgress type={item.type} title={item.title} progress={progress} />
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2 text-sm">
          {completedTime && (
            <p className="text-slate-600">
              {t('myLearning.card.completedOn', {
                date: new Intl.DateTimeFormat(i18n.language.replace('_', '-'), {
                  dateStyle: 'medium',
                  timeZone,
                }).format(new Date(completedTime)),
              })}
            </p>
          )}
          {variant === 'inProgress' && (
            <AppLink
              href={continueHref}
              aria-label={t(isFailedQuiz(progress) ? 'myLearning.progress.retryItem' : 'myLearning.card.continueItem', {
                title: item.title,
              })}
              className="rounded-lg bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {t(isFailedQuiz(progress) ? 'myLearning.progress.retry' : 'myLearning.card.continue')}
            </AppLink>
          )}
        </div>
      </div>
    </article>
  );
};
