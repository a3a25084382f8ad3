import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captchaSolution,
  createTestApp,
  injectAs,
  PUBLIC_URL,
  resultOf,
  signIn,
  storeTestImage,
  type TTestContext,
} from '../../test/test-app';

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

describe('paths that hide where they go', () => {
  const expectKey = (response: { statusCode: number; json: () => unknown }, status: number, key: string) =>
    expect([response.statusCode, response.json()]).toEqual([status, { error: { key } }]);

  it('refuse encoded unreserved characters: a cross-origin /%61pi/ write never reaches the group it names', async () => {
    const created = resultOf<{ group: { id: string } }>(
      await injectAs(ctx.app, cookie, 'POST', '/api/groups', { name: 'Encoded path survivors' }),
    );
    const id = String(created.group.id);
    for (const url of [
      `/%61pi/groups/${id}/delete`,
      `/a%70i/groups/${id}/delete`,
      `/%41pi/groups/${id}/delete`,
      `/api/groups/${id}/%64elete`,
      `/api/groups/%${id.charCodeAt(0).toString(16)}${id.slice(1)}/delete`,
    ]) {
      const foreign = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { cookie, origin: 'http://localhost:4000' },
      });
      expectKey(foreign, 400, 'invalid_path');
      // Not even the page's own origin gets through an encoded path.
      expectKey(await injectAs(ctx.app, cookie, 'POST', url), 400, 'invalid_path');
    }
    expect((await injectAs(ctx.app, cookie, 'GET', `/api/groups/${id}`)).statusCode).toBe(200);
  });

  it('refuse dot segments and encodings that are not UTF-8, with a key, on every method', async () => {
    // (Dot segments are sent over a socket below: inject resolves them as a browser would.)
    for (const url of ['/%ff', '/api/users/%ff/profile', '/api/%e0%a4', '/api/users/%c0%af/profile']) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await ctx.app.inject({ method, url, headers: { cookie, origin: PUBLIC_URL } });
        expectKey(response, 400, 'invalid_path');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    }
  });

  it('answer a path parameter past the router length cap with uri_too_long', async () => {
    expectKey(
      await ctx.app.inject({ method: 'GET', url: `/api/users/${'a'.repeat(500)}/profile` }),
      414,
      'uri_too_long',
    );
  });

  it('answer dot segments, and what Node refuses before routing (headers past their size, a broken request line), with a key', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = new URL(address);
      const raw = (request: string) =>
        new Promise<string>((resolve, reject) => {
          let answer = '';
          const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
          socket.on('data', (chunk) => {
            answer += chunk.toString();
          });
          socket.on('close', () => resolve(answer));
          socket.on('error', reject);
        });
      const long = await raw(`GET /api/me?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      expect(long).toMatch(/^HTTP\/1\.1 431 /);
      expect(long).toContain('{"error":{"key":"payload_too_large"}}');
      for (const path of ['/api/./me', '/x/../api/me', '/api/..', '/api/%2e/me', '/%2E%2E/api/me']) {
        const dotted = await raw(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
        expect(dotted).toMatch(/^HTTP\/1\.1 400 /);
        expect(dotted).toContain('{"error":{"key":"invalid_path"}}');
      }
      const broken = await raw('BROKEN\r\n\r\n');
      expect(broken).toMatch(/^HTTP\/1\.1 400 /);
      expect(broken).toContain('{"error":{"key":"invalid_request"}}');
    } finally {
      await ctx.app.server.close();
    }
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

describe('bodies nested too deep, and text that is not Unicode', () => {
  const post = (url: string, body: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { cookie, origin: PUBLIC_URL, 'content-type': 'application/json' },
    });

  it('refuse JSON nested past the depth limit on every kind of route, sign-in included, with request_too_deep', async () => {
    for (const depth of [100, 10_000, 50_000]) {
      const body = `{"locale":${'['.repeat(depth)}${']'.repeat(depth)}}`;
      for (const url of ['/api/auth/sign-in/email', '/api/changeLanguage', '/api/users/me/settings']) {
        const response = await post(url, body);
        expect([url, response.statusCode, response.json()]).toEqual([url, 400, { error: { key: 'request_too_deep' } }]);
      }
    }
  });

  it('refuse a lone surrogate in a body or a search criterion, and a NUL inside the JSON of k', async () => {
    const surrogate = await post('/api/changeLanguage', '{"locale":"x\\ud800y"}');
    expect([surrogate.statusCode, surrogate.json()]).toEqual([400, { error: { key: 'invalid_unicode' } }]);
    for (const path of ['/api/learn/search', '/api/learn/headerSearch', '/api/learn/ods/search/lessons']) {
      for (const criterion of ['query:\\u0000', 'query:a\\ud800']) {
        const url = `${path}?k=${encodeURIComponent(`["${criterion}"]`)}`;
        const response = await ctx.app.inject({ method: 'GET', url });
        expect([url, response.statusCode]).toEqual([url, 400]);
      }
    }
  });
});

describe('headers of every answer', () => {
  it('forbid content sniffing on answers, served files, errors and unknown paths', async () => {
    const file = `/files/${await storeTestImage(ctx)}`;
    expect((await ctx.app.inject({ method: 'GET', url: file })).statusCode).toBe(200);
    for (const url of ['/api/me', file, '/api/learn/search?k=nonsense', '/api/nothing-here']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('set the referrer and permissions policies on API answers, files, errors and the docs; HSTS only behind TLS', async () => {
    for (const url of ['/api/me', '/api/nothing-here', `/files/${'0'.repeat(32)}.png`, '/api/docs', '/%61pi/me']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy'], url).toContain('camera=()');
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
    const api = await ctx.app.inject({ method: 'GET', url: '/api/me' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const tls = await createTestApp({ publicUrl: 'https://learn.example' });
    try {
      for (const url of ['/api/me', '/api/docs/', `/files/${'0'.repeat(32)}.png`]) {
        const response = await tls.app.inject({ method: 'GET', url });
        expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000');
      }
      const docs = await tls.app.inject({ method: 'GET', url: '/api/docs/' });
      expect(String(docs.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await tls.close();
    }
  });

  it('keep the API docs to their own scripts and frameable by this site only', async () => {
    for (const url of ['/api/docs/', '/api/docs/json']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')*(;|$)/);
      expect(csp).toContain("object-src 'none'");
      // No script, style or font from any other host, and no forced upgrade on a site served over plain HTTP.
      expect(csp).not.toMatch(/https:|validator\.swagger\.io|upgrade-insecure-requests/);
    }
  });

  it('give the session cookie HttpOnly and SameSite=Lax, and Secure behind TLS', async () => {
    // Sign-up answers without a session: the cookie comes with the sign-in after it.
    const signUp = async (app: typeof ctx.app, origin: string) => {
      const account = { email: `cookie-${origin.length}@security.test`, password: 'correct-horse-battery' };
      await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin },
        payload: { ...account, name: 'C', altcha: await captchaSolution(app) },
      });
      return app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin }, payload: account });
    };
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
      for (const url of ['/', '/tutorials', '/identity']) {
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
