import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PUBLIC_URL, resultOf, signIn, type TTestContext } from '../../test/test-app';

let ctx: TTestContext;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await signIn(ctx.app, 'traveller@security.test');
});
afterAll(() => ctx.close());

const changeLanguage = (locale: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/changeLanguage', payload: { locale }, headers: { cookie, ...headers } });
const localeNow = async () =>
  resultOf<{ locale: string }>(await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).locale;

describe('state-changing requests from another origin', () => {
  it('are refused before they change anything, whatever origin the browser names', async () => {
    const before = await localeNow();
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:4000' },
      // A sandboxed frame (a WebGL build on the play host) has an opaque origin.
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const response = await changeLanguage('ko_KR', headers);
      expect([response.statusCode, response.json()]).toEqual([403, { error: { key: 'forbidden' } }]);
    }
    expect(await localeNow()).toBe(before);
  });

  it('pass from the public origin, its loopback twins, and clients that are not browsers', async () => {
    expect((await changeLanguage('de_DE', { origin: PUBLIC_URL })).statusCode).toBe(200);
    expect(
      (await changeLanguage('ja_JP', { origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-site' })).statusCode,
    ).toBe(200);
    expect(await localeNow()).toBe('ja_JP');
    expect((await changeLanguage('fr_FR', {})).statusCode).toBe(200);
    expect(await localeNow()).toBe('fr_FR');
  });

  it('leave reads alone: a cross-origin GET is answered (the browser keeps the answer from the other page)', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('input PostgreSQL cannot store', () => {
  it('refuses a NUL character in a path, a query or a body with invalid_request', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/users/a%00b/profile', undefined],
      ['GET', '/api/creator/users?q=%00', undefined],
      ['POST', '/api/changeLanguage', { locale: 'ja_JP\u0000' }],
      ['POST', '/api/changeLanguage', { locale: 'ja_JP', 'x\u0000': 1 }],
    ] as const) {
      const response = await ctx.app.inject({ method, url, payload, headers: { cookie, origin: PUBLIC_URL } });
      expect([response.statusCode, response.json()]).toEqual([400, { error: { key: 'invalid_request' } }]);
    }
  });
});

describe('headers of every answer', () => {
  it('forbid content sniffing on answers, errors and unknown paths', async () => {
    for (const url of ['/api/me', '/api/learn/search?k=nonsense', '/api/nothing-here']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('give the session cookie HttpOnly and SameSite=Lax, and Secure behind TLS', async () => {
    const signUp = (app: typeof ctx.app, origin: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin },
        payload: { email: `cookie-${origin.length}@security.test`, password: 'correct-horse-battery', name: 'C' },
      });
    const plain = String((await signUp(ctx.app, PUBLIC_URL)).headers['set-cookie']);
    expect(plain).toMatch(/questline\.session_token=[^;]+;.*HttpOnly/i);
    expect(plain).toMatch(/SameSite=Lax/i);
    expect(plain).not.toMatch(/Secure/i);
    const tls = await createTestApp({ publicUrl: 'https://learn.example' });
    try {
      const secure = String((await signUp(tls.app, 'https://learn.example')).headers['set-cookie']);
      expect(secure).toMatch(/__Secure-questline\.session_token=[^;]+;.*Secure/i);
      expect(secure).toMatch(/HttpOnly/i);
      expect(secure).toMatch(/SameSite=Lax/i);
    } finally {
      await tls.close();
    }
  });
});

describe('headers of the pages', () => {
  it('keep scripts to the platform and frames of it to itself: CSP, nosniff and referrer policy', async () => {
    const webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'questline-web-'));
    for (const page of ['index.html', 'identity.html']) await fs.writeFile(path.join(webDist, page), '<!doctype html>');
    const pages = await createTestApp({ webDist, playBaseUrl: 'https://play.example' });
    try {
      for (const url of ['/', '/learn/tutorial/anything', '/identity']) {
        const response = await pages.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        const csp = Object.fromEntries(
          String(response.headers['content-security-policy'])
            .split(';')
            .map((directive) => directive.trim().split(/\s+/))
            .map(([name, ...values]) => [name, values]),
        );
        expect(csp['script-src']).toEqual(["'self'"]);
        expect(csp['default-src']).toEqual(["'self'"]);
        expect(csp['object-src']).toEqual(["'none'"]);
        // The login modal frames the identity page: only the platform itself may frame its pages.
        expect(csp['frame-ancestors']).toEqual(["'self'"]);
        expect(csp['frame-src']).toContain('https://play.example');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      }
    } finally {
      await pages.close();
      await fs.rm(webDist, { recursive: true, force: true });
    }
  });
});
