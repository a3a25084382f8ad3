import { DEFAULT_LOCALE, isLocale, localeLanguage, localeTag, type TLocale } from '@questline/domain/constants';
import type { TLearnSearch } from '@questline/domain/rules/search-params';
import { detailUrl } from '@questline/domain/rules/urls';
import type { TLearnItem } from '@questline/domain/schemas/item';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../ui/app-link';
import { useLearnSearch } from '../hooks/use-learn-search';

/** What of the page's query a link to the same item in another language keeps: its place, not its language. */
const KEPT = ['projectId', 'courseId', 'missionId', 'pathwayId', 'contentId', 'tab'] as const;

export type TLanguageNoticeItem = Pick<TLearnItem, 'type' | 'language' | 'translations'>;

/** The page's item in the interface's language, when it is shown in another and is published in that one. */
export const translationHref = (item: TLanguageNoticeItem, locale: TLocale, search: TLearnSearch) => {
  const translation = item.translations?.find((other) => other.language === localeLanguage(locale));
  if (!translation) return null;
  const extra: Record<string, string> = {};
  for (const key of KEPT) {
    const value = search[key];
    if (value) extra[key] = value;
  }
  return detailUrl([{ type: item.type, id: translation.id, slug: translation.slug }], { version: search.uv, extra });
};

/** The interface's locale, and whether the item's content is shown in another language than the interface's. */
export const useLanguageMismatch = (item: TLanguageNoticeItem | undefined) => {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return { locale, mismatch: Boolean(item?.language) && item?.language !== localeLanguage(locale) };
};

/**
 * Says that the page's content is in another language than the interface's (issue 27), in the interface's language
 * (its own `lang`, as the content around it is marked with its own), and links to the item in the interface's
 * language when it is published in it. Nothing when the languages match.
 */
export const LanguageNotice = ({ item }: { item: TLanguageNoticeItem }) => {
  const { t } = useTranslation();
  const search = useLearnSearch();
  const { locale, mismatch } = useLanguageMismatch(item);
  if (!mismatch) return null;
  const names = new Intl.DisplayNames([localeTag(locale)], { type: 'language', fallback: 'code' });
  const href = translationHref(item, locale, search);
  return (
    <div
      role="note"
      lang={localeTag(locale)}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-sky-200 bg-sky-50 px-4 py-2 text-sm text-sky-900"
    >
      <p>{t('learn.languageNotice.shownIn', { language: names.of(item.language) ?? item.language })}</p>
      {href && (
        <AppLink
          href={href}
          hrefLang={localeLanguage(locale)}
          className="font-semibold text-sky-900 underline underline-offset-2 hover:text-sky-950"
        >
          {t('learn.languageNotice.readIn', { language: names.of(localeLanguage(locale)) })}
        </AppLink>
      )}
    </div>
  );
};
