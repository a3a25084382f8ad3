/** WebVTT subtitles (§2.16): what the server accepts and the transcript lists, read by one parser. */
import { parseText } from 'media-captions';
import { SUBTITLE_MAX_BYTES } from '../constants';
import type { TErrorKey } from '../errors';

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

/**
 * Reads WebVTT text: its cues in start order, or why it is refused. A file is WebVTT when it starts with the
 * `WEBVTT` header, every cue block parses (timestamps, settings) and it holds at least one cue whose end follows
 * its start (a cue the parser must drop is no subtitle); anything else is `subtitle_InvalidParameter_not_webvtt`.
 */
export const readWebVtt = async (
  text: string,
): Promise<{ ok: true; cues: TTranscriptCue[] } | { ok: false; key: TErrorKey }> => {
  const body = text.replace(/^\uFEFF/, '');
  // The parser forgives a missing header; the format does not (its first line is `WEBVTT`, alone or with a note).
  if (!WEBVTT_HEADER.test(body)) return { ok: false, key: 'subtitle_InvalidParameter_not_webvtt' };
  const parsed = await parseText(body, { type: 'vtt', strict: false, errors: true });
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
): Promise<{ ok: true; text: string; cues: TTranscriptCue[] } | { ok: false; key: TErrorKey }> => {
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
