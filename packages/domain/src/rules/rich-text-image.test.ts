import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';
import { sanitizeImageAttrs } from './rich-text-image';

const hash = 'ab'.repeat(16);

describe('images in rich text', () => {
  it('keeps an uploaded image with its alt text and size, on its relative URL', () => {
    expect(
      sanitizeImageAttrs({
        src: ` https://learn.example/files/${hash}.png `,
        alt: ' A cube ',
        width: 640,
        height: 480,
      }),
    ).toEqual({ src: `/files/${hash}.png`, alt: 'A cube', width: 640, height: 480 });
    expect(sanitizeImageAttrs({ src: `/files/${hash}.gif`, title: 'dropped', onerror: 'alert(1)' })).toEqual({
      src: `/files/${hash}.gif`,
      alt: '',
    });
  });

  it('drops a size unless both sides are positive integers, and cuts alt text at 500 characters', () => {
    expect(sanitizeImageAttrs({ src: `/files/${hash}.jpg`, alt: 'x'.repeat(600), width: 640, height: '480' })).toEqual({
      src: `/files/${hash}.jpg`,
      alt: 'x'.repeat(500),
    });
  });

  it('drops images that are not uploaded images', () => {
    for (const src of [
      'https://tracker.example/pixel.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      `/files/${hash}.pdf`,
      `/files/${hash}.svg`,
      undefined,
    ]) {
      expect(sanitizeImageAttrs({ src }), String(src)).toBeNull();
    }
  });

  it('passes image nodes through the rich text sanitizer', () => {
    const doc = sanitizeRichText({
      type: 'doc',
      content: [
        { type: 'image', attrs: { src: `/files/${hash}.webp`, alt: 'Step one' } },
        { type: 'image', attrs: { src: 'https://tracker.example/pixel.png' } },
        { type: 'paragraph', content: [{ type: 'text', text: 'After' }] },
      ],
    });
    expect(doc.content).toEqual([
      { type: 'image', attrs: { src: `/files/${hash}.webp`, alt: 'Step one' } },
      { type: 'paragraph', content: [{ type: 'text', text: 'After' }] },
    ]);
  });
});
