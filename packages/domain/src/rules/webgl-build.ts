/**
 * WebGL builds (§3.12 webGLProject): which zip entries a build may hold, where its index.html is, and the type each
 * file is served with from the play origin. Pure rules: the server's unpacker and its tests share them.
 */
import { WEBGL_BUILD_LIMITS } from '../media-constants';

/** Why an entry name is refused: it could land outside the build, or it names something that is not a plain file. */
export type TEntryRefusal = 'unsafe_path';

/**
 * The entry's path inside the build, normalised (`./` segments dropped), or a refusal: absolute paths (`/x`, `C:x`,
 * `\\server`), `..` segments, backslashes (Windows separators a browser would read differently), control characters
 * and empty segments are all refused, whatever the zip library already checked. Directory entries end with '/'.
 */
export const buildEntryPath = (name: string): { path: string; directory: boolean } | { error: TEntryRefusal } => {
  if (
    name.length === 0 ||
    name.length > WEBGL_BUILD_LIMITS.pathLength ||
    name.startsWith('/') ||
    /^[a-zA-Z]:/.test(name) ||
    name.includes('\\') ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
    /[\u0000-\u001f\u007f]/.test(name)
  ) {
    return { error: 'unsafe_path' };
  }
  const directory = name.endsWith('/');
  const segments = (directory ? name.slice(0, -1) : name).split('/').filter((segment) => segment !== '.');
  if (segments.length === 0 || segments.some((segment) => segment === '' || segment === '..')) {
    return { error: 'unsafe_path' };
  }
  return { path: segments.join('/'), directory };
};

export const BUILD_INDEX = 'index.html';

/**
 * Where a build starts (§3.12 slug → `{playBaseUrl}/p/{slug}/`): the folder whose index.html is served. A build holds
 * its index.html at the root, or all its files in one top folder that holds it (how most tools zip a folder). Other
 * top-level entries of macOS's Archive Utility (`__MACOSX/`) are ignored. Null when there is no such index.html.
 */
export const buildRoot = (paths: readonly string[]): string | null => {
  const files = paths.filter((path) => !isIgnoredEntry(path));
  if (files.includes(BUILD_INDEX)) return '';
  const tops = new Set(files.map((path) => (path.includes('/') ? (path.split('/')[0] as string) : '')));
  const [top] = tops;
  if (tops.size !== 1 || !top) return null;
  return files.includes(`${top}/${BUILD_INDEX}`) ? `${top}/` : null;
};

/** Entries a build never serves: macOS resource forks and Finder metadata. */
export const isIgnoredEntry = (path: string) =>
  path === '__MACOSX' || path.startsWith('__MACOSX/') || path === '.DS_Store' || path.endsWith('/.DS_Store');

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml',
  wasm: 'application/wasm',
  // Unity's packed asset data and memory files: opaque bytes the loader fetches.
  data: 'application/octet-stream',
  mem: 'application/octet-stream',
  bundle: 'application/octet-stream',
  unityweb: 'application/octet-stream',
  bin: 'application/octet-stream',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  webm: 'video/webm',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
};

const ENCODINGS: Record<string, 'gzip' | 'br'> = { gz: 'gzip', br: 'br' };

/**
 * How a build file is served: its content type, and for Unity's pre-compressed files (`Build.wasm.gz`,
 * `Build.data.br`) the `Content-Encoding` that lets the browser decompress them, with the type of the name without
 * that extension. Unknown extensions are opaque bytes.
 */
export const buildFileType = (path: string): { contentType: string; contentEncoding: 'gzip' | 'br' | null } => {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  const parts = name.split('.');
  const last = parts.length > 1 ? (parts.at(-1) as string) : '';
  const encoding = ENCODINGS[last] ?? null;
  const extension = encoding ? (parts.length > 2 ? (parts.at(-2) as string) : '') : last;
  return { contentType: TYPES[extension] ?? 'application/octet-stream', contentEncoding: encoding };
};
