import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/client';
import { setVideoPrivacy } from '../../api/video-privacy';
import { videoOfFileQuery } from '../../api/video-subtitles';
import { descriptionClass, errorClass } from './styles';

/**
 * The 'Private video' switch of the video a form holds (§2.16, §3.12 videoContent.isPrivate): a private video plays
 * for signed-in users only. Privacy belongs to the video, like its subtitles, so a change is saved at once; a refusal
 * puts the switch back and says why. Reads the video from the query the subtitles field shares, so it costs no request.
 */
export const VideoPrivacySwitch = ({ fileId }: { fileId: string }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const video = useQuery(videoOfFileQuery(fileId)).data;
  // The value being saved: the switch shows it until the server answers.
  const [saving, setSaving] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const baseId = useId();
  if (!video) return null;

  const save = async (isPrivate: boolean) => {
    if (saving !== null) return;
    setError(null);
    setAnnouncement('');
    setSaving(isPrivate);
    try {
      queryClient.setQueryData(
        videoOfFileQuery(fileId).queryKey,
        await setVideoPrivacy({ videoId: video.id, isPrivate }),
      );
      setAnnouncement(t(isPrivate ? 'editor.video.privacy.madePrivate' : 'editor.video.privacy.madePublic'));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.key : 'internal_error');
    } finally {
      setSaving(null);
    }
  };

  const helpId = `${baseId}-help`;
  const errorId = `${baseId}-error`;
  return (
    <div className="flex flex-col gap-1">
      <Switch
        isSelected={saving ?? video.isPrivate}
        onChange={(selected) => void save(selected)}
        aria-describedby={error ? `${helpId} ${errorId}` : helpId}
        className="group flex w-fit cursor-pointer items-center gap-3 text-sm font-semibold text-slate-900"
      >
        <span className="flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 px-0.5 transition group-data-[selected]:bg-brand-700 group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-brand-600">
          <span className="h-5 w-5 rounded-full bg-white shadow transition group-data-[selected]:translate-x-5" />
        </span>
        {t('editor.video.privacy.label')}
      </Switch>
      <p id={helpId} className={descriptionClass}>
        {t('editor.video.privacy.help')}
      </p>
      <span role="status" className="sr-only">
        {announcement}
      </span>
      {error && (
        <span id={errorId} role="alert" className={errorClass}>
          {t('editor.video.privacy.saveFailed', { reason: t(`errors.${error}`) })}
        </span>
      )}
    </div>
  );
};
