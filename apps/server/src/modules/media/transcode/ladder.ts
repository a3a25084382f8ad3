import type { TProbe } from './ffmpeg';

/**
 * The HLS ladder (§9 qualities 1080p to 360p): the short side of each rendition and its video bitrate. Portrait
 * videos are rated by their width, as players name qualities by the short side.
 */
export const VIDEO_LADDER = [
  { short: 1080, videoKbps: 5000 },
  { short: 720, videoKbps: 2800 },
  { short: 480, videoKbps: 1400 },
  { short: 360, videoKbps: 800 },
] as const;

/** Segment length in seconds: keyframes are forced on this grid, so every segment starts with one. */
export const HLS_SEGMENT_SECONDS = 4;

export type TRenditionPlan = {
  /** Directory and quality name, e.g. `720p` (the short side). */
  name: string;
  width: number;
  height: number;
  videoKbps: number;
  audioKbps: number;
};

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);
const evenDown = (value: number) => Math.max(2, Math.floor(value / 2) * 2);

/** The output size for a given short side, keeping the source's aspect (both sides even, as H.264 needs). */
export const sizeForShortSide = (source: { width: number; height: number }, short: number) => {
  const landscape = source.width >= source.height;
  const sourceShort = landscape ? source.height : source.width;
  const sourceLong = landscape ? source.width : source.height;
  const long = short === evenDown(sourceShort) ? evenDown(sourceLong) : even((sourceLong * short) / sourceShort);
  return landscape ? { width: long, height: short } : { width: short, height: long };
};

/**
 * The renditions for a source: every rung of the ladder its short side reaches (never upscaled), or, for a source
 * below the lowest rung, one rendition at its own size with a bitrate scaled to its pixels. Never empty.
 */
export const pickRenditions = (source: Pick<TProbe, 'width' | 'height'>): TRenditionPlan[] => {
  const sourceShort = Math.min(source.width, source.height);
  const rungs: { short: number; videoKbps: number }[] = VIDEO_LADDER.filter((rung) => rung.short <= sourceShort);
  if (rungs.length === 0) {
    const short = evenDown(sourceShort);
    const lowest = VIDEO_LADDER[VIDEO_LADDER.length - 1] as (typeof VIDEO_LADDER)[number];
    rungs.push({ short, videoKbps: Math.max(150, Math.round(lowest.videoKbps * (short / lowest.short) ** 2)) });
  }
  return rungs.map((rung) => ({
    name: `${rung.short}p`,
    ...sizeForShortSide(source, rung.short),
    videoKbps: rung.videoKbps,
    audioKbps: rung.short >= 480 ? 128 : 96,
  }));
};

/**
 * ffmpeg's arguments for the HLS ladder: one pass decodes the source once and encodes every rendition (H.264 main,
 * AAC stereo when the source has sound) into fMP4 segments of HLS_SEGMENT_SECONDS under `{outDir}/{name}/`, one
 * media playlist each and `master.m3u8` beside them with BANDWIDTH, RESOLUTION and CODECS. Two threads: one job
 * at a time uses the machine's two cores.
 */
export const hlsArguments = (input: {
  source: string;
  outDir: string;
  hasAudio: boolean;
  renditions: TRenditionPlan[];
}) => {
  const { renditions, hasAudio } = input;
  const split =
    renditions.length > 1 ? `split=${renditions.length}${renditions.map((_, i) => `[s${i}]`).join('')};` : '';
  const scales = renditions
    .map((r, i) => `${renditions.length > 1 ? `[s${i}]` : '[0:v:0]'}scale=${r.width}:${r.height},setsar=1[v${i}]`)
    .join(';');
  const filter = renditions.length > 1 ? `[0:v:0]${split}${scales}` : scales;
  const perRendition = renditions.flatMap((r, i) => [
    `-b:v:${i}`,
    `${r.videoKbps}k`,
    `-maxrate:v:${i}`,
    `${Math.round(r.videoKbps * 1.07)}k`,
    `-bufsize:v:${i}`,
    `${Math.round(r.videoKbps * 1.5)}k`,
    ...(hasAudio ? [`-b:a:${i}`, `${r.audioKbps}k`] : []),
  ]);
  const maps = renditions.flatMap((_, i) => ['-map', `[v${i}]`, ...(hasAudio ? ['-map', '0:a:0'] : [])]);
  const streamMap = renditions.map((r, i) => `v:${i}${hasAudio ? `,a:${i}` : ''},name:${r.name}`).join(' ');
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-v',
    'error',
    '-threads',
    '2',
    '-i',
    input.source,
    '-filter_complex',
    filter,
    ...maps,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-sc_threshold',
    '0',
    '-force_key_frames',
    `expr:gte(t,n_forced*${HLS_SEGMENT_SECONDS})`,
    ...(hasAudio ? ['-c:a', 'aac', '-ac', '2', '-ar', '48000'] : []),
    ...perRendition,
    '-threads',
    '2',
    '-f',
    'hls',
    '-hls_time',
    String(HLS_SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_type',
    'fmp4',
    '-hls_flags',
    'independent_segments',
    '-hls_fmp4_init_filename',
    'init.mp4',
    '-hls_segment_filename',
    `${input.outDir}/%v/seg_%03d.m4s`,
    '-master_pl_name',
    'master.m3u8',
    '-var_stream_map',
    streamMap,
    `${input.outDir}/%v/index.m3u8`,
  ];
};

/** The thumbnail's width (never upscaled). */
export const THUMBNAIL_WIDTH = 320;

/** The thumbnail's size for a poster of `size`: THUMBNAIL_WIDTH wide at most, same aspect, even sides. */
export const thumbnailSize = (size: { width: number; height: number }) => {
  if (size.width <= THUMBNAIL_WIDTH) return { width: size.width, height: size.height };
  return { width: THUMBNAIL_WIDTH, height: even((size.height * THUMBNAIL_WIDTH) / size.width) };
};

/**
 * ffmpeg's arguments for the poster (a JPEG frame at `atSeconds`, at the largest rendition's size) and the
 * thumbnail (the same frame, THUMBNAIL_WIDTH wide), both in one decode.
 */
export const stillArguments = (input: {
  source: string;
  atSeconds: number;
  poster: { file: string; width: number; height: number };
  thumbnail: { file: string; width: number; height: number };
}) => [
  '-hide_banner',
  '-nostdin',
  '-y',
  '-v',
  'error',
  '-threads',
  '2',
  '-ss',
  input.atSeconds.toFixed(3),
  '-i',
  input.source,
  '-filter_complex',
  `[0:v:0]split=2[a][b];[a]scale=${input.poster.width}:${input.poster.height},setsar=1[p];[b]scale=${input.thumbnail.width}:${input.thumbnail.height},setsar=1[t]`,
  '-map',
  '[p]',
  '-frames:v',
  '1',
  '-q:v',
  '3',
  '-update',
  '1',
  input.poster.file,
  '-map',
  '[t]',
  '-frames:v',
  '1',
  '-q:v',
  '5',
  '-update',
  '1',
  input.thumbnail.file,
];
