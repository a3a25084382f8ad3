import type { TRichTextVideoAttrs } from '@questline/domain/rules/rich-text-image';
import type { TVideo } from '@questline/domain/schemas/media';
import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiGet } from '../../api/client';
import { LoginContext } from '../../lib/use-login';
import { VideoPlayer, videoFileOf } from '../video/video-player';

/**
 * An uploaded video placed in rich text (issue 25), in the platform's player: its transcode (HLS, poster,
 * subtitles and transcript) once the server has made one, the original MP4 otherwise, the processing cover while it
 * is being made. Its own chunk: pages without a video in their text never load it.
 */
export const RichTextVideo = ({ attrs }: { attrs: TRichTextVideoAttrs }) => {
  const { t } = useTranslation();
  const login = useContext(LoginContext);
  const fileId = attrs.src.slice(attrs.src.lastIndexOf('/') + 1);
  const transcode = useQuery({
    queryKey: ['media', 'file-video', fileId],
    // A file that was never transcoded (no ffmpeg on the server) has no video: the original plays instead.
    queryFn: () =>
      apiGet<TVideo>(`/api/media/files/${encodeURIComponent(fileId)}/video`).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    staleTime: 60_000,
  });
  if (transcode.isPending)
    return <div className="theme-keep aspect-video w-full rounded-lg bg-slate-900" aria-busy="true" />;
  return (
    <VideoPlayer
      video={transcode.data ?? null}
      fallback={videoFileOf(attrs.src)}
      title={attrs.title || t('richText.video')}
      playerId={`text-${fileId}`}
      onSignIn={() => login?.openLogin()}
    />
  );
};
