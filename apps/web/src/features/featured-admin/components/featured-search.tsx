import type { TContentOption } from '@questline/domain/schemas/creator';
import { useId, useState } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useDebounced } from '../../../lib/use-debounced';
import { PlusIcon } from '../../../ui/icons';
import { useFeaturedOptions } from '../api/get-featured-options';
import { buttonClass, inputClass, labelClass, primaryButtonClass } from './styles';

const SEARCH_DELAY_MS = 250;

/**
 * The Admin Tool's content search: published items of the featurable kinds whose title holds the text, each added to
 * the end of the list with one press. Items already listed, and staff-only items (learners would never see them),
 * cannot be added; nothing can once the list is full.
 */
export const FeaturedSearch = (props: {
  selectedIds: readonly string[];
  full: boolean;
  max: number;
  onAdd: (option: TContentOption) => void;
}) => {
  const { t } = useTranslation();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const query = useDebounced(search, SEARCH_DELAY_MS);
  const results = useFeaturedOptions(query);
  const items = (results.data?.items ?? []).filter((option) => !option.internalOnly);
  const status = results.isPending
    ? t('common.loading')
    : results.isError
      ? t(`errors.${results.error instanceof ApiError ? results.error.key : 'internal_error'}`)
      : items.length
        ? t('dashboard.featured.resultCount', { count: items.length })
        : t('dashboard.featured.noResults');
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('dashboard.featured.searchHeading')}
      </h2>
      <SearchField value={search} onChange={setSearch} className="flex flex-col gap-1">
        <Label className={labelClass}>{t('dashboard.featured.searchLabel')}</Label>
        <Input className={inputClass} />
      </SearchField>
      <p role="status" className="text-xs text-slate-500">
        {status}
        {props.full ? ` ${t('dashboard.featured.full', { max: props.max })}` : ''}
      </p>
      <ul aria-label={t('dashboard.featured.results')} className="flex max-h-[28rem] flex-col gap-1 overflow-y-auto">
        {items.map((option) => {
          const added = props.selectedIds.includes(option.id);
          return (
            <li key={option.id} className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2">
              <span className="min-w-0 flex-1">
                <span className="block text-xs font-semibold uppercase tracking-wide text-brand-700">
                  {t(`types.${option.type}`)}
                </span>
                <span className="block truncate text-sm font-medium text-slate-900">{option.title}</span>
              </span>
              <Button
                isDisabled={added || props.full}
                aria-label={
                  added
                    ? t('dashboard.featured.alreadyAdded', { item: option.title })
                    : t('dashboard.featured.addItem', { item: option.title })
                }
                onPress={() => props.onAdd(option)}
                className={added ? buttonClass : primaryButtonClass}
              >
                {!added && <PlusIcon />}
                {added ? t('dashboard.featured.inList') : t('dashboard.featured.add')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
