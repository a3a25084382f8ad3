import type { ErrorComponentProps } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { loadPagesCatalogue } from '../i18n/i18n';

/** While a detail page loads: the page's shape, announced as loading. */
export const LearnPagePending = () => {
  const { t } = useTranslation();
  return (
    <div role="status" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <span className="sr-only">{t('common.loading')}</span>
      <div aria-hidden="true" className="grid animate-pulse gap-8 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="space-y-4">
          <div className="h-4 w-40 rounded bg-slate-200" />
          <div className="h-10 w-3/4 rounded bg-slate-200" />
          <div className="h-4 w-2/3 rounded bg-slate-200" />
        </div>
        <div className="aspect-video rounded-xl bg-slate-200" />
      </div>
    </div>
  );
};

// The premium gate comes with the first premium_required answer, not with every page's first load; with the learner
// pages' texts, which the refused page's loader may not have finished loading.
const PremiumGate = lazy(() =>
  Promise.all([import('./premium-gate'), loadPagesCatalogue()]).then(([module]) => ({ default: module.PremiumGate })),
);

/** A detail page that failed to load for another reason than not found: the catalogue's message and a retry. */
export const LearnPageError = ({ error, reset }: ErrorComponentProps) => {
  const { t } = useTranslation();
  const router = useRouter();
  const key = error instanceof ApiError ? error.key : 'internal_error';
  if (error instanceof ApiError && key === 'premium_required') {
    const title = error.detail.params?.title;
    return (
      <Suspense fallback={<LearnPagePending />}>
        <PremiumGate title={typeof title === 'string' ? title : undefined} />
      </Suspense>
    );
  }
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p role="alert" className="text-lg font-semibold text-slate-900">
        {t(`errors.${key}`)}
      </p>
      <button
        type="button"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
        className="mt-6 rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        {t('common.retry')}
      </button>
    </div>
  );
};
