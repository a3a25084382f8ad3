import { commentLink } from '@questline/domain/rules/comments';
import type { TCommentItem, TCommentReport } from '@questline/domain/schemas/comments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../lib/error-key';
import { useLogin } from '../../../lib/use-login';
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

/** Where a comment is shown and who reads it: its channel and parents, and what the viewer may do. */
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

/**
 * What the viewer may do with a comment (§2.9) and where each action stands: like, edit, delete and block (both
 * confirmed first), report, hide, copy its link. Likes, replies and reports ask anonymous visitors to sign in first;
 * failures show as toasts, a report's in its dialog.
 */
export const useCommentActions = (comment: TCommentItem, context: TCommentContext, authorName: string) => {
  const { t } = useTranslation();
  const { openLogin } = useLogin();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<'delete' | 'block' | null>(null);
  const [reporting, setReporting] = useState(false);
  const edit = useCommentWrite(context.channelId, editComment);
  const remove = useCommentWrite(context.channelId, deleteComment);
  const hide = useCommentWrite(context.channelId, hideComment);
  const like = useCommentWrite(context.channelId, likeComment);
  const report = useCommentWrite(context.channelId, reportComment);
  const block = useCommentWrite(context.channelId, setPostingBlocked);
  const link = absoluteCommentLink(comment);

  const signedInOr = (action: () => void) => () => (context.signedIn ? action() : openLogin());
  const failed = (error: unknown) => toast(t(`errors.${errorKeyOf(error) ?? 'internal_error'}`), { tone: 'error' });
  /** A confirmed write's answer: the dialog closes either way, a toast says how it went. */
  const confirmed = (done: string) => ({
    onSuccess: () => {
      setConfirm(null);
      toast(done);
    },
    onError: (error: unknown) => {
      setConfirm(null);
      failed(error);
    },
  });

  return {
    link,
    editing,
    confirm,
    reporting,
    edit,
    remove,
    report,
    block,
    signedInOr,
    like: () => like.mutate({ id: comment.id, parentIds: context.parentIds }, { onError: failed }),
    toggleHidden: () => hide.mutate({ id: comment.id, hidden: !comment.hidden }, { onError: failed }),
    copyLink: async () => {
      try {
        await navigator.clipboard.writeText(link);
        toast(t('learn.comments.linkCopied'));
      } catch {
        toast(t('learn.comments.copyFailed', { link }), { tone: 'error' });
      }
    },
    startEditing: () => setEditing(true),
    saveEdit: async (content: string) => {
      await edit.mutateAsync({ id: comment.id, content });
      setEditing(false);
    },
    cancelEdit: () => {
      edit.reset();
      setEditing(false);
    },
    ask: setConfirm,
    cancelConfirm: () => setConfirm(null),
    confirmDelete: () => remove.mutate(comment.id, confirmed(t('learn.comments.deleted'))),
    confirmBlock: () =>
      block.mutate(
        { userId: comment.authorId, blocked: true },
        confirmed(t('learn.comments.blocked', { name: authorName })),
      ),
    openReport: () => setReporting(true),
    sendReport: (reason: Omit<TCommentReport, 'parentIds'>) =>
      report.mutate(
        { id: comment.id, report: reason, parentIds: context.parentIds },
        {
          onSuccess: () => {
            setReporting(false);
            toast(t('learn.comments.reportSent'));
          },
        },
      ),
    closeReport: () => {
      report.reset();
      setReporting(false);
    },
  };
};

export type TCommentActions = ReturnType<typeof useCommentActions>;
