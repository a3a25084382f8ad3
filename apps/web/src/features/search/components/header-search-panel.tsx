import { appendKeyword, cleanKeyword, criterion, isCurrentResponse } from '@questline/domain/rules/search-criteria';
import { searchUrl, topicUrl } from '@questline/domain/rules/urls';
import { HEADER_SEARCH_TABS, SEARCH_TOTAL_CAP, type TSearchCard } from '@questline/domain/schemas/search';
import { useQuery } from '@tanstack/react-query';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useMe } from '../../../api/session';
import { formatDuration } from '../../../lib/format';
import { useDebounced } from '../../../lib/use-debounced';
import { fetchHeaderSearch, popularTopics, popularTopicsQueryOptions, shownDuration } from '../api/search';
import type { THeaderSearchPanelProps } from './header-search-props';

type TTab = (typeof HEADER_SEARCH_TABS)[number];

/** How long typing pauses before the dropdown asks the server (§2.6). */
export const HEADER_SEARCH_DEBOUNCE_MS = 200;
/** The popular topics the dropdown's left side lists. */
const TOPICS_SHOWN = 10;

const tabCriteria = (tab: TTab) => (tab === 'all' ? [] : [criterion('type', tab)]);

/** The answer's rows: each card with its option id and where it leads. */
const rowsOf = (answer: { results: TSearchCard[] } | null, listboxId: string) =>
  (answer?.results ?? []).map((card) => ({
    card,
    id: `${listboxId}-${card.type}-${card.id}`,
    href: `/${card.type}/${card.slug}`,
  }));

/** Clicks inside the dropdown keep focus in the input, so the combobox stays open and keyboard-driven. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

const ResultRow = ({
  card,
  id,
  active,
  onPick,
}: {
  card: TSearchCard;
  id: string;
  active: boolean;
  onPick: () => void;
}) => {
  const { t } = useTranslation();
  const xp = card.points.reduce((sum, entry) => sum + entry.point, 0);
  const duration = formatDuration({ type: card.type, duration: shownDuration(card) }, t);
  const facts = [
    t(`types.${card.type}`),
    card.skillLevel && t(`skillLevels.${card.skillLevel}`),
    xp > 0 && t('card.xp', { count: xp }),
    duration,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (arrows, Enter).
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      onClick={onPick}
      className={`cursor-pointer rounded-md px-3 py-2 ${active ? 'bg-brand-50 ring-2 ring-brand-600' : 'hover:bg-slate-50'}`}
    >
      <span className="block text-sm font-semibold text-slate-900">{card.title}</span>
      <span className="mt-0.5 block text-xs text-slate-600">{facts.join(' · ')}</span>
    </div>
  );
};

/**
 * The header search dropdown (§2.6), loaded on first focus or typing: popular topics and 'browse all topics' on the
 * left; type tabs, the rows of the keyword and the total with 'see all results' on the right. A response is applied
 * only while it answers the text currently typed; an empty keyword clears the rows.
 */
export const HeaderSearchPanel = ({ text, listboxId, activeId, onOptions, onNavigate }: THeaderSearchPanelProps) => {
  const { t } = useTranslation();
  const keyword = cleanKeyword(text);
  const [tab, setTab] = useState<TTab>('all');
  const premium = useMe()?.premium === true;
  const [answer, setAnswer] = useState<{ total: number; results: TSearchCard[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const topics = popularTopics(useQuery(popularTopicsQueryOptions()).data).slice(0, TOPICS_SHOWN);
  const current = useRef({ keyword, tab });
  current.current = { keyword, tab };
  const reportOptions = useRef(onOptions);
  reportOptions.current = onOptions;

  // The server is asked once the typing pauses (§2.6), text typed before the dropdown loaded too; a tab asks at once.
  const asked = useDebounced(keyword, HEADER_SEARCH_DEBOUNCE_MS, '');
  useEffect(() => {
    if (!asked) {
      setAnswer(null);
      setError(null);
      return;
    }
    // Text typed since asks again once it pauses.
    if (asked !== current.current.keyword) return;
    fetchHeaderSearch(appendKeyword(tabCriteria(tab), asked), premium).then(
      (result) => {
        if (!isCurrentResponse(result.text, current.current.keyword) || current.current.tab !== tab) return;
        setAnswer({ total: result.total, results: result.results });
        setError(null);
      },
      (failure: unknown) => {
        if (current.current.keyword !== asked || current.current.tab !== tab) return;
        setError(failure instanceof ApiError ? failure.key : 'internal_error');
      },
    );
  }, [asked, tab, premium]);

  // An empty keyword shows no rows at once; typed again before the pause, the rows it had come back.
  const shown = keyword ? answer : null;
  const rows = rowsOf(shown, listboxId);
  useEffect(() => {
    reportOptions.current(rowsOf(shown, listboxId).map(({ id, href }) => ({ id, href })));
  }, [shown, listboxId]);

  const seeAll = searchUrl(appendKeyword(tabCriteria(tab), keyword));
  const linkClass = 'block rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900';

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only keeps focus in the input on clicks; no action of its own.
    <div
      onMouseDown={keepFocus}
      className="absolute inset-x-0 top-full z-50 mt-2 flex max-h-[80vh] flex-col overflow-y-auto rounded-xl border border-slate-200 bg-white p-3 shadow-lg md:right-0 md:left-auto md:w-[44rem] md:flex-row md:gap-4"
    >
      <section
        aria-labelledby={`${listboxId}-topics`}
        className="md:w-52 md:shrink-0 md:border-r md:border-slate-200 md:pr-3"
      >
        <h2
          id={`${listboxId}-topics`}
          className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500"
        >
          {t('search.header.popular')}
        </h2>
        <ul>
          {topics.map((topic) => (
            <li key={topic.id}>
              <a
                href={topicUrl(topic)}
                className={linkClass}
                onClick={(event) => {
                  event.preventDefault();
                  onNavigate(topicUrl(topic));
                }}
              >
                {topic.name}
              </a>
            </li>
          ))}
        </ul>
        <a
          href="/search"
          className={`${linkClass} mt-1 font-semibold text-brand-700`}
          onClick={(event) => {
            event.preventDefault();
            onNavigate('/search');
          }}
        >
          {t('search.header.browseAll')}
        </a>
      </section>
      <div className="mt-3 min-w-0 flex-1 md:mt-0">
        <fieldset className="flex flex-wrap gap-1 border-b border-slate-200 pb-2">
          <legend className="sr-only">{t('search.header.typeTabs')}</legend>
          {HEADER_SEARCH_TABS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={tab === option}
              onClick={() => setTab(option)}
              className="rounded-full px-3 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {option === 'all' ? t('search.tabs.all') : t(`types.${option}`)}
            </button>
          ))}
        </fieldset>
        <div id={listboxId} role="listbox" aria-label={t('search.header.results')} className="mt-2 flex flex-col gap-1">
          {rows.map((row) => (
            <ResultRow
              key={row.id}
              id={row.id}
              card={row.card}
              active={row.id === activeId}
              onPick={() => onNavigate(row.href)}
            />
          ))}
        </div>
        {keyword && error && (
          <p role="alert" className="px-3 py-2 text-sm text-red-800">
            {t(`errors.${error}`)}
          </p>
        )}
        <div role="status" className="px-3 py-2 text-sm text-slate-600">
          {!keyword
            ? t('search.header.hint')
            : answer && answer.total === 0
              ? t('search.header.noResults', { text: keyword })
              : null}
        </div>
        {keyword && answer && answer.total > 0 && (
          <p className="flex items-center justify-between gap-2 border-t border-slate-200 px-3 pt-2 text-sm">
            <span className="text-slate-600">
              {answer.total >= SEARCH_TOTAL_CAP
                ? t('search.totalAtLeast', { count: SEARCH_TOTAL_CAP })
                : t('search.total', { count: answer.total })}
            </span>
            <a
              href={seeAll}
              className="font-semibold text-brand-700 hover:underline"
              onClick={(event) => {
                event.preventDefault();
                onNavigate(seeAll);
              }}
            >
              {t('search.header.seeAll')}
            </a>
          </p>
        )}
      </div>
    </div>
  );
};
