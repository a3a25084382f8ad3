/** WebVTT subtitles (§2.16): what the server accepts and the transcript lists, read by one parser. */
import { parseTextStream } from 'media-captions';
import type { TErrorKey } from '../errors';
import { SUBTITLE_MAX_BYTES, SUBTITLE_MAX_CUES } from '../media-constants';

/** One cue as the transcript lists it: start and end in seconds, and its text without markup. */
export type TTranscriptCue = { startTime: number; endTime: number; text: string };

/** Cue text as a reader sees it: WebVTT tags (`<v Speaker>`, `<i>`, timestamps) dropped, entities decoded. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: '\u00a0', lrm: '\u200e', rlm: '\u200f' };
export const plainCueText = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (_, name: string) => ENTITIES[name] ?? '')
    .trim();

const WEBVTT_HEADER = /^WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/;

/** Why a file is refused: its key, with the parameters its message names. */
export type TWebVttRefusal = { ok: false; key: TErrorKey; params?: Record<string, number> };

/**
 * The text's lines, handed to the parser one per read. The parser's own `parseText` enqueues every line up front,
 * and a stream's queue gives up its head by shifting an array: quadratic in the lines (30,000 cues took 3 s on the
 * event loop). Pulled one at a time the queue never holds more than one. `stop` ends the lines early.
 */
const lineStream = (text: string, stop: () => boolean) => {
  const lines = text.split(/\r?\n|\r/);
  let next = 0;
  return new ReadableStream<string>(
    {
      pull(controller) {
        const line = lines[next];
        next += 1;
        if (line === undefined || stop()) controller.close();
        else controller.enqueue(line);
      },
    },
    { highWaterMark: 1 },
  );
};

/**
 * Reads WebVTT text: its cues in start order, or why it is refused. A file is WebVTT when it starts with the
 * `WEBVTT` header, every cue block parses (timestamps, settings) and it holds at least one cue whose end follows
 * its start (a cue the parser must drop is no subtitle); anything else is `subtitle_InvalidParameter_not_webvtt`.
 * More than SUBTITLE_MAX_CUES cues is `subtitle_InvalidParameter_too_many_cues`, told as soon as the cue past the
 * cap is read: the rest of the file is not parsed.
 */
export const readWebVtt = async (text: string): Promise<{ ok: true; cues: TTranscriptCue[] } | TWebVttRefusal> => {
  const body = text.replace(/^\uFEFF/, '');
  // The parser forgives a missing header; the format does not (its first line is `WEBVTT`, alone or with a note).
  if (!WEBVTT_HEADER.test(body)) return { ok: false, key: 'subtitle_InvalidParameter_not_webvtt' };
  let count = 0;
  const parsed = await parseTextStream(
    lineStream(body, () => count > SUBTITLE_MAX_CUES),
    {
      type: 'vtt',
      strict: false,
      errors: true,
      onCue: () => {
        count += 1;
      },
    },
  );
  if (count > SUBTITLE_MAX_CUES) {
    return { ok: false, key: 'subtitle_InvalidParameter_too_many_cues', params: { max: SUBTITLE_MAX_CUES } };
  }
  if (parsed.errors.length || !parsed.cues.length) return { ok: false, key: 'subtitle_InvalidParameter_not_webvtt' };
  const cues = parsed.cues
    .map((cue) => ({ startTime: cue.startTime, endTime: cue.endTime, text: plainCueText(cue.text) }))
    .sort((a, b) => a.startTime - b.startTime);
  return { ok: true, cues };
};

/**
 * A subtitle upload's bytes as WebVTT text: at most SUBTITLE_MAX_BYTES, valid UTF-8 (WebVTT's only encoding), then
 * `readWebVtt`.
 */
export const readSubtitleFile = async (
  bytes: Uint8Array,
): Promise<{ ok: true; text: string; cues: TTranscriptCue[] } | TWebVttRefusal> => {
  if (bytes.byteLength > SUBTITLE_MAX_BYTES) return { ok: false, key: 'subtitle_InvalidParameter_too_large_1_MB' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, key: 'subtitle_InvalidParameter_not_webvtt' };
  }
  const read = await readWebVtt(text);
  return read.ok ? { ok: true, text, cues: read.cues } : read;
};
