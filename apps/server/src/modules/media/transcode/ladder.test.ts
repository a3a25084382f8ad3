import { describe, expect, it } from 'vitest';
import { readProbe } from './ffmpeg';
import { pickRenditions, thumbnailSize } from './ladder';
import { playlistSeconds, readMasterBandwidths } from './transcoder';

const sizes = (source: { width: number; height: number }) =>
  pickRenditions(source).map((rendition) => `${rendition.name} ${rendition.width}x${rendition.height}`);

describe('pickRenditions', () => {
  it('takes every rung the source reaches and never upscales', () => {
    expect(sizes({ width: 1920, height: 1080 })).toEqual([
      '1080p 1920x1080',
      '720p 1280x720',
      '480p 854x480',
      '360p 640x360',
    ]);
    expect(sizes({ width: 1280, height: 720 })).toEqual(['720p 1280x720', '480p 854x480', '360p 640x360']);
    expect(sizes({ width: 1000, height: 700 })).toEqual(['480p 686x480', '360p 514x360']);
  });

  it('keeps a source below the lowest rung at its own (even) size, with a lower bitrate', () => {
    expect(sizes({ width: 320, height: 180 })).toEqual(['180p 320x180']);
    expect(sizes({ width: 321, height: 181 })).toEqual(['180p 320x180']);
    expect(pickRenditions({ width: 320, height: 180 })[0]?.videoKbps).toBeLessThan(800);
  });

  it('rates portrait videos by their width', () => {
    expect(sizes({ width: 1080, height: 1920 })).toEqual([
      '1080p 1080x1920',
      '720p 720x1280',
      '480p 480x854',
      '360p 360x640',
    ]);
  });

  it('sizes the thumbnail at most 320 wide', () => {
    expect(thumbnailSize({ width: 1920, height: 1080 })).toEqual({ width: 320, height: 180 });
    expect(thumbnailSize({ width: 240, height: 136 })).toEqual({ width: 240, height: 136 });
  });
});

describe('readProbe', () => {
  it('reads duration, displayed size (rotation applied) and audio', () => {
    expect(
      readProbe({
        streams: [
          { codec_type: 'video', width: 1920, height: 1080, side_data_list: [{ rotation: -90 }] },
          { codec_type: 'audio' },
        ],
        format: { duration: '12.5' },
      }),
    ).toEqual({ duration: 12.5, width: 1080, height: 1920, hasAudio: true });
    expect(readProbe({ streams: [{ codec_type: 'video', width: 640, height: 360 }], format: {} })).toEqual({
      duration: null,
      width: 640,
      height: 360,
      hasAudio: false,
    });
  });

  it('refuses a file without video', () => {
    expect(() => readProbe({ streams: [{ codec_type: 'audio' }] })).toThrow(/no video stream/);
  });
});

describe('readMasterBandwidths', () => {
  it('pairs each variant with its BANDWIDTH', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-STREAM-INF:BANDWIDTH=985600,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"',
      '360p/index.m3u8',
      '',
      '#EXT-X-STREAM-INF:BANDWIDTH=545600,RESOLUTION=426x240',
      '240p/index.m3u8',
    ].join('\n');
    expect([...readMasterBandwidths(master)]).toEqual([
      ['360p/index.m3u8', 985600],
      ['240p/index.m3u8', 545600],
    ]);
  });
});

describe('playlistSeconds', () => {
  it('sums the EXTINF durations of a media playlist', () => {
    expect(playlistSeconds('#EXTM3U\n#EXTINF:4.000000,\nseg_000.m4s\n#EXTINF:1.960000,\nseg_001.m4s\n')).toBeCloseTo(
      5.96,
    );
    expect(playlistSeconds('#EXTM3U\n')).toBe(0);
  });
});
