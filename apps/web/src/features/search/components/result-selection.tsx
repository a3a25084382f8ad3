import { COLLECT_BATCH_MAX } from '@questline/domain/schemas/learner';
import type { TSearchCard } from '@questline/domain/schemas/search';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useToast } from '../../../ui/toast';
import { useSaveSelection } from '../api/collect-batch';

const checkboxClass = 'h-4 w-4 accent-brand-700';

/** The cards 'Select all' takes: every listed result but live sessions (§2.6). */
export const selectAllOf = (cards: readonly TSearchCard[]) => cards.filter((card) => card.type !== 'liveSession');

/**
 * The results the learner picked, by id, for the search the key names: a new search (other criteria or sort) starts
 * with nothing selected. Only listed cards count.
 */
export const useResultSelection = (key: string, cards: readonly TSearchCard[]) => {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<string> }>({ key, ids: new Set() });
  const ids = state.key === key ? state.ids : new Set<string>();
  const selected = cards.filter((card) => ids.has(card.id));
  const set = (next: ReadonlySet<string>) => setState({ key, ids: next });
  return {
    selected,
    isSelected: (id: string) => ids.has(id),
    toggle: (id: string) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      set(next);
    },
    setAll: (on: boolean) => {
      const next = new Set(ids);
      for (const card of selectAllOf(cards)) {
        if (on) next.add(card.id);
        else next.delete(card.id);
      }
      set(next);
    },
    clear: () => set(new Set()),
  };
};

export type TResultSelection = ReturnType<typeof useResultSelection>;

/** A result's own checkbox, named by its title. */
export const ResultCheckbox = ({ card, selection }: { card: TSearchCard; selection: TResultSelection }) => {
  const { t } = useTranslation();
  return (
    <label className="mb-2 flex w-fit items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        className={checkboxClass}
        checked={selection.isSelected(card.id)}
        onChange={() => selection.toggle(card.id)}
        aria-label={t('searchPage.selection.select', { title: card.title })}
      />
      <span aria-hidden="true">{t('searchPage.selection.selectShort')}</span>
    </label>
  );
};

/**
 * The selection's toolbar (§2.6): 'Select all' (checked when every result but the live sessions is selected, mixed
 * when some are), how many are selected in a live region, and Save to My Learning, which saves them in one request
 * with the saved_successfully or saved_failed toast (§8).
 */
export const SelectionToolbar = ({
  cards,
  selection,
}: {
  cards: readonly TSearchCard[];
  selection: TResultSelection;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveSelection();
  const hintId = useId();
  const selectAll = useRef<HTMLInputElement>(null);
  const takeable = selectAllOf(cards);
  const takenCount = takeable.filter((card) => selection.isSelected(card.id)).length;
  const allTaken = takeable.length > 0 && takenCount === takeable.length;
  const count = selection.selected.length;
  const tooMany = count > COLLECT_BATCH_MAX;
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = takenCount > 0 && !allTaken;
  }, [takenCount, allTaken]);

  const saveSelected = () => {
    save.mutate(
      selection.selected.map((card) => ({ id: card.id, type: card.type })),
      {
        onSuccess: (answer) => {
          toast({ message: answer.message, type: 'success' });
          selection.clear();
        },
        onError: (error) => {
          // A refusal that names its cause (an item gone, premium) says so; any other failure is saved_failed.
          const key = error instanceof ApiError ? error.key : 'internal_error';
          toast(
            key === 'internal_error' || key === 'request_timeout' || key === 'service_unavailable'
              ? t('messages.saved_failed')
              : `${t('messages.saved_failed')} ${t(`errors.${key}`)}`,
            { tone: 'error' },
          );
        },
      },
    );
  };

  return (
    <fieldset
      aria-label={t('searchPage.selection.label')}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-white px-4 py-3"
    >
      <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <input
          ref={selectAll}
          type="checkbox"
          className={checkboxClass}
          checked={allTaken}
          disabled={takeable.length === 0}
          onChange={() => selection.setAll(!allTaken)}
          aria-describedby={hintId}
        />
        {t('searchPage.selection.selectAll')}
      </label>
      <span id={hintId} className="text-xs text-slate-600">
        {t('searchPage.selection.selectAllHint')}
      </span>
      <p role="status" className="text-sm text-slate-700">
        {t('searchPage.selection.count', { count })}
      </p>
      <button
        type="button"
        onClick={saveSelected}
        disabled={count === 0 || tooMany || save.isPending}
        className="ml-auto rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {save.isPending ? t('common.loading') : t('searchPage.selection.save')}
      </button>
      {tooMany && (
        <p className="w-full text-sm text-red-800">{t('searchPage.selection.tooMany', { max: COLLECT_BATCH_MAX })}</p>
      )}
    </fieldset>
  );
};
