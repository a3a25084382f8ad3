import type { TRecordListResult } from '@questline/domain/schemas/profile';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { cardsOf, listOf, RECORD_TYPES, recordListQueryOptions, type TRecordType } from '../api/get-record-list';
import type { TListTab } from '../my-learning-search';
import { RecordCard, variantOf } from './record-card';
import { RecordsDialog } from './records-dialog';
import { SavedTagsSection } from './saved-tags-dialog';

const seeAllClass =
  'rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-brand-600';

/** One type's section: its first page of cards and 'See all' (hidden while the type has no records). */
const RecordSection = ({
  tab,
  type,
  list,
  onSeeAll,
}: {
  tab: TListTab;
  type: TRecordType;
  list: UseQueryResult<TRecordListResult>;
  onSeeAll: () => void;
}) => {
  const { t } = useTranslation();
  if (!list.data) return null;
  const { items, total } = listOf(list.data, type);
  if (total === 0) return null;
  const cards = cardsOf(list.data);
  const records = list.data.recordMap;
  const headingId = `records-${tab}-${type}`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {t(`myLearning.sections.${type}`)} <span className="text-base font-medium text-slate-500">({total})</span>
        </h2>
        <button
          type="button"
          className={seeAllClass}
          onClick={onSeeAll}
          aria-label={t('myLearning.seeAllOf', { section: t(`myLearning.sections.${type}`) })}
        >
          {t('myLearning.seeAll')}
        </button>
      </div>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <RecordCard
              item={item}
              record={records[item.id]}
              cards={cards}
              subItems={list.data.subItemsMap?.[item.id]}
              variant={variantOf(tab, records[item.id])}
              progress={list.data.progressMap?.[item.id]}
            />
          </li>
        ))}
      </ul>
    </section>
  );
};

/**
 * A list tab (§2.11): a section per type with its first page of records, types without any left out, and a word
 * when there is nothing at all.
 */
export const RecordSections = ({ tab, userId }: { tab: TListTab; userId: string }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState<TRecordType | null>(null);
  const queries = useQueries({
    queries: RECORD_TYPES.map((type) => recordListQueryOptions({ tab, type, userId, page: 0 })),
  });
  const lists = RECORD_TYPES.flatMap((type, index) => {
    const query = queries[index];
    return query ? [{ type, query }] : [];
  });
  const settled = lists.every(({ query }) => query.data || query.isError);
  const failed = lists.find(({ query }) => query.isError)?.query.error;
  const empty = lists.every(({ type, query }) => query.data && listOf(query.data, type).total === 0);
  return (
    <div className="space-y-10">
      {tab === 'saved' && <SavedTagsSection />}
      {!settled && (
        <p role="status" className="text-slate-600">
          {t('common.loading')}
        </p>
      )}
      {failed && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {t(`errors.${failed instanceof ApiError ? failed.key : 'internal_error'}`)}
        </p>
      )}
      {settled && empty && (
        <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
          {t(`myLearning.empty.${tab}`)}
        </p>
      )}
      {lists.map(({ type, query }) => (
        <RecordSection key={type} tab={tab} type={type} list={query} onSeeAll={() => setOpen(type)} />
      ))}
      <RecordsDialog open={open ? { tab, type: open } : null} userId={userId} onClose={() => setOpen(null)} />
    </div>
  );
};
