import type { TCommentItem } from '@questline/domain/schemas/comments';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ReportDialog } from '../../../ui/report-dialog';
import type { TCommentActions } from '../hooks/use-comment-actions';

/** A comment's dialogs: deleting it and blocking its author, each confirmed first, and reporting it. */
export const CommentDialogs = (props: { comment: TCommentItem; authorName: string; actions: TCommentActions }) => {
  const { t } = useTranslation();
  const { comment, actions } = props;
  return (
    <>
      <ConfirmDialog
        isOpen={actions.confirm === 'delete'}
        theme="delete"
        title={t('learn.comments.deleteTitle')}
        message={comment.parentId ? undefined : t('learn.comments.deleteMessage')}
        loading={actions.remove.isPending}
        onConfirm={actions.confirmDelete}
        onCancel={actions.cancelConfirm}
      />
      <ConfirmDialog
        isOpen={actions.confirm === 'block'}
        theme="default"
        title={t('learn.comments.blockTitle', { name: props.authorName })}
        message={t('learn.comments.blockMessage')}
        confirmLabel={t('learn.comments.blockConfirm')}
        loading={actions.block.isPending}
        onConfirm={actions.confirmBlock}
        onCancel={actions.cancelConfirm}
      />
      <ReportDialog
        isOpen={actions.reporting}
        pending={actions.report.isPending}
        error={actions.report.error}
        onSubmit={actions.sendReport}
        onClose={actions.closeReport}
      />
    </>
  );
};
