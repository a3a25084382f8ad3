import { localeTag } from '@questline/domain/constants';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { SITE_PAGE_KEYS, SITE_PAGE_PATHS, type TSitePageKey } from '@questline/domain/rules/urls';
import { useQuery } from '@tanstack/react-query';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { sitePageQueryOptions } from '../../../api/site-page';
import { currentLocale } from '../../../i18n/i18n';
import { AppLink } from '../../../ui/app-link';
import { dialogSecondaryClass, LearnDialog } from '../../../ui/learn-dialog';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';

/** What an explanation link points at: an FAQ entry (`/faq#faq-{id}`) or one of the site pages. */
export type TExplainTarget = { kind: 'faq'; id: string } | { kind: 'page'; page: TSitePageKey };

/** The FAQ entry or site page an href names, or null for any other address (which stays a plain link). */
export const explainTargetOf = (href: string): TExplainTarget | null => {
  const url = new URL(href, 'http://site.invalid');
  if (url.origin !== 'http://site.invalid') return null;
  if (url.pathname === '/faq' && url.hash.startsWith('#faq-')) return { kind: 'faq', id: url.hash.slice(5) };
  const page = SITE_PAGE_KEYS.find((key) => SITE_PAGE_PATHS[key] === url.pathname.replace(/\/$/, ''));
  return page ? { kind: 'page', page } : null;
};

/** A site page's text, read from the site pages API once the popup opens, in the reader's language or else English. */
const SitePageExplanation = ({ page }: { page: TSitePageKey }) => {
  const { t } = useTranslation();
  const shown = useQuery(sitePageQueryOptions(page, currentLocale()));
  if (shown.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {t(`errors.${shown.error instanceof ApiError ? shown.error.key : 'internal_error'}`)}
      </p>
    );
  }
  if (!shown.data) return <p className="text-sm text-slate-600">{t('common.loading')}</p>;
  return <RichTextView doc={shown.data.content} lang={localeTag(shown.data.contentLocale)} />;
};

/**
 * The explain popup of §2.14 (href): a link that explains a term with a page of the site, shown in place in a modal
 * (Escape, a backdrop click or Close closes it, and focus goes back to the link), with a link to the full page. The
 * link stays a real link: without script, or with a modifier key held (a new tab or window), it opens the page.
 */
export const ExplainLink = ({
  href,
  children,
  className = '',
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) => {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const target = explainTargetOf(href);
  const faqKey = target?.kind === 'faq' ? `portalPages.faq.items.${target.id}` : null;
  const explains = target !== null && (faqKey === null || i18n.exists(`${faqKey}.q`));
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!explains || !plain || event.defaultPrevented) return;
    event.preventDefault();
    setOpen(true);
  };
  const title = faqKey ? t(`${faqKey}.q`) : target?.kind === 'page' ? t(`sitePages.${target.page}.title`) : '';
  return (
    <>
      <a href={href} onClick={onClick} aria-haspopup={explains ? 'dialog' : undefined} className={className}>
        {children}
      </a>
      {explains && open && (
        <LearnDialog
          isOpen
          onClose={() => setOpen(false)}
          title={title}
          footer={
            <AppLink href={href} onClick={() => setOpen(false)} className={dialogSecondaryClass}>
              {t('learn.explain.openFullPage')}
            </AppLink>
          }
        >
          {faqKey ? (
            <RichTextView doc={richTextFromParagraphs([t(`${faqKey}.a`)])} />
          ) : target?.kind === 'page' ? (
            <SitePageExplanation page={target.page} />
          ) : null}
        </LearnDialog>
      )}
    </>
  );
};
