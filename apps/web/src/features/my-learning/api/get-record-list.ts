import type { TItemCard } from '@questline/domain/schemas/content';
import { RECORD_LIST_TYPES } from '@questline/domain/schemas/learner';
import type { TRecordListResult } from '@questline/domain/schemas/profile';
import type { TRecord as TStoredRecord } from '@questline/domain/schemas/records';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import type { TListTab } from '../my-learning-search';

export type TRecordType = (typeof RECORD_LIST_TYPES)[number];
/** The record list types, in the order the tabs show their sections. */
export const RECORD_TYPES = RECORD_LIST_TYPES;

/** What the cards read of a stored record as recordMap answers it (§3.10). */
export type TRecord = Partial<
  Pick<TStoredRecord, 'type' | 'completed' | 'completedTime' | 'subItems' | 'nextRecordData'>
>;

export type TRecordListRequest = { tab: TListTab; type: TRecordType; userId: string; page: number };

/**
 * GET /api/learn/record/list (activity; completed=true; isHideActivity=true for in progress) or
 * GET /api/learn/collect/list (saved), one type's page (§7.8).
 */
export const fetchRecordList = ({ tab, type, userId, page }: TRecordListRequest) => {
  const params = new URLSearchParams({ type, page: String(page), userID: userId });
  if (tab === 'completed') params.set('completed', 'true');
  if (tab === 'inProgress') params.set('isHideActivity', 'true');
  const path = tab === 'saved' ? '/api/learn/collect/list' : '/api/learn/record/list';
  return apiGet<TRecordListResult>(`${path}?${params}`);
};

export const recordListQueryOptions = (request: TRecordListRequest) =>
  queryOptions({
    queryKey: ['myLearning', 'records', request],
    queryFn: () => fetchRecordList(request),
    staleTime: 30_000,
  });

/** The asked type's list in an answer: its ids, cards and total (empty when the answer lacks it). */
export const listOf = (result: TRecordListResult, type: TRecordType) => {
  const list = result[`${type}List`] as
    | { itemIds: string[]; total: number; [map: string]: Record<string, TItemCard> | string[] | number }
    | undefined;
  const map = (list?.[`${type}Map`] ?? {}) as Record<string, TItemCard>;
  const ids = list?.itemIds ?? [];
  return { items: ids.flatMap((id) => (map[id] ? [map[id]] : [])), total: list?.total ?? 0 };
};

/** Every card an answer carries: its list's items and what its projects and courses contain (subItemMap). */
export const cardsOf = (result: TRecordListResult): Record<string, TItemCard> => {
  const cards: Record<string, TItemCard> = { ...result.subItemMap };
  for (const type of RECORD_LIST_TYPES) {
    Object.assign(cards, (result[`${type}List`] as Record<string, unknown> | undefined)?.[`${type}Map`]);
  }
  return cards;
};
