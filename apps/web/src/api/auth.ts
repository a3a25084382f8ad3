import type { TErrorKey } from '@questline/domain/errors';

/** What one of better-auth's endpoints answered: success, or the catalogue key of its refusal. */
export type TAuthAnswer = { ok: true } | { ok: false; key: TErrorKey };

/**
 * POSTs to one of better-auth's endpoints (`/api/auth/*`, bridged by the server): their successes are better-auth's own
 * bodies, not `{result}`, so the fetch client's apiPost does not fit; failures are catalogue keys as everywhere.
 */
export const postAuth = async (path: string, body: unknown): Promise<TAuthAnswer> => {
  try {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) return { ok: true };
    const json = (await response.json().catch(() => null)) as { error?: { key?: TErrorKey } } | null;
    return { ok: false, key: json?.error?.key ?? 'internal_error' };
  } catch {
    return { ok: false, key: 'internal_error' };
  }
};
