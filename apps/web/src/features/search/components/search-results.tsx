import type { TListingSort } from '@questline/domain/constants';
import { SEARCH_TOTAL_CAP } from '@questline/domain/schemas/search';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useMe } from '../../../api/session';
import { ItemCard } from '../../../ui/item-card';
import { resultCards, shownDuration } from '../api/search';
import { useSearchResults } from '../hooks/use-search-results';
import { ResultCheckbox, SelectionToolbar, useResultSelection } from './result-selection';

const buttonClass =
  'rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60';

/**
 * The results of a search (§2.6): the total, a grid of cards, Load more (appends the next page), and the empty,
 * loading and error states. The search page and the listings (/courses, /projects, /tutorials) show it; `empty`
 * replaces the empty state's text (a listing's says its filters found nothing and offers to clear them). With
 * `selectable` (the search page), a signed-in learner selects results, or all but the live sessions, and saves them to
 * My Learning at once (§2.6).
 */
export const SearchResults = ({
  criteria,
  ob,
  title,
  headingLevel = 2,
  empty,
  selectable = false,
}: {
  criteria: readonly string[];
  ob?: TListingSort;
  title: string;
  headingLevel?: 1 | 2;
  empty?: ReactNode;
  selectable?: boolean;
}) => {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useSearchResults(criteria, ob);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const pages = query.data?.pages ?? [];
  const cards = pages.flatMap(resultCards);
  const total = pages[0]?.total ?? 0;
  const signedIn = Boolean(useMe());
  const selection = useResultSelection(JSON.stringify([criteria, ob ?? null]), cards);
  const selecting = selectable && signedIn && cards.length > 0;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={headingId} className="text-xl font-bold text-slate-900">
          {title}
        </Heading>
        <p role="status" className="text-sm text-slate-600">
          {query.isPending
            ? t('common.loading')
            : query.isSuccess
              ? total >= SEARCH_TOTAL_CAP
                ? t('search.totalAtLeast', { count: SEARCH_TOTAL_CAP })
                : t('search.total', { count: total })
              : null}
        </p>
      </div>
      {query.isError && cards.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white px-6 py-12 text-center">
          <p role="alert" className="font-semibold text-slate-900">
            {t(`errors.${query.error instanceof ApiError ? query.error.key : 'internal_error'}`)}
          </p>
          <button type="button" className={buttonClass} onClick={() => void query.refetch()}>
            {t('search.retry')}
          </button>
        </div>
      ) : query.isSuccess && cards.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          {empty ?? (
            <>
              <p className="font-semibold text-slate-900">{t('search.empty.title')}</p>
              <p className="mt-1 text-sm text-slate-600">{t('search.empty.hint')}</p>
            </>
          )}
        </div>
      ) : (
        <>
          {selecting && <SelectionToolbar cards={cards} selection={selection} />}
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {cards.map((card, index) => (
              <li key={`${card.type}:${card.id}`} className="flex flex-col">
                {selecting && <ResultCheckbox card={card} selection={selection} />}
                <ItemCard item={{ ...card, duration: shownDuration(card) }} eager={index < 4} />
              </li>
            ))}
          </ul>
        </>
      )}
      {query.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm font-semibold text-red-800">
          {t(`errors.${query.error instanceof ApiError ? query.error.key : 'internal_error'}`)}
        </p>
      )}
      {query.hasNextPage && (
        <div className="flex justify-center">
          <button
            type="button"
            className={buttonClass}
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? t('common.loading') : t('search.loadMore')}
          </button>
        </div>
      )}
    </section>
  );
};
