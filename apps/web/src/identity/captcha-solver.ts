import type { TCaptchaChallenge } from '@questline/domain/schemas/captcha';

/** How many numbers are tried between two yields to the event loop when solving on the page's own thread. */
const CHUNK = 250;

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Finds the number of an ALTCHA v1 challenge (SHA-256 hex of salt + number equals `challenge`) by trying each from 0,
 * with Web Crypto, and answers the payload the server checks: base64 JSON of algorithm, challenge, number, salt and
 * signature. Null when no number up to `maxnumber` fits; it stops early, with null, when `signal` is aborted. On the
 * page's own thread (`onPage`) it yields between chunks so that the page stays responsive; a worker needs not.
 */
export const solveChallenge = async (
  challenge: TCaptchaChallenge,
  options: { signal?: AbortSignal; onPage?: boolean } = {},
): Promise<string | null> => {
  const { signal, onPage = false } = options;
  const encoder = new TextEncoder();
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (signal?.aborted) return null;
    const digest = await crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${number}`));
    if (hex(digest) === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
    }
    // A macrotask between chunks lets input and painting through.
    if (onPage && number % CHUNK === CHUNK - 1) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return null;
};
