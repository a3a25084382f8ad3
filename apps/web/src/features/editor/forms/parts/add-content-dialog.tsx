import type { TItemType } from '@questline/domain/ids';
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogTrigger,
  Heading,
  Input,
  Label,
  Modal,
  ModalOverlay,
  SearchField,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../../lib/use-debounced';
import { PlusIcon } from '../../../../ui/icons';
import { type TContentOption, useContentOptions } from '../../api/get-content-options';
import type { TDisplayItem } from '../../api/get-item-maps';
import { useErrorText } from './error-text';
import { ItemSummary } from './item-summary';
import { buttonClass, inputClass, labelClass, primaryButtonClass } from './styles';

const SEARCH_DELAY_MS = 250;

const toDisplay = (option: TContentOption): TDisplayItem => ({
  id: option.id,
  type: option.type,
  title: option.title,
  duration: option.duration,
});

const Results = (props: {
  types: readonly TItemType[];
  language?: string | null;
  /** What the author typed, and the search it settled on (after SEARCH_DELAY_MS). */
  typed: string;
  query: string;
  selectedIds: readonly string[];
  /** No more items may be added: the list holds its maximum. */
  full: boolean;
  max?: number;
  onAdd: (item: TDisplayItem, option: TContentOption) => void;
}) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const results = useContentOptions({ types: props.types, q: props.query, language: props.language });
  const items = results.data?.items ?? [];
  // The list shows an earlier search's answer while the typed one is on its way: busy, so neither a screen reader nor
  // a pointer takes those rows for the answer.
  const busy = props.typed.trim() !== props.query.trim() || results.isPlaceholderData || results.isPending;
  const status = busy
    ? t('common.loading')
    : results.isError
      ? errorText(results.error instanceof Error ? results.error.message : 'internal_error')
      : t('editorForms.addContent.resultCount', { count: items.length });
  // One status line: the count, and once the list is full, that nothing more can be added.
  const fullText = props.full ? ` ${t('editorForms.addContent.full', { count: props.max })}` : '';
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <p role="status" className="text-xs text-slate-500">
        {status}
        {fullText}
      </p>
      <ul
        aria-label={t('editorForms.addContent.results')}
        aria-busy={busy}
        className="flex min-h-0 flex-col gap-1 overflow-y-auto"
      >
        {items.map((option) => {
          const added = props.selectedIds.includes(option.id);
          return (
            <li key={option.id} className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2">
              {option.thumbnail?.url && (
                <img src={option.thumbnail.url} alt="" className="h-10 w-16 shrink-0 rounded object-cover" />
              )}
              <span className="min-w-0 flex-1">
                <ItemSummary id={option.id} item={toDisplay(option)} />
              </span>
              <Button
                isDisabled={added || props.full}
                aria-label={
                  added
                    ? t('editorForms.addContent.alreadyAdded', { item: option.title })
                    : t('editorForms.addContent.addItem', { item: option.title })
                }
                onPress={() => {
                  if (!props.selectedIds.includes(option.id)) props.onAdd(toDisplay(option), option);
                }}
                className={added ? buttonClass : primaryButtonClass}
              >
                {added ? t('editorForms.addContent.added') : t('editorForms.addContent.add')}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
};

/**
 * The add-content dialog (§2.13): searches published items of the given types and adds them one by one; an item
 * already in the list is shown as added and cannot be added again (§5 duplicates are not added).
 */
export const AddContentDialog = (props: {
  triggerLabel: string;
  title: string;
  types: readonly TItemType[];
  language?: string | null;
  selectedIds: readonly string[];
  /** The item as lists show it, and the option as the search answered it (flags a caller may check). */
  onAdd: (item: TDisplayItem, option: TContentOption) => void;
  isDisabled?: boolean;
  /** The most items the list may hold (§5): once it holds them, nothing more can be added. */
  max?: number;
}) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const full = props.max !== undefined && props.selectedIds.length >= props.max;
  const query = useDebounced(search, SEARCH_DELAY_MS);
  return (
    <DialogTrigger onOpenChange={(open) => open && setSearch('')}>
      <Button isDisabled={props.isDisabled || full} className={buttonClass}>
        <PlusIcon />
        {props.triggerLabel}
      </Button>
      <ModalOverlay isDismissable className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/70 p-4">
        {/* A fixed height: the results change as the author types, and Done must not move under the pointer. */}
        <Modal className="flex h-[min(85vh,40rem)] w-full max-w-[640px] flex-col rounded-2xl bg-white text-slate-900 shadow-2xl">
          <Dialog className="flex min-h-0 flex-1 flex-col gap-4 p-6 outline-none">
            {({ close }) => (
              <>
                <Heading slot="title" className="text-lg font-semibold">
                  {props.title}
                </Heading>
                <SearchField value={search} onChange={setSearch} autoFocus className="flex flex-col gap-1">
                  <Label className={labelClass}>{t('editorForms.addContent.search')}</Label>
                  <Input className={inputClass} />
                </SearchField>
                <Results
                  types={props.types}
                  language={props.language}
                  typed={search}
                  query={query}
                  selectedIds={props.selectedIds}
                  full={full}
                  max={props.max}
                  onAdd={props.onAdd}
                />
                <div className="flex justify-end border-t border-slate-200 pt-4">
                  <Button onPress={close} className={buttonClass}>
                    {t('editorForms.addContent.done')}
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
};
