import { describe, expect, it } from 'vitest';
import { sniffVideo } from './video-sniff';

const bytes = (...parts: (string | ArrayLike<number>)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : Array.from(part))),
  );

describe('sniffVideo', () => {
  it('tells MP4 and QuickTime apart by the ftyp major brand', () => {
    expect(sniffVideo(bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]))).toEqual({ contentType: 'video/mp4' });
    expect(sniffVideo(bytes([0, 0, 0, 0x1c], 'ftypmp42', [0, 0, 0, 0]))).toEqual({ contentType: 'video/mp4' });
    expect(sniffVideo(bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 2, 0]))).toEqual({ contentType: 'video/quicktime' });
  });

  it('reads an EBML header as WebM', () => {
    expect(sniffVideo(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0xf7, 0x81]))).toEqual({
      contentType: 'video/webm',
    });
  });

  it.each([
    ['plain text', bytes('just some notes, called video.mp4')],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13])],
    ['an AVI', bytes('RIFF', [0, 0, 0, 0], 'AVI LIST')],
    ['ftyp at the wrong offset', bytes('ftypisom', [0, 0, 0, 0, 0, 0])],
  ])('refuses %s as forbidden', (_name, input) => {
    expect(sniffVideo(input)).toEqual({ error: 'forbidden' });
  });

  it.each([
    ['an empty file', bytes()],
    ['an EBML magic alone', bytes([0x1a, 0x45, 0xdf, 0xa3])],
    ['an ftyp box cut before its brand', bytes([0, 0, 0, 0x20], 'ftyp')],
  ])('answers invalid for %s', (_name, input) => {
    expect(sniffVideo(input)).toEqual({ error: 'invalid' });
  });
});
