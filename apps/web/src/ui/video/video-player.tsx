import { CONTENT_LANGUAGES } from '@questline/domain/constants';
import type { TSubtitle, TVideo } from '@questline/domain/schemas/media';
import type { HLSSrc, VideoSrc } from '@vidstack/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/session';
import { useVideoState } from './get-video';

// Vidstack is about 71 KB gzip (DESIGN §10): it loads only when a player has something to play, never on first load.
// hls.js is a further chunk, fetched by the player for HLS sources only.
const VidstackPlayer = lazy(() => import('./vidstack-player').then((module) => ({ default: module.VidstackPlayer })));

/** A stored video file as uploaded: where it is served and its content type. */
export type TVideoFile = { url: string; type: string };

/** The only type browsers play natively everywhere (§2.16, §9): other originals wait for their transcode. */
const NATIVE_TYPE = 'video/mp4';

const EXTENSION_TYPES: Record<string, string> = { mp4: NATIVE_TYPE, webm: 'video/webm', mov: 'video/quicktime' };

/** The content type of an uploaded video from its /files URL, whose file id ends in the type's extension. */
export const videoFileOf = (url: string): TVideoFile => ({
  url,
  type: EXTENSION_TYPES[url.slice(url.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream',
});

/** A video's subtitle tracks (§3.12 subtitleMap) in the content languages' order. */
const subtitlesOf = (video: TVideo | null): TSubtitle[] =>
  video ? CONTENT_LANGUAGES.flatMap((language) => video.subtitleMap?.[language] ?? []) : [];

const frameClass = 'theme-keep relative aspect-video w-full overflow-hidden rounded-lg bg-slate-900 text-white';
// No overflow clipping: the layout's settings menu may open past a small player's edge.
const playerClass = 'theme-keep aspect-video w-full rounded-lg bg-black text-white';

/** The 16:9 frame of a player that has nothing to play yet (or ever): the title and one message. */
const PlayerCover = (props: { title: string; message: string; busy?: boolean; children?: ReactNode }) => (
  <section aria-label={props.title} aria-busy={props.busy || undefined} className={frameClass}>
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center">
      <p role="status" className="text-sm font-medium">
        {props.message}
      </p>
      {props.children}
    </div>
  </section>
);

/**
 * What anonymous viewers of a private video see (§2.16): the private message and Sign in. The button's box is stretched
 * over the whole cover, so pressing anywhere on it starts the sign-in while keyboards reach one button.
 */
const PrivateCover = (props: { title: string; onSignIn: () => void }) => {
  const { t } = useTranslation();
  return (
    <PlayerCover title={props.title} message={t('learn.video.private')}>
      <button
        type="button"
        onClick={() => props.onSignIn()}
        className="rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900 after:absolute after:inset-0 after:cursor-pointer after:content-[''] hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {t('learn.signIn')}
      </button>
    </PlayerCover>
  );
};

/**
 * A video player (§2.16): the transcoded HLS stream once ready (quality menu from its renditions, playback rates,
 * poster), a 'video is processing' cover while it is being made (asking every 5 s, then playing), and after a failed
 * or missing transcode the uploaded file itself when it is MP4, else a message with the file to download. A private
 * video shows anonymous viewers the private cover instead, whose press starts the sign-in (the server refuses them its
 * files). Playing one player pauses every other on the page. A video with subtitles has them as text tracks and a
 * transcript; signed-in viewers' plays are tracked (§7.9).
 */
export const VideoPlayer = (props: {
  video: TVideo | null;
  fallback: TVideoFile | null;
  title: string;
  /** Names this player in its §7.9 events (the page's place for it: 'overview', 'preview', ...). */
  playerId?: string;
  /** Starts the sign-in (the login modal): what pressing a private video's cover does for anonymous viewers. */
  onSignIn: () => void;
}) => {
  const { t } = useTranslation();
  const me = useMe();
  const video = useVideoState(props.video);
  const placeholder = <PlayerCover title={props.title} message={t('learn.video.loading')} busy />;

  if (video?.isPrivate) {
    // Until the session is known, neither the player nor the cover: one of them would flash.
    if (me === undefined) return placeholder;
    if (me === null) return <PrivateCover title={props.title} onSignIn={props.onSignIn} />;
  }
  if (video?.status === 'processing') return <PlayerCover title={props.title} message={t('learn.video.processing')} />;
  const source: HLSSrc | VideoSrc | null =
    video?.status === 'ready' && video.playlist
      ? { src: video.playlist.url, type: video.playlist.contentType }
      : props.fallback?.type === NATIVE_TYPE
        ? { src: props.fallback.url, type: NATIVE_TYPE }
        : null;
  if (!source) {
    return (
      <PlayerCover title={props.title} message={t('learn.video.unplayable')}>
        {props.fallback && (
          <a
            href={props.fallback.url}
            download
            className="text-sm font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-white"
          >
            {t('learn.video.download', { title: props.title })}
          </a>
        )}
      </PlayerCover>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <VidstackPlayer
        title={props.title}
        source={source}
        poster={video?.status === 'ready' ? video.poster : null}
        subtitles={subtitlesOf(video)}
        tracking={
          me && video
            ? {
                videoId: video.id,
                videoUrl: video.playlist?.url ?? props.fallback?.url ?? '',
                playerId: props.playerId ?? video.id,
              }
            : null
        }
        className={playerClass}
      />
    </Suspense>
  );
};
