import type { DefaultLayoutTranslations } from '@vidstack/react/player/layouts/default';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Vidstack's default layout words (its control labels, menus and tooltips) and their keys under learn.video.layout. */
const LAYOUT_KEYS: Record<keyof DefaultLayoutTranslations, string> = {
  Announcements: 'announcements',
  Accessibility: 'accessibility',
  AirPlay: 'airPlay',
  Audio: 'audio',
  Auto: 'auto',
  Boost: 'boost',
  Captions: 'captions',
  'Caption Styles': 'captionStyles',
  'Captions look like this': 'captionsLookLikeThis',
  Chapters: 'chapters',
  'Closed-Captions Off': 'closedCaptionsOff',
  'Closed-Captions On': 'closedCaptionsOn',
  Connected: 'connected',
  Continue: 'continue',
  Connecting: 'connecting',
  Default: 'default',
  Disabled: 'disabled',
  Disconnected: 'disconnected',
  'Display Background': 'displayBackground',
  Download: 'download',
  'Enter Fullscreen': 'enterFullscreen',
  'Enter PiP': 'enterPip',
  'Exit Fullscreen': 'exitFullscreen',
  'Exit PiP': 'exitPip',
  Font: 'font',
  Family: 'family',
  Fullscreen: 'fullscreen',
  'Google Cast': 'googleCast',
  'Keyboard Animations': 'keyboardAnimations',
  LIVE: 'live',
  Loop: 'loop',
  Mute: 'mute',
  Normal: 'normal',
  Off: 'off',
  Pause: 'pause',
  Play: 'play',
  Playback: 'playback',
  PiP: 'pip',
  Quality: 'quality',
  Replay: 'replay',
  Reset: 'reset',
  'Seek Backward': 'seekBackward',
  'Seek Forward': 'seekForward',
  Seek: 'seek',
  Settings: 'settings',
  'Skip To Live': 'skipToLive',
  Speed: 'speed',
  Size: 'size',
  Color: 'color',
  Opacity: 'opacity',
  Shadow: 'shadow',
  Text: 'text',
  'Text Background': 'textBackground',
  Track: 'track',
  Unmute: 'unmute',
  Volume: 'volume',
};

/** The default layout's words in the page's language (every user-visible string goes through the catalogue). */
export const useLayoutTranslations = (): DefaultLayoutTranslations => {
  const { t } = useTranslation();
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(LAYOUT_KEYS).map(([word, key]) => [word, t(`learn.video.layout.${key}`)]),
      ) as DefaultLayoutTranslations,
    [t],
  );
};
