import {
  CONTENT_LANGUAGES,
  CONTENT_SKILL_LEVELS,
  EXPERIENCE_CATEGORIES,
  localeTag,
  type TLocale,
} from '@questline/domain/constants';
import {
  AGE_BUCKETS,
  DURATION_BUCKETS,
  INSTRUCTION_TIME_BUCKETS,
  SEARCH_TYPES,
  type TBucket,
} from '@questline/domain/schemas/search';
import type { TFunction } from 'i18next';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_ADMIN_FILTERS, type TAdminFilters } from '../admin-search-criteria';
import { type TSearchTagKind, useSearchTags } from '../api/get-search-tags';

type TOption = { id: string; label: string };

const fieldClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200';
const labelClass = 'text-sm font-medium text-slate-700';

/** '< 15 min', '15–30 min', '> 120 min' (§9 buckets). */
const bucketLabel = (bucket: TBucket, t: TFunction) => {
  if (bucket.min === 0 && bucket.max !== null) return t('dashboard.search.bucketUnder', { max: bucket.max });
  if (bucket.max === null) return t('dashboard.search.bucketOver', { min: bucket.min });
  return t('dashboard.search.bucketBetween', { min: bucket.min, max: bucket.max });
};

/** '13_14' → '13–14', '18+' → '18+'. */
const ageLabel = (bucket: string, t: TFunction) => {
  const [min, max] = bucket.replace('+', '').split('_');
  return max ? t('dashboard.search.ageBetween', { min, max }) : t('dashboard.search.agePlus', { min });
};

/** A labelled single select whose first option, "Any", leaves the filter out. */
const FilterSelect = (props: {
  label: string;
  value: string;
  options: readonly TOption[];
  onChange: (value: string) => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className={fieldClass}
      >
        <option value="">{t('dashboard.search.any')}</option>
        {props.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};

const TagSelect = (props: {
  kind: TSearchTagKind;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) => {
  const tags = useSearchTags(props.kind);
  return (
    <FilterSelect
      label={props.label}
      value={props.value}
      options={(tags.data?.items ?? []).map((tag) => ({ id: String(tag.id), label: tag.name }))}
      onChange={props.onChange}
    />
  );
};

/** A group of checkboxes: any ticked value matches (criteria of one key are ORed). */
const CheckboxGroup = <T extends string>(props: {
  legend: string;
  options: readonly T[];
  labelOf: (value: T) => string;
  value: readonly T[];
  onChange: (value: T[]) => void;
}) => (
  <fieldset className="flex flex-col gap-1">
    <legend className={labelClass}>{props.legend}</legend>
    <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
      {props.options.map((option) => (
        <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={props.value.includes(option)}
            onChange={(event) =>
              props.onChange(
                event.target.checked
                  ? props.options.filter((entry) => entry === option || props.value.includes(entry))
                  : props.value.filter((entry) => entry !== option),
              )
            }
            className="h-4 w-4 rounded border-slate-400 accent-brand-700"
          />
          {props.labelOf(option)}
        </label>
      ))}
    </div>
  </fieldset>
);

/** The admin search filters of §2.6 and §9; they apply when the form is submitted. */
export const AdminSearchFilters = (props: { onApply: (filters: TAdminFilters) => void }) => {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<TAdminFilters>(EMPTY_ADMIN_FILTERS);
  const keywordId = useId();
  const engineId = useId();
  const set =
    <K extends keyof TAdminFilters>(key: K) =>
    (value: TAdminFilters[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));
  const languages = new Intl.DisplayNames([localeTag(i18n.language as TLocale)], { type: 'language' });
  const yesNo: TOption[] = [
    { id: 'true', label: t('dashboard.search.yes') },
    { id: 'false', label: t('dashboard.search.no') },
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onApply(draft);
  };

  return (
    <form
      onSubmit={submit}
      aria-label={t('dashboard.search.filters')}
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor={keywordId} className={labelClass}>
            {t('dashboard.search.keyword')}
          </label>
          <input
            id={keywordId}
            type="search"
            value={draft.keyword}
            onChange={(event) => set('keyword')(event.target.value)}
            className={fieldClass}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={engineId} className={labelClass}>
            {t('dashboard.search.engineVersion')}
          </label>
          <input
            id={engineId}
            type="text"
            value={draft.engineVersion}
            onChange={(event) => set('engineVersion')(event.target.value)}
            className={fieldClass}
          />
        </div>
        <FilterSelect
          label={t('dashboard.search.language')}
          value={draft.language}
          options={CONTENT_LANGUAGES.map((code) => ({ id: code, label: languages.of(code) ?? code }))}
          onChange={set('language')}
        />
      </div>
      <CheckboxGroup
        legend={t('dashboard.search.skillLevel')}
        options={CONTENT_SKILL_LEVELS}
        labelOf={(level) => t(`skillLevels.${level}`)}
        value={draft.skillLevels}
        onChange={set('skillLevels')}
      />
      <CheckboxGroup
        legend={t('dashboard.search.type')}
        options={SEARCH_TYPES}
        labelOf={(type) => t(`types.${type}`)}
        value={draft.types}
        onChange={set('types')}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect
          label={t('dashboard.search.experience')}
          value={draft.experience}
          options={EXPERIENCE_CATEGORIES.map((category) => ({ id: category, label: t(`xpCategories.${category}`) }))}
          onChange={set('experience')}
        />
        <FilterSelect
          label={t('dashboard.search.duration')}
          value={draft.duration}
          options={DURATION_BUCKETS.map((bucket) => ({ id: bucket.id, label: bucketLabel(bucket, t) }))}
          onChange={set('duration')}
        />
        <FilterSelect
          label={t('dashboard.search.instructionTime')}
          value={draft.instructionTime}
          options={INSTRUCTION_TIME_BUCKETS.map((bucket) => ({ id: bucket.id, label: bucketLabel(bucket, t) }))}
          onChange={set('instructionTime')}
        />
        <FilterSelect
          label={t('dashboard.search.age')}
          value={draft.age}
          options={AGE_BUCKETS.map((bucket) => ({ id: bucket, label: ageLabel(bucket, t) }))}
          onChange={set('age')}
        />
        <TagSelect kind="topic" label={t('dashboard.search.tag')} value={draft.tag} onChange={set('tag')} />
        <TagSelect
          kind="industry"
          label={t('dashboard.search.industry')}
          value={draft.industry}
          onChange={set('industry')}
        />
        <FilterSelect
          label={t('dashboard.search.premium')}
          value={draft.premium}
          options={yesNo}
          onChange={(value) => set('premium')(value as TAdminFilters['premium'])}
        />
        <FilterSelect
          label={t('dashboard.search.hidden')}
          value={draft.hidden}
          options={yesNo}
          onChange={(value) => set('hidden')(value as TAdminFilters['hidden'])}
        />
        <FilterSelect
          label={t('dashboard.search.status')}
          value={draft.status}
          options={[
            { id: 'draft', label: t('dashboard.status.draft') },
            { id: 'published', label: t('dashboard.status.published') },
          ]}
          onChange={(value) => set('status')(value as TAdminFilters['status'])}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className="inline-flex items-center justify-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          {t('dashboard.search.apply')}
        </button>
        <button
          type="button"
          onClick={() => {
            setDraft(EMPTY_ADMIN_FILTERS);
            props.onApply(EMPTY_ADMIN_FILTERS);
          }}
          className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          {t('dashboard.search.clear')}
        </button>
      </div>
    </form>
  );
};
