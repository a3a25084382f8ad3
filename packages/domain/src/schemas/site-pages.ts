/** The footer's site pages (about, contact, terms, privacy, cookies): their texts per UI locale, edited by admins. */
import { z } from 'zod';
import { LOCALES } from '../constants';
import { ZRichText } from '../rules/rich-text';
import { SITE_PAGE_KEYS, type TSitePageKey } from '../rules/urls';

export const ZSitePageKey = z.enum(SITE_PAGE_KEYS as [TSitePageKey, ...TSitePageKey[]], { error: 'not_found' });
const ZPageLocale = z.enum(LOCALES, { error: 'invalid_locale' });

export const ZSitePageParams = z.object({ page: ZSitePageKey });
/** GET /api/site/pages/{page}?locale=: the page in that UI locale (English when the locale has no text of its own). */
export const ZSitePageQuery = z.object({ locale: ZPageLocale.default('en_US') });
/** PUT /api/site/pages/{page}/{locale}. */
export const ZSitePageWriteParams = z.object({ page: ZSitePageKey, locale: ZPageLocale });
export const ZSitePageWrite = z.object({ content: ZRichText });
export type TSitePageWrite = z.infer<typeof ZSitePageWrite>;

/**
 * A site page as shown: `contentLocale` is the locale whose text `content` is (the asked one, or en_US when it has
 * none); `source` says whether an admin saved that text or it is the one shipped with the platform; `updatedAt` and
 * `updatedBy` (a name) are the last save's, null for the shipped text.
 */
export const ZSitePage = z.object({
  page: ZSitePageKey,
  locale: ZPageLocale,
  contentLocale: ZPageLocale,
  source: z.enum(['saved', 'default']),
  content: ZRichText,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type TSitePage = z.infer<typeof ZSitePage>;
