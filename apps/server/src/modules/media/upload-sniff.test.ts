import { describe, expect, it } from 'vitest';
import { sniffUpload } from './upload-sniff';

const bytes = (...parts: (string | ArrayLike<number>)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : Array.from(part))),
  );

const PNG = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
  'IHDR',
  [0, 0, 0, 2, 0, 0, 0, 3, 8, 6, 0, 0, 0, 1, 2, 3, 4],
);
const WEBM = bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0xf7, 0x81]);
const ZIP = bytes('PK', [3, 4, 20, 0, 0, 0]);
const GZIP = bytes([0x1f, 0x8b, 8, 0, 0, 0, 0, 0]);
const EXE = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);

describe('sniffUpload', () => {
  it('takes only MP4, QuickTime and WebM as a video', () => {
    expect(sniffUpload('video', WEBM)).toEqual({ contentType: 'video/webm' });
    expect(sniffUpload('video', PNG)).toEqual({ error: 'forbidden' });
    expect(sniffUpload('video', ZIP.subarray(0, 4))).toEqual({ error: 'invalid' });
  });

  it('takes PDF, ZIP, the four image types and videos as an attachment', () => {
    expect(sniffUpload('attachment', bytes('%PDF-1.7\n'))).toEqual({ contentType: 'application/pdf' });
    expect(sniffUpload('attachment', ZIP)).toEqual({ contentType: 'application/zip' });
    expect(sniffUpload('attachment', bytes('PK', [5, 6], new Array(18).fill(0)))).toEqual({
      contentType: 'application/zip',
    });
    expect(sniffUpload('attachment', PNG)).toEqual({ contentType: 'image/png' });
    expect(sniffUpload('attachment', WEBM)).toEqual({ contentType: 'video/webm' });
  });

  it('refuses executables, markup, text and gzip as an attachment', () => {
    for (const head of [EXE, bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), bytes('#!/bin/sh\n'), GZIP]) {
      expect(sniffUpload('attachment', head)).toEqual({ error: 'forbidden' });
    }
  });

  it('answers invalid to an empty file and to an image cut inside its header', () => {
    expect(sniffUpload('attachment', new Uint8Array(0))).toEqual({ error: 'invalid' });
    expect(sniffUpload('package', new Uint8Array(0))).toEqual({ error: 'invalid' });
    expect(sniffUpload('attachment', PNG.subarray(0, 12))).toEqual({ error: 'invalid' });
  });

  it('takes only ZIP and gzip as a package', () => {
    expect(sniffUpload('package', ZIP)).toEqual({ contentType: 'application/zip' });
    expect(sniffUpload('package', GZIP)).toEqual({ contentType: 'application/gzip' });
    for (const head of [EXE, PNG, WEBM, bytes('%PDF-1.7')]) {
      expect(sniffUpload('package', head)).toEqual({ error: 'forbidden' });
    }
  });
});
