import type { TSubmissionSummary } from '@questline/domain/schemas/featured';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../ui/app-link';

/**
 * The featured submission card (§2.8): image, title, description, likes and views, the author with avatar and profile
 * link, and the tagline 'created within {pathway}' linking to the pathway.
 */
export const SubmissionCard = ({ submission }: { submission: TSubmissionSummary }) => {
  const { t } = useTranslation();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="aspect-video bg-slate-200">
        {submission.imageUrl && (
          <img
            src={submission.imageUrl}
            alt=""
            width={285}
            height={160}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-base font-semibold leading-snug text-slate-900">
          <AppLink
            href={submission.url}
            className="hover:underline focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            {submission.title}
          </AppLink>
        </h3>
        <p className="line-clamp-2 text-sm text-slate-600">{submission.description}</p>
        {submission.pathway && (
          <p className="text-xs text-slate-600">
            {t('pathways.submissions.createdWithin')}{' '}
            <AppLink href={submission.pathway.url} className="font-semibold text-brand-700 hover:underline">
              {submission.pathway.title}
            </AppLink>
          </p>
        )}
        <div className="mt-auto flex items-center justify-between gap-3 pt-2 text-xs text-slate-600">
          {submission.author ? (
            <AppLink href={submission.author.profileUrl} className="flex min-w-0 items-center gap-2 hover:underline">
              {submission.author.avatarUrl ? (
                <img src={submission.author.avatarUrl} alt="" width={24} height={24} className="h-6 w-6 rounded-full" />
              ) : (
                <span aria-hidden="true" className="h-6 w-6 rounded-full bg-slate-300" />
              )}
              <span className="truncate">{submission.author.name}</span>
            </AppLink>
          ) : (
            <span />
          )}
          <dl className="flex shrink-0 gap-3">
            <div className="flex gap-1">
              <dt className="sr-only">{t('pathways.submissions.likesLabel')}</dt>
              <dd>{t('pathways.submissions.likes', { count: submission.likes })}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="sr-only">{t('pathways.submissions.viewsLabel')}</dt>
              <dd>{t('pathways.submissions.views', { count: submission.views })}</dd>
            </div>
          </dl>
        </div>
      </div>
    </article>
  );
};
