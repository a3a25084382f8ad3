import type { TLiveSessionCard } from '@questline/domain/schemas/live-session';
import { vi } from 'vitest';

/** A live session card as the server answers it: an opening session of 23:00–01:30 in UTC+9 (§2.10). */
export const liveSession = (overrides: Partial<TLiveSessionCard> = {}): TLiveSessionCard => ({
  id: 'lls_4',
  slug: 'physics-live',
  title: 'Physics live',
  descPlain: 'Ask anything about rigid bodies.',
  thumbnail: null,
  skillLevel: 'beginner',
  startTime: '2026-12-01T14:00:00.000Z',
  endTime: '2026-12-01T16:30:00.000Z',
  utcOffset: 540,
  duration: 150,
  period: 'opening',
  premium: false,
  disabled: false,
  refer: null,
  registered: false,
  topics: [{ id: 'lto_1', name: 'Physics' }],
  industries: [{ id: 'lin_2', name: 'Games' }],
  previousVideo: null,
  ...overrides,
});

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Pins the browser's own zone (what Intl resolves by default), whatever the machine running the tests is set to;
 * vi.restoreAllMocks puts it back.
 */
export const pinBrowserZone = (timeZone: string) => {
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolvedOptions.call(this), timeZone };
  });
};
