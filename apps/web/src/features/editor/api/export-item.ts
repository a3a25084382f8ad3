import { REQUEST_TIMEOUT_MS } from '@questline/domain/constants';
import type { TErrorBody } from '@questline/domain/errors';
import type { TEditorType } from '@questline/domain/ids';
import { ApiError } from '../../../api/client';
import { loadErrorsCatalogue } from '../../../i18n/i18n';

/** The name a download's Content-Disposition gives: its RFC 8187 form (any script) first, else the plain one. */
export const attachmentName = (header: string | null): string | null => {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
};

/** Hands a file to the browser's downloads, as a link with `download` would. */
const saveFile = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/**
 * GET /api/learn/{type}/{id}/export (issue 25): the draft as a signed JSON document, saved as the file the server
 * names (`{type}-{title}.json`). A refusal is an ApiError with its key, like every other call.
 */
export const exportItem = async (type: TEditorType, id: string): Promise<string> => {
  let response: Response;
  try {
    response = await fetch(`/api/learn/${type}/${encodeURIComponent(id)}/export`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ApiError((error as Error).name === 'TimeoutError' ? 'request_timeout' : 'internal_error', 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as TErrorBody | null;
    await loadErrorsCatalogue().catch(() => undefined);
    const { key = 'internal_error', ...detail } = body?.error ?? {};
    throw new ApiError(key, response.status, detail);
  }
  const name = attachmentName(response.headers.get('content-disposition')) ?? `${type}.json`;
  saveFile(await response.blob(), name);
  return name;
};
