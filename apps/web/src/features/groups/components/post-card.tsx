import { groupUrl } from '@questline/domain/rules/groups';
import type { TGroupPost, TGroupUser } from '@questline/domain/schemas/groups';
import type { TPostReport } from '@questline/domain/schemas/moderation';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../ui/app-link';
import { Avatar } from '../../../ui/avatar';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ReportDialog } from '../../../ui/report-dialog';
import { useToast } from '../../../ui/toast';
import { useViewerTimeZone } from '../../../ui/use-hydrated';
import { deletePost, editPost, featurePost, reportPost, useGroupWrite } from '../api/group-writes';
import { RepostDialog } from './repost-dialog';
import { dangerButtonClass, errorTextClass, inputClass, primaryButtonClass, secondaryButtonClass } from './styles';
import { useAnswerToast, useErrorText } from './use-answer-toast';

const useFormatTime = () => {
  const { i18n } = useTranslation();
  const timeZone = useViewerTimeZone();
  const format = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  return (iso: string) => format.format(new Date(iso));
};

const Byline = ({ user, time }: { user: TGroupUser; time: string }) => {
  const formatTime = useFormatTime();
  return (
    <div className="flex items-center gap-3">
      <Avatar name={user.displayName} imageUrl={user.avatar} size="sm" status={user.status} />
      <div className="min-w-0">
        <AppLink href={user.profileUrl} className="block truncate text-sm font-semibold text-slate-900 hover:underline">
          {user.displayName}
        </AppLink>
        <time dateTime={time} className="block text-xs text-slate-600">
          {formatTime(time)}
        </time>
      </div>
    </div>
  );
};

/** What a repost shares: the original's group, author and text, or a note that it was deleted. */
const SharedPost = ({ post }: { post: TGroupPost }) => {
  const { t } = useTranslation();
  if (!post.repostOf)
    return <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-600">{t('groups.post.originalDeleted')}</p>;
  const original = post.repostOf;
  return (
    <figure className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <figcaption className="mb-2 text-xs text-slate-600">
        {t('groups.post.repostedFrom')}{' '}
        <AppLink href={groupUrl(original.group.id)} className="font-semibold text-brand-800 hover:underline">
          {original.group.name}
        </AppLink>
      </figcaption>
      <Byline user={original.author} time={original.createdAt} />
      <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800">{original.text}</p>
    </figure>
  );
};

const EditForm = ({ post, onDone }: { post: TGroupPost; onDone: () => void }) => {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useErrorText();
  const [text, setText] = useState(post.text);
  const edit = useGroupWrite((body: string) => editPost(post.groupId, post.id, body));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    edit.mutate(text, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="mt-3 flex flex-col gap-2" noValidate>
      <label htmlFor={id} className="sr-only">
        {t('groups.post.editLabel')}
      </label>
      <textarea
        id={id}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={inputClass}
      />
      {edit.isError && (
        <p role="alert" className={errorTextClass}>
          {errorText(edit.error)}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" className={primaryButtonClass} disabled={edit.isPending}>
          {t('groups.post.save')}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onDone}>
          {t('common.dialog.cancel')}
        </button>
      </div>
    </form>
  );
};

/**
 * One post of a group: author with status, text (plain text, never HTML), what a repost shares, and the actions the
 * viewer may take: edit and delete (its author), repost (members), feature (the group's owner), report (the other
 * members; the community moderators see reports on /moderation/reports).
 */
export const PostCard = ({ post, isOwner }: { post: TGroupPost; isOwner: boolean }) => {
  const { t } = useTranslation();
  const answer = useAnswerToast();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [reposting, setReposting] = useState(false);
  const [reporting, setReporting] = useState(false);
  const report = useMutation({ mutationFn: (body: TPostReport) => reportPost(post.groupId, post.id, body) });
  const remove = useGroupWrite(() => deletePost(post.groupId, post.id));
  const feature = useGroupWrite((featured: boolean) => featurePost(post.groupId, post.id, featured));
  const label = t('groups.post.by', { name: post.author.displayName });
  return (
    <article aria-label={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <Byline user={post.author} time={post.createdAt} />
        <div className="flex shrink-0 gap-1">
          {post.featured && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t('groups.post.featured')}
            </span>
          )}
          {post.kind === 'repost' && (
            <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              {t('groups.post.repost')}
            </span>
          )}
        </div>
      </div>
      {editing ? (
        <EditForm post={post} onDone={() => setEditing(false)} />
      ) : (
        post.text && <p className="mt-3 whitespace-pre-wrap break-words text-slate-800">{post.text}</p>
      )}
      {post.kind === 'repost' && <SharedPost post={post} />}
      {post.editedAt && !editing && <p className="mt-1 text-xs text-slate-600">{t('groups.post.edited')}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={secondaryButtonClass} onClick={() => setReposting(true)}>
          {t('groups.post.repostAction')}
        </button>
        {isOwner && (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={feature.isPending}
            onClick={() =>
              feature.mutate(!post.featured, {
                onSuccess: (result) => answer.success(result.message),
                onError: answer.failure,
              })
            }
          >
            {post.featured ? t('groups.post.unfeature') : t('groups.post.feature')}
          </button>
        )}
        {post.canEdit && !editing && (
          <button type="button" className={secondaryButtonClass} onClick={() => setEditing(true)}>
            {t('groups.post.edit')}
          </button>
        )}
        {post.canDelete && (
          <button type="button" className={dangerButtonClass} onClick={() => setConfirmingDelete(true)}>
            {t('groups.post.delete')}
          </button>
        )}
        {!post.canEdit && (
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => {
              report.reset();
              setReporting(true);
            }}
          >
            {t('groups.post.report')}
          </button>
        )}
      </div>
      {reposting && <RepostDialog post={post} onClose={() => setReposting(false)} />}
      {reporting && (
        <ReportDialog
          title={t('groups.post.reportTitle')}
          isOpen
          pending={report.isPending}
          error={report.error}
          onClose={() => setReporting(false)}
          onSubmit={(body) =>
            report.mutate(body, {
              onSuccess: () => {
                setReporting(false);
                toast(t('groups.post.reported'));
              },
            })
          }
        />
      )}
      <ConfirmDialog
        isOpen={confirmingDelete}
        theme="delete"
        title={t('groups.post.deleteConfirm')}
        loading={remove.isPending}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: (result) => {
              setConfirmingDelete(false);
              answer.success(result.message);
            },
            onError: (error) => {
              setConfirmingDelete(false);
              answer.failure(error);
            },
          })
        }
      />
    </article>
  );
};
