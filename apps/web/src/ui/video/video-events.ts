import { VIDEO_EVENT_DEBOUNCE_MS } from '@questline/domain/media-constants';
import {
  type TVideoEvent,
  type TVideoEventData,
  type TVideoEventType,
  VIDEO_EVENTS_MAX_BATCH,
} from '@questline/domain/schemas/media';

/** Where video events go (§7.9); the server adds who sent them and whether they are premium. */
export const VIDEO_EVENTS_PATH = '/api/tracking/video';
/** Events wait this long for company before one request carries them all (the API's rate limit counts requests). */
export const VIDEO_EVENTS_FLUSH_MS = 5_000;

/** The §3.12 data of an event without what only some events carry: filled in by the reporter. */
export type TVideoEventContext = Omit<TVideoEventData, 'engagementType' | 'stopLength'> & { currentTime: number };

/**
 * Batches events into requests: a batch goes after VIDEO_EVENTS_FLUSH_MS of quiet, at VIDEO_EVENTS_MAX_BATCH events,
 * or when the page is hidden (as a beacon, which outlives the page). Failures are dropped: tracking never disturbs
 * watching.
 */
export const createVideoEventQueue = (
  post: (events: TVideoEvent[], options: { beacon: boolean }) => void,
  flushMs = VIDEO_EVENTS_FLUSH_MS,
) => {
  let queued: TVideoEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = (beacon = false) => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!queued.length) return;
    const events = queued;
    queued = [];
    post(events, { beacon });
  };
  return {
    push(event: TVideoEvent) {
      queued.push(event);
      if (queued.length >= VIDEO_EVENTS_MAX_BATCH) flush();
      else if (!timer) timer = setTimeout(() => flush(), flushMs);
    },
    flush,
  };
};

/** Sends a batch: fetch while the page lives, a beacon when it is going away. */
export const postVideoEvents = (events: TVideoEvent[], options: { beacon: boolean }) => {
  const body = JSON.stringify({ events });
  if (options.beacon && typeof navigator.sendBeacon === 'function') {
    navigator.sendBeacon(VIDEO_EVENTS_PATH, new Blob([body], { type: 'application/json' }));
    return;
  }
  void fetch(VIDEO_EVENTS_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
};

/**
 * §7.9 video events of one player. Starts and stops are debounced by 500 ms (§9): a play or pause replaces the one
 * waiting, a double-click (the player's full-screen toggle, whose clicks also toggle playback) cancels it, and only
 * a change from what was last reported is sent, so pause-then-play within the window sends nothing. Engagements
 * (full_screen, playback_speed, language, caption) go at once.
 */
export const createVideoReporter = (
  context: () => TVideoEventContext,
  emit: (event: TVideoEvent) => void,
  debounceMs = VIDEO_EVENT_DEBOUNCE_MS,
) => {
  let reported: 'playing' | 'stopped' = 'stopped';
  let pending: ReturnType<typeof setTimeout> | null = null;
  const event = (type: TVideoEventType, extra: Partial<TVideoEventData> = {}): TVideoEvent => {
    const { currentTime, ...data } = context();
    return {
      type,
      data: {
        ...data,
        engagementType: null,
        stopLength: type === 'stop' ? Math.max(0, currentTime) : null,
        ...extra,
      },
    };
  };
  const cancel = () => {
    if (pending) clearTimeout(pending);
    pending = null;
  };
  const settle = (state: 'playing' | 'stopped') => {
    cancel();
    pending = setTimeout(() => {
      pending = null;
      if (state === reported) return;
      reported = state;
      emit(event(state === 'playing' ? 'start' : 'stop'));
    }, debounceMs);
  };
  return {
    played: () => settle('playing'),
    stopped: () => settle('stopped'),
    doubleClicked: cancel,
    engaged: (engagementType: NonNullable<TVideoEventData['engagementType']>) =>
      emit(event('engagement', { engagementType })),
    dispose: cancel,
  };
};
