import type { Key } from 'react';
import { FieldError, ListBox, ListBoxItem, Popover, Select } from 'react-aria-components';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type TTagKind, useTags } from '../../api/get-tags';
import { useErrorText } from './error-text';
import { SelectHead } from './fields';
import { errorClass } from './styles';

const tagIdsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];

/**
 * A multi-select of site tags (topics, industries, or both for the generic tags), bound to a list of tag ids. Ids
 * the tag list no longer holds stay listed, so nothing is dropped unseen. With `max` (a project's tags, §8
 * project_tags_limit) the limit is stated, and once it is reached only chosen tags can be picked (to remove them).
 */
export const TagPicker = (props: { name: string; label: string; kinds: readonly TTagKind[]; max?: number }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: props.name, control });
  const topics = useTags('topic', props.kinds.includes('topic'));
  const industries = useTags('industry', props.kinds.includes('industry'));
  const selected = tagIdsOf(field.value);
  const known = [...(topics.data?.items ?? []), ...(industries.data?.items ?? [])];
  const options = [
    ...known.filter((tag, index) => known.findIndex((other) => other.id === tag.id) === index),
    ...selected
      .filter((id) => !known.some((tag) => tag.id === id))
      .map((id) => ({ id, name: t('editorForms.details.unknownTag', { id }) })),
  ];
  const loading = topics.isLoading || industries.isLoading;
  const failed = topics.isError || industries.isError;
  const error = errorText(fieldState.error?.message) ?? (failed ? errorText('internal_error') : undefined);
  const full = props.max !== undefined && selected.length >= props.max;
  const limit =
    props.max === undefined
      ? undefined
      : t(full ? 'editorForms.details.tagsFull' : 'editorForms.details.tagsMax', { count: props.max });
  return (
    <Select
      selectionMode="multiple"
      value={selected.map(String)}
      onChange={(keys: Key[]) => {
        field.onChange(keys.map(Number));
        field.onBlur();
      }}
      placeholder={loading ? t('common.loading') : t('editorForms.details.noTags')}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className="flex flex-col gap-1"
    >
      <SelectHead label={props.label} description={limit} valueClass="line-clamp-2" />
      <FieldError className={errorClass}>{error}</FieldError>
      <Popover className="max-h-72 min-w-[var(--trigger-width)] overflow-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        <ListBox
          className="outline-none"
          renderEmptyState={() => (
            <p className="px-3 py-2 text-sm text-slate-500">{t('editorForms.details.noTagsAvailable')}</p>
          )}
        >
          {options.map((tag) => (
            <ListBoxItem
              key={tag.id}
              id={String(tag.id)}
              textValue={tag.name}
              isDisabled={full && !selected.includes(tag.id)}
              className="group flex cursor-default items-center gap-2 rounded-md px-3 py-1.5 text-sm text-slate-800 outline-none data-[disabled]:text-slate-500 data-[focused]:bg-brand-50"
            >
              <span
                aria-hidden="true"
                className="flex h-4 w-4 items-center justify-center rounded border border-slate-400 text-[10px] text-white group-data-[selected]:border-brand-700 group-data-[selected]:bg-brand-700"
              >
                ✓
              </span>
              {tag.name}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
};
