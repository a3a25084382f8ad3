import { describe, expect, it } from 'vitest';
import {
  fileIdOfUrl,
  imageSizes,
  imageVariantFormats,
  imageVariantUrl,
  imageVariantWidths,
  responsiveImage,
} from './images';

const hash = 'ab'.repeat(16);

describe('image variant URLs (§9)', () => {
  it('puts width and format under the file id', () => {
    expect(imageVariantUrl(`${hash}.jpg`, 400, 'webp')).toBe(`/files/${hash}.jpg/w/400.webp`);
  });

  it('offers WebP and the original format for JPEG and PNG, WebP alone for WebP, nothing for GIF or others', () => {
    expect(imageVariantFormats(`${hash}.jpg`)).toEqual(['webp', 'jpg']);
    expect(imageVariantFormats(`${hash}.png`)).toEqual(['webp', 'png']);
    expect(imageVariantFormats(`${hash}.webp`)).toEqual(['webp']);
    expect(imageVariantFormats(`${hash}.gif`)).toEqual([]);
    expect(imageVariantFormats(`${hash}.svg`)).toEqual([]);
    expect(imageVariantFormats(`${hash}.mp4`)).toEqual([]);
    expect(imageVariantFormats('cover.jpg')).toEqual([]);
  });

  it('reads the file id of a /files URL, relative or absolute, and nothing else', () => {
    expect(fileIdOfUrl(`/files/${hash}.png`)).toBe(`${hash}.png`);
    expect(fileIdOfUrl(`https://learn.example/files/${hash}.png`)).toBe(`${hash}.png`);
    expect(fileIdOfUrl(`/files/${hash}.png/w/200.webp`)).toBeNull();
    expect(fileIdOfUrl(`/files/videos/${hash}.png`)).toBeNull();
    expect(fileIdOfUrl('/files/cover.png')).toBeNull();
    expect(fileIdOfUrl('data:image/png;base64,AAAA')).toBeNull();
  });
});

describe('srcset widths', () => {
  it('lists every width when the original width is unknown', () => {
    expect(imageVariantWidths()).toEqual([200, 400, 600, 800, 1000, 2000]);
  });

  it('stops at the first width at or past the original, which the server answers at the original width', () => {
    expect(imageVariantWidths(700)).toEqual([200, 400, 600, 800]);
    expect(imageVariantWidths(800)).toEqual([200, 400, 600, 800]);
    expect(imageVariantWidths(150)).toEqual([200]);
    expect(imageVariantWidths(3000)).toEqual([200, 400, 600, 800, 1000, 2000]);
  });
});

describe('responsiveImage', () => {
  it('builds a WebP source first and one in the original format, with the display cap of 772 px in sizes', () => {
    expect(responsiveImage(`/files/${hash}.png`)).toEqual({
      src: `/files/${hash}.png`,
      sizes: '(max-width: 772px) 100vw, 772px',
      sources: [
        {
          type: 'image/webp',
          srcSet: [200, 400, 600, 800, 1000, 2000].map((w) => `/files/${hash}.png/w/${w}.webp ${w}w`).join(', '),
        },
        {
          type: 'image/png',
          srcSet: [200, 400, 600, 800, 1000, 2000].map((w) => `/files/${hash}.png/w/${w}.png ${w}w`).join(', '),
        },
      ],
    });
  });

  it('describes the widest candidate by the original width when it is known, so nothing is upscaled', () => {
    const image = responsiveImage(`/files/${hash}.jpg`, { intrinsicWidth: 700, sizes: '300px' });
    expect(image.sizes).toBe('300px');
    expect(image.sources[1]).toEqual({
      type: 'image/jpeg',
      srcSet: `/files/${hash}.jpg/w/200.jpg 200w, /files/${hash}.jpg/w/400.jpg 400w, /files/${hash}.jpg/w/600.jpg 600w, /files/${hash}.jpg/w/800.jpg 700w`,
    });
  });

  it('leaves GIFs, SVGs and foreign URLs as they are', () => {
    expect(responsiveImage(`/files/${hash}.gif`)).toEqual({ src: `/files/${hash}.gif`, sources: [] });
    expect(responsiveImage(`/files/${hash}.svg`)).toEqual({ src: `/files/${hash}.svg`, sources: [] });
    expect(responsiveImage('/demo/cover.svg')).toEqual({ src: '/demo/cover.svg', sources: [] });
  });

  it('sizes an image by its own cap', () => {
    expect(imageSizes(1000)).toBe('(max-width: 1000px) 100vw, 1000px');
  });
});
