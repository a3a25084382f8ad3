import { commentLink } from '@questline/domain/rules/comments';
import type { TCommentItem, TCommentList } from '@questline/domain/schemas/comments';
import { type ReactNode, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../lib/error-key';
import { useLogin } from '../../../lib/use-login';
import { Avatar } from '../../../ui/avatar';
import { actionButton } from '../../../ui/comment-styles';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ReportDialog } from '../../../ui/report-dialog';
import { useToast } from '../../../ui/toast';
import {
  deleteComment,
  editComment,
  hideComment,
  likeComment,
  reportComment,
  setPostingBlocked,
  type TParentIds,
  useCommentWrite,
} from '../api/write-comments';
import { CommentComposer } from './comment-composer';
import { CommentText } from './comment-text';

type TUser = TCommentList['userMap'][string];
export type TCommentContext = {
  channelId: string;
  parentIds: TParentIds;
  signedIn: boolean;
  meId: string | null;
  moderator: boolean;
};

/** The absolute direct link of a comment (§2.2 `?messageId={id}#{sectionId}`), from the page the learner is on. */
export const absoluteCommentLink = (comment: Pick<TCommentItem, 'id' | 'sectionId'>) =>
  `${window.location.origin}${commentLink(`${window.location.pathname}${window.location.search}`, comment.id, comment.sectionId)}`;

const formatTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short' }).format(
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
  const { openLogin } = useLogin();
  const toast = useToast();
  const { comment, context } = props;
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<'delete' | 'block' | null>(null);
  const [reporting, setReporting] = useState(false);
  const edit = useCommentWrite(context.channelId, editComment);
  const remove = useCommentWrite(context.channelId, deleteComment);
  const hide = useCommentWrite(context.channelId, hideComment);
  const like = useCommentWrite(context.channelId, likeComment);
  const report = useCommentWrite(context.channelId, reportComment);
  const block = useCommentWrite(context.channelId, setPostingBlocked);
  const name = props.author?.name ?? t('learn.comments.formerMember');
  const mine = context.meId === comment.authorId;
  const link = absoluteCommentLink(comment);

  const signedInOr = (action: () => void) => () => (context.signedIn ? action() : openLogin());
  const failed = (error: unknown) => toast(t(`errors.${errorKeyOf(error) ?? 'internal_error'}`), { tone: 'error' });
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast(t('learn.comments.linkCopied'));
    } catch {
      toast(t('learn.comments.copyFailed', { link }), { tone: 'error' });
    }
  };

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
        <a href={link} className="text-xs text-slate-600 hover:underline">
          <time dateTime={comment.createdTime}>{formatTime(comment.createdTime, i18n.language)}</time>
        </a>
        {comment.editedTime && <span className="text-xs text-slate-600">{t('learn.comments.edited')}</span>}
        {comment.hidden && (
          <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800">
            {t('learn.comments.hiddenBadge')}
          </span>
        )}
      </header>

      <div className="mt-2 pl-10">
        {editing ? (
          <CommentComposer
            label={t('learn.comments.editLabel')}
            submitLabel={t('learn.comments.save')}
            initial={comment.content}
            pending={edit.isPending}
            error={edit.error}
            autoFocus
            onSubmit={async (content) => {
              await edit.mutateAsync({ id: comment.id, content });
              setEditing(false);
            }}
            onCancel={() => {
              edit.reset();
              setEditing(false);
            }}
          />
        ) : (
          <CommentText content={comment.content} />
        )}

        {context.moderator && props.reasons.length > 0 && (
          <div className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-xs text-amber-950">
            <p className="font-semibold">{t('learn.comments.reports', { count: props.reasons.length })}</p>
            <ul className="mt-1 list-disc pl-4">
              {props.reasons.map((reason, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: reports are listed in the server's order and never move.
                <li key={index}>
                  {t(`learn.comments.report.types.${reason.type}`)}
                  {reason.content ? `: ${reason.content}` : ''}
                </li>
              ))}
            </ul>
          </div>
        )}

        <div className="mt-1 flex flex-wrap items-center gap-1">
          <Button
            aria-pressed={comment.liked}
            onPress={signedInOr(() =>
              like.mutate({ id: comment.id, parentIds: context.parentIds }, { onError: failed }),
            )}
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
            <Button onPress={signedInOr(props.onReply)} className={actionButton}>
              {t('learn.comments.reply')}
            </Button>
          )}
          <Button onPress={() => void copyLink()} className={actionButton}>
            {t('learn.comments.copyLink')}
          </Button>
          {comment.canEdit && !editing && (
            <Button onPress={() => setEditing(true)} className={actionButton}>
              {t('learn.comments.edit')}
            </Button>
          )}
          {comment.canDelete && (
            <Button onPress={() => setConfirm('delete')} className={actionButton}>
              {t('learn.comments.delete')}
            </Button>
          )}
          {!mine &&
            (comment.reported ? (
              <span className="px-2 py-1 text-xs text-slate-600">{t('learn.comments.reported')}</span>
            ) : (
              <Button onPress={signedInOr(() => setReporting(true))} className={actionButton}>
                {t('learn.comments.reportAction')}
              </Button>
            ))}
          {context.moderator && (
            <Button
              onPress={() => hide.mutate({ id: comment.id, hidden: !comment.hidden }, { onError: failed })}
              className={actionButton}
            >
              {comment.hidden ? t('learn.comments.show') : t('learn.comments.hide')}
            </Button>
          )}
          {context.moderator && !mine && (
            <Button onPress={() => setConfirm('block')} className={actionButton}>
              {t('learn.comments.blockAuthor')}
            </Button>
          )}
        </div>
        {props.children}
      </div>

      <ConfirmDialog
        isOpen={confirm === 'delete'}
        theme="delete"
        title={t('learn.comments.deleteTitle')}
        message={comment.parentId ? undefined : t('learn.comments.deleteMessage')}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(comment.id, {
            onSuccess: () => {
              setConfirm(null);
              toast(t('learn.comments.deleted'));
            },
            onError: (error) => {
              setConfirm(null);
              failed(error);
            },
          })
        }
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        isOpen={confirm === 'block'}
        theme="default"
        title={t('learn.comments.blockTitle', { name })}
        message={t('learn.comments.blockMessage')}
        confirmLabel={t('learn.comments.blockConfirm')}
        loading={block.isPending}
        onConfirm={() =>
          block.mutate(
            { userId: comment.authorId, blocked: true },
            {
              onSuccess: () => {
                setConfirm(null);
                toast(t('learn.comments.blocked', { name }));
              },
              onError: (error) => {
                setConfirm(null);
                failed(error);
              },
            },
          )
        }
        onCancel={() => setConfirm(null)}
      />
      <ReportDialog
        isOpen={reporting}
        pending={report.isPending}
        error={report.error}
        onSubmit={(reason) =>
          report.mutate(
            { id: comment.id, report: reason, parentIds: context.parentIds },
            {
              onSuccess: () => {
                setReporting(false);
                toast(t('learn.comments.reportSent'));
              },
            },
          )
        }
        onClose={() => {
          report.reset();
          setReporting(false);
        }}
      />
    </article>
  );
};
