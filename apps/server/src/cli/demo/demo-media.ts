import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { TDbOrTx } from '../../db/client';
import type { TFileStore } from '../../lib/file-store';
import { storeFile } from '../../modules/files/files.service';
import { ffmpegAvailable, run } from '../../modules/media/transcode/ffmpeg';
import { DEMO_ILLUSTRATIONS, floatingCubeBackground, floatingCubeSprite } from './demo-illustrations';
import type { TDemoMediaFiles } from './demo-rich-text';
import type { DemoImageKey, DemoVideoKey } from './demo-types';

/** The demo's media as bytes, made before the catalogue's transaction opens. */
export type TDemoMedia = {
  images: { key: DemoImageKey; bytes: Uint8Array; width: number; height: number }[];
  videos: { key: DemoVideoKey; bytes: Uint8Array }[];
};

const png = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toBuffer();

/**
 * The floating cube clip of "Write your first C# script": 4 seconds at 640 × 360 and 24 frames a second, the cube
 * rising and falling as `Mathf.Sin(Time.time * frequency) * amplitude` moves it (half a cycle a second, 30 pixels up and down).
 * H.264 in MP4, as a learner's screen recording would be uploaded; a few tenths of a second of one core.
 */
const floatingCubeClip = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'questline-demo-'));
  try {
    const background = path.join(dir, 'background.png');
    const cube = path.join(dir, 'cube.png');
    const out = path.join(dir, 'floating-cube.mp4');
    await writeFile(background, await png(floatingCubeBackground()));
    await writeFile(cube, await png(floatingCubeSprite()));
    await run('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
      ...['-loop', '1', '-framerate', '24', '-t', '4', '-i', background],
      ...['-loop', '1', '-framerate', '24', '-t', '4', '-i', cube],
      ...['-filter_complex', "[0:v][1:v]overlay=x=264:y='130-30*sin(2*PI*0.5*t)':shortest=1,format=yuv420p[v]"],
      ...['-map', '[v]', '-r', '24', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-threads', '1'],
      ...['-movflags', '+faststart', out],
    ]);
    return new Uint8Array(await readFile(out));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/**
 * Draws the demo's illustrations as PNG, and renders its clip where ffmpeg runs (without it the step that shows the
 * clip keeps the rest of its content). A failing clip is logged and left out: the demo seeds without it.
 */
export const makeDemoMedia = async (
  log: { warn: (object: object, message: string) => void },
  wanted: { images: ReadonlySet<DemoImageKey>; videos: ReadonlySet<DemoVideoKey> },
): Promise<TDemoMedia> => {
  const images: TDemoMedia['images'] = [];
  for (const key of wanted.images) {
    const { svg, width, height } = DEMO_ILLUSTRATIONS[key]();
    images.push({ key, bytes: new Uint8Array(await png(svg)), width, height });
  }
  const videos: TDemoMedia['videos'] = [];
  if (wanted.videos.has('floating-cube') && (await ffmpegAvailable())) {
    try {
      videos.push({ key: 'floating-cube', bytes: await floatingCubeClip() });
    } catch (error) {
      log.warn({ err: error }, 'The demo clip could not be rendered; its step is seeded without it');
    }
  }
  return { images, videos };
};

/** Stores the media as uploads are stored (images with their size, the clip as an uploaded video) and answers their files. */
export const storeDemoMedia = async (
  deps: { db: TDbOrTx; fileStore: TFileStore },
  media: TDemoMedia,
): Promise<TDemoMediaFiles & { videoFileIds: string[] }> => {
  const images = new Map<DemoImageKey, { url: string; width: number; height: number }>();
  for (const { key, bytes, width, height } of media.images) {
    const stored = await storeFile(deps, { kind: 'image', contentType: 'image/png', bytes, width, height });
    images.set(key, { url: stored.url, width, height });
  }
  const videos = new Map<DemoVideoKey, { url: string }>();
  const videoFileIds: string[] = [];
  for (const { key, bytes } of media.videos) {
    const stored = await storeFile(deps, { kind: 'video', contentType: 'video/mp4', bytes });
    videos.set(key, { url: stored.url });
    videoFileIds.push(stored.id);
  }
  return { images, videos, videoFileIds };
};
