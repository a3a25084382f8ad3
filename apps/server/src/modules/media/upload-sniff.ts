import { sniffImage } from './image-sniff';
import type { TSniffed } from './media.service';
import { sniffVideo, VIDEO_SNIFF_BYTES } from './video-sniff';

/** What a resumable upload is for; each kind has its own size limit (§9) and accepted types. */
export const UPLOAD_KINDS = ['video', 'attachment', 'package', 'webgl'] as const;
/** The kinds any signed-in learner may upload (a submission's WebGL build zip); the others are authors' only. */
export const LEARNER_UPLOAD_KINDS: readonly TUploadKind[] = ['webgl'];
export type TUploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * How many leading bytes `sniffUpload` reads: enough for a JPEG's frame header after a large EXIF block, so an
 * image attachment is told as well as the image route tells it.
 */
export const UPLOAD_SNIFF_BYTES = 256 * 1024;

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const startsWith = (bytes: Uint8Array, expected: readonly number[]) =>
  bytes.length >= expected.length && expected.every((byte, index) => bytes[index] === byte);

const PDF = ascii('%PDF-');
/** A ZIP's first local file header, or the end record of an empty archive. Office documents are ZIPs too. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];
/** gzip: an engine package (`.unitypackage`) is a gzipped tar. */
const GZIP = [0x1f, 0x8b, 0x08];

const archive = (head: Uint8Array): TSniffed | null => {
  if (startsWith(head, ZIP) || startsWith(head, EMPTY_ZIP)) return { contentType: 'application/zip' };
  if (startsWith(head, GZIP)) return { contentType: 'application/gzip' };
  return null;
};

/**
 * The type of a finished upload, told from its leading bytes alone, by kind:
 * - video: MP4, QuickTime or WebM (`sniffVideo`);
 * - attachment: PDF, ZIP (Office documents included), PNG, JPEG, WebP, GIF, or a video as above;
 * - package: ZIP or gzip;
 * - webgl: ZIP (a submission's WebGL build, unpacked and checked later by modules/submissions).
 * Anything else (executables, scripts, SVG, HTML, plain text) is `forbidden`; an empty file, or one cut short
 * inside a known header, is `invalid`.
 */
export const sniffUpload = (kind: TUploadKind, head: Uint8Array): TSniffed => {
  if (kind === 'video') return sniffVideo(head);
  if (head.length === 0) return { error: 'invalid' };
  const packed = archive(head);
  if (kind === 'package') return packed ?? { error: 'forbidden' };
  if (kind === 'webgl') return packed && startsWith(head, ZIP.slice(0, 2)) ? packed : { error: 'forbidden' };
  if (packed && startsWith(head, ZIP.slice(0, 2))) return packed;
  if (startsWith(head, PDF)) return { contentType: 'application/pdf' };
  const image = sniffImage(head);
  if (!('error' in image)) return { contentType: image.contentType };
  if (image.error === 'invalid') return image;
  if (head.length >= VIDEO_SNIFF_BYTES) {
    const video = sniffVideo(head);
    if (!('error' in video)) return video;
  }
  return { error: 'forbidden' };
};
