import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogSecondaryClass, LearnDialog } from '../../../ui/learn-dialog';

/**
 * The popup of a My Learning list loaded a page at a time (§2.11, §4.7): the failure's message, "Loading…" until the
 * first page arrives, the list, and Load more once a page has arrived and more remain.
 */
export const LoadMoreDialog = (props: {
  title: string;
  onClose: () => void;
  /** What useLoadMore answers. */
  list: { pages: readonly unknown[]; loading: boolean; errorKey: string | null; loadMore: () => void };
  hasMore: boolean;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const { pages, loading, errorKey, loadMore } = props.list;
  return (
    <LearnDialog
      isOpen
      onClose={props.onClose}
      title={props.title}
      footer={
        pages.length > 0 && props.hasMore ? (
          <button type="button" className={dialogSecondaryClass} disabled={loading} onClick={loadMore}>
            {loading ? t('common.loading') : t('myLearning.loadMore')}
          </button>
        ) : undefined
      }
    >
      {errorKey && (
        <p role="alert" className="mb-4 text-sm text-red-800">
          {t(`errors.${errorKey}`)}
        </p>
      )}
      {pages.length === 0 && loading && <p className="text-slate-600">{t('common.loading')}</p>}
      {props.children}
    </LearnDialog>
  );
};
