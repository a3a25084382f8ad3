import { CONTENT_LANGUAGES, CONTENT_SKILL_LEVELS, localeTag, type TLocale } from '@questline/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { popularTopics, popularTopicsQueryOptions } from '../api/search';
import {
  LISTING_DURATIONS,
  LISTING_PRICES,
  priceOf,
  type TListingPrice,
  toggleValue,
  valuesOf,
  withValues,
} from '../listing-criteria';

const legendClass = 'mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600';
const selectClass =
  'w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600';

/** Checkboxes of a several-value filter: any checked value matches. */
const CheckboxGroup = (props: {
  legend: string;
  options: readonly { value: string; label: string }[];
  checked: readonly string[];
  onToggle: (value: string) => void;
}) => (
  <fieldset className="min-w-0">
    <legend className={legendClass}>{props.legend}</legend>
    <ul className="flex flex-col gap-1.5">
      {props.options.map((option) => (
        <li key={option.value}>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={props.checked.includes(option.value)}
              onChange={() => props.onToggle(option.value)}
              className="h-4 w-4 shrink-0 accent-brand-700"
            />
            {option.label}
          </label>
        </li>
      ))}
    </ul>
  </fieldset>
);

/** A one-value filter as a select; the empty value removes it. */
const SelectFilter = (props: {
  label: string;
  value: string;
  any: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) => {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col">
      <label htmlFor={id} className={legendClass}>
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className={selectClass}
      >
        <option value="">{props.any}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};

/**
 * A listing's filter panel (issue 27): skill levels and duration bands (several each), a topic, a content language
 * and a price. Each change is a new URL (`onChange` navigates), so reload, back and forward keep the filters. On
 * phones the panel folds behind a "Filters" button, so the results are not pushed a screen down.
 */
export const ListingFilters = (props: {
  criteria: readonly string[];
  topicNames: Record<string, string>;
  onChange: (criteria: string[]) => void;
}) => {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { criteria, onChange } = props;
  const topics = popularTopics(useQuery(popularTopicsQueryOptions()).data);
  const topic = valuesOf(criteria, 'tag')[0] ?? '';
  // A topic of the URL that is not a popular one (a browse-menu link, a shared URL) stays selectable by its name.
  const topicOptions = [
    ...topics.map((entry) => ({ value: entry.id, label: entry.name })),
    ...(topic && !topics.some((entry) => entry.id === topic)
      ? [{ value: topic, label: props.topicNames[topic] ?? t('searchPage.listing.topic.selected') }]
      : []),
  ];
  const languageNames = new Intl.DisplayNames([localeTag(i18n.language as TLocale)], { type: 'language' });
  const applied = criteria.filter((entry) => !entry.startsWith('query:')).length;
  const price = priceOf(criteria);

  return (
    <div className="flex flex-col gap-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex items-center gap-2 self-start rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 md:hidden"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path strokeLinecap="round" d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        {applied > 0 ? t('searchPage.listing.filtersApplied', { n: applied }) : t('searchPage.listing.filters')}
      </button>
      <div
        id={panelId}
        className={`${open ? 'grid' : 'hidden'} gap-6 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 md:grid lg:grid-cols-5`}
      >
        <CheckboxGroup
          legend={t('card.skillLevel')}
          options={CONTENT_SKILL_LEVELS.map((level) => ({ value: level, label: t(`skillLevels.${level}`) }))}
          checked={valuesOf(criteria, 'skillLevel')}
          onToggle={(level) => onChange(toggleValue(criteria, 'skillLevel', level))}
        />
        <CheckboxGroup
          legend={t('searchPage.listing.duration.label')}
          options={LISTING_DURATIONS.map((band) => ({ value: band, label: t(`searchPage.listing.duration.${band}`) }))}
          checked={valuesOf(criteria, 'duration')}
          onToggle={(band) => onChange(toggleValue(criteria, 'duration', band))}
        />
        <SelectFilter
          label={t('searchPage.listing.topic.label')}
          any={t('searchPage.listing.topic.any')}
          value={topic}
          options={topicOptions}
          onChange={(value) => onChange(withValues(criteria, 'tag', value ? [value] : []))}
        />
        <SelectFilter
          label={t('searchPage.listing.language.label')}
          any={t('searchPage.listing.language.any')}
          value={valuesOf(criteria, 'language')[0] ?? ''}
          options={CONTENT_LANGUAGES.map((language) => ({
            value: language,
            label: languageNames.of(language) ?? language,
          }))}
          onChange={(value) => onChange(withValues(criteria, 'language', value ? [value] : []))}
        />
        <SelectFilter
          label={t('searchPage.listing.price.label')}
          any={t('searchPage.listing.price.any')}
          value={price ?? ''}
          options={(Object.keys(LISTING_PRICES) as TListingPrice[]).map((key) => ({
            value: key,
            label: t(`searchPage.listing.price.${key}`),
          }))}
          onChange={(value) =>
            onChange(withValues(criteria, 'premium', value ? [LISTING_PRICES[value as TListingPrice]] : []))
          }
        />
      </div>
    </div>
  );
};
