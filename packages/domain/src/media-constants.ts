/**
 * Video, subtitle and upload constants (§9): what the media pages, the editors' upload fields and the upload routes
 * read, apart from constants.ts, whose values every page's first load carries.
 */

/** Video (§9). */
export const VIDEO_CONTENT_TYPES = [
  'm4v',
  'webm',
  'wmv',
  'avi',
  '3gpp',
  'ogg',
  'flv',
  'mp4',
  'quicktime',
  'mpeg',
  'ogv',
] as const;
export const VIDEO_QUALITIES = ['highres', '1080p', '720p', '480p', '360p', '240p', 'auto'] as const;
/** The spec reads playback rates two ways; the player uses the finer list, which contains every rate of the other but 4×. */
export const PLAYBACK_RATES_SHORT = [0.5, 1, 1.5, 2, 4] as const;
export const PLAYBACK_RATES = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const VIDEO_ASPECT = 16 / 9;
export const VIDEO_EVENT_DEBOUNCE_MS = 500;

export const VIDEO_ENGAGEMENT_TYPES = ['language', 'caption', 'full_screen', 'playback_speed'] as const;
/** WebVTT subtitles uploaded with a video: at most 1 MB each (hours of dialogue take a few hundred KB). */
export const SUBTITLE_MAX_BYTES = 1024 * 1024;
/**
 * Cues a subtitle file may hold. Long videos here are live-session recordings of a few hours; dense captions (a cue
 * every 1.5–2 s, as speech recognisers roll them) run 30–40 a minute, so four hours need about 7,000–9,600. 1 MB of
 * the shortest cues holds some 40,000: the cap bounds what one upload, and every transcript that reads it, parses.
 */
export const SUBTITLE_MAX_CUES = 10_000;

/** Upload limits (§9) with the key that refuses each. */
export const GB = 1024 ** 3;
export const UPLOAD_LIMITS = [
  { bytes: 1 * GB, key: 'upload_InvalidParameter_attachment_too_large_1_GB' },
  { bytes: 3 * GB, key: 'upload_InvalidParameter_attachment_too_large_3_GB' },
  { bytes: 50 * GB, key: 'upload_InvalidParameter_attachment_too_large_50_GB' },
] as const;

/**
 * A submission's WebGL build (§3.12 webGLProject): the zip is uploaded like an attachment of at most 1 GB and then
 * unpacked. Its declared and its actual unpacked size, and its entry count, are bounded so that a small zip cannot
 * unpack into something huge (a zip bomb).
 */
export const WEBGL_BUILD_LIMITS = {
  zipBytes: 1 * GB,
  unpackedBytes: 2 * GB,
  entries: 5000,
  /**
   * How many times its compressed bytes an entry may unpack to, and the whole build the uploaded zip's size: counted
   * while unpacking, whatever the zip declares. Deflate reaches about 1030:1 on zeros; game builds stay far below 100.
   */
  compressionRatio: 100,
  /** Unpacked bytes no ratio is held to (per entry, and per build): small, very repetitive files compress far. */
  ratioGraceBytes: 1024 ** 2,
  /** Longest path inside a build, in characters. */
  pathLength: 400,
} as const;

/** Thumbnails and badges uploaded as images: PNG, JPEG, WebP or GIF, at most 10 MB. */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 ** 2;

/** Videos uploaded as files (a live session's previous recording): MP4, QuickTime or WebM, at most 1 GB. */
export const VIDEO_UPLOAD_MAX_BYTES = 1 * GB;

/** A resumable upload left unfinished this long after its creation is removed with its bytes. */
export const RESUMABLE_UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
