import { AppError } from '@questline/domain/errors';
import {
  embedSrcFromHtml,
  isAllowedThumbnail,
  matchEmbedUrl,
  type TEmbedMatch,
  type TEmbedProvider,
} from '@questline/domain/rules/embeds';
import type { TOembed } from '@questline/domain/schemas/embeds';

/** The recognised page of an allowed provider; 400 embed_url_unsupported for any other URL. */
export const embeddablePage = (url: string): TEmbedMatch => {
  const match = matchEmbedUrl(url);
  if (!match) throw new AppError('embed_url_unsupported', { fields: [{ path: 'url', key: 'embed_url_unsupported' }] });
  return match;
};

export type TOembedResolver = {
  /** The §3.12 oembed of a pasted page URL, from the provider (or the cache); throws the embed_* keys. */
  resolve: (url: string) => Promise<TOembed>;
};

export type TOembedOptions = {
  /** Tests only: the origin every provider endpoint is moved to, as `{base}/{providerId}{endpoint path}`. */
  endpointBase?: string;
  timeoutMs?: number;
  /** How many answers are kept, and for how long (an answer names a page's title and player, which rarely change). */
  cacheSize?: number;
  cacheSeconds?: number;
};

const MAX_ANSWER_BYTES = 64 * 1024;

/** The most recently used answers, at most `size`, each for `seconds`: a Map keeps insertion order. */
const lruCache = <T>(size: number, seconds: number) => {
  const entries = new Map<string, { value: T; expires: number }>();
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expires < Date.now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: T) {
      entries.delete(key);
      entries.set(key, { value, expires: Date.now() + seconds * 1000 });
      while (entries.size > size) entries.delete(entries.keys().next().value as string);
    },
  };
};

const endpointOf = (provider: TEmbedProvider, base: string | undefined) => {
  const endpoint = new URL(provider.oembedEndpoint);
  return base ? new URL(`${base.replace(/\/$/, '')}/${provider.id}${endpoint.pathname}`) : endpoint;
};

const pixels = (value: unknown): number | null => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? Math.round(number) : null;
};

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The provider's answer body, read as it streams: past MAX_ANSWER_BYTES (larger than an oEmbed answer ever is) the
 * rest is never read, the response is cancelled and the answer refused, so a huge body costs 64 KB, not its size.
 */
const readCapped = async (response: Response): Promise<string> => {
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_ANSWER_BYTES) throw new AppError('embed_provider_unavailable');
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new AppError('embed_provider_unavailable');
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
};

/** Reads the provider's answer as JSON. */
const readAnswer = async (response: Response): Promise<Record<string, unknown>> => {
  const text = await readCapped(response);
  try {
    const json: unknown = JSON.parse(text);
    if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error('not an object');
    return json as Record<string, unknown>;
  } catch {
    throw new AppError('embed_provider_unavailable');
  }
};

/** The provider's answer as §3.12 oembed, with its html rebuilt around a checked src. */
const presentAnswer = (match: TEmbedMatch, answer: Record<string, unknown>): TOembed => {
  const { provider } = match;
  const src = match.src ?? embedSrcFromHtml(provider, answer.html);
  if (!src) throw new AppError('embed_provider_unavailable');
  const width = pixels(answer.width);
  const height = pixels(answer.height);
  const title = typeof answer.title === 'string' ? answer.title.trim().slice(0, 300) || null : null;
  const size = `${width ? ` width="${width}"` : ''}${height ? ` height="${height}"` : ''}`;
  return {
    html: `<iframe src="${escapeAttribute(src)}"${size}${title ? ` title="${escapeAttribute(title)}"` : ''}></iframe>`,
    width,
    height,
    provider_name: provider.name,
    provider: provider.id,
    url: match.url,
    title,
    thumbnail_url: isAllowedThumbnail(provider, answer.thumbnail_url) ? answer.thumbnail_url : null,
  };
};

/**
 * Resolves pasted URLs through the allow-listed providers' oEmbed endpoints (§2.16, §3.12), server-side: only
 * URLs of those providers are ever fetched, with a timeout, no redirects and a size cap. Answers are kept in a
 * per-process LRU cache (nothing is persisted: an answer is cheap to ask again), and concurrent requests for one
 * URL share one fetch.
 */
export const createOembedResolver = (options: TOembedOptions = {}): TOembedResolver => {
  const cache = lruCache<TOembed>(options.cacheSize ?? 500, options.cacheSeconds ?? 3600);
  const pending = new Map<string, Promise<TOembed>>();
  const timeoutMs = options.timeoutMs ?? 5000;

  /**
   * One request to the provider. The timeout covers it whole, headers and body: a provider that stalls anywhere, or
   * any other failure of the request, answers embed_provider_unavailable. However it ends, the request is aborted
   * then, which closes its connection if the body was not read to its end (a refusal, a cap, a stall).
   */
  const fetchAnswer = async (match: TEmbedMatch): Promise<TOembed> => {
    const endpoint = endpointOf(match.provider, options.endpointBase);
    endpoint.searchParams.set('url', match.url);
    endpoint.searchParams.set('format', 'json');
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetch(endpoint, {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: controller.signal,
      });
      // oEmbed answers 404 for unknown pages and 401/403 for private ones or those whose owner turned embedding off.
      if ([401, 403, 404].includes(response.status)) throw new AppError('embed_not_embeddable');
      if (!response.ok) throw new AppError('embed_provider_unavailable');
      return presentAnswer(match, await readAnswer(response));
    } catch (error) {
      throw error instanceof AppError ? error : new AppError('embed_provider_unavailable');
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  };

  return {
    resolve: async (url) => {
      const match = embeddablePage(url);
      const cached = cache.get(match.url);
      if (cached) return cached;
      const running = pending.get(match.url);
      if (running) return running;
      const request = fetchAnswer(match)
        .then((answer) => {
          cache.set(match.url, answer);
          return answer;
        })
        .finally(() => pending.delete(match.url));
      pending.set(match.url, request);
      return request;
    },
  };
};
