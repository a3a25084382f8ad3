import type { TSubmission, TSubmissionsList } from '@questline/domain/schemas/submission';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../ui/app-link';

/** A submission in My Learning (§2.11): thumbnail, title, the tutorial it was made for, privacy, likes and views. */
export const SubmissionListCard = ({
  submission,
  tutorials,
}: {
  submission: TSubmission;
  tutorials: TSubmissionsList['tutorialMap'];
}) => {
  const { t } = useTranslation();
  const tutorial = tutorials[submission.tutorialId];
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="aspect-video bg-slate-200">
        {submission.thumbnail && (
          <img src={submission.thumbnail.url} alt="" loading="lazy" className="h-full w-full object-cover" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-semibold text-slate-900">
          <AppLink href={`/submission/${submission.id}`} className="hover:underline">
            {submission.title}
          </AppLink>
        </h3>
        {tutorial && <p className="text-sm text-slate-600">{tutorial.title}</p>}
        <p className="mt-auto flex flex-wrap gap-3 pt-2 text-xs text-slate-600">
          {submission.isPrivate && (
            <span className="font-semibold text-amber-900">{t('myLearning.submissions.private')}</span>
          )}
          <span>{t('myLearning.submissions.likes', { count: submission.likeCount })}</span>
          <span>{t('myLearning.submissions.views', { count: submission.viewCount })}</span>
        </p>
      </div>
    </article>
  );
};
