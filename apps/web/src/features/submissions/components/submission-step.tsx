import type { TSubmissionDetail, TWebglBuild } from '@questline/domain/schemas/submission';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useLogin } from '../../../lib/use-login';
import { AppLink } from '../../../ui/app-link';
import { UploadProgress } from '../../../ui/upload-progress';
import { submitWork, uploadBuild, uploadThumbnail } from '../api/submission-actions';

const inputClass =
  'w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600';
const labelClass = 'block text-sm font-semibold text-slate-800';

/** A refusal's key and its parameters (the entry an unsafe zip holds), to show its catalogue message. */
type TRefusal = { key: string; params?: Record<string, string | number> };
const refusalOf = (error: unknown): TRefusal =>
  error instanceof ApiError ? { key: error.key, params: error.detail.params } : { key: 'internal_error' };

type TUpload<T> =
  | { state: 'idle' }
  | { state: 'busy'; fraction: number | null }
  | { state: 'done'; value: T }
  | { state: 'failed'; refusal: TRefusal };

/** The message of a refusal, tied to its field. */
const FieldError = ({ id, refusal }: { id: string; refusal: TRefusal }) => {
  const { t } = useTranslation();
  return (
    <p id={id} role="alert" className="text-sm text-red-800">
      {t(`errors.${refusal.key}`, refusal.params ?? {})}
    </p>
  );
};

/**
 * A tutorial's submission step (§2.9): a signed-in learner submits a title, a description, a thumbnail and, by the
 * step's type, a WebGL build (a zip uploaded and checked at once, so a refused archive says why before submitting)
 * or a link. Private submissions are shown to their author only. After submitting, the new submission is linked.
 */
export const SubmissionStep = ({
  tutorialId,
  sectionId,
  submissionType,
  signedIn,
  pathwayId,
}: {
  tutorialId: string;
  sectionId: string;
  submissionType: string;
  signedIn: boolean;
  pathwayId?: string;
}) => {
  const { t } = useTranslation();
  const { openLogin } = useLogin();
  const ids = { title: useId(), description: useId(), thumbnail: useId(), build: useId(), url: useId(), form: useId() };
  const formRef = useRef<HTMLFormElement>(null);
  const [thumbnail, setThumbnail] = useState<TUpload<{ id: string }>>({ state: 'idle' });
  const [build, setBuild] = useState<TUpload<TWebglBuild>>({ state: 'idle' });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<TRefusal | null>(null);
  const [submitted, setSubmitted] = useState<TSubmissionDetail['submission'] | null>(null);

  if (!signedIn) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <button type="button" onClick={() => openLogin()} className="text-sm font-semibold text-brand-700 underline">
          {t('submissions.form.signIn')}
        </button>
      </div>
    );
  }

  const chooseThumbnail = (file: File | undefined) => {
    if (!file) return setThumbnail({ state: 'idle' });
    setThumbnail({ state: 'busy', fraction: null });
    uploadThumbnail(file, {
      onProgress: ({ loaded, total }) => setThumbnail({ state: 'busy', fraction: loaded / total }),
    }).then(
      (image) => setThumbnail({ state: 'done', value: image }),
      (error: unknown) => setThumbnail({ state: 'failed', refusal: refusalOf(error) }),
    );
  };

  const chooseBuild = (file: File | undefined) => {
    if (!file) return setBuild({ state: 'idle' });
    setBuild({ state: 'busy', fraction: 0 });
    uploadBuild(file, {
      onProgress: (fraction) => setBuild({ state: 'busy', fraction: fraction < 1 ? fraction : null }),
    }).then(
      (made) => setBuild({ state: 'done', value: made }),
      (error: unknown) => setBuild({ state: 'failed', refusal: refusalOf(error) }),
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSending(true);
    setFailure(null);
    try {
      const detail = await submitWork({
        tutorialId,
        sectionId,
        title: String(form.get('title') ?? ''),
        description: String(form.get('description') ?? ''),
        thumbnailId: thumbnail.state === 'done' ? thumbnail.value.id : null,
        buildId: build.state === 'done' ? build.value.id : null,
        url: form.get('url') ? String(form.get('url')) : null,
        isPrivate: form.get('isPrivate') === 'on',
        ...(pathwayId ? { pathwayId } : {}),
      });
      setSubmitted(detail.submission);
      formRef.current?.reset();
      setThumbnail({ state: 'idle' });
      setBuild({ state: 'idle' });
    } catch (error) {
      setFailure(refusalOf(error));
    } finally {
      setSending(false);
    }
  };

  const busy = sending || thumbnail.state === 'busy' || build.state === 'busy';
  return (
    <section aria-labelledby={ids.form} className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={ids.form} className="text-lg font-bold text-slate-900">
        {t('submissions.form.heading')}
      </h3>
      {submitted && (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          {t('submissions.form.done')}{' '}
          <AppLink href={`/submission/${submitted.id}`} className="font-semibold underline">
            {submitted.title}
          </AppLink>
        </p>
      )}
      <form ref={formRef} onSubmit={(event) => void submit(event)} className="space-y-4">
        <div className="space-y-1">
          <label htmlFor={ids.title} className={labelClass}>
            {t('submissions.form.title')}
          </label>
          <input id={ids.title} name="title" required maxLength={135} className={inputClass} />
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.description} className={labelClass}>
            {t('submissions.form.description')}
          </label>
          <textarea id={ids.description} name="description" rows={3} maxLength={5000} className={inputClass} />
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.thumbnail} className={labelClass}>
            {t(submissionType === 'image' ? 'submissions.form.image' : 'submissions.form.thumbnail')}
          </label>
          <input
            id={ids.thumbnail}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            required={submissionType === 'image'}
            aria-describedby={thumbnail.state === 'failed' ? `${ids.thumbnail}-error` : undefined}
            onChange={(event) => chooseThumbnail(event.currentTarget.files?.[0])}
            className="block text-sm text-slate-800"
          />
          {thumbnail.state === 'busy' && (
            <UploadProgress
              label={t('submissions.form.uploadingImage')}
              percent={Math.round((thumbnail.fraction ?? 1) * 100)}
              text={t('submissions.form.uploadPercent', { percent: Math.round((thumbnail.fraction ?? 1) * 100) })}
            />
          )}
          {thumbnail.state === 'failed' && <FieldError id={`${ids.thumbnail}-error`} refusal={thumbnail.refusal} />}
        </div>
        {submissionType === 'webgl' && (
          <div className="space-y-1">
            <label htmlFor={ids.build} className={labelClass}>
              {t('submissions.form.build')}
            </label>
            <p id={`${ids.build}-hint`} className="text-sm text-slate-600">
              {t('submissions.form.buildHint')}
            </p>
            <input
              id={ids.build}
              type="file"
              accept=".zip,application/zip"
              required
              aria-describedby={`${ids.build}-hint${build.state === 'failed' ? ` ${ids.build}-error` : ''}`}
              onChange={(event) => chooseBuild(event.currentTarget.files?.[0])}
              className="block text-sm text-slate-800"
            />
            {build.state === 'busy' && (
              <UploadProgress
                label={t('submissions.form.uploadingBuild')}
                percent={Math.round((build.fraction ?? 1) * 100)}
                text={
                  build.fraction === null
                    ? t('submissions.form.checkingBuild')
                    : t('submissions.form.uploadPercent', { percent: Math.round(build.fraction * 100) })
                }
              />
            )}
            {build.state === 'done' && (
              <p role="status" className="text-sm text-emerald-800">
                {t('submissions.form.buildReady', { count: build.value.fileCount })}
              </p>
            )}
            {build.state === 'failed' && <FieldError id={`${ids.build}-error`} refusal={build.refusal} />}
          </div>
        )}
        {(submissionType === 'link' || submissionType === 'video') && (
          <div className="space-y-1">
            <label htmlFor={ids.url} className={labelClass}>
              {t('submissions.form.url')}
            </label>
            <input id={ids.url} name="url" type="url" required className={inputClass} placeholder="https://" />
          </div>
        )}
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name="isPrivate" className="h-4 w-4" />
          {t('submissions.form.private')}
        </label>
        {failure && <FieldError id={`${ids.form}-error`} refusal={failure} />}
        <button
          type="submit"
          disabled={busy || (submissionType === 'webgl' && build.state !== 'done')}
          className="rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {sending ? t('submissions.form.submitting') : t('submissions.form.submit')}
        </button>
      </form>
    </section>
  );
};
