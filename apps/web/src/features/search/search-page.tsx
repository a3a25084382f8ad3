import { CONTENT_SKILL_LEVELS, type TSearchSort } from '@questline/domain/constants';
import { criterion, parseCriterion } from '@questline/domain/rules/search-criteria';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../ui/use-page-title';
import { SearchResults } from './components/search-results';
import { useSearchResults } from './hooks/use-search-results';
import {
  appendKeyword,
  keywordOf,
  PAGE_TABS,
  presetOf,
  toggleSkillLevel,
  typeTabOf,
  withFamiliar,
  withPower,
  withTypeTab,
} from './search-criteria-view';
import type { TSearchPageSearch } from './search-page-search';

const EMPTY: string[] = [];
const tabClass =
  'rounded-full px-4 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white';

/** An applied criterion as its chip reads it: 'Keyword: unity', 'Type: Tutorial', 'Topic: Lighting'. */
const useChipLabel = (topicNames: Record<string, string>) => {
  const { t } = useTranslation();
  return (entry: string) => {
    const parsed = parseCriterion(entry);
    if (!parsed) return entry;
    const { key, value } = parsed;
    if (key === 'query') return t('search.chips.keyword', { value });
    if (key === 'type' || key === 't') return t('search.chips.type', { value: t(`types.${value}`, value) });
    if (key === 'skillLevel') return t('search.chips.skillLevel', { value: t(`skillLevels.${value}`, value) });
    if (key === 'tag') return t('search.chips.topic', { value: topicNames[value] ?? value });
    if (key === 'premium') return t('search.chips.premium');
    return t('search.chips.other', { key, value });
  };
};

/**
 * The search page (§2.6): keyword, content-type tabs, the familiar and power presets, skill-level filters, sort,
 * the applied criteria as removable chips, and the results with Load more. Criteria (k) and sort (ob) live in the
 * URL, so back and forward restore them.
 */
export const SearchPage = () => {
  const { t } = useTranslation();
  const search = useSearch({ strict: false }) as TSearchPageSearch;
  const criteria = search.k ?? EMPTY;
  const ob = search.ob;
  const navigate = useNavigate();
  const keyword = keywordOf(criteria);
  // The box shows the active keyword, and follows it when the URL changes (a chip removed, back and forward).
  const [draft, setDraft] = useState(keyword);
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    setShown(keyword);
    setDraft(keyword);
  }
  const inputId = useId();
  const sortId = useId();
  const familiarHintId = useId();
  const powerHintId = useId();
  usePageTitle(keyword ? t('search.page.resultsFor', { text: keyword }) : t('search.page.title'));

  const firstPage = useSearchResults(criteria, ob).data?.pages[0];
  const topicNames = Object.fromEntries(
    Object.values(firstPage?.topicMap ?? {}).map((topic) => [topic.id, topic.name]),
  );
  const chipLabel = useChipLabel(topicNames);

  const go = (next: { k: readonly string[]; ob?: TSearchSort }) =>
    void navigate({ to: '/search', search: { k: next.k.length > 0 ? [...next.k] : undefined, ob: next.ob } });
  const link = (next: { k: readonly string[]; ob?: TSearchSort }) => ({
    k: next.k.length > 0 ? [...next.k] : undefined,
    ob: next.ob,
  });

  const typeTab = typeTabOf(criteria);
  const preset = presetOf(criteria, ob);
  const sortValue = ob ?? (keyword ? 'relevance' : 'recency');

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t('search.page.title')}</h1>
      <search>
        <form
          className="flex max-w-2xl gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            // The box edits the active keyword: submitting replaces it, and an emptied box removes it.
            const rest = keyword ? criteria.filter((entry) => entry !== criterion('query', keyword)) : criteria;
            if (draft.trim() || rest.length !== criteria.length) go({ k: appendKeyword(rest, draft), ob });
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            {t('search.page.keyword')}
          </label>
          <input
            id={inputId}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t('search.header.placeholder')}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-brand-600"
          />
          <button
            type="submit"
            className="rounded-lg bg-brand-700 px-5 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            {t('search.page.submit')}
          </button>
        </form>
      </search>

      <nav aria-label={t('search.page.contentType')}>
        <ul className="flex flex-wrap gap-2">
          {PAGE_TABS.map((tab) => (
            <li key={tab}>
              <Link
                to="/search"
                search={link({ k: withTypeTab(criteria, tab), ob })}
                aria-current={typeTab === tab && !preset ? 'page' : undefined}
                className={tabClass}
              >
                {tab === 'all' ? t('search.tabs.all') : t(`types.${tab}`)}
              </Link>
            </li>
          ))}
          <li>
            <Link
              to="/search"
              search={link(withFamiliar(criteria))}
              aria-current={preset === 'familiar' ? 'page' : undefined}
              aria-describedby={familiarHintId}
              className={tabClass}
            >
              {t('search.tabs.familiar')}
            </Link>
          </li>
          <li>
            <Link
              to="/search"
              search={link(withPower(criteria))}
              aria-current={preset === 'power' ? 'page' : undefined}
              aria-describedby={powerHintId}
              className={tabClass}
            >
              {t('search.tabs.power')}
            </Link>
          </li>
        </ul>
        {/* What the two preset tabs filter (§2.6), visible under the tabs and read with each tab. */}
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-xs text-slate-600">
          <li>
            <span className="font-semibold text-slate-800">{t('search.tabs.familiar')}</span>{' '}
            <span id={familiarHintId}>{t('searchPage.familiarHint')}</span>
          </li>
          <li>
            <span className="font-semibold text-slate-800">{t('search.tabs.power')}</span>{' '}
            <span id={powerHintId}>{t('searchPage.powerHint')}</span>
          </li>
        </ul>
      </nav>

      <div className="flex flex-wrap items-end justify-between gap-4">
        <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t('card.skillLevel')}
          </legend>
          {CONTENT_SKILL_LEVELS.map((level) => (
            <label key={level} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={criteria.includes(criterion('skillLevel', level))}
                onChange={() => go({ k: toggleSkillLevel(criteria, level), ob })}
                className="h-4 w-4 accent-brand-700"
              />
              {t(`skillLevels.${level}`)}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={sortId} className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t('search.sort.label')}
          </label>
          <select
            id={sortId}
            value={sortValue}
            onChange={(event) => {
              const value = event.target.value;
              go({ k: criteria, ob: value === 'starts' || value === 'recency' ? value : undefined });
            }}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
          >
            {keyword && <option value="relevance">{t('search.sort.relevance')}</option>}
            <option value="recency">{t('search.sort.recency')}</option>
            <option value="starts">{t('search.sort.starts')}</option>
          </select>
        </div>
      </div>

      {criteria.length > 0 && (
        <section aria-label={t('search.chips.label')} className="flex flex-wrap items-center gap-2">
          <ul className="flex flex-wrap gap-2">
            {criteria.map((entry) => {
              const label = chipLabel(entry);
              return (
                <li
                  key={entry}
                  className="flex items-center gap-1 rounded-full border border-slate-300 bg-white py-1 pr-1 pl-3 text-sm text-slate-800"
                >
                  <span>{label}</span>
                  <button
                    type="button"
                    aria-label={t('search.chips.remove', { label })}
                    onClick={() => go({ k: criteria.filter((item) => item !== entry), ob })}
                    className="rounded-full p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                  >
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 24 24"
                      className="h-3.5 w-3.5"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.5"
                    >
                      <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
                    </svg>
                  </button>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            onClick={() => go({ k: [], ob })}
            className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('search.chips.clearAll')}
          </button>
        </section>
      )}

      <SearchResults
        criteria={criteria}
        ob={ob}
        title={keyword ? t('search.page.resultsFor', { text: keyword }) : t('search.page.results')}
        selectable
      />
    </div>
  );
};
