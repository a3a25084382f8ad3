import { detailUrl } from '@questline/domain/rules/urls';
import type { TSubmission, TSubmissionDetail } from '@questline/domain/schemas/submission';
import { useState } from 'react';
import { Button, ToggleButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useMe } from '../../../api/session';
import { useLogin } from '../../../lib/use-login';
import { AppLink } from '../../../ui/app-link';
import { ShareDialog, type TShareTarget } from '../../../ui/share-dialog';
import { useToggleLike } from '../api/submission-actions';
import { BuildPlayer } from './build-player';

const actionClass =
  'inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

const hasBuild = (
  submission: TSubmission,
): submission is TSubmission & { webGLProject: NonNullable<TSubmission['webGLProject']> } =>
  submission.webGLProject !== null;

/**
 * A submission (§2.1 /submission/{id}, §3.12): author, title, description, thumbnail, the playable build behind its
 * Play button or the submitted link, likes (toggled by signed-in users), views and plays as the server counted them,
 * and the share dialog. The page and the tutorial's `?submissionId=` dialog both show it.
 */
export const SubmissionDetail = ({ detail, headingLevel = 1 }: { detail: TSubmissionDetail; headingLevel?: 1 | 2 }) => {
  const { t } = useTranslation();
  const me = useMe();
  const { openLogin } = useLogin();
  const { submission } = detail;
  const like = useToggleLike(submission.id);
  const [plays, setPlays] = useState(submission.playCount);
  const [share, setShare] = useState<TShareTarget | null>(null);
  const author = detail.userMap[submission.authorId];
  const tutorial = detail.tutorialMap[submission.tutorialId];
  const liked = detail.likeMap[submission.id] === true;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const pageUrl = `/submission/${submission.id}`;
  const stepUrl =
    tutorial && submission.stepIndex !== null
      ? detailUrl([{ type: 'tutorial', id: tutorial.id, slug: tutorial.slug }], {
          extra: { tab: submission.sectionId },
        })
      : null;

  return (
    <article aria-labelledby={`submission-${submission.id}`} className="space-y-6">
      <header className="space-y-3">
        {submission.isPrivate && (
          <p className="inline-block rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
            {t('submissions.private')}
          </p>
        )}
        <Heading id={`submission-${submission.id}`} className="text-3xl font-bold tracking-tight text-slate-900">
          {submission.title}
        </Heading>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
          {author && (
            <AppLink href={author.profileUrl} className="flex items-center gap-2 font-medium hover:underline">
              {author.avatar ? (
                <img src={author.avatar} alt="" width={28} height={28} className="h-7 w-7 rounded-full" />
              ) : (
                <span aria-hidden="true" className="h-7 w-7 rounded-full bg-slate-300" />
              )}
              {t('submissions.by', { name: author.displayName })}
            </AppLink>
          )}
          {tutorial && stepUrl && (
            <span>
              {t('submissions.madeFor')}{' '}
              <AppLink href={stepUrl} className="font-semibold text-brand-700 hover:underline">
                {tutorial.title}
              </AppLink>
            </span>
          )}
        </div>
      </header>

      {hasBuild(submission) ? (
        <BuildPlayer submission={submission} onPlayed={setPlays} />
      ) : (
        submission.thumbnail && (
          <img src={submission.thumbnail.url} alt="" className="w-full max-w-3xl rounded-lg border border-slate-200" />
        )
      )}

      {submission.descPlain && <p className="whitespace-pre-line text-slate-800">{submission.descPlain}</p>}
      {submission.url && (
        <p>
          <a
            href={submission.url}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="font-semibold text-brand-700 underline hover:text-brand-800"
          >
            {t('submissions.openLink')}
            <span className="sr-only"> ({t('learn.opensInNewTab')})</span>
          </a>
        </p>
      )}

      <div className="flex flex-wrap items-center gap-3">
        {me ? (
          <ToggleButton
            isSelected={liked}
            isDisabled={like.isPending}
            onChange={() => like.mutate()}
            className={`${actionClass} data-[selected]:border-rose-300 data-[selected]:bg-rose-50 data-[selected]:text-rose-800`}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
              <path d="M10 17.5 8.8 16.4C4.6 12.6 2 10.2 2 7.3 2 4.9 3.9 3 6.3 3c1.4 0 2.7.6 3.7 1.7C11 3.6 12.3 3 13.7 3 16.1 3 18 4.9 18 7.3c0 2.9-2.6 5.3-6.8 9.1L10 17.5Z" />
            </svg>
            {t('submissions.like')}
          </ToggleButton>
        ) : (
          <Button onPress={() => openLogin()} className={actionClass}>
            {t('submissions.signInToLike')}
          </Button>
        )}
        <Button
          onPress={() => setShare({ kind: 'submission', title: submission.title, url: pageUrl })}
          className={actionClass}
        >
          {t('submissions.share')}
        </Button>
        {tutorial && stepUrl && submission.stepIndex !== null && (
          <Button
            onPress={() =>
              setShare({ kind: 'step', title: tutorial.title, url: stepUrl, stepIndex: submission.stepIndex as number })
            }
            className={actionClass}
          >
            {t('submissions.shareStep')}
          </Button>
        )}
        <dl className="flex flex-wrap gap-4 text-sm text-slate-700">
          <div className="flex gap-1">
            <dt className="sr-only">{t('submissions.likesLabel')}</dt>
            <dd>{t('submissions.likes', { count: submission.likeCount })}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">{t('submissions.viewsLabel')}</dt>
            <dd>{t('submissions.views', { count: submission.viewCount })}</dd>
          </div>
          {hasBuild(submission) && (
            <div className="flex gap-1">
              <dt className="sr-only">{t('submissions.playsLabel')}</dt>
              <dd>{t('submissions.plays', { count: plays })}</dd>
            </div>
          )}
        </dl>
      </div>
      {like.error && (
        <p role="alert" className="text-sm text-red-800">
          {t(`errors.${like.error instanceof ApiError ? like.error.key : 'internal_error'}`)}
        </p>
      )}
      <ShareDialog target={share} onClose={() => setShare(null)} />
    </article>
  );
};
