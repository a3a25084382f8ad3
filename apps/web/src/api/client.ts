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

const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
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
    return failWith(new ApiError('internal_error', response.status));
  }
  return json.result;
};

export const apiGet = <T>(path: string) => call<T>('GET', path);
export const apiPost = <T>(path: string, body: unknown) => call<T>('POST', path, body);
export const apiPut = <T>(path: string, body: unknown) => call<T>('PUT', path, body);
export const apiDelete = <T>(path: string) => call<T>('DELETE', path);
