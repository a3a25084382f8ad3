import { commentChannelId } from '@questline/domain/rules/comments';
import type { TCommentItem, TCommentList } from '@questline/domain/schemas/comments';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../api/session';
import { errorKeyOf } from '../../../lib/error-key';
import { useLogin } from '../../../lib/use-login';
import { alertClass, secondaryButton } from '../../../ui/comment-styles';
import { useComments } from '../api/get-comments';
import { postComment, type TParentIds, useCommentWrite } from '../api/write-comments';
import type { TCommentContext } from '../hooks/use-comment-actions';
import { useScrollToLinkedComment } from '../hooks/use-linked-comment';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';

/** The pages read so far, as one list with the maps of every page. */
const mergePages = (pages: readonly TCommentList[], channelId: string) => ({
  items: pages.flatMap((page) => page.commentMap[channelId]?.messages.items ?? []),
  replyMap: Object.assign({}, ...pages.map((page) => page.replyMap)) as TCommentList['replyMap'],
  reportMap: Object.assign({}, ...pages.map((page) => page.reportMap)) as TCommentList['reportMap'],
  userMap: Object.assign({}, ...pages.map((page) => page.userMap)) as TCommentList['userMap'],
  total: pages[0]?.commentMap[channelId]?.messages.total ?? 0,
  viewer: pages[0]?.viewer ?? { moderator: false, blocked: false },
});

/**
 * A tutorial step's comments (§1, §2.9, §3.12): newest first with "load more", replies under each, and a composer for
 * signed-in learners (anonymous visitors get the login prompt). A direct link's comment (`messageId`) is in the
 * first page the server answers, and is scrolled to, focused and highlighted once it is on the page.
 */
export const StepComments = (props: {
  tutorialId: string;
  sectionId: string;
  messageId?: string;
  parentIds: TParentIds;
}) => {
  const { t } = useTranslation();
  const { openLogin } = useLogin();
  const me = useMe();
  const channelId = commentChannelId(props.tutorialId, props.sectionId);
  const comments = useComments(channelId, props.messageId);
  const post = useCommentWrite(channelId, postComment);
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const reply = useCommentWrite(channelId, postComment);
  const list = mergePages(comments.data?.pages ?? [], channelId);
  useScrollToLinkedComment(props.messageId, comments.isSuccess);

  const context: TCommentContext = {
    channelId,
    parentIds: props.parentIds,
    signedIn: Boolean(me),
    meId: me?.id ?? null,
    moderator: list.viewer.moderator,
  };
  const headingId = `comments-${props.sectionId}`;

  const renderComment = (comment: TCommentItem, replies?: TCommentItem[]) => (
    <CommentItem
      key={comment.id}
      comment={comment}
      author={list.userMap[comment.authorId]}
      reasons={list.reportMap[comment.id]?.reasons ?? []}
      context={context}
      linked={comment.id === props.messageId}
      onReply={replies ? () => setReplyTo(comment.id) : undefined}
    >
      {replies && (replies.length > 0 || replyTo === comment.id) && (
        <div className="mt-3 space-y-2 border-l-2 border-slate-200 pl-3">
          {replies.map((item) => renderComment(item))}
          {replyTo === comment.id && (
            <CommentComposer
              label={t('learn.comments.replyLabel', { name: list.userMap[comment.authorId]?.name ?? '' })}
              submitLabel={t('learn.comments.postReply')}
              pending={reply.isPending}
              error={reply.error}
              autoFocus
              onSubmit={async (content) => {
                await reply.mutateAsync({ channelId, content, parentId: comment.id, parentIds: props.parentIds });
                setReplyTo(null);
              }}
              onCancel={() => {
                reply.reset();
                setReplyTo(null);
              }}
            />
          )}
        </div>
      )}
    </CommentItem>
  );

  return (
    <section aria-labelledby={headingId} className="mt-10 space-y-5 border-t border-slate-200 pt-8">
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        {t('learn.comments.title', { count: list.total })}
      </h3>
      {me ? (
        list.viewer.blocked ? (
          <p className={alertClass}>{t('errors.you_are_blocked')}</p>
        ) : (
          <CommentComposer
            label={t('learn.comments.addLabel')}
            submitLabel={t('learn.comments.post')}
            pending={post.isPending}
            error={post.error}
            onSubmit={(content) => post.mutateAsync({ channelId, content, parentIds: props.parentIds })}
          />
        )
      ) : (
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
          <p>{t('learn.comments.signInToComment')}</p>
          <Button onPress={() => openLogin()} className={`${secondaryButton} mt-3`}>
            {t('learn.signIn')}
          </Button>
        </div>
      )}
      {comments.isError && <p className="text-sm text-red-800">{t(`errors.${errorKeyOf(comments.error)}`)}</p>}
      {comments.isPending && <p className="text-sm text-slate-600">{t('learn.comments.loading')}</p>}
      {comments.isSuccess && list.items.length === 0 && (
        <p className="text-sm text-slate-600">{t('learn.comments.empty')}</p>
      )}
      <ol className="space-y-3">
        {list.items.map((comment) => (
          <li key={comment.id}>{renderComment(comment, list.replyMap[comment.id]?.items ?? [])}</li>
        ))}
      </ol>
      {comments.hasNextPage && (
        <Button
          onPress={() => void comments.fetchNextPage()}
          isPending={comments.isFetchingNextPage}
          className={secondaryButton}
        >
          {t('learn.comments.loadMore')}
        </Button>
      )}
    </section>
  );
};
