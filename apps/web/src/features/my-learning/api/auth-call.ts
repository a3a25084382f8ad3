import type { TErrorKey } from '@questline/domain/errors';
import { ApiError } from '../../../api/client';
import { loadErrorsCatalogue } from '../../../i18n/i18n';

/**
 * better-auth's endpoints under /api/auth answer their own bodies on success (not `{result}`) and the platform's
 * `{error:{key}}` on failure (auth.routes.ts): this reads both. A failure waits for the error messages, like the
 * platform's own calls (api/client.ts).
 */
export const authCall = async <T>(path: string, body?: unknown): Promise<T> => {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch(() => null);
  if (!response) {
    await loadErrorsCatalogue().catch(() => undefined);
    throw new ApiError('internal_error', 0);
  }
  const json = (await response.json().catch(() => null)) as T | { error?: { key?: TErrorKey } } | null;
  if (!response.ok) {
    await loadErrorsCatalogue().catch(() => undefined);
    throw new ApiError(
      (json as { error?: { key?: TErrorKey } } | null)?.error?.key ?? 'internal_error',
      response.status,
    );
  }
  return json as T;
};
