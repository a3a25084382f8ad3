import { CONSENT_CATEGORIES, type TRegion } from '../constants';

/**
 * Embeds (§2.16 "Other media", §2.17, DESIGN §6): the providers authors may embed, the consent category each needs,
 * how a pasted URL is recognised, and which iframe addresses each may load. Provider HTML is never inserted: an
 * iframe's src is built from the URL or taken out of the oEmbed answer and checked against the provider's hosts.
 *
 * Reading of §2.17: functional (C0003) covers one video host, YouTube; targeting (C0004) covers a video-embed host
 * (Vimeo), a 3D-model host (Sketchfab) and an audio host (SoundCloud).
 */

export const EMBED_PROVIDER_IDS = ['youtube', 'vimeo', 'sketchfab', 'soundcloud'] as const;
export type TEmbedProviderId = (typeof EMBED_PROVIDER_IDS)[number];
export type TConsentCategory = (typeof CONSENT_CATEGORIES)[keyof typeof CONSENT_CATEGORIES];

export type TEmbedProvider = {
  id: TEmbedProviderId;
  /** The name oEmbed answers as provider_name, shown in blocked and thumbnail-link states. */
  name: string;
  category: TConsentCategory;
  /** Hosts whose pages authors paste. */
  pageHosts: readonly string[];
  /** The provider's oEmbed endpoint (https); tests point its origin at a local server. */
  oembedEndpoint: string;
  /** Hosts an iframe of this provider may load (https only). */
  frameHosts: readonly string[];
  /** Path prefixes an iframe src must start with. */
  framePaths: readonly string[];
  /** Hosts the oEmbed thumbnail may come from. */
  thumbnailHosts: readonly string[];
  /** The two major video hosts are not reachable from mainland China (§2.16): a thumbnail link instead. */
  linkInChina: boolean;
  /** Height ÷ width when the oEmbed answer gives none (a 16:9 video, a square-ish player). */
  defaultRatio: number;
  /** iframe `sandbox` and `allow`, as tight as the provider's player works with. */
  sandbox: string;
  allow: string;
};

const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

export const EMBED_PROVIDERS: Readonly<Record<TEmbedProviderId, TEmbedProvider>> = {
  youtube: {
    id: 'youtube',
    name: 'YouTube',
    category: CONSENT_CATEGORIES.functional,
    pageHosts: ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com'],
    oembedEndpoint: 'https://www.youtube.com/oembed',
    frameHosts: ['www.youtube-nocookie.com', 'www.youtube.com'],
    framePaths: ['/embed/'],
    thumbnailHosts: ['i.ytimg.com'],
    linkInChina: true,
    defaultRatio: 9 / 16,
    sandbox: `${PLAYER_SANDBOX} allow-presentation`,
    allow: 'autoplay; encrypted-media; fullscreen; picture-in-picture',
  },
  vimeo: {
    id: 'vimeo',
    name: 'Vimeo',
    category: CONSENT_CATEGORIES.targeting,
    pageHosts: ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'],
    oembedEndpoint: 'https://vimeo.com/api/oembed.json',
    frameHosts: ['player.vimeo.com'],
    framePaths: ['/video/'],
    thumbnailHosts: ['i.vimeocdn.com'],
    linkInChina: true,
    defaultRatio: 9 / 16,
    sandbox: `${PLAYER_SANDBOX} allow-presentation`,
    allow: 'autoplay; fullscreen; picture-in-picture',
  },
  sketchfab: {
    id: 'sketchfab',
    name: 'Sketchfab',
    category: CONSENT_CATEGORIES.targeting,
    pageHosts: ['sketchfab.com', 'www.sketchfab.com'],
    oembedEndpoint: 'https://sketchfab.com/oembed',
    frameHosts: ['sketchfab.com'],
    framePaths: ['/models/'],
    thumbnailHosts: ['media.sketchfab.com'],
    linkInChina: false,
    defaultRatio: 9 / 16,
    sandbox: PLAYER_SANDBOX,
    allow: 'autoplay; fullscreen; xr-spatial-tracking',
  },
  soundcloud: {
    id: 'soundcloud',
    name: 'SoundCloud',
    category: CONSENT_CATEGORIES.targeting,
    pageHosts: ['soundcloud.com', 'www.soundcloud.com', 'm.soundcloud.com'],
    oembedEndpoint: 'https://soundcloud.com/oembed',
    frameHosts: ['w.soundcloud.com'],
    framePaths: ['/player/'],
    thumbnailHosts: ['i1.sndcdn.com'],
    linkInChina: false,
    defaultRatio: 166 / 640,
    sandbox: PLAYER_SANDBOX,
    allow: 'autoplay',
  },
};

/** WebGL builds play in an iframe from the play origin at 66 % (§9 "WebGL aspect 66%"). */
export const WEBGL_RATIO = 0.66;
export const WEBGL_SANDBOX = 'allow-scripts allow-pointer-lock allow-popups';
export const WEBGL_ALLOW = 'autoplay; fullscreen; gamepad';

/** The region chooser's Greater China (§3.12 Region, region.07) is where users read as country 'CN' (§2.16). */
export const CHINA_REGION: TRegion = 'region.07';

const parseUrl = (value: unknown): URL | null => {
  if (typeof value !== 'string' || value.length > 2048) return null;
  try {
    return new URL(value.trim());
  } catch {
    return null;
  }
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;
const SKETCHFAB_ID = /[0-9a-f]{32}$/;

/** A provider page URL, recognised: the provider and, where the URL names it, the iframe src built from it. */
export type TEmbedMatch = { provider: TEmbedProvider; url: string; src: string | null };

const youtubeSrc = (url: URL): string | null => {
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (url.hostname === 'youtu.be') id = segments[0];
  else if (url.pathname === '/watch') id = url.searchParams.get('v');
  else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1];
  return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
};

const vimeoSrc = (url: URL): string | null => {
  const segments = url.pathname.split('/').filter(Boolean);
  const [id, hash] = url.hostname === 'player.vimeo.com' && segments[0] === 'video' ? segments.slice(1) : segments;
  if (!id || !VIMEO_ID.test(id)) return null;
  const privateHash = url.searchParams.get('h') ?? hash;
  return privateHash && VIMEO_HASH.test(privateHash)
    ? `https://player.vimeo.com/video/${id}?h=${privateHash}`
    : `https://player.vimeo.com/video/${id}`;
};

const sketchfabSrc = (url: URL): string | null => {
  const segments = url.pathname.split('/').filter(Boolean);
  if (!['3d-models', 'models'].includes(segments[0] ?? '') || !segments[1]) return null;
  const id = SKETCHFAB_ID.exec(segments[1])?.[0];
  return id ? `https://sketchfab.com/models/${id}/embed` : null;
};

/** SoundCloud page URLs name no track id: the player's src only comes from its oEmbed answer. */
const soundcloudPage = (url: URL): boolean => {
  const segments = url.pathname.split('/').filter(Boolean);
  return segments.length >= 2 && segments.length <= 3 && segments.every((segment) => /^[\w-]+$/.test(segment));
};

/**
 * Recognises a page URL of an allowed provider (https only, or http upgraded for the provider's own hosts); null
 * for anything else. The src is null where only the oEmbed answer can name the player (SoundCloud).
 */
export const matchEmbedUrl = (value: unknown): TEmbedMatch | null => {
  const url = parseUrl(value);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.port)
    return null;
  url.protocol = 'https:';
  url.hash = '';
  const host = url.hostname.toLowerCase();
  const provider = Object.values(EMBED_PROVIDERS).find((candidate) => candidate.pageHosts.includes(host));
  if (!provider) return null;
  const href = url.toString();
  switch (provider.id) {
    case 'youtube': {
      const src = youtubeSrc(url);
      return src ? { provider, url: href, src } : null;
    }
    case 'vimeo': {
      const src = vimeoSrc(url);
      return src ? { provider, url: href, src } : null;
    }
    case 'sketchfab': {
      const src = sketchfabSrc(url);
      return src ? { provider, url: href, src } : null;
    }
    case 'soundcloud':
      return soundcloudPage(url) ? { provider, url: href, src: null } : null;
  }
};

/** Whether an iframe src may be loaded for the provider: https, one of its player hosts and paths, no credentials. */
export const isAllowedEmbedSrc = (provider: TEmbedProvider, value: unknown): value is string => {
  const url = parseUrl(value);
  return (
    !!url &&
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    !url.port &&
    provider.frameHosts.includes(url.hostname) &&
    provider.framePaths.some((prefix) => url.pathname.startsWith(prefix))
  );
};

const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The src of the first iframe of an oEmbed `html` answer, when the provider may load it (isAllowedEmbedSrc); null
 * otherwise. The HTML is only read here, never inserted anywhere.
 */
export const embedSrcFromHtml = (provider: TEmbedProvider, html: unknown): string | null => {
  if (typeof html !== 'string' || html.length > 20_000) return null;
  const iframe = /<iframe\b[^>]*>/i.exec(html)?.[0];
  const raw = iframe && /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(iframe);
  if (!raw) return null;
  const src = decodeEntities(raw[1] ?? raw[2] ?? raw[3] ?? '').trim();
  return isAllowedEmbedSrc(provider, src) ? src : null;
};

/** Whether a thumbnail may be shown for the provider (https, one of its image hosts). */
export const isAllowedThumbnail = (provider: TEmbedProvider, value: unknown): value is string => {
  const url = parseUrl(value);
  return !!url && url.protocol === 'https:' && provider.thumbnailHosts.includes(url.hostname);
};

/** Users whose country reads as 'CN' get a thumbnail link instead of the two major video hosts' players (§2.16). */
export const embedAsThumbnailLink = (provider: TEmbedProvider, region: string | null | undefined): boolean =>
  provider.linkInChina && region === CHINA_REGION;

/** A WebGL build's play URL, when it is on the play origin (PLAY_BASE_URL) and under its path; null otherwise. */
export const webglPlaySrc = (value: unknown, playBaseUrl: string): string | null => {
  const url = parseUrl(value);
  const base = parseUrl(playBaseUrl);
  if (!url || !base || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  if (url.origin !== base.origin || url.username || url.password) return null;
  const basePath = base.pathname.replace(/\/$/, '');
  return url.pathname.startsWith(`${basePath}/`) ? url.toString() : null;
};

/**
 * The rich-text `embed` node's attributes (DESIGN §6), as stored: the page URL of an allowed provider, the player
 * src (rebuilt from the URL when it names one, else a checked oEmbed src), an optional title, the height ÷ width
 * ratio and an allowed thumbnail. Or a WebGL build: `{kind: 'webgl', url}`, shown only on the play origin.
 */
export type TEmbedAttrs =
  | {
      kind: 'provider';
      provider: TEmbedProviderId;
      url: string;
      src: string | null;
      title: string | null;
      ratio: number;
      thumbnailUrl: string | null;
    }
  | { kind: 'webgl'; url: string; title: string | null };

const titleOf = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const title = value.replace(/\s+/g, ' ').trim().slice(0, 300);
  return title || null;
};

const ratioOf = (value: unknown, fallback: number): number => {
  const ratio = Number(value);
  return Number.isFinite(ratio) && ratio >= 0.1 && ratio <= 3 ? Math.round(ratio * 10_000) / 10_000 : fallback;
};

/** Height ÷ width of an oEmbed answer's size, when both are pixel numbers. */
export const ratioOfSize = (width: unknown, height: unknown): number | null => {
  const w = Number(width);
  const h = Number(height);
  return Number.isFinite(w) && Number.isFinite(h) && w > 0 && h > 0 ? h / w : null;
};

/** Keeps an embed node's attributes only when they name an allowed provider (or an http(s) WebGL URL). */
export const sanitizeEmbedAttrs = (attrs: Record<string, unknown> | undefined): TEmbedAttrs | null => {
  if (!attrs) return null;
  if (attrs.kind === 'webgl') {
    const url = parseUrl(attrs.url);
    return url && (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password
      ? { kind: 'webgl', url: url.toString(), title: titleOf(attrs.title) }
      : null;
  }
  const match = matchEmbedUrl(attrs.url);
  if (!match) return null;
  const { provider } = match;
  const src = match.src ?? (isAllowedEmbedSrc(provider, attrs.src) ? attrs.src.trim() : null);
  return {
    kind: 'provider',
    provider: provider.id,
    url: match.url,
    src,
    title: titleOf(attrs.title),
    ratio: ratioOf(attrs.ratio, provider.defaultRatio),
    thumbnailUrl: isAllowedThumbnail(provider, attrs.thumbnailUrl) ? attrs.thumbnailUrl.trim() : null,
  };
};
