import { REQUEST_TIMEOUT_MS } from '@questline/domain/constants';
import type { TErrorBody, TErrorKey } from '@questline/domain/errors';
import { loadErrorsCatalogue } from '../i18n/i18n';

/** A failed call: the catalogue key the server answered (§8), or a network/timeout key. */
export class ApiError extends Error {
  constructor(
    readonly key: TErrorKey,
    readonly status: number,
    /** What the server added to the key: per-field errors, or parameters such as an expired item's redirectUrl. */
    readonly detail: Omit<TErrorBody['error'], 'key'> = {},
  ) {
    super(key);
    this.name = 'ApiError';
  }
}

/** Fails with `error` once its message can be shown: the error messages load on the first failure. */
const failWith = async (error: ApiError): Promise<never> => {
  await loadErrorsCatalogue().catch(() => undefined);
  throw error;
};

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How a call reaches the API: the browser's fetch, or on the server (entry-server.tsx) the server's own routes for the
 * page being rendered, with its visitor's cookies.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);
export const setApiTransport = (next: typeof fetch) => {
  transport = next;
};

/**
 * A call's JSON body, and for a write the revision it was based on: sent as If-Match, which the server answers 412
 * once another write has changed the item (DESIGN §4).
 */
export type TCallOptions = { body?: unknown; ifMatch?: string | null };

/** A result with the revision the server answered as ETag (DESIGN §4), null when it sent none. */
export type TWithEtag<T> = { result: T; etag: string | null };

/** One call of the platform's API: its `{result}` with the answer's ETag, or an ApiError with the key it answered. */
export const apiCall = async <T>(method: TMethod, path: string, options: TCallOptions = {}): Promise<TWithEtag<T>> => {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.ifMatch) headers['if-match'] = options.ifMatch;
  let response: Response;
  try {
    response = await transport(path, {
      method,
      credentials: 'same-origin',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    return failWith(new ApiError((error as Error).name === 'TimeoutError' ? 'request_timeout' : 'internal_error', 0));
  }
  const json = (await response.json().catch(() => null)) as { result: T } | TErrorBody | null;
  if (!response.ok || !json || !('result' in json)) {
    if (json && 'error' in json) {
      const { key, ...detail } = json.error;
      return failWith(new ApiError(key, response.status, detail));
    }
    // A bare 412 still says what If-Match asked: the item changed since the revision sent.
    return failWith(
      new ApiError(response.status === 412 ? 'resource_updated_elsewhere' : 'internal_error', response.status),
    );
  }
  return { result: json.result, etag: response.headers.get('etag') };
};

const call = async <T>(method: TMethod, path: string, body?: unknown) =>
  (await apiCall<T>(method, path, { body })).result;

export const apiGet = <T>(path: string) => call<T>('GET', path);
export const apiPost = <T>(path: string, body: unknown) => call<T>('POST', path, body);
export const apiPut = <T>(path: string, body: unknown) => call<T>('PUT', path, body);
export const apiDelete = <T>(path: string) => call<T>('DELETE', path);
