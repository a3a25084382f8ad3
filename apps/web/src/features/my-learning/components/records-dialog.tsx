import type { TItemCard } from '@questline/domain/schemas/content';
import type { TRecordListResult } from '@questline/domain/schemas/profile';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { cardsOf, fetchRecordList, listOf, type TRecord, type TRecordType } from '../api/get-record-list';
import { useLoadMore } from '../hooks/use-load-more';
import type { TListTab } from '../my-learning-search';
import { LoadMoreDialog } from './load-more-dialog';
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
  const list = useLoadMore<TRecordListResult>(open ? `${userId}:${open.tab}:${open.type}` : null, fetchPage);
  if (!open) return null;
  const { pages, loading } = list;
  const items: TItemCard[] = [];
  const cards: Record<string, TItemCard> = {};
  const records: Record<string, TRecord> = {};
  const contents: NonNullable<TRecordListResult['subItemsMap']> = {};
  const progress: NonNullable<TRecordListResult['progressMap']> = {};
  let total = 0;
  for (const page of pages) {
    const list = listOf(page, open.type);
    items.push(...list.items.filter((item) => !items.some((known) => known.id === item.id)));
    Object.assign(cards, cardsOf(page));
    Object.assign(records, page.recordMap);
    Object.assign(contents, page.subItemsMap);
    Object.assign(progress, page.progressMap);
    total = list.total;
  }
  return (
    <LoadMoreDialog
      title={t(`myLearning.sections.${open.type}`)}
      onClose={onClose}
      list={list}
      hasMore={items.length < total}
    >
      <ul aria-busy={loading} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.id}>
            <RecordCard
              item={item}
              record={records[item.id]}
              cards={cards}
              subItems={contents[item.id]}
              variant={variantOf(open.tab, records[item.id])}
              progress={progress[item.id]}
            />
          </li>
        ))}
      </ul>
    </LoadMoreDialog>
  );
};
