import { REQUEST_TIMEOUT_MS } from '@questline/domain/constants';
import type { TErrorBody, TErrorKey, TFieldError } from '@questline/domain/errors';

/**
 * A failed editor call: the catalogue key, the HTTP status and the field problems the server listed. The shared
 * client (api/client.ts) keeps only the key; the editor needs the fields (§5) and the status (412, DESIGN §4).
 */
export class EditorApiError extends Error {
  constructor(
    readonly key: TErrorKey,
    readonly status: number,
    readonly fields: readonly TFieldError[] = [],
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(key);
    this.name = 'EditorApiError';
  }
}

/** A result with the item revision the server answered as ETag (DESIGN §4), null when it sent none. */
export type TWithEtag<T> = { result: T; etag: string | null };

/** Editor writes (saves, publishes) under way in this tab: while any runs, a new revision may be this tab's own. */
let writesInFlight = 0;
const settledListeners = new Set<() => void>();

export const editorWritesInFlight = () => writesInFlight;

/**
 * Calls `listener` once no editor write is under way any more, after the callers have taken the answers (a macrotask
 * later: their continuations, which adopt the new ETag, run first). Returns the unsubscribe.
 */
export const onEditorWritesSettled = (listener: () => void) => {
  settledListeners.add(listener);
  return () => {
    settledListeners.delete(listener);
  };
};

const writeSettled = () => {
  writesInFlight -= 1;
  if (writesInFlight > 0) return;
  setTimeout(() => {
    if (writesInFlight > 0) return;
    for (const listener of [...settledListeners]) listener();
  }, 0);
};

/** One editor call: JSON body, If-Match for saves, the ETag of the answer kept. Uploads go through api/upload.ts. */
export const editorRequest = async <T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { body?: unknown; ifMatch?: string | null } = {},
): Promise<TWithEtag<T>> => {
  if (method === 'GET') return sendEditorRequest<T>(method, path, options);
  writesInFlight += 1;
  try {
    return await sendEditorRequest<T>(method, path, options);
  } finally {
    writeSettled();
  }
};

const sendEditorRequest = async <T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { body?: unknown; ifMatch?: string | null },
): Promise<TWithEtag<T>> => {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.ifMatch) headers['if-match'] = options.ifMatch;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new EditorApiError((error as Error).name === 'TimeoutError' ? 'request_timeout' : 'internal_error', 0);
  }
  const json = (await response.json().catch(() => null)) as { result: T } | TErrorBody | null;
  if (!response.ok || !json || !('result' in json)) {
    const error = json && 'error' in json ? json.error : null;
    throw new EditorApiError(
      error?.key ?? (response.status === 412 ? 'resource_updated_elsewhere' : 'internal_error'),
      response.status,
      error?.fields ?? [],
      error?.params ?? {},
    );
  }
  return { result: json.result, etag: response.headers.get('etag') };
};
