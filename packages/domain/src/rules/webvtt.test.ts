import { describe, expect, it } from 'vitest';
import { SUBTITLE_MAX_BYTES, SUBTITLE_MAX_CUES } from '../media-constants';
import { ZVideoEvent, ZVideoEvents } from '../schemas/media';
import { plainCueText, readSubtitleFile, readWebVtt } from './webvtt';

const VTT = `WEBVTT

1
00:00:00.500 --> 00:00:02.000
Welcome to the <b>arena</b>.

00:00:04.000 --> 00:00:06.250 align:start
<v Ada>Roll the ball &amp; collect the pickups.</v>

00:00:02.000 --> 00:00:04.000
Move with the arrow keys.
`;

describe('readWebVtt', () => {
  it('reads the cues of a WebVTT file in start order, as plain text', async () => {
    expect(await readWebVtt(VTT)).toEqual({
      ok: true,
      cues: [
        { startTime: 0.5, endTime: 2, text: 'Welcome to the arena.' },
        { startTime: 2, endTime: 4, text: 'Move with the arrow keys.' },
        { startTime: 4, endTime: 6.25, text: 'Roll the ball & collect the pickups.' },
      ],
    });
  });

  it('takes a byte order mark and short timestamps', async () => {
    const read = await readWebVtt('\uFEFFWEBVTT\n\n00:01.000 --> 00:02.000\nHi\n');
    expect(read).toEqual({ ok: true, cues: [{ startTime: 1, endTime: 2, text: 'Hi' }] });
  });

  it.each([
    ['no header', '00:00:00.000 --> 00:00:01.000\nHello\n'],
    ['an SRT file', '1\n00:00:00,000 --> 00:00:01,000\nHello\n'],
    ['a broken timestamp', 'WEBVTT\n\n00:00:xx --> 00:00:01.000\nHello\n'],
    ['no cues', 'WEBVTT\n\n'],
    ['only a cue that ends before it starts', 'WEBVTT\n\n00:00:02.000 --> 00:00:01.000\nBackwards\n'],
    ['plain text', 'just some notes'],
  ])('refuses %s', async (_name, text) => {
    expect(await readWebVtt(text)).toEqual({ ok: false, key: 'subtitle_InvalidParameter_not_webvtt' });
  });
});

describe('the cue cap', () => {
  /** `count` cues of a second each, timed past the hour as a long recording's are. */
  const cues = (count: number) =>
    `WEBVTT\n\n${Array.from({ length: count }, (_, index) => {
      const time = (seconds: number) => new Date(seconds * 1000).toISOString().slice(11, 23);
      return `${time(index)} --> ${time(index + 1)}\n${index}`;
    }).join('\n\n')}`;

  it(`reads a file of ${SUBTITLE_MAX_CUES} cues, the last one without a blank line after it`, async () => {
    const read = await readWebVtt(cues(SUBTITLE_MAX_CUES));
    expect(read.ok && read.cues.length).toBe(SUBTITLE_MAX_CUES);
    expect(read.ok && read.cues.at(-1)).toEqual({
      startTime: SUBTITLE_MAX_CUES - 1,
      endTime: SUBTITLE_MAX_CUES,
      text: String(SUBTITLE_MAX_CUES - 1),
    });
  });

  it('refuses one cue more with subtitle_InvalidParameter_too_many_cues and the cap', async () => {
    expect(await readWebVtt(cues(SUBTITLE_MAX_CUES + 1))).toEqual({
      ok: false,
      key: 'subtitle_InvalidParameter_too_many_cues',
      params: { max: SUBTITLE_MAX_CUES },
    });
    expect(await readSubtitleFile(new TextEncoder().encode(cues(SUBTITLE_MAX_CUES * 2)))).toEqual({
      ok: false,
      key: 'subtitle_InvalidParameter_too_many_cues',
      params: { max: SUBTITLE_MAX_CUES },
    });
  });
});

describe('readSubtitleFile', () => {
  it('decodes UTF-8 and keeps the text as uploaded', async () => {
    const text = 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nこんにちは\n';
    const read = await readSubtitleFile(new TextEncoder().encode(text));
    expect(read).toEqual({ ok: true, text, cues: [{ startTime: 0, endTime: 1, text: 'こんにちは' }] });
  });

  it('refuses bytes that are not UTF-8 and files past the cap', async () => {
    expect(await readSubtitleFile(new Uint8Array([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0xff, 0xfe]))).toEqual({
      ok: false,
      key: 'subtitle_InvalidParameter_not_webvtt',
    });
    const big = new TextEncoder().encode(VTT.padEnd(SUBTITLE_MAX_BYTES + 1, ' '));
    expect(await readSubtitleFile(big)).toEqual({ ok: false, key: 'subtitle_InvalidParameter_too_large_1_MB' });
  });
});

it('drops WebVTT markup from cue text', () => {
  expect(plainCueText('<c.loud>Hey</c> &lt;3 <00:00:01.000>now')).toBe('Hey <3 now');
});

describe('video events', () => {
  const data = {
    id: 'f1d6d0d2-8a40-4bfa-9a9e-7b1c0c6a5a11',
    videoUrl: '/files/videos/f1d6d0d2-8a40-4bfa-9a9e-7b1c0c6a5a11/master.m3u8',
    playerId: 'player-1',
    videoLength: 95,
    caption: true,
    captionLanguage: 'en',
    stopLength: null,
    engagementType: null,
    language: 'en',
    fullScreen: false,
    playbackSpeed: 1,
  } as const;

  it('takes starts, stops with where they stopped, and engagements with their type', () => {
    expect(ZVideoEvent.safeParse({ type: 'start', data }).success).toBe(true);
    expect(ZVideoEvent.safeParse({ type: 'stop', data: { ...data, stopLength: 12.5 } }).success).toBe(true);
    expect(
      ZVideoEvent.safeParse({ type: 'engagement', data: { ...data, engagementType: 'playback_speed' } }).success,
    ).toBe(true);
  });

  it('refuses an engagement without its type, a stop without its time, and unknown types', () => {
    const issues = (input: unknown) =>
      ZVideoEvent.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ type: 'engagement', data })).toEqual([['data.engagementType', 'error_isRequired']]);
    expect(issues({ type: 'stop', data })).toEqual([['data.stopLength', 'error_isRequired']]);
    expect(ZVideoEvent.safeParse({ type: 'start', data: { ...data, engagementType: 'caption' } }).success).toBe(false);
    expect(ZVideoEvent.safeParse({ type: 'engagement', data: { ...data, engagementType: 'volume' } }).success).toBe(
      false,
    );
    expect(ZVideoEvent.safeParse({ type: 'pause', data }).success).toBe(false);
  });

  it('takes batches of 1 to 50 events, and never a premium flag from the client', () => {
    expect(ZVideoEvents.safeParse({ events: [] }).success).toBe(false);
    expect(ZVideoEvents.safeParse({ events: Array(51).fill({ type: 'start', data }) }).success).toBe(false);
    const parsed = ZVideoEvents.parse({ events: [{ type: 'start', data: { ...data, userPremium: true } }] });
    expect(parsed.events[0]?.data).not.toHaveProperty('userPremium');
  });
});
