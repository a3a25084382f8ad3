import type { TCommentItem } from '@questline/domain/schemas/comments';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { actionButton } from '../../../ui/comment-styles';
import type { TCommentActions, TCommentContext } from '../hooks/use-comment-actions';

/**
 * A comment's actions, those the viewer may take: like, reply, copy its link, edit and delete their own, report
 * another's; a learn moderator hides or shows any and blocks its author from posting.
 */
export const CommentActions = (props: {
  comment: TCommentItem;
  context: TCommentContext;
  actions: TCommentActions;
  onReply?: () => void;
}) => {
  const { t } = useTranslation();
  const { comment, context, actions } = props;
  const mine = context.meId === comment.authorId;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-1">
      <Button
        aria-pressed={comment.liked}
        onPress={actions.signedInOr(actions.like)}
        className={`${actionButton} ${comment.liked ? 'text-brand-800' : ''}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-4 w-4"
          fill={comment.liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M10 17s-6.5-3.9-6.5-8.3A3.7 3.7 0 0 1 10 6.3a3.7 3.7 0 0 1 6.5 2.4C16.5 13.1 10 17 10 17Z" />
        </svg>
        <span className="sr-only">{t('learn.comments.like')}</span>
        {comment.likeCount}
      </Button>
      {props.onReply && (
        <Button onPress={actions.signedInOr(props.onReply)} className={actionButton}>
          {t('learn.comments.reply')}
        </Button>
      )}
      <Button onPress={() => void actions.copyLink()} className={actionButton}>
        {t('learn.comments.copyLink')}
      </Button>
      {comment.canEdit && !actions.editing && (
        <Button onPress={actions.startEditing} className={actionButton}>
          {t('learn.comments.edit')}
        </Button>
      )}
      {comment.canDelete && (
        <Button onPress={() => actions.ask('delete')} className={actionButton}>
          {t('learn.comments.delete')}
        </Button>
      )}
      {!mine &&
        (comment.reported ? (
          <span className="px-2 py-1 text-xs text-slate-600">{t('learn.comments.reported')}</span>
        ) : (
          <Button onPress={actions.signedInOr(actions.openReport)} className={actionButton}>
            {t('learn.comments.reportAction')}
          </Button>
        ))}
      {context.moderator && (
        <Button onPress={actions.toggleHidden} className={actionButton}>
          {comment.hidden ? t('learn.comments.show') : t('learn.comments.hide')}
        </Button>
      )}
      {context.moderator && !mine && (
        <Button onPress={() => actions.ask('block')} className={actionButton}>
          {t('learn.comments.blockAuthor')}
        </Button>
      )}
    </div>
  );
};
