import { renderRequest } from './render-request';

/** Reads a cookie the server left readable (preferences, consent); on the server, the rendered request's. */
export const readCookie = (name: string): string | null => {
  const cookies = typeof document === 'undefined' ? (renderRequest()?.cookie ?? '') : document.cookie;
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
};

export const writeCookie = (name: string, value: string, maxAgeSeconds: number) => {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
};
