import type { TFeaturedList, TFeaturedListName } from '@questline/domain/schemas/featured';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { featuredListQueryOptions } from '../../../api/featured-list';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { TrashIcon } from '../../../ui/icons';
import { useToast } from '../../../ui/toast';
import { useSaveFeaturedList } from '../api/save-featured-list';
import { entryOfItem, entryOfOption, moveEntry, type TFeaturedEntry } from './featured-entry';
import { FeaturedSearch } from './featured-search';
import { dangerIconButtonClass, iconButtonClass, primaryButtonClass } from './styles';

/** The most items a featured list holds (the save body's limit). */
export const FEATURED_LIST_MAX = 50;

type TFocusTarget = { id: string; action: 'up' | 'down' | 'remove' } | { id: null };

const entriesOf = (list: TFeaturedList) =>
  list.itemIds.flatMap((id) => {
    const item = list.itemMap[id];
    return item ? [entryOfItem(item)] : [];
  });

const sameIds = (a: readonly TFeaturedEntry[], b: readonly TFeaturedEntry[]) =>
  a.length === b.length && a.every((entry, index) => entry.id === b[index]?.id);

const EntryRow = (props: {
  entry: TFeaturedEntry;
  index: number;
  count: number;
  onMove: (from: number, to: number, action: 'up' | 'down') => void;
  onRemove: (index: number) => void;
}) => {
  const { t } = useTranslation();
  const { entry, index, count } = props;
  // Alt+Up and Alt+Down move the row from any of its buttons, the keyboard's way of reordering.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const to = event.key === 'ArrowUp' ? index - 1 : index + 1;
    if (to >= 0 && to < count) props.onMove(index, to, event.key === 'ArrowUp' ? 'up' : 'down');
  };
  return (
    <li
      data-entry={entry.id}
      onKeyDown={onKeyDown}
      className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
    >
      <span className="w-6 shrink-0 text-center text-sm font-semibold text-slate-500">{index + 1}</span>
      <span className="aspect-video w-20 shrink-0 overflow-hidden rounded bg-slate-200">
        {entry.thumbnailUrl && <img src={entry.thumbnailUrl} alt="" className="h-full w-full object-cover" />}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-semibold uppercase tracking-wide text-brand-700">
          {t(`types.${entry.type}`)}
        </span>
        <span className="block truncate text-sm font-semibold text-slate-900">{entry.title}</span>
      </span>
      <span className="flex shrink-0 items-center gap-1">
        <button
          type="button"
          data-action="up"
          aria-label={t('dashboard.featured.moveUp', { item: entry.title })}
          aria-keyshortcuts="Alt+ArrowUp"
          disabled={index === 0}
          onClick={() => props.onMove(index, index - 1, 'up')}
          className={iconButtonClass}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          data-action="down"
          aria-label={t('dashboard.featured.moveDown', { item: entry.title })}
          aria-keyshortcuts="Alt+ArrowDown"
          disabled={index === count - 1}
          onClick={() => props.onMove(index, index + 1, 'down')}
          className={iconButtonClass}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <button
          type="button"
          data-action="remove"
          aria-label={t('dashboard.featured.remove', { item: entry.title })}
          onClick={() => props.onRemove(index)}
          className={dangerIconButtonClass}
        >
          <TrashIcon />
        </button>
      </span>
    </li>
  );
};

/**
 * One featured list as the Admin Tool edits it: its items in order as cards, moved up and down (buttons, or Alt+Up
 * and Alt+Down), removed, and added from the content search; Save asks for confirmation (theme featured, §2.14)
 * before the list is written whole. Unsaved changes are kept by the page per list (`draft`), so switching lists
 * loses nothing.
 */
export const FeaturedListEditor = (props: {
  name: TFeaturedListName;
  label: string;
  draft: readonly TFeaturedEntry[] | undefined;
  onDraftChange: (draft: readonly TFeaturedEntry[] | undefined) => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<TFocusTarget | null>(null);
  const list = useQuery({ ...featuredListQueryOptions(props.name), staleTime: 0, refetchOnWindowFocus: false });
  const save = useSaveFeaturedList();

  // After a move or a removal the rows re-render: focus goes back to the button used, or the nearest that remains.
  useEffect(() => {
    if (!focusTarget) return;
    setFocusTarget(null);
    if (focusTarget.id === null) return headingRef.current?.focus();
    const row = listRef.current?.querySelector(`[data-entry="${CSS.escape(focusTarget.id)}"]`);
    const preferred = row?.querySelector<HTMLButtonElement>(`[data-action="${focusTarget.action}"]:not(:disabled)`);
    const fallback = row?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    (preferred ?? fallback)?.focus();
  }, [focusTarget]);

  if (list.isPending) return <p className="py-10 text-center text-sm text-slate-500">{t('common.loading')}</p>;
  if (list.isError) {
    return (
      <p role="alert" className="py-10 text-center text-sm text-red-700">
        {t(`errors.${list.error instanceof ApiError ? list.error.key : 'internal_error'}`)}
      </p>
    );
  }

  const saved = entriesOf(list.data);
  const entries = props.draft ?? saved;
  const dirty = !sameIds(entries, saved);
  const full = entries.length >= FEATURED_LIST_MAX;
  const change = (next: readonly TFeaturedEntry[]) => props.onDraftChange(sameIds(next, saved) ? undefined : next);

  const move = (from: number, to: number, action: 'up' | 'down') => {
    const entry = entries[from];
    if (!entry || to < 0 || to >= entries.length) return;
    change(moveEntry(entries, from, to));
    setFocusTarget({ id: entry.id, action });
    setAnnouncement(t('dashboard.featured.moved', { item: entry.title, position: to + 1, count: entries.length }));
  };
  const remove = (index: number) => {
    const entry = entries[index];
    if (!entry) return;
    const next = entries.filter((_, at) => at !== index);
    change(next);
    const neighbour = next[index] ?? next[index - 1];
    setFocusTarget(neighbour ? { id: neighbour.id, action: 'remove' } : { id: null });
    setAnnouncement(t('dashboard.featured.removed', { item: entry.title }));
  };
  const add = (option: Parameters<typeof entryOfOption>[0]) => {
    if (full || entries.some((entry) => entry.id === option.id)) return;
    change([...entries, entryOfOption(option)]);
    setAnnouncement(t('dashboard.featured.added', { item: option.title, position: entries.length + 1 }));
  };

  const confirmSave = () =>
    save.mutate(
      { name: props.name, itemIds: entries.map((entry) => entry.id) },
      {
        onSuccess: (result) => {
          props.onDraftChange(undefined);
          setConfirming(false);
          toast(t('messages.changes_saved_successfully'));
          const dropped = entries.length - result.itemIds.length;
          if (dropped > 0) toast(t('dashboard.featured.dropped', { count: dropped }), { tone: 'info' });
        },
        onError: (error) => {
          setConfirming(false);
          toast(t(`errors.${error instanceof ApiError ? error.key : 'internal_error'}`), { tone: 'error' });
        },
      },
    );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2
              id={headingId}
              ref={headingRef}
              tabIndex={-1}
              className="text-lg font-semibold text-slate-900 outline-none"
            >
              {t('dashboard.featured.listHeading', { list: props.label })}
            </h2>
            <p className="text-sm text-slate-600">
              {t('dashboard.featured.count', { count: entries.length, max: FEATURED_LIST_MAX })}
            </p>
          </div>
          <div className="flex items-center gap-3">
            {dirty && <span className="text-sm font-medium text-amber-800">{t('dashboard.featured.unsaved')}</span>}
            <Button isDisabled={!dirty} onPress={() => setConfirming(true)} className={primaryButtonClass}>
              {t('dashboard.featured.save')}
            </Button>
          </div>
        </div>
        <p className="text-xs text-slate-500">{t('dashboard.featured.keyboardHint')}</p>
        {entries.length ? (
          <ol ref={listRef} aria-labelledby={headingId} className="flex flex-col gap-2">
            {entries.map((entry, index) => (
              <EntryRow
                key={entry.id}
                entry={entry}
                index={index}
                count={entries.length}
                onMove={move}
                onRemove={remove}
              />
            ))}
          </ol>
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
            {t('dashboard.featured.empty')}
          </p>
        )}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </section>
      <FeaturedSearch selectedIds={entries.map((entry) => entry.id)} full={full} max={FEATURED_LIST_MAX} onAdd={add} />
      <ConfirmDialog
        isOpen={confirming}
        theme="featured"
        title={t('dashboard.featured.confirmTitle', { list: props.label })}
        message={t('dashboard.featured.confirmBody', { count: entries.length })}
        loading={save.isPending}
        onConfirm={confirmSave}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
};
