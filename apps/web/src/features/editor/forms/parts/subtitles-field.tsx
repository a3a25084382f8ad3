import { CONTENT_LANGUAGES, localeTag, type TContentLanguage, type TLocale } from '@questline/domain/constants';
import { SUBTITLE_MAX_BYTES } from '@questline/domain/media-constants';
import type { TVideo } from '@questline/domain/schemas/media';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/client';
import { UploadProgress } from '../../../../ui/upload-progress';
import { removeSubtitle, uploadSubtitle, videoOfFileQuery } from '../../api/video-subtitles';
import { buttonClass } from '../../components/form-fields';
import { descriptionClass, errorClass, inputClass, labelClass } from './styles';

const ACCEPTED = ['text/vtt', '.vtt'];

/**
 * The subtitles of the video a form holds (§2.16): its processing state, the WebVTT tracks stored per content
 * language (each with Remove), and an upload for a chosen language with its progress. Refusals read from the error
 * catalogue. Tracks belong to the video, so they are stored at once, not with the form.
 */
export const SubtitlesField = ({ fileId }: { fileId: string }) => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(videoOfFileQuery(fileId));
  const video = query.data;
  const names = new Intl.DisplayNames([localeTag(i18n.language as TLocale)], { type: 'language' });
  const nameOf = (language: TContentLanguage) => names.of(language) ?? language;
  const [language, setLanguage] = useState<TContentLanguage>(CONTENT_LANGUAGES[0]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const abort = useRef<AbortController | null>(null);
  const baseId = useId();
  useEffect(() => () => abort.current?.abort(), []);

  /** A refusal's message, with the numbers it names (the cue cap, the size cap). */
  const messageOf = (failure: unknown) =>
    failure instanceof ApiError ? t(`errors.${failure.key}`, failure.detail.params ?? {}) : t('errors.internal_error');
  const store = (next: TVideo) => queryClient.setQueryData(videoOfFileQuery(fileId).queryKey, next);

  const upload = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file || !video) return;
    setError(null);
    setAnnouncement('');
    if (file.size > SUBTITLE_MAX_BYTES) {
      setError(t('errors.subtitle_InvalidParameter_too_large_1_MB'));
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    try {
      store(
        await uploadSubtitle(
          { videoId: video.id, language, file },
          { onProgress: setProgress, signal: controller.signal },
        ),
      );
      setAnnouncement(t('editor.video.subtitles.uploaded', { language: nameOf(language) }));
    } catch (failure) {
      if (!controller.signal.aborted) setError(messageOf(failure));
    } finally {
      if (abort.current === controller) abort.current = null;
      setProgress(null);
    }
  };

  const remove = async (removed: TContentLanguage) => {
    if (!video) return;
    setError(null);
    try {
      store(await removeSubtitle({ videoId: video.id, language: removed }));
      setAnnouncement(t('editor.video.subtitles.removed', { language: nameOf(removed) }));
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  if (query.isPending) return <p className={descriptionClass}>{t('editor.video.subtitles.loading')}</p>;
  if (!video) return <p className={errorClass}>{t('editor.video.subtitles.loadFailed')}</p>;

  const stored = CONTENT_LANGUAGES.filter((code) => video.subtitleMap[code]);
  const percent = Math.round((progress ?? 0) * 100);
  const selectId = `${baseId}-language`;
  const errorId = `${baseId}-error`;
  return (
    <section aria-labelledby={`${baseId}-title`} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <p role="status" className="text-sm text-slate-700">
        {t(`editor.video.state.${video.status}`)}
      </p>
      <h4 id={`${baseId}-title`} className={labelClass}>
        {t('editor.video.subtitles.title')}
      </h4>
      <p className={descriptionClass}>{t('editor.video.subtitles.help')}</p>
      {stored.length ? (
        <ul className="flex flex-col gap-1" aria-label={t('editor.video.subtitles.stored')}>
          {stored.map((code) => (
            <li key={code} className="flex items-center justify-between gap-3 text-sm text-slate-800">
              <a
                href={video.subtitleMap[code]?.url}
                className="underline underline-offset-2"
                target="_blank"
                rel="noreferrer"
              >
                {nameOf(code)}
              </a>
              <Button onPress={() => void remove(code)} className={buttonClass}>
                {t('editor.video.subtitles.remove', { language: nameOf(code) })}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">{t('editor.video.subtitles.none')}</p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className={labelClass}>
            {t('editor.video.subtitles.language')}
          </label>
          <select
            id={selectId}
            value={language}
            onChange={(event) => setLanguage(event.target.value as TContentLanguage)}
            className={`${inputClass} w-48`}
          >
            {CONTENT_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {nameOf(code)}
              </option>
            ))}
          </select>
        </div>
        <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={(files) => void upload(files)}>
          <Button isPending={progress !== null} aria-describedby={error ? errorId : undefined} className={buttonClass}>
            {video.subtitleMap[language]
              ? t('editor.video.subtitles.replace', { language: nameOf(language) })
              : t('editor.video.subtitles.upload', { language: nameOf(language) })}
          </Button>
        </FileTrigger>
      </div>
      {progress !== null && (
        <UploadProgress
          percent={percent}
          label={t('editor.video.subtitles.progress')}
          text={t('editor.video.subtitles.uploading', { percent })}
        />
      )}
      <span role="status" className="sr-only">
        {announcement}
      </span>
      {error && (
        <span id={errorId} role="alert" className={errorClass}>
          {error}
        </span>
      )}
    </section>
  );
};
