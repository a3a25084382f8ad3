export type TImageContentType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

export type TSniffedImage = { contentType: TImageContentType; width: number; height: number };

/**
 * `forbidden`: the bytes start like no accepted format (SVG, text, anything else).
 * `invalid`: they start like an accepted format, but its header is cut short or corrupt.
 */
export type TSniffResult = TSniffedImage | { error: 'forbidden' | 'invalid' };

const FORBIDDEN = { error: 'forbidden' } as const;
const INVALID = { error: 'invalid' } as const;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

const startsWith = (bytes: Uint8Array, expected: readonly number[], at = 0) =>
  bytes.length >= at + expected.length && expected.every((byte, index) => bytes[at + index] === byte);

const u16be = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u16le = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u24le = (bytes: Uint8Array, at: number) => u16le(bytes, at) + (bytes[at + 2] ?? 0) * 0x10000;
const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 0x10000 + u16be(bytes, at + 2);
const u32le = (bytes: Uint8Array, at: number) => u16le(bytes, at) + u16le(bytes, at + 2) * 0x10000;

const image = (contentType: TImageContentType, width: number, height: number): TSniffResult =>
  Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0
    ? { contentType, width, height }
    : INVALID;

/** Signature, then the IHDR chunk (length 13) that must come first: width and height are its first 8 bytes. */
const readPng = (bytes: Uint8Array): TSniffResult => {
  const IHDR_END = 8 + 4 + 4 + 13 + 4;
  if (bytes.length < IHDR_END || u32be(bytes, 8) !== 13 || !startsWith(bytes, ascii('IHDR'), 12)) return INVALID;
  const width = u32be(bytes, 16);
  const height = u32be(bytes, 20);
  // PNG caps both at 2^31 - 1.
  if (width > 0x7fffffff || height > 0x7fffffff) return INVALID;
  return image('image/png', width, height);
};

/** `GIF87a`/`GIF89a`, then the 7-byte logical screen descriptor: width and height, little-endian. */
const readGif = (bytes: Uint8Array): TSniffResult =>
  bytes.length < 13 ? INVALID : image('image/gif', u16le(bytes, 6), u16le(bytes, 8));

/** Start-of-frame markers: C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Walks the segments after SOI up to the first SOFn, whose payload is precision, height, width. */
const readJpeg = (bytes: Uint8Array): TSniffResult => {
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return INVALID;
    // Any number of 0xFF fill bytes may precede a marker.
    while (bytes[at] === 0xff) at += 1;
    if (at >= bytes.length) return INVALID;
    const marker = bytes[at] as number;
    at += 1;
    // Markers without a length: TEM and RSTn. SOI again, EOI or SOS before any frame header: no dimensions.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (marker === 0x00 || marker === 0xd8 || marker === 0xd9 || marker === 0xda) return INVALID;
    if (at + 2 > bytes.length) return INVALID;
    const length = u16be(bytes, at);
    if (length < 2) return INVALID;
    if (isStartOfFrame(marker)) {
      if (length < 8 || at + 7 > bytes.length) return INVALID;
      // A height of 0 defers to a later DNL marker: not readable from the header.
      return image('image/jpeg', u16be(bytes, at + 5), u16be(bytes, at + 3));
    }
    at += length;
  }
  return INVALID;
};

/** `RIFF` size `WEBP`, then the first chunk: lossy `VP8 `, lossless `VP8L` or extended `VP8X`. */
const readWebp = (bytes: Uint8Array): TSniffResult => {
  const data = 20;
  if (bytes.length < data) return INVALID;
  const chunkSize = u32le(bytes, 16);
  if (startsWith(bytes, ascii('VP8 '), 12)) {
    // Frame tag (3 bytes, bit 0 clear on a key frame), start code 9D 01 2A, then 14-bit width and height.
    if (chunkSize < 10 || bytes.length < data + 10) return INVALID;
    if (((bytes[data] as number) & 1) !== 0 || !startsWith(bytes, [0x9d, 0x01, 0x2a], data + 3)) return INVALID;
    return image('image/webp', u16le(bytes, data + 6) & 0x3fff, u16le(bytes, data + 8) & 0x3fff);
  }
  if (startsWith(bytes, ascii('VP8L'), 12)) {
    // Signature 0x2F, then 14 bits width - 1, 14 bits height - 1 and a 3-bit version that must be 0.
    if (chunkSize < 5 || bytes.length < data + 5 || bytes[data] !== 0x2f) return INVALID;
    const bits = u32le(bytes, data + 1);
    if (Math.floor(bits / 2 ** 29) !== 0) return INVALID;
    return image('image/webp', (bits & 0x3fff) + 1, (Math.floor(bits / 2 ** 14) & 0x3fff) + 1);
  }
  if (startsWith(bytes, ascii('VP8X'), 12)) {
    // Flags (1 byte), reserved (3), then 24-bit canvas width - 1 and height - 1.
    if (chunkSize < 10 || bytes.length < data + 10) return INVALID;
    return image('image/webp', u24le(bytes, data + 4) + 1, u24le(bytes, data + 7) + 1);
  }
  return INVALID;
};

/**
 * What image the bytes hold, read from their own headers: the file name and the declared content type are
 * the sender's claims and play no part. Reads the headers only; nothing is decoded.
 */
export const sniffImage = (bytes: Uint8Array): TSniffResult => {
  if (startsWith(bytes, PNG_SIGNATURE)) return readPng(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return readJpeg(bytes);
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return readGif(bytes);
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return readWebp(bytes);
  return FORBIDDEN;
};
