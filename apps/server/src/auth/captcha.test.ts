import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TSharedRedis } from '../lib/redis';
import {
  CAPTCHA_EXPIRY_MS,
  captchaKeyOf,
  createCaptcha,
  localSpentSolutions,
  sharedSpentSolutions,
  solveCaptcha,
} from './captcha';

const key = captchaKeyOf('a-server-secret-of-at-least-32-characters');
const encode = (value: object) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));

describe('the ALTCHA v1 captcha', () => {
  it('makes challenges as ALTCHA does: SHA-256 of salt and number, signed, with an expiry in the salt', () => {
    const now = 1_800_000_000_000;
    const captcha = createCaptcha({ key, spent: localSpentSolutions(() => now), maxNumber: 500, now: () => now });
    const challenge = captcha.challenge();
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 500 });
    expect(challenge.salt).toMatch(new RegExp(`^[0-9a-f]{24}\\?expires=${(now + CAPTCHA_EXPIRY_MS) / 1000}$`));
    expect(challenge.signature).toBe(createHmac('sha256', key).update(challenge.challenge).digest('hex'));
    const { number } = decode(solveCaptcha(challenge) as string);
    expect(number).toBeLessThanOrEqual(500);
    expect(createHash('sha256').update(`${challenge.salt}${number}`).digest('hex')).toBe(challenge.challenge);
  });

  it('accepts a solution once, and refuses a wrong number, a forged signature, another key and an expired one', async () => {
    let now = 1_800_000_000_000;
    const captcha = createCaptcha({ key, spent: localSpentSolutions(() => now), maxNumber: 200, now: () => now });
    const challenge = captcha.challenge();
    const solution = solveCaptcha(challenge) as string;
    const solved = decode(solution);
    expect(await captcha.verify(encode({ ...solved, number: solved.number + 1 }))).toBe(false);
    expect(await captcha.verify(encode({ ...solved, signature: '0'.repeat(64) }))).toBe(false);
    expect(await captcha.verify(encode({ ...solved, algorithm: 'SHA-1' }))).toBe(false);
    const stranger = createCaptcha({
      key: captchaKeyOf('another-secret-of-at-least-32-characters!'),
      spent: localSpentSolutions(),
    });
    expect(await stranger.verify(solution)).toBe(false);
    for (const junk of [undefined, '', 'not base64 json', 42, encode({ number: 'one' }), 'x'.repeat(3000)])
      expect(await captcha.verify(junk)).toBe(false);
    expect(await captcha.verify(solution)).toBe(true);
    // Replayed: spent.
    expect(await captcha.verify(solution)).toBe(false);

    const late = captcha.challenge();
    const lateSolution = solveCaptcha(late) as string;
    now += CAPTCHA_EXPIRY_MS;
    expect(await captcha.verify(lateSolution)).toBe(false);
  });

  it('forgets spent solutions only once their challenges have expired', async () => {
    let now = 1_800_000_000_000;
    const spent = localSpentSolutions(() => now);
    expect(await spent.spend('a', now + CAPTCHA_EXPIRY_MS)).toBe(true);
    now += CAPTCHA_EXPIRY_MS - 1;
    expect(await spent.spend('a', now)).toBe(false);
    now += 1;
    expect(await spent.spend('a', now + CAPTCHA_EXPIRY_MS)).toBe(true);
  });

  it('refuses a secret too short to derive a key from', () => {
    expect(() => captchaKeyOf('short')).toThrow();
  });
});

describe('spent solutions in Redis', () => {
  it('asks Redis to keep each signature until it expires, once; and keeps them in the process while Redis errs', async () => {
    const calls: unknown[][] = [];
    let down = false;
    const kept = new Set<string>();
    const client = {
      set: async (...args: unknown[]) => {
        calls.push(args);
        if (down) throw new Error('Connection is closed.');
        const name = String(args[0]);
        if (kept.has(name)) return null;
        kept.add(name);
        return 'OK';
      },
    };
    const spent = sharedSpentSolutions({ client, prefix: 'q:' } as unknown as TSharedRedis);
    const expiresAt = Date.now() + CAPTCHA_EXPIRY_MS;
    expect(await spent.spend('sig', expiresAt)).toBe(true);
    expect(await spent.spend('sig', expiresAt)).toBe(false);
    expect(calls[0]).toEqual(['q:captcha-spent:sig', '1', 'PXAT', expiresAt, 'NX']);
    down = true;
    expect(await spent.spend('other', expiresAt)).toBe(true);
    expect(await spent.spend('other', expiresAt)).toBe(false);
  });
});
