import type { TCommentItem, TCommentList } from '@questline/domain/schemas/comments';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../ui/avatar';
import { useViewerTimeZone } from '../../../ui/use-hydrated';
import { type TCommentContext, useCommentActions } from '../hooks/use-comment-actions';
import { CommentActions } from './comment-actions';
import { CommentComposer } from './comment-composer';
import { CommentDialogs } from './comment-dialogs';
import { CommentReports } from './comment-reports';
import { CommentText } from './comment-text';

type TUser = TCommentList['userMap'][string];

const formatTime = (iso: string, language: string, timeZone: string) =>
  new Intl.DateTimeFormat(language.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );

/**
 * One comment or reply (§2.9): author, time (a link to the comment itself), text with links, and what the viewer may
 * do: like, reply, copy its link, edit and delete their own, report another's; a learn moderator hides or deletes any
 * and blocks its author from posting, and sees its reports.
 */
export const CommentItem = (props: {
  comment: TCommentItem;
  author: TUser | undefined;
  reasons: TCommentList['reportMap'][string]['reasons'];
  context: TCommentContext;
  linked: boolean;
  onReply?: () => void;
  children?: ReactNode;
}) => {
  const { t, i18n } = useTranslation();
  const timeZone = useViewerTimeZone();
  const { comment, context } = props;
  const name = props.author?.name ?? t('learn.comments.formerMember');
  const actions = useCommentActions(comment, context, name);

  return (
    <article
      id={`comment-${comment.id}`}
      tabIndex={-1}
      aria-labelledby={`comment-${comment.id}-author`}
      data-linked={props.linked || undefined}
      className={`scroll-mt-24 rounded-xl p-3 outline-none transition ${
        props.linked ? 'bg-amber-50 ring-2 ring-amber-500' : ''
      } ${comment.hidden ? 'border border-dashed border-slate-400 bg-slate-50' : ''}`}
    >
      <header className="flex flex-wrap items-center gap-2">
        <Avatar name={name} imageUrl={props.author?.avatar} size="sm" />
        <span id={`comment-${comment.id}-author`} className="text-sm font-semibold text-slate-900">
          {name}
        </span>
        <a href={actions.link} className="text-xs text-slate-600 hover:underline">
          <time dateTime={comment.createdTime}>{formatTime(comment.createdTime, i18n.language, timeZone)}</time>
        </a>
        {comment.editedTime && <span className="text-xs text-slate-600">{t('learn.comments.edited')}</span>}
        {comment.hidden && (
          <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800">
            {t('learn.comments.hiddenBadge')}
          </span>
        )}
      </header>

      <div className="mt-2 pl-10">
        {actions.editing ? (
          <CommentComposer
            label={t('learn.comments.editLabel')}
            submitLabel={t('learn.comments.save')}
            initial={comment.content}
            pending={actions.edit.isPending}
            error={actions.edit.error}
            autoFocus
            onSubmit={actions.saveEdit}
            onCancel={actions.cancelEdit}
          />
        ) : (
          <CommentText content={comment.content} />
        )}
        {context.moderator && props.reasons.length > 0 && <CommentReports reasons={props.reasons} />}
        <CommentActions comment={comment} context={context} actions={actions} onReply={props.onReply} />
        {props.children}
      </div>

      <CommentDialogs comment={comment} authorName={name} actions={actions} />
    </article>
  );
};
