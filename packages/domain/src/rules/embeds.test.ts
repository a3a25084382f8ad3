import { describe, expect, it } from 'vitest';
import {
  EMBED_PROVIDERS,
  embedAsThumbnailLink,
  embedSrcFromHtml,
  isAllowedEmbedSrc,
  matchEmbedUrl,
  sanitizeEmbedAttrs,
  webglPlaySrc,
} from './embeds';
import { sanitizeRichText, type TRichText } from './rich-text';

describe('matchEmbedUrl', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'youtube',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['http://m.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871/8272103f6e', 'vimeo', 'https://player.vimeo.com/video/76979871?h=8272103f6e'],
    ['https://player.vimeo.com/video/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871'],
    [
      'https://sketchfab.com/3d-models/robot-0123456789abcdef0123456789abcdef',
      'sketchfab',
      'https://sketchfab.com/models/0123456789abcdef0123456789abcdef/embed',
    ],
    ['https://soundcloud.com/artist/a-track', 'soundcloud', null],
  ])('recognises %s', (url, provider, src) => {
    expect(matchEmbedUrl(url)).toMatchObject({ provider: { id: provider }, src });
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/feed/trending',
    'https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ',
    'https://evil.test/?u=https://youtu.be/dQw4w9WgXcQ',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'ftp://vimeo.com/76979871',
    'https://user:pw@vimeo.com/76979871',
    'https://vimeo.com:8443/76979871',
    'https://vimeo.com/channels/staffpicks',
    'https://sketchfab.com/3d-models/no-id-here',
    'https://soundcloud.com/artist',
    'not a url',
    42,
  ])('refuses %s', (url) => {
    expect(matchEmbedUrl(url)).toBeNull();
  });

  it('maps the providers to the consent categories of §2.17: YouTube functional, the others targeting', () => {
    expect(EMBED_PROVIDERS.youtube.category).toBe('C0003');
    expect(
      [EMBED_PROVIDERS.vimeo, EMBED_PROVIDERS.sketchfab, EMBED_PROVIDERS.soundcloud].map((p) => p.category),
    ).toEqual(['C0004', 'C0004', 'C0004']);
  });
});

describe('embedSrcFromHtml', () => {
  const soundcloud = EMBED_PROVIDERS.soundcloud;
  it('takes the iframe src out of an oEmbed answer, entities decoded', () => {
    const html =
      '<iframe width="100%" height="400" scrolling="no" frameborder="no" src="https://w.soundcloud.com/player/?visual=true&amp;url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F1"></iframe>';
    expect(embedSrcFromHtml(soundcloud, html)).toBe(
      'https://w.soundcloud.com/player/?visual=true&url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F1',
    );
  });

  it.each([
    '<iframe src="http://w.soundcloud.com/player/?url=x"></iframe>',
    '<iframe src="https://evil.test/player/"></iframe>',
    '<iframe src="https://w.soundcloud.com/other"></iframe>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<script src="https://w.soundcloud.com/player/x.js"></script>',
    '<div>no frame</div>',
  ])('refuses %s', (html) => {
    expect(embedSrcFromHtml(soundcloud, html)).toBeNull();
  });

  it('allows only https player hosts and paths of the provider', () => {
    expect(isAllowedEmbedSrc(EMBED_PROVIDERS.youtube, 'https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed')).toBe(
      true,
    );
    expect(isAllowedEmbedSrc(EMBED_PROVIDERS.youtube, 'https://player.vimeo.com/video/1')).toBe(false);
  });
});

describe('CN thumbnail links and WebGL builds', () => {
  it('shows the two major video hosts as a thumbnail link in Greater China only', () => {
    expect(embedAsThumbnailLink(EMBED_PROVIDERS.youtube, 'region.07')).toBe(true);
    expect(embedAsThumbnailLink(EMBED_PROVIDERS.vimeo, 'region.07')).toBe(true);
    expect(embedAsThumbnailLink(EMBED_PROVIDERS.sketchfab, 'region.07')).toBe(false);
    expect(embedAsThumbnailLink(EMBED_PROVIDERS.youtube, 'region.03')).toBe(false);
    expect(embedAsThumbnailLink(EMBED_PROVIDERS.youtube, null)).toBe(false);
  });

  it('plays WebGL builds only from the play origin', () => {
    expect(webglPlaySrc('https://play.example/b/12/index.html', 'https://play.example')).toBe(
      'https://play.example/b/12/index.html',
    );
    expect(webglPlaySrc('https://app.example/play/7/', 'https://app.example/play')).toBe('https://app.example/play/7/');
    expect(webglPlaySrc('https://app.example/files/7/', 'https://app.example/play')).toBeNull();
    expect(webglPlaySrc('https://evil.example/b/12/', 'https://play.example')).toBeNull();
    expect(webglPlaySrc('javascript:alert(1)', 'https://play.example')).toBeNull();
  });
});

describe('the rich-text embed node', () => {
  const doc = (...content: TRichText['content'] & object) => ({ type: 'doc', content }) as TRichText;

  it('keeps an allowed provider URL, rebuilding the src from it and dropping anything else', () => {
    const out = sanitizeRichText(
      doc({
        type: 'embed',
        attrs: {
          kind: 'provider',
          url: 'https://youtu.be/dQw4w9WgXcQ',
          src: 'https://evil.test/embed/x',
          title: '  A   talk ',
          ratio: 0.5625,
          thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
          onload: 'alert(1)',
        },
        content: [{ type: 'text', text: 'hidden' }],
      }),
    );
    expect(out.content).toEqual([
      {
        type: 'embed',
        attrs: {
          kind: 'provider',
          provider: 'youtube',
          url: 'https://youtu.be/dQw4w9WgXcQ',
          src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
          title: 'A talk',
          ratio: 0.5625,
          thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
        },
      },
    ]);
  });

  it('drops embeds of unknown hosts and keeps an oEmbed src only on the provider’s player host', () => {
    const out = sanitizeRichText(
      doc(
        { type: 'embed', attrs: { url: 'https://evil.test/watch?v=dQw4w9WgXcQ' } },
        { type: 'embed', attrs: { url: 'https://soundcloud.com/a/b', src: 'https://w.soundcloud.com/player/?url=1' } },
        { type: 'embed', attrs: { url: 'https://soundcloud.com/a/c', src: 'https://evil.test/player/' } },
        { type: 'embed', attrs: { kind: 'webgl', url: 'javascript:alert(1)' } },
      ),
    );
    expect(out.content?.map((node) => node.attrs?.src)).toEqual(['https://w.soundcloud.com/player/?url=1', null]);
    expect(out.content?.[1]?.attrs).toMatchObject({
      ratio: EMBED_PROVIDERS.soundcloud.defaultRatio,
      thumbnailUrl: null,
    });
  });

  it('keeps a WebGL build URL for the view to check against the play origin', () => {
    expect(sanitizeEmbedAttrs({ kind: 'webgl', url: 'https://play.example/b/1/', title: 'Kart' })).toEqual({
      kind: 'webgl',
      url: 'https://play.example/b/1/',
      title: 'Kart',
    });
  });
});
