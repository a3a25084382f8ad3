import { localeTag } from '@questline/domain/constants';
import { isAdmin } from '@questline/domain/roles';
import { SITE_PAGE_KEYS, SITE_PAGE_PATHS, type TSitePageKey } from '@questline/domain/rules/urls';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useMe } from '../../api/session';
import { sitePageQueryOptions } from '../../api/site-page';
import { currentLocale, loadAuthoringCatalogue } from '../../i18n/i18n';
import { RichTextView } from '../../ui/rich-text/rich-text-view';
import { useViewerTimeZone } from '../../ui/use-hydrated';
import { usePageTitle } from '../../ui/use-page-title';

// The editor (and through it TipTap, with the authoring texts its toolbar speaks) loads only when an admin opens it.
const SitePageEditor = lazy(() =>
  Promise.all([import('./site-page-editor'), loadAuthoringCatalogue()]).then(([module]) => ({
    default: module.SitePageEditor,
  })),
);

const buttonClass =
  'rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-brand-600';

/**
 * A footer page (/about, /contact, /legal/terms, /legal/privacy, /legal/cookies): its text in the reader's language,
 * else in English (marked as English for screen readers), with the date of its last change. Admins edit it here, one
 * language at a time.
 */
const SitePageArticle = ({ page }: { page: TSitePageKey }) => {
  const { t, i18n } = useTranslation();
  const timeZone = useViewerTimeZone();
  const me = useMe();
  const locale = currentLocale();
  const shown = useQuery(sitePageQueryOptions(page, locale));
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const title = t(`sitePages.${page}.title`);
  usePageTitle(title);

  const closeEditor = () => {
    setEditing(false);
    // Back where the editor was opened from.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const data = shown.data;
  const updated = data?.updatedAt
    ? new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'long', timeZone }).format(
        new Date(data.updatedAt),
      )
    : null;

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {isAdmin(me) && !editing && (
          <button ref={editButton} type="button" className={buttonClass} onClick={() => setEditing(true)}>
            {t('sitePages.edit')}
          </button>
        )}
      </div>
      {editing ? (
        <Suspense fallback={<p className="mt-8 text-sm text-slate-600">{t('common.loading')}</p>}>
          <SitePageEditor page={page} title={title} onClose={closeEditor} />
        </Suspense>
      ) : shown.isError ? (
        <p role="alert" className="mt-8 text-sm text-red-700">
          {t(`errors.${shown.error instanceof ApiError ? shown.error.key : 'internal_error'}`)}
        </p>
      ) : !data ? (
        <p className="mt-8 text-sm text-slate-600">{t('common.loading')}</p>
      ) : (
        <>
          {updated && <p className="mt-2 text-sm text-slate-600">{t('sitePages.updated', { date: updated })}</p>}
          {data.contentLocale !== locale && (
            <p className="mt-4 rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-700">{t('sitePages.inEnglish')}</p>
          )}
          <div lang={localeTag(data.contentLocale)} className="mt-8">
            <RichTextView doc={data.content} className="[&_h2]:mt-8 [&_h2]:text-xl" />
          </div>
        </>
      )}
    </article>
  );
};

/** A site page's route: each of SITE_PAGE_PATHS is a route of its own, and the page is the one whose path matched. */
export const SitePage = () => {
  const pathname = useRouterState({ select: (state) => state.location.pathname.replace(/\/$/, '') });
  const page = SITE_PAGE_KEYS.find((key) => SITE_PAGE_PATHS[key] === pathname);
  return page ? <SitePageArticle page={page} /> : null;
};
