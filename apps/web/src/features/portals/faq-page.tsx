import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { featuredListQueryOptions } from '../../api/featured-list';
import { FeaturedSection } from '../../ui/featured-section';
import { usePageTitle } from '../../ui/use-page-title';
import { FaqList } from './components/faq-list';
import { FAQ_CATEGORIES, type TFaqCategory } from './faq-entries';

const CATEGORIES = Object.keys(FAQ_CATEGORIES) as TFaqCategory[];

/** Whether every word typed appears in the question or its answer (case and accents ignored). */
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
export const matchesFaq = (text: string, query: string) =>
  fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => fold(text).includes(word));

/** A link to a question opens the page at it (the list renders after the route, so the browser's own jump misses). */
const useScrollToHash = () => {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
};

/**
 * The FAQ (§2.1 /faq): the items its featured list names (page_faq) as "start here" cards, in the list's order, then
 * questions and answers by category, each with an anchor, narrowed by a search box. The questions are texts, not
 * items, so the list cannot name them (docs/decisions/0074-readings-of-the-spec-gaps.md).
 */
export const FaqPage = () => {
  const { t } = useTranslation();
  const startHere = useQuery(featuredListQueryOptions('page_faq')).data;
  const [query, setQuery] = useState('');
  const searchId = useId();
  usePageTitle(t('portalPages.faq.title'));
  useScrollToHash();
  const shown = CATEGORIES.map((category) => ({
    category,
    ids: FAQ_CATEGORIES[category].filter((id) =>
      matchesFaq(`${t(`portalPages.faq.items.${id}.q`)} ${t(`portalPages.faq.items.${id}.a`)}`, query),
    ),
  })).filter((group) => group.ids.length > 0);
  const count = shown.reduce((sum, group) => sum + group.ids.length, 0);

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('portalPages.faq.title')}</h1>
      <p className="mt-3 text-slate-700">{t('portalPages.faq.intro')}</p>
      {startHere?.itemIds.length ? (
        <div className="mt-8">
          <FeaturedSection list={startHere} title={t('portalPages.faq.startHere')} eagerCount={0} />
        </div>
      ) : null}
      <search className="mt-8 block">
        <label htmlFor={searchId} className="text-sm font-semibold text-slate-900">
          {t('portalPages.faq.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setQuery('');
          }}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 outline-none focus:border-brand-600 focus:ring-3 focus:ring-brand-600/30"
        />
        <p role="status" className="mt-2 text-sm text-slate-600">
          {query.trim() ? t('portalPages.faq.matches', { count }) : ''}
        </p>
      </search>
      {shown.map((group) => (
        <section
          key={group.category}
          id={group.category}
          aria-labelledby={`faq-${group.category}-title`}
          className="mt-8 scroll-mt-20"
        >
          <h2 id={`faq-${group.category}-title`} className="text-xl font-bold text-slate-900">
            {t(`portalPages.faq.categories.${group.category}`)}
          </h2>
          <div className="mt-3">
            <FaqList ids={group.ids} />
          </div>
        </section>
      ))}
    </div>
  );
};
