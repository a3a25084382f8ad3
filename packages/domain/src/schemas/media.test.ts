import { describe, expect, it } from 'vitest';
import { HLS_CONTENT_TYPE, ZVideo, ZVideoParams, ZVideoPrivacy } from './media';

const ready = {
  id: '00000000-0000-4000-8000-000000000001',
  status: 'ready',
  duration: 3,
  width: 320,
  height: 180,
  playlist: { url: '/files/videos/00000000-0000-4000-8000-000000000001/master.m3u8', contentType: HLS_CONTENT_TYPE },
  thumbnail: { url: '/files/0123456789abcdef0123456789abcdef.jpg', width: 320, height: 180 },
  poster: '/files/fedcba9876543210fedcba9876543210.jpg',
  subtitleMap: { en: { url: '/files/00112233445566778899aabbccddeeff.vtt', language: 'en' } },
  isPrivate: false,
};

describe('ZVideo', () => {
  it('takes a ready video and a processing one without playlist, poster or thumbnail', () => {
    expect(ZVideo.parse(ready)).toEqual(ready);
    const processing = { ...ready, status: 'processing', duration: null, width: null, height: null };
    expect(ZVideo.safeParse({ ...processing, playlist: null, thumbnail: null, poster: null }).success).toBe(true);
  });

  it('refuses an unknown status, a playlist of another type and a video that does not say whether it is private', () => {
    expect(ZVideo.safeParse({ ...ready, status: 'queued' }).success).toBe(false);
    const { isPrivate: _, ...unsaid } = ready;
    expect(ZVideo.safeParse(unsaid).success).toBe(false);
    expect(ZVideo.safeParse({ ...ready, playlist: { url: '/x.mp4', contentType: 'video/mp4' } }).success).toBe(false);
  });
});

describe('ZVideoPrivacy', () => {
  it('takes isPrivate as a boolean only', () => {
    expect(ZVideoPrivacy.parse({ isPrivate: true })).toEqual({ isPrivate: true });
    expect(ZVideoPrivacy.safeParse({}).success).toBe(false);
    expect(ZVideoPrivacy.safeParse({ isPrivate: 'true' }).success).toBe(false);
  });
});

describe('ZVideoParams', () => {
  it('answers not_found for an id that is no UUID', () => {
    expect(ZVideoParams.safeParse({ id: ready.id }).success).toBe(true);
    const parsed = ZVideoParams.safeParse({ id: 'nope' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('not_found');
  });
});
