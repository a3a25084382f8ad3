import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, resultOf, signIn, type TTestContext } from '../../../test/test-app';
import { createUser } from '../users/users.service';

/** A stand-in for the providers' oEmbed endpoints on a local port: real HTTP, answers chosen per page URL. */
const providerRequests: string[] = [];
/** How far the provider got with a body it streams, and whether the client hung up before it was all written. */
const streamed = { written: 0, hungUp: false };
/** A 300 MB answer, written 64 KB at a time as the client takes it, until it is all written or the client hangs up. */
const HUGE_ANSWER_BYTES = 300 * 1024 * 1024;
const streamHugeAnswer = (response: http.ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.on('close', () => {
    streamed.hungUp = !response.writableFinished;
  });
  const chunk = Buffer.alloc(64 * 1024, ' ');
  const writeMore = () => {
    while (!response.destroyed && streamed.written < HUGE_ANSWER_BYTES) {
      streamed.written += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', writeMore);
    }
    if (!response.destroyed) response.end();
  };
  writeMore();
};
/** Headers and the start of a body, then nothing: the answer stalls until the client hangs up. */
const stallAfterHeaders = (response: http.ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.on('close', () => {
    streamed.hungUp = !response.writableFinished;
  });
  response.write('{"html":');
};
const provider = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://provider.test');
  providerRequests.push(`${url.pathname} ${url.searchParams.get('url')}`);
  const page = url.searchParams.get('url') ?? '';
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (url.pathname === '/youtube/oembed' && page.includes('dQw4w9WgXcQ')) {
    return send(200, {
      type: 'video',
      title: 'Lighting a scene',
      provider_name: 'YouTube',
      width: 200,
      height: 113,
      thumbnail_url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      html: '<iframe width="200" height="113" src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed" allowfullscreen></iframe>',
    });
  }
  if (url.pathname === '/soundcloud/oembed' && page.endsWith('/studio/footsteps')) {
    return send(200, {
      title: 'Footsteps',
      width: '100%',
      height: 400,
      thumbnail_url: 'https://evil.test/track.jpg',
      html: '<script>alert(1)</script><iframe width="100%" height="400" src="https://w.soundcloud.com/player/?visual=true&amp;url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F7"></iframe>',
    });
  }
  if (url.pathname === '/soundcloud/oembed' && page.endsWith('/studio/hijack')) {
    return send(200, { html: '<iframe src="https://evil.test/player/"></iframe>' });
  }
  if (url.pathname === '/vimeo/api/oembed.json' && page.endsWith('/2')) return streamHugeAnswer(response);
  if (url.pathname === '/vimeo/api/oembed.json' && page.endsWith('/3')) return stallAfterHeaders(response);
  if (url.pathname === '/vimeo/api/oembed.json' && page.endsWith('/1')) {
    // Slower than the test server's timeout.
    setTimeout(() => send(200, { html: '' }), 1500);
    return;
  }
  send(404, { error: 'not found' });
});

let ctx: TTestContext;
let creator: string;
let learner: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  ctx = await createTestApp({
    oembedEndpointBase: `http://127.0.0.1:${port}`,
    oembedTimeoutMs: 300,
    playBaseUrl: 'https://play.example.test',
  });
  await createUser(
    { db: ctx.db, auth: ctx.runtime.auth },
    { email: 'embed-creator@example.test', password: 'creator-password', name: 'Em Creator', roles: ['learnCreator'] },
  );
  creator = await signIn(ctx.app, 'embed-creator@example.test', 'creator-password');
  learner = await signIn(ctx.app, 'embed-learner@example.test');
});
afterAll(async () => {
  await ctx.close();
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
});

const resolve = (cookie: string | undefined, url: string) =>
  injectAs(ctx.app, cookie, 'GET', `/api/embeds/oembed?url=${encodeURIComponent(url)}`);
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

describe('GET /api/embeds/oembed', () => {
  it('answers 401 auth_required to anonymous visitors', async () => {
    const response = await resolve(undefined, YOUTUBE);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.key).toBe('auth_required');
  });

  it('answers 400 embed_url_unsupported for URLs of no allowed provider, before asking anyone', async () => {
    for (const url of [
      'https://evil.test/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/feed',
      'javascript:alert(1)',
    ]) {
      const response = await resolve(creator, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toEqual({
        key: 'embed_url_unsupported',
        fields: [{ path: 'url', key: 'embed_url_unsupported' }],
      });
    }
    const missing = await injectAs(ctx.app, creator, 'GET', '/api/embeds/oembed');
    expect(missing.statusCode).toBe(400);
    expect(providerRequests).toEqual([]);
  });

  it('answers 403 forbidden to learners who are not authors', async () => {
    const response = await resolve(learner, YOUTUBE);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.key).toBe('forbidden');
  });

  it('resolves a YouTube page into §3.12 oembed with a player src built from the URL, and caches it', async () => {
    const first = resultOf(await resolve(creator, YOUTUBE));
    expect(first).toEqual({
      html: '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="200" height="113" title="Lighting a scene"></iframe>',
      width: 200,
      height: 113,
      provider_name: 'YouTube',
      provider: 'youtube',
      url: YOUTUBE,
      title: 'Lighting a scene',
      thumbnail_url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    });
    expect(providerRequests).toEqual([`/youtube/oembed ${YOUTUBE}`]);
    expect(resultOf(await resolve(creator, YOUTUBE))).toEqual(first);
    expect(providerRequests).toHaveLength(1);
  });

  it('takes a SoundCloud player src out of the provider html, dropping everything else', async () => {
    const result = resultOf<{ html: string; width: number | null; thumbnail_url: string | null }>(
      await resolve(creator, 'https://soundcloud.com/studio/footsteps'),
    );
    expect(result.html).toBe(
      '<iframe src="https://w.soundcloud.com/player/?visual=true&amp;url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F7" height="400" title="Footsteps"></iframe>',
    );
    expect(result.width).toBeNull();
    expect(result.thumbnail_url).toBeNull();
  });

  it('answers 502 embed_provider_unavailable when the provider names a player off its hosts or is too slow', async () => {
    for (const url of ['https://soundcloud.com/studio/hijack', 'https://vimeo.com/1']) {
      const response = await resolve(creator, url);
      expect(response.statusCode, url).toBe(502);
      expect(response.json().error.key).toBe('embed_provider_unavailable');
    }
  });

  /** Waits (a while at most) until the provider saw the client hang up. */
  const providerSawHangUp = async () => {
    for (let waited = 0; !streamed.hungUp && waited < 2000; waited += 10)
      await new Promise((resolve) => setTimeout(resolve, 10));
    return streamed.hungUp;
  };

  it('stops reading an answer past 64 KB and hangs up, answering 502 embed_provider_unavailable', async () => {
    Object.assign(streamed, { written: 0, hungUp: false });
    const response = await resolve(creator, 'https://vimeo.com/2');
    expect([response.statusCode, response.json().error.key]).toEqual([502, 'embed_provider_unavailable']);
    expect(await providerSawHangUp()).toBe(true);
    // What the provider wrote is the 64 KB read and what the loopback's socket buffers took: not the 300 MB.
    expect(streamed.written).toBeLessThan(16 * 1024 * 1024);
  });

  it('answers 502 embed_provider_unavailable within the timeout when the body stalls after the headers', async () => {
    Object.assign(streamed, { written: 0, hungUp: false });
    const started = Date.now();
    const response = await resolve(creator, 'https://vimeo.com/3');
    expect([response.statusCode, response.json().error.key]).toEqual([502, 'embed_provider_unavailable']);
    // The test server's timeout is 300 ms, headers and body together.
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await providerSawHangUp()).toBe(true);
  });

  it('answers 400 embed_not_embeddable when the provider does not know the page', async () => {
    const response = await resolve(creator, 'https://soundcloud.com/studio/removed');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.key).toBe('embed_not_embeddable');
  });
});

describe('GET /api/embeds/settings', () => {
  it('answers the play origin WebGL builds are embedded from', async () => {
    const response = await injectAs(ctx.app, undefined, 'GET', '/api/embeds/settings');
    expect(resultOf(response)).toEqual({ playBaseUrl: 'https://play.example.test' });
  });
});
