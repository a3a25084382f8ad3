import { DEFAULT_LOCALE, type TLocale } from '@questline/domain/constants';
import { sanitizeRichText, type TRichText } from '@questline/domain/rules/rich-text';
import type { TSitePageKey } from '@questline/domain/rules/urls';
import type { TSitePage } from '@questline/domain/schemas/site-pages';
import type { TDbOrTx } from '../../db/client';
import { DEFAULT_SITE_PAGES } from './site-page-defaults';
import { findPageTexts, upsertPageText } from './site-pages.repository';

/**
 * GET /api/site/pages/{page}?locale=: the page's text saved in that locale, else the English one saved, else the text
 * shipped with the platform (English). Saved texts were sanitised when saved and are sanitised again as they are read.
 */
export const readSitePage = async (db: TDbOrTx, page: TSitePageKey, locale: TLocale): Promise<TSitePage> => {
  const texts = await findPageTexts(db, page, [locale, DEFAULT_LOCALE]);
  const saved = texts.find((text) => text.locale === locale) ?? texts.find((text) => text.locale === DEFAULT_LOCALE);
  if (!saved)
    return {
      page,
      locale,
      contentLocale: DEFAULT_LOCALE,
      source: 'default',
      content: DEFAULT_SITE_PAGES[page],
      updatedAt: null,
      updatedBy: null,
    };
  return {
    page,
    locale,
    contentLocale: saved.locale as TLocale,
    source: 'saved',
    content: sanitizeRichText(saved.content as TRichText),
    updatedAt: saved.updatedAt.toISOString(),
    updatedBy: saved.updatedBy,
  };
};

/** PUT /api/site/pages/{page}/{locale}: stores the sanitised text of one locale; answers the page as read there. */
export const saveSitePage = async (
  db: TDbOrTx,
  input: { page: TSitePageKey; locale: TLocale; content: TRichText; actorId: string },
): Promise<TSitePage> => {
  await upsertPageText(db, {
    page: input.page,
    locale: input.locale,
    content: sanitizeRichText(input.content),
    updatedBy: input.actorId,
  });
  return readSitePage(db, input.page, input.locale);
};
