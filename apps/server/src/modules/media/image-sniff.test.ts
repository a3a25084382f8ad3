import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-sniff';

const bytes = (...parts: (string | ArrayLike<number>)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : Array.from(part))),
  );
const be16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const be32 = (n: number) => [...be16(Math.floor(n / 0x10000)), ...be16(n & 0xffff)];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const le32 = (n: number) => [...le16(n & 0xffff), ...le16(Math.floor(n / 0x10000))];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (width: number, height: number) =>
  bytes(PNG_SIGNATURE, be32(13), 'IHDR', be32(width), be32(height), [8, 6, 0, 0, 0], [0, 0, 0, 0]);

const gif = (width: number, height: number, version = '89a') =>
  bytes(`GIF${version}`, le16(width), le16(height), [0, 0, 0]);

/** SOI, a JFIF APP0 segment, then a frame header (SOF0 baseline unless told). */
const jpeg = (width: number, height: number, sof = 0xc0) =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe0, ...be16(16)],
    'JFIF\0',
    [1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, sof, ...be16(17), 8, ...be16(height), ...be16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
  );

const riff = (chunk: string, data: readonly number[]) =>
  bytes('RIFF', le32(4 + 8 + data.length), 'WEBP', chunk, le32(data.length), data);
const webpLossy = (width: number, height: number) =>
  riff('VP8 ', [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height)]);
const webpLossless = (width: number, height: number) =>
  riff('VP8L', [0x2f, ...le32((width - 1) | ((height - 1) << 14) | (1 << 28))]);
const webpExtended = (width: number, height: number) =>
  riff('VP8X', [0x10, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]);

describe('sniffImage: accepted formats', () => {
  it('reads PNG width and height from IHDR', () => {
    expect(sniffImage(png(640, 480))).toEqual({ contentType: 'image/png', width: 640, height: 480 });
  });

  it('reads GIF87a and GIF89a logical screen sizes', () => {
    expect(sniffImage(gif(3, 2))).toEqual({ contentType: 'image/gif', width: 3, height: 2 });
    expect(sniffImage(gif(300, 65_535, '87a'))).toEqual({ contentType: 'image/gif', width: 300, height: 65_535 });
  });

  it('reads JPEG sizes from baseline and progressive frame headers, skipping segments and fill bytes', () => {
    expect(sniffImage(jpeg(1920, 1080))).toEqual({ contentType: 'image/jpeg', width: 1920, height: 1080 });
    expect(sniffImage(jpeg(7, 5, 0xc2))).toEqual({ contentType: 'image/jpeg', width: 7, height: 5 });
    const withFill = bytes([0xff, 0xd8, 0xff, 0xff, 0xff], jpeg(9, 4).slice(3));
    expect(sniffImage(withFill)).toEqual({ contentType: 'image/jpeg', width: 9, height: 4 });
  });

  it('does not take a Huffman table (C4) for a frame header', () => {
    const huffmanFirst = bytes(
      [0xff, 0xd8],
      [0xff, 0xc4, ...be16(7), 0, 0x01, 0x02, 0x03, 0x04],
      jpeg(12, 34).slice(2),
    );
    expect(sniffImage(huffmanFirst)).toEqual({ contentType: 'image/jpeg', width: 12, height: 34 });
  });

  it('reads WebP lossy, lossless and extended headers', () => {
    expect(sniffImage(webpLossy(320, 200))).toEqual({ contentType: 'image/webp', width: 320, height: 200 });
    // The top two bits of each VP8 dimension are a scaling hint, not part of the size.
    expect(sniffImage(webpLossy(0xc000 | 320, 0x4000 | 200))).toMatchObject({ width: 320, height: 200 });
    expect(sniffImage(webpLossless(16_384, 1))).toEqual({ contentType: 'image/webp', width: 16_384, height: 1 });
    expect(sniffImage(webpExtended(70_000, 2))).toEqual({ contentType: 'image/webp', width: 70_000, height: 2 });
  });

  it('ignores whatever follows the header', () => {
    expect(sniffImage(bytes(png(2, 3), 'IDAT and the rest'))).toMatchObject({ width: 2, height: 3 });
  });
});

describe('sniffImage: refused as forbidden', () => {
  it.each([
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ['SVG with an XML declaration', bytes('<?xml version="1.0"?><svg/>')],
    ['plain text', bytes('hello, I am a .png')],
    ['an empty file', bytes()],
    ['PDF', bytes('%PDF-1.7')],
    ['BMP', bytes('BM', [0, 0, 0, 0])],
    ['a RIFF that is not WebP', bytes('RIFF', le32(4), 'WAVE')],
    ['half a PNG signature', bytes(PNG_SIGNATURE.slice(0, 4))],
    ['GIF with an unknown version', bytes('GIF90a', le16(1), le16(1), [0, 0, 0])],
  ])('%s', (_name, input) => {
    expect(sniffImage(input)).toEqual({ error: 'forbidden' });
  });
});

describe('sniffImage: refused as invalid (looks like an image, header unreadable)', () => {
  const pngIhdr = png(4, 4);
  it.each([
    ['PNG signature alone', bytes(PNG_SIGNATURE)],
    ['PNG cut inside IHDR', pngIhdr.slice(0, 20)],
    ['PNG cut before the IHDR checksum', pngIhdr.slice(0, 30)],
    ['PNG whose first chunk is not IHDR', bytes(PNG_SIGNATURE, be32(13), 'IDAT', pngIhdr.slice(16))],
    ['PNG with width 0', png(0, 4)],
    ['PNG with a width past 2^31 - 1', png(0x80000000, 4)],
    ['GIF signature alone', bytes('GIF89a')],
    ['GIF with height 0', gif(5, 0)],
    ['JPEG SOI alone', bytes([0xff, 0xd8, 0xff])],
    ['JPEG SOI then EOI', bytes([0xff, 0xd8, 0xff, 0xd9])],
    ['JPEG scan before any frame header', bytes([0xff, 0xd8, 0xff, 0xda, ...be16(8), 1, 1, 0, 0, 0x3f, 0])],
    ['JPEG garbage between segments', bytes([0xff, 0xd8, 0xff, 0xe0, ...be16(4), 0, 0, 0x12, 0x34])],
    ['JPEG segment running past the end', jpeg(10, 10).slice(0, 15)],
    ['JPEG frame header cut short', jpeg(10, 10).slice(0, 24)],
    ['JPEG segment length under 2', bytes([0xff, 0xd8, 0xff, 0xe1, 0, 1, 0, 0])],
    ['JPEG height 0 (deferred to DNL)', jpeg(10, 0)],
    ['WebP without a chunk', bytes('RIFF', le32(4), 'WEBP')],
    ['WebP with an unknown first chunk', riff('ALPH', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0])],
    ['WebP lossy without its start code', riff('VP8 ', [0x10, 0x02, 0, 0, 0, 0, 1, 0, 1, 0])],
    ['WebP lossy that is not a key frame', riff('VP8 ', [0x11, 0x02, 0, 0x9d, 0x01, 0x2a, 1, 0, 1, 0])],
    ['WebP lossy 0 wide', webpLossy(0, 10)],
    ['WebP lossy cut short', webpLossy(10, 10).slice(0, 26)],
    ['WebP lossless with a bad signature', riff('VP8L', [0x2e, 0, 0, 0, 0])],
    ['WebP lossless with an unknown version', riff('VP8L', [0x2f, ...le32(1 << 29)])],
    ['WebP extended cut short', webpExtended(10, 10).slice(0, 27)],
  ])('%s', (_name, input) => {
    expect(sniffImage(input)).toEqual({ error: 'invalid' });
  });
});

describe('sniffImage: any bytes', () => {
  const signatures = [
    [],
    PNG_SIGNATURE,
    [...PNG_SIGNATURE, ...be32(13), ...bytes('IHDR')],
    [0xff, 0xd8, 0xff],
    [...bytes('GIF89a')],
    [...bytes('RIFF'), 0, 0, 0, 0, ...bytes('WEBPVP8 ')],
    [...bytes('RIFF'), 0, 0, 0, 0, ...bytes('WEBPVP8L')],
    [...bytes('RIFF'), 0, 0, 0, 0, ...bytes('WEBPVP8X')],
  ];

  it('never throws and never answers a size below 1', () => {
    fc.assert(
      fc.property(fc.constantFrom(...signatures), fc.uint8Array({ maxLength: 64 }), (prefix, tail) => {
        const result = sniffImage(Uint8Array.from([...prefix, ...tail]));
        if ('error' in result) {
          expect(['forbidden', 'invalid']).toContain(result.error);
        } else {
          expect(Number.isInteger(result.width) && result.width > 0).toBe(true);
          expect(Number.isInteger(result.height) && result.height > 0).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('finds the frame header of a JPEG behind any run of well-formed segments', () => {
    const segment = fc
      .tuple(fc.integer({ min: 0xe0, max: 0xfe }), fc.uint8Array({ maxLength: 40 }))
      .map(([marker, payload]) => [0xff, marker, ...be16(payload.length + 2), ...payload]);
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 5 }),
        fc.integer({ min: 1, max: 65_535 }),
        fc.integer({ min: 1, max: 65_535 }),
        (segments, width, height) => {
          const input = bytes([0xff, 0xd8], ...segments, jpeg(width, height).slice(2));
          expect(sniffImage(input)).toEqual({ contentType: 'image/jpeg', width, height });
        },
      ),
    );
  });
});
