import '@vidstack/react/player/styles/default/theme.css';
import '@vidstack/react/player/styles/default/layouts/video.css';
import { localeTag, type TContentLanguage, type TLocale } from '@questline/domain/constants';
import { PLAYBACK_RATES } from '@questline/domain/media-constants';
import { showsMiniPlayer } from '@questline/domain/rules/ui';
import type { TSubtitle } from '@questline/domain/schemas/media';
import {
  type HLSSrc,
  isHLSProvider,
  MediaPlayer,
  type MediaPlayerInstance,
  MediaProvider,
  type MediaProviderAdapter,
  Poster,
  Track,
  useMediaState,
  type VideoSrc,
} from '@vidstack/react';
import { DefaultVideoLayout, defaultLayoutIcons } from '@vidstack/react/player/layouts/default';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayoutTranslations } from './layout-translations';
import { pauseOtherPlayers, registerPlayer, type TPausable } from './player-registry';
import { Transcript } from './transcript';
import { createVideoEventQueue, createVideoReporter, postVideoEvents } from './video-events';

// Vidstack's development build logs media errors with the whole element; the unit tests' DOM plays no media at all.
const LOG_LEVEL = import.meta.env.MODE === 'test' ? 'silent' : 'warn';

/** hls.js from this app's own bundle (a chunk of its own), not the CDN Vidstack would otherwise load it from. */
const loadBundledHls = (provider: MediaProviderAdapter | null) => {
  if (isHLSProvider(provider)) provider.library = () => import('hls.js');
};

/** One queue for the page's players: their events share requests. */
const eventQueue = createVideoEventQueue(postVideoEvents);
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => eventQueue.flush(true));

/** What a player reports its §7.9 events as: the video's id and playlist, and this player on the page. */
export type TVideoTracking = { videoId: string; videoUrl: string; playerId: string };

/**
 * The mini-player (§2.16): while the video plays and fewer than 150 px of its place remain visible below the 200 px
 * header offset, the player floats in the corner; its place keeps its size, so nothing below it moves. Closing it
 * pauses the video. "Plays" means not paused: a video waiting for its next segment stays in the corner instead of
 * leaving it at every stall.
 */
const useMiniPlayer = (place: React.RefObject<HTMLDivElement | null>, playing: boolean) => {
  const [outOfView, setOutOfView] = useState(false);
  useEffect(() => {
    if (!playing) return;
    const check = () => {
      const rect = place.current?.getBoundingClientRect();
      if (rect) setOutOfView(showsMiniPlayer(rect, window.innerHeight, rect.top + window.scrollY));
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [place, playing]);
  return playing && outOfView;
};

/**
 * The Vidstack player (DESIGN §2), loaded lazily by VideoPlayer: its default layout gives the keyboard-usable
 * controls, the quality menu of an HLS stream's renditions (switching keeps the current time), playback rates and
 * the subtitles of the video as text tracks; the transcript follows it below. Signed-in viewers' plays, stops and
 * engagements are reported (§7.9).
 */
export const VidstackPlayer = (props: {
  title: string;
  source: HLSSrc | VideoSrc;
  poster: string | null;
  subtitles?: readonly TSubtitle[];
  tracking?: TVideoTracking | null;
  className?: string;
}) => {
  const { t, i18n } = useTranslation();
  const player = useRef<MediaPlayerInstance>(null);
  const place = useRef<HTMLDivElement>(null);
  const translations = useLayoutTranslations();
  const subtitles = props.subtitles ?? [];
  const names = new Intl.DisplayNames([localeTag(i18n.language as TLocale)], { type: 'language' });
  const pageLanguage = i18n.language.slice(0, 2);
  const [language, setLanguage] = useState<TContentLanguage | null>(
    () => (subtitles.find((track) => track.language === pageLanguage) ?? subtitles[0])?.language ?? null,
  );
  const [resumeSignal, setResumeSignal] = useState(0);
  const currentTime = useMediaState('currentTime', player);
  const paused = useMediaState('paused', player);
  const mini = useMiniPlayer(place, !paused);

  const entry = useMemo<TPausable>(
    () => ({
      pause: () => {
        const current = player.current;
        if (current && !current.paused) void current.pause().catch(() => undefined);
      },
    }),
    [],
  );
  useEffect(() => registerPlayer(entry), [entry]);

  // The reporter reads the latest of these when an event goes, so it lives as long as the player.
  const latest = useRef({ language, tracking: props.tracking ?? null, subtitles });
  latest.current = { language, tracking: props.tracking ?? null, subtitles };
  const tracked = Boolean(props.tracking);
  const reporter = useMemo(() => {
    if (!tracked) return null;
    return createVideoReporter(
      () => {
        const { tracking, subtitles: tracks, language: transcriptLanguage } = latest.current;
        const state = player.current?.state;
        const shown = state?.textTrack?.mode === 'showing' ? String(state.textTrack.language ?? '') : null;
        return {
          id: tracking?.videoId ?? '',
          videoUrl: tracking?.videoUrl ?? '',
          playerId: tracking?.playerId ?? '',
          videoLength: Math.max(0, state?.duration || 0),
          caption: shown !== null,
          captionLanguage: tracks.find((track) => track.language === shown)?.language ?? null,
          language: transcriptLanguage,
          fullScreen: state?.fullscreen ?? false,
          playbackSpeed: state?.playbackRate ?? 1,
          currentTime: state?.currentTime ?? 0,
        };
      },
      (event) => eventQueue.push(event),
    );
  }, [tracked]);
  useEffect(() => () => reporter?.dispose(), [reporter]);
  // A double-click toggles full screen, and its two clicks toggle playback: the start or stop they queued is void.
  useEffect(() => {
    const element = place.current;
    if (!reporter || !element) return;
    const cancel = () => reporter.doubleClicked();
    element.addEventListener('dblclick', cancel);
    return () => element.removeEventListener('dblclick', cancel);
  }, [reporter]);
  // Engagements are changes from what the viewer had: the player's own start-up values are not.
  const rate = useRef(1);
  const caption = useRef<string | null>(null);

  const seek = (time: number) => {
    const current = player.current;
    if (!current) return;
    current.currentTime = time;
    setResumeSignal((value) => value + 1);
  };

  return (
    <div>
      <div ref={place} className="aspect-video w-full">
        <div className={mini ? 'fixed right-4 bottom-4 z-40 w-80 max-w-[calc(100vw-2rem)] rounded-lg shadow-2xl' : ''}>
          <MediaPlayer
            ref={player}
            title={props.title}
            ariaLabel={t('learn.video.player', { title: props.title })}
            viewType="video"
            src={props.source}
            poster={props.poster ?? undefined}
            aspectRatio="16/9"
            load="visible"
            posterLoad="visible"
            playsInline
            logLevel={LOG_LEVEL}
            onPlay={() => {
              pauseOtherPlayers(entry);
              reporter?.played();
            }}
            onPause={() => reporter?.stopped()}
            onEnded={() => {
              reporter?.stopped();
              setResumeSignal((value) => value + 1);
            }}
            onSeeked={() => setResumeSignal((value) => value + 1)}
            onFullscreenChange={() => reporter?.engaged('full_screen')}
            onRateChange={(next) => {
              if (next === rate.current) return;
              rate.current = next;
              reporter?.engaged('playback_speed');
            }}
            onTextTrackChange={(track) => {
              const next = track?.language ?? null;
              if (next === caption.current) return;
              caption.current = next;
              reporter?.engaged('caption');
            }}
            onProviderChange={loadBundledHls}
            className={props.className}
          >
            <MediaProvider>
              {props.poster && <Poster className="vds-poster" alt={props.title} />}
              {subtitles.map((track) => (
                <Track
                  key={track.language}
                  src={track.url}
                  kind="subtitles"
                  language={track.language}
                  label={names.of(track.language) ?? track.language}
                />
              ))}
            </MediaProvider>
            <DefaultVideoLayout
              icons={defaultLayoutIcons}
              playbackRates={[...PLAYBACK_RATES]}
              translations={translations}
            />
          </MediaPlayer>
          {mini && (
            <button
              type="button"
              onClick={() => entry.pause()}
              className="theme-keep absolute -top-3 -right-3 z-10 flex h-8 w-8 items-center justify-center rounded-full bg-slate-900 text-white shadow focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label={t('learn.video.closeMiniPlayer')}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
      </div>
      {language && (
        <Transcript
          subtitles={subtitles}
          currentTime={currentTime}
          resumeSignal={resumeSignal}
          onSeek={seek}
          language={language}
          onLanguageChange={(next) => {
            setLanguage(next);
            reporter?.engaged('language');
          }}
        />
      )}
    </div>
  );
};
