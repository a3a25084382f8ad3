import { createHash, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { TCaptchaChallenge } from '@questline/domain/schemas/captcha';
import type { TSharedRedis } from '../lib/redis';

/**
 * A self-hosted proof-of-work captcha in the ALTCHA v1 protocol (no third-party service, nothing to look at): the
 * server picks a secret number up to `maxnumber` and hands out `challenge` = SHA-256 hex of salt + number, signed with
 * an HMAC-SHA-256 of this server; the browser finds the number by trying each in turn and sends back the payload
 * (base64 JSON of algorithm, challenge, number, salt, signature), which the server checks and accepts once.
 */

/** How long a challenge may be answered: enough to fill in a sign-up form, short enough to keep few spent ones. */
export const CAPTCHA_EXPIRY_MS = 20 * 60 * 1000;
/**
 * The numbers a browser tries at most: some 50 000 SHA-256 digests on average, under a second in a Web Worker on a
 * phone, while each sign-up attempt costs a script as much.
 */
export const CAPTCHA_MAX_NUMBER_DEFAULT = 100_000;
/** The payload's length cap: a real one is some 300 characters. */
const MAX_PAYLOAD_LENGTH = 2000;
const KEY_LABEL = 'questline captcha hmac v1';

/**
 * The HMAC key: derived from the server's secret (SESSION_SECRET, or the one generated on first start and kept in
 * DATA_DIR), labelled for this use, so every process sharing that secret accepts the others' challenges.
 */
export const captchaKeyOf = (secret: string): Buffer => {
  if (secret.length < 32) throw new Error('The server secret is too short to sign captcha challenges.');
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), KEY_LABEL, 32));
};

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const hmacHex = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('hex');

const sameHex = (a: string, b: string) => {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Where spent solutions are kept until they expire: answers whether `signature` was new (and now is spent). */
export type TSpentSolutions = { spend: (signature: string, expiresAtMs: number) => Promise<boolean> };

/** Spent solutions kept in this process, each until its challenge expires. */
export const localSpentSolutions = (now: () => number = () => Date.now()): TSpentSolutions => {
  const spent = new Map<string, number>();
  return {
    spend: async (signature) => {
      const time = now();
      // Entries are added in time order, each kept the full lifetime of a challenge (which expiresAtMs never passes):
      // the oldest go first.
      for (const [kept, expiry] of spent) {
        if (expiry > time) break;
        spent.delete(kept);
      }
      if (spent.has(signature)) return false;
      spent.set(signature, time + CAPTCHA_EXPIRY_MS);
      return true;
    },
  };
};

/**
 * Spent solutions kept in Redis, so a solution is spent for every process; while Redis answers with an error they are
 * kept in this process instead, as the rate limiter counts (lib/rate-limit-store.ts).
 */
export const sharedSpentSolutions = (redis: TSharedRedis, local: TSpentSolutions = localSpentSolutions()) => ({
  spend: async (signature: string, expiresAtMs: number) => {
    try {
      const answer = await redis.client.set(
        `${redis.prefix}captcha-spent:${signature}`,
        '1',
        'PXAT',
        Math.max(expiresAtMs, Date.now() + 1000),
        'NX',
      );
      return answer === 'OK';
    } catch {
      return local.spend(signature, expiresAtMs);
    }
  },
});

export type TCaptcha = {
  /** A new challenge, valid for CAPTCHA_EXPIRY_MS. */
  challenge: () => TCaptchaChallenge;
  /** Whether `payload` solves one of this server's challenges, unexpired and never used before (it is spent now). */
  verify: (payload: unknown) => Promise<boolean>;
};

type TSolution = { algorithm: string; challenge: string; number: number; salt: string; signature: string };

const parsePayload = (payload: unknown): TSolution | null => {
  if (typeof payload !== 'string' || payload.length === 0 || payload.length > MAX_PAYLOAD_LENGTH) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const { algorithm, challenge, number, salt, signature } = value as Record<string, unknown>;
  if (typeof algorithm !== 'string' || typeof challenge !== 'string' || typeof salt !== 'string') return null;
  if (typeof signature !== 'string' || typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0)
    return null;
  return { algorithm, challenge, number, salt, signature };
};

/** The salt's `expires` parameter (Unix seconds, as ALTCHA writes it) in milliseconds; null without one. */
const expiryOf = (salt: string): number | null => {
  const query = salt.indexOf('?');
  if (query < 0) return null;
  const expires = new URLSearchParams(salt.slice(query + 1)).get('expires');
  return expires && /^\d{1,12}$/.test(expires) ? Number(expires) * 1000 : null;
};

export const createCaptcha = (options: {
  key: Buffer;
  spent: TSpentSolutions;
  maxNumber?: number;
  now?: () => number;
}): TCaptcha => {
  const maxNumber = options.maxNumber ?? CAPTCHA_MAX_NUMBER_DEFAULT;
  const now = options.now ?? (() => Date.now());
  return {
    challenge: () => {
      const expires = Math.floor((now() + CAPTCHA_EXPIRY_MS) / 1000);
      const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
      // randomInt's upper bound is exclusive: maxnumber itself may be the number, as ALTCHA's solvers try it.
      const number = randomInt(0, maxNumber + 1);
      const challenge = sha256Hex(`${salt}${number}`);
      return {
        algorithm: 'SHA-256',
        challenge,
        maxnumber: maxNumber,
        salt,
        signature: hmacHex(options.key, challenge),
      };
    },
    verify: async (payload) => {
      const solution = parsePayload(payload);
      if (solution?.algorithm !== 'SHA-256') return false;
      const expiresAt = expiryOf(solution.salt);
      if (expiresAt === null || expiresAt <= now()) return false;
      if (!sameHex(sha256Hex(`${solution.salt}${solution.number}`), solution.challenge)) return false;
      // The signature covers the challenge, which covers the salt and so its expiry.
      if (!sameHex(hmacHex(options.key, solution.challenge), solution.signature)) return false;
      return options.spent.spend(solution.signature, expiresAt);
    },
  };
};

/**
 * Solves a challenge the way a browser does (every number in turn, from 0) and answers its payload; null when no
 * number up to `maxnumber` fits. The API tests and end-to-end journeys sign up with it.
 */
export const solveCaptcha = (challenge: TCaptchaChallenge): string | null => {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (sha256Hex(`${challenge.salt}${number}`) === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return Buffer.from(
        JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
        'utf8',
      ).toString('base64');
    }
  }
  return null;
};
