import { topicUrl } from '@questline/domain/rules/urls';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { popularTopics, popularTopicsQueryOptions } from '../api/search';

/** Topics shown before More (§2.4). */
export const BROWSE_TOPICS_SHOWN = 10;

const CONTENT_TYPE_LINKS = [
  { href: '/pathways', label: 'nav.pathways' },
  { href: '/courses', label: 'nav.courses' },
  { href: '/tutorials', label: 'nav.tutorials' },
  { href: '/missions', label: 'nav.missions' },
] as const;

const linkClass = 'block rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900';

/** The Browse menu's panel (§2.4): popular topics (10, then More/Less) and the content-type links. */
export const BrowseMenuPanel = ({ onNavigate }: { onNavigate: () => void }) => {
  const { t } = useTranslation();
  const topicsQuery = useQuery(popularTopicsQueryOptions());
  const topics = popularTopics(topicsQuery.data);
  const [showAll, setShowAll] = useState(false);
  const topicsId = useId();
  const typesId = useId();
  const shown = showAll ? topics : topics.slice(0, BROWSE_TOPICS_SHOWN);

  return (
    <div className="absolute left-0 top-full z-50 mt-2 flex w-[34rem] max-w-[90vw] gap-6 rounded-xl border border-slate-200 bg-white p-4 shadow-lg">
      <section aria-labelledby={topicsId} className="flex-1">
        <h2 id={topicsId} className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
          {t('browse.topics')}
        </h2>
        {topicsQuery.isPending && <p className="px-2 text-sm text-slate-600">{t('common.loading')}</p>}
        {topicsQuery.isError && (
          <p role="alert" className="px-2 text-sm text-red-800">
            {t('errors.internal_error')}
          </p>
        )}
        <ul className="grid grid-cols-2 gap-x-2">
          {shown.map((topic) => (
            <li key={topic.id}>
              <a href={topicUrl(topic)} className={linkClass} onClick={onNavigate}>
                {topic.name}
              </a>
            </li>
          ))}
        </ul>
        {topics.length > BROWSE_TOPICS_SHOWN && (
          <button
            type="button"
            aria-expanded={showAll}
            onClick={() => setShowAll((all) => !all)}
            className="mt-1 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {showAll ? t('browse.less') : t('browse.more')}
          </button>
        )}
      </section>
      <section aria-labelledby={typesId} className="w-40 shrink-0 border-l border-slate-200 pl-4">
        <h2 id={typesId} className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
          {t('browse.types')}
        </h2>
        <ul>
          {CONTENT_TYPE_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} className={linkClass} onClick={onNavigate}>
                {t(link.label)}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
};
