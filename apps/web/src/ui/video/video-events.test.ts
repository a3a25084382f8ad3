import type { TVideoEvent } from '@questline/domain/schemas/media';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createVideoEventQueue, createVideoReporter, type TVideoEventContext } from './video-events';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

let now = 0;
const context = (): TVideoEventContext => ({
  id: 'video-1',
  videoUrl: '/files/videos/video-1/master.m3u8',
  playerId: 'overview-ltu_1',
  videoLength: 60,
  caption: false,
  captionLanguage: null,
  language: 'en',
  fullScreen: false,
  playbackSpeed: 1,
  currentTime: now,
});

const reporter = () => {
  const sent: TVideoEvent[] = [];
  return { sent, events: createVideoReporter(context, (event) => sent.push(event)) };
};

it('sends a start 500 ms after playing, and a stop with where it stopped 500 ms after pausing', () => {
  const { sent, events } = reporter();
  events.played();
  vi.advanceTimersByTime(499);
  expect(sent).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(sent.map((event) => event.type)).toEqual(['start']);
  expect(sent[0]?.data).toMatchObject({ id: 'video-1', stopLength: null, engagementType: null });
  now = 12.5;
  events.stopped();
  vi.advanceTimersByTime(500);
  expect(sent.map((event) => event.type)).toEqual(['start', 'stop']);
  expect(sent[1]?.data.stopLength).toBe(12.5);
});

it('cancels a waiting start or stop on a double-click, and sends nothing for a pause undone within 500 ms', () => {
  const { sent, events } = reporter();
  events.played();
  vi.advanceTimersByTime(200);
  events.doubleClicked();
  vi.advanceTimersByTime(1000);
  expect(sent).toEqual([]);

  events.played();
  vi.advanceTimersByTime(500);
  events.stopped();
  vi.advanceTimersByTime(300);
  events.played();
  vi.advanceTimersByTime(1000);
  expect(sent.map((event) => event.type)).toEqual(['start']);
});

it('sends engagements at once with their type', () => {
  const { sent, events } = reporter();
  events.engaged('playback_speed');
  expect(sent).toEqual([{ type: 'engagement', data: expect.objectContaining({ engagementType: 'playback_speed' }) }]);
});

it('batches events into one request after a quiet spell, or at once when the page goes away', () => {
  const posts: { events: TVideoEvent[]; beacon: boolean }[] = [];
  const queue = createVideoEventQueue((events, { beacon }) => posts.push({ events, beacon }), 5000);
  const { events } = reporter();
  const emitted: TVideoEvent[] = [];
  const wired = createVideoReporter(context, (event) => {
    emitted.push(event);
    queue.push(event);
  });
  wired.played();
  vi.advanceTimersByTime(500);
  wired.engaged('full_screen');
  expect(posts).toEqual([]);
  vi.advanceTimersByTime(5000);
  expect(posts).toEqual([{ events: emitted, beacon: false }]);
  wired.engaged('caption');
  queue.flush(true);
  expect(posts[1]).toEqual({ events: [emitted[2]], beacon: true });
  queue.flush(true);
  expect(posts).toHaveLength(2);
  events.dispose();
});
