import '@vidstack/react/player/styles/default/theme.css';
import '@vidstack/react/player/styles/default/layouts/video.css';
import {
  type HLSSrc,
  isHLSProvider,
  MediaPlayer,
  type MediaPlayerInstance,
  MediaProvider,
  type MediaProviderAdapter,
  Poster,
  type VideoSrc,
} from '@vidstack/react';
import { DefaultVideoLayout, defaultLayoutIcons } from '@vidstack/react/player/layouts/default';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayoutTranslations } from './layout-translations';
import { pauseOtherPlayers, registerPlayer, type TPausable } from './player-registry';

/** The rates the settings menu offers (§2.16 playback rates). */
const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2];

// Vidstack's development build logs media errors with the whole element; the unit tests' DOM plays no media at all.
const LOG_LEVEL = import.meta.env.MODE === 'test' ? 'silent' : 'warn';

/** hls.js from this app's own bundle (a chunk of its own), not the CDN Vidstack would otherwise load it from. */
const loadBundledHls = (provider: MediaProviderAdapter | null) => {
  if (isHLSProvider(provider)) provider.library = () => import('hls.js');
};

/**
 * The Vidstack player (DESIGN §2), loaded lazily by VideoPlayer: its default layout gives the keyboard-usable
 * controls, the quality menu of an HLS stream's renditions (switching keeps the current time) and playback rates.
 */
export const VidstackPlayer = (props: {
  title: string;
  source: HLSSrc | VideoSrc;
  poster: string | null;
  className?: string;
}) => {
  const { t } = useTranslation();
  const player = useRef<MediaPlayerInstance>(null);
  const translations = useLayoutTranslations();
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

  return (
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
      onPlay={() => pauseOtherPlayers(entry)}
      onProviderChange={loadBundledHls}
      className={props.className}
    >
      <MediaProvider>{props.poster && <Poster className="vds-poster" alt={props.title} />}</MediaProvider>
      <DefaultVideoLayout icons={defaultLayoutIcons} playbackRates={PLAYBACK_RATES} translations={translations} />
    </MediaPlayer>
  );
};
