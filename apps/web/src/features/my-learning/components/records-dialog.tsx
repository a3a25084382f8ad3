import type { TItemCard } from '@questline/domain/schemas/content';
import type { TRecordListResult } from '@questline/domain/schemas/profile';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogSecondaryClass, LearnDialog } from '../../learn/components/learn-dialog';
import { cardsOf, fetchRecordList, listOf, type TRecord, type TRecordType } from '../api/get-record-list';
import { useLoadMore } from '../hooks/use-load-more';
import type { TListTab } from '../my-learning-search';
import { RecordCard, variantOf } from './record-card';

type TRecordsDialogProps = {
  /** The tab and type listed; null while the popup is closed. */
  open: { tab: TListTab; type: TRecordType } | null;
  userId: string;
  onClose: () => void;
};

/** 'See all' of a section (§2.11, §4.7): every record of the type, a page at a time with Load more. */
export const RecordsDialog = ({ open, userId, onClose }: TRecordsDialogProps) => {
  const { t } = useTranslation();
  const fetchPage = useCallback(
    (page: number) => (open ? fetchRecordList({ ...open, userId, page }) : Promise.reject(new Error('closed'))),
    [open, userId],
  );
  const { pages, loading, errorKey, loadMore } = useLoadMore<TRecordListResult>(
    open ? `${userId}:${open.tab}:${open.type}` : null,
    fetchPage,
  );
  if (!open) return null;
  const items: TItemCard[] = [];
  const cards: Record<string, TItemCard> = {};
  const records: Record<string, TRecord> = {};
  const contents: NonNullable<TRecordListResult['subItemsMap']> = {};
  let total = 0;
  for (const page of pages) {
    const list = listOf(page, open.type);
    items.push(...list.items.filter((item) => !items.some((known) => known.id === item.id)));
    Object.assign(cards, cardsOf(page));
    Object.assign(records, page.recordMap);
    Object.assign(contents, page.subItemsMap);
    total = list.total;
  }
  const hasMore = pages.length === 0 || items.length < total;
  return (
    <LearnDialog
      isOpen
      onClose={onClose}
      title={t(`myLearning.sections.${open.type}`)}
      footer={
        hasMore && pages.length > 0 ? (
          <button type="button" className={dialogSecondaryClass} disabled={loading} onClick={loadMore}>
            {loading ? t('common.loading') : t('myLearning.loadMore')}
          </button>
        ) : undefined
      }
    >
      {errorKey && (
        <p role="alert" className="mb-4 text-sm text-red-800">
          {t(`errors.${errorKey}`)}
        </p>
      )}
      {pages.length === 0 && loading && <p className="text-slate-600">{t('common.loading')}</p>}
      <ul aria-busy={loading} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.id}>
            <RecordCard
              item={item}
              record={records[item.id]}
              cards={cards}
              subItems={contents[item.id]}
              variant={variantOf(open.tab, records[item.id])}
            />
          </li>
        ))}
      </ul>
    </LearnDialog>
  );
};
