export type TVideoContentType = 'video/mp4' | 'video/quicktime' | 'video/webm';

/** How many leading bytes `sniffVideo` needs: the ISO box size, `ftyp` and the major brand. */
export const VIDEO_SNIFF_BYTES = 12;

/**
 * `forbidden`: the bytes start like no accepted container.
 * `invalid`: too few bytes to tell (an empty or truncated file).
 */
export type TVideoSniffResult = { contentType: TVideoContentType } | { error: 'forbidden' | 'invalid' };

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const startsWith = (bytes: Uint8Array, expected: readonly number[], at = 0) =>
  bytes.length >= at + expected.length && expected.every((byte, index) => bytes[at + index] === byte);

/**
 * Which video container the leading bytes open, read from the bytes alone (the name and declared type are the
 * sender's claims): an ISO base media `ftyp` box (MP4, or QuickTime when its major brand is `qt  `) or an EBML
 * header (WebM and Matroska). Nothing is decoded.
 */
export const sniffVideo = (bytes: Uint8Array): TVideoSniffResult => {
  if (bytes.length < VIDEO_SNIFF_BYTES) return { error: 'invalid' };
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    return { contentType: startsWith(bytes, ascii('qt  '), 8) ? 'video/quicktime' : 'video/mp4' };
  }
  if (startsWith(bytes, EBML_MAGIC)) return { contentType: 'video/webm' };
  return { error: 'forbidden' };
};
