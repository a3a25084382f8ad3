import { useTranslation } from 'react-i18next';
import { CloseButton } from '../../../ui/close-button';
import { useLearnSearch, useUpdateLearnSearch } from '../hooks/use-learn-search';

/** `publish=true` after a successful publish (dismissible) and `preview=true` (§2.2). */
export const PageNotices = () => {
  const { t } = useTranslation();
  const search = useLearnSearch();
  const update = useUpdateLearnSearch();
  if (!search.publish && !search.preview) return null;
  return (
    <div className="mx-auto max-w-7xl space-y-2 px-4 pt-4 sm:px-6">
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
