import { localeTag, type TLocale } from '@questline/domain/constants';
import { useTranslation } from 'react-i18next';

/** A view count as the detail page shows it, rounded in the reader's language ('1.2K views', '1.2万 回表示'). */
export const compactCount = (count: number, locale: string) =>
  new Intl.NumberFormat(localeTag(locale as TLocale), { notation: 'compact' }).format(count);

/** How many times the item was viewed (§2.9): one view per viewer and day. */
export const ItemViews = ({ count }: { count: number }) => {
  const { t, i18n } = useTranslation();
  return (
    <p className="text-sm text-slate-600">
      {t('learn.views.count', { count, formatted: compactCount(count, i18n.language) })}
    </p>
  );
};
