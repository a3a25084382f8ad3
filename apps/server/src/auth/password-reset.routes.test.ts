import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkIn, startSmtpInbox, type TSmtpInbox } from '../../test/smtp-inbox';
import { captchaSolution, createTestApp, injectAs, PUBLIC_URL, signIn, type TTestContext } from '../../test/test-app';

let inbox: TSmtpInbox;
let ctx: TTestContext;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  ctx = await createTestApp({ mail: { smtpUrl: inbox.url, from: 'Questline <noreply@questline.test>' } });
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await inbox.close();
});
afterEach(() => {
  vi.useRealTimers();
});

type TAnswer = Awaited<ReturnType<TTestContext['app']['inject']>>;
const keyOf = (response: TAnswer) => (response.json() as { error?: { key?: string } }).error?.key;
const me = async (cookie: string) => (await injectAs(ctx.app, cookie, 'GET', '/api/me')).json().result;
const requestReset = async (email: string) =>
  injectAs(ctx.app, undefined, 'POST', '/api/auth/request-password-reset', {
    email,
    redirectTo: '/reset-password',
    altcha: await captchaSolution(ctx.app),
  });
const reset = (token: string, newPassword: string) =>
  injectAs(ctx.app, undefined, 'POST', '/api/auth/reset-password', { newPassword, token });
const signInAnswer = (email: string, password: string) =>
  injectAs(ctx.app, undefined, 'POST', '/api/auth/sign-in/email', { email, password });
const newAddress = (name: string) => `${name}-${randomBytes(3).toString('hex')}@reset.test`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Asks for a reset of `email` and reads the token of the link the mail carries. */
const mailedToken = async (email: string) => {
  const known = inbox.mails.length;
  expect((await requestReset(email)).statusCode).toBe(200);
  const mail = await inbox.waitFor(
    email,
    (received) => inbox.mails.indexOf(received) >= known && received.subject.includes('Reset'),
  );
  const link = new URL(linkIn(mail, `${PUBLIC_URL}/reset-password?`));
  return link.searchParams.get('token') ?? '';
};

describe('asking for a reset', () => {
  it('answers a known and an unknown address alike, and mails the known one only', async () => {
    const known = newAddress('known');
    await signIn(ctx.app, known);
    await ctx.runtime.mailer.idle();
    const before = inbox.mails.length;
    const answers = [await requestReset(known), await requestReset(newAddress('unknown'))];
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(answers[0]?.body).toBe(answers[1]?.body);
    const headerNames = (answer: TAnswer | undefined) =>
      Object.keys(answer?.headers ?? {})
        .filter((name) => !['date', 'x-ratelimit-remaining', 'x-ratelimit-reset'].includes(name))
        .sort();
    expect(headerNames(answers[0])).toEqual(headerNames(answers[1]));
    await ctx.runtime.mailer.idle();
    const mailed = inbox.mails.slice(before);
    expect(mailed.map((mail) => [mail.to, mail.subject])).toEqual([[[known], 'Reset your Questline password']]);
    expect(mailed[0]?.text).toMatch(
      new RegExp(`^${PUBLIC_URL}/reset-password\\?token=[A-Za-z0-9]+&locale=en_US$`, 'm'),
    );
  });

  it('answers an unknown address no faster than a known one: the mail is sent off the request path', async () => {
    const known = newAddress('timed');
    await signIn(ctx.app, known);
    await ctx.runtime.mailer.idle();
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < 21; round++) {
      for (const kind of ['known', 'unknown'] as const) {
        const started = performance.now();
        const answer = await requestReset(kind === 'known' ? known : newAddress('nobody'));
        times[kind].push(performance.now() - started);
        expect(answer.statusCode).toBe(200);
      }
    }
    await ctx.runtime.mailer.idle();
    // Both answer in about the same time; mail sent within the request would keep the known one waiting on SMTP
    // (more than doubling it). The bound leaves room for a loaded machine.
    expect(median(times.unknown)).toBeGreaterThan(median(times.known) * 0.5);
  }, 60_000);

  it('is rate-limited like sign-in: per address asked for, and from one address half of that', async () => {
    const limited = await createTestApp({
      rateLimit: { perMinute: 1000, perTenSeconds: 1000, authPerMinute: 4, peoplePerAddress: 30 },
    });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const answer = await injectAs(limited.app, undefined, 'POST', '/api/auth/request-password-reset', {
          email: 'someone@reset.test',
          redirectTo: '/reset-password',
          altcha: await captchaSolution(limited.app),
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('resetting with the mailed token', () => {
  it('sets the new password once, and ends every session of the account', async () => {
    const email = newAddress('owner');
    const laptop = await signIn(ctx.app, email);
    const phone = await signIn(ctx.app, email);
    expect(await me(laptop)).toMatchObject({ email });
    const token = await mailedToken(email);

    const answer = await reset(token, 'a-brand-new-lantern');
    expect([answer.statusCode, answer.json()]).toEqual([200, { status: true }]);
    expect(await me(laptop)).toBeNull();
    expect(await me(phone)).toBeNull();
    expect((await signInAnswer(email, 'correct-horse-battery')).statusCode).toBe(401);
    expect((await signInAnswer(email, 'a-brand-new-lantern')).statusCode).toBe(200);

    const again = await reset(token, 'another-new-lantern');
    expect([again.statusCode, keyOf(again)]).toEqual([400, 'auth_reset_token_invalid']);
    expect((await signInAnswer(email, 'a-brand-new-lantern')).statusCode).toBe(200);
  });

  it('answers weak, common and short passwords with their keys, and keeps the token for a better one', async () => {
    const email = newAddress('picky');
    await signIn(ctx.app, email);
    const token = await mailedToken(email);
    const short = await reset(token, 'abc12');
    expect([short.statusCode, keyOf(short)]).toEqual([400, 'auth_password_too_short']);
    const common = await reset(token, 'Password123');
    expect([common.statusCode, keyOf(common)]).toEqual([400, 'auth_password_too_common']);
    expect((await reset(token, 'picky-but-fine-lantern')).statusCode).toBe(200);
    expect((await signInAnswer(email, 'picky-but-fine-lantern')).statusCode).toBe(200);
  });

  it('refuses a made-up token, and a token past its hour', async () => {
    const madeUp = await reset('made-up-token-0123456789', 'made-up-lantern-glow');
    expect([madeUp.statusCode, keyOf(madeUp)]).toEqual([400, 'auth_reset_token_invalid']);

    const email = newAddress('late');
    await signIn(ctx.app, email);
    const late = await mailedToken(email);
    const inTime = await mailedToken(email);
    const asked = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(asked + 59 * 60_000);
    expect((await reset(inTime, 'in-time-lantern-glow')).statusCode).toBe(200);
    vi.setSystemTime(asked + 61 * 60_000);
    const expired = await reset(late, 'too-late-lantern-glow');
    expect([expired.statusCode, keyOf(expired)]).toEqual([400, 'auth_reset_token_invalid']);
    expect((await signInAnswer(email, 'too-late-lantern-glow')).statusCode).toBe(401);
    expect((await signInAnswer(email, 'in-time-lantern-glow')).statusCode).toBe(200);
  });
});
