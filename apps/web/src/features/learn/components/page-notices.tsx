import { useTranslation } from 'react-i18next';
import { CloseButton } from '../../../ui/close-button';
import { useLearnSearch, useUpdateLearnSearch } from '../hooks/use-learn-search';
import { LanguageNotice, type TLanguageNoticeItem, useLanguageMismatch } from './language-notice';

/**
 * `publish=true` after a successful publish (dismissible) and `preview=true` (§2.2); and, for the page's item, the
 * language its content is shown in when the interface reads another (LanguageNotice).
 */
export const PageNotices = ({ item }: { item?: TLanguageNoticeItem }) => {
  const { t } = useTranslation();
  const search = useLearnSearch();
  const update = useUpdateLearnSearch();
  const { mismatch } = useLanguageMismatch(item);
  if (!search.publish && !search.preview && !mismatch) return null;
  return (
    <div className="mx-auto max-w-7xl space-y-2 px-4 pt-4 sm:px-6">
      {item && <LanguageNotice item={item} />}
      {search.publish && (
        <div
          role="status"
          className="flex items-start justify-between gap-3 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          <p>{t('learn.notices.published')}</p>
          <CloseButton
            label={t('learn.notices.dismiss')}
            onPress={() => update({ publish: undefined }, { replace: true })}
          />
        </div>
      )}
      {search.preview && (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
        >
          {t('learn.notices.preview')}
        </p>
      )}
    </div>
  );
};
