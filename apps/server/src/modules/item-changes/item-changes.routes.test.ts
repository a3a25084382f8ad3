import type { TRole } from '@questline/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type TEventStreamReader } from '../../../test/event-stream';
import { createTestApp, resultOf, sendAs, signIn, type TTestContext } from '../../../test/test-app';
import { createUser } from '../users/users.service';
import { createItemChangesHub, parseRevised, revisionEvent, STREAMS_PER_USER } from './item-changes.service';

let ctx: TTestContext;
let base: string;
const cookies: Record<string, string> = {};
const readers: TEventStreamReader[] = [];

const PEOPLE: Record<string, TRole[]> = {
  learner: [],
  creator: ['learnCreator'],
  otherCreator: ['learnCreator'],
  editor: ['learnEditor'],
};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [name, roles] of Object.entries(PEOPLE)) {
    const email = `${name.toLowerCase()}@changes.test`;
    await createUser({ db: ctx.db, auth: ctx.runtime.auth }, { email, password: 'password-123', name, roles });
    cookies[name] = await signIn(ctx.app, email, 'password-123');
  }
  // Streams never end by themselves, and app.inject waits for an answer's end: they are read over real HTTP.
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  for (const reader of readers) reader.close();
  await ctx.close();
});

const send = sendAs(() => ctx.app, cookies);

const createTutorial = async (title: string) =>
  resultOf<{ id: string; revision: number }>(await send('POST', '/api/learn/tutorial/0/general', 'creator', { title }));

const save = async (id: string, title: string, who = 'creator') =>
  resultOf<{ revision: number }>(await send('POST', `/api/learn/tutorial/${id}/general`, who, { title }));

const follow = async (path: string, who: string, headers: Record<string, string> = {}) => {
  const reader = await openEventStream(`${base}${path}`, {
    ...(cookies[who] ? { cookie: cookies[who] } : {}),
    ...headers,
  });
  readers.push(reader);
  return reader;
};

describe('GET /api/learn/{type}/{id}/changes', () => {
  it('refuses anonymous callers (401), people who may not edit the item (403), and other items (404)', async () => {
    const { id } = await createTutorial('Guarded draft');
    const keyOf = async (path: string, who?: string) => {
      const response = await send('GET', path, who);
      return `${response.statusCode} ${response.json().error?.key}`;
    };
    expect(await keyOf(`/api/learn/tutorial/${id}/changes`)).toBe('401 auth_required');
    expect(await keyOf(`/api/learn/tutorial/${id}/changes`, 'learner')).toBe('403 forbidden');
    expect(await keyOf(`/api/learn/tutorial/${id}/changes`, 'otherCreator')).toBe('403 forbidden');
    expect(await keyOf(`/api/learn/project/${id}/changes`, 'creator')).toBe('404 not_found');
    expect(await keyOf('/api/learn/tutorial/ltu_99999999/changes', 'creator')).toBe('404 not_found');
    expect(await keyOf(`/api/learn/tutorial/${id}/changes?revision=-1`, 'creator')).toMatch(/^400 /);
  });

  it("sends nothing for the revision the tab holds, then an event for another person's save", async () => {
    const { id, revision } = await createTutorial('Shared draft');
    const reader = await follow(`/api/learn/tutorial/${id}/changes?revision=${revision}`, 'creator');
    expect(reader.status).toBe(200);
    expect(reader.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(reader.headers.get('cache-control')).toContain('no-cache');
    expect(await reader.next(400)).toBeNull();

    // An editor of every language saves the same draft: the creator's open editor hears of it.
    const saved = await save(id, 'Shared draft, edited', 'editor');
    expect(saved.revision).toBe(revision + 1);
    expect(await reader.next()).toEqual({
      event: 'revision',
      id: String(saved.revision),
      data: JSON.stringify({ revision: saved.revision }),
    });
    expect(await reader.next(300)).toBeNull();
  });

  it('tells a stream at once when the item is already past the revision held, and counts Last-Event-ID', async () => {
    const { id, revision } = await createTutorial('Moved on');
    await save(id, 'Moved on, once');
    const behind = await follow(`/api/learn/tutorial/${id}/changes?revision=${revision}`, 'creator');
    expect(await behind.next()).toMatchObject({ event: 'revision', id: String(revision + 1) });
    // A reconnect names the last event it saw: nothing again for that one.
    const reconnected = await follow(`/api/learn/tutorial/${id}/changes?revision=${revision}`, 'creator', {
      'last-event-id': String(revision + 1),
    });
    expect(await reconnected.next(400)).toBeNull();
    const unsaid = await follow(`/api/learn/tutorial/${id}/changes`, 'creator');
    expect(await unsaid.next()).toMatchObject({ id: String(revision + 1) });
    for (const reader of [behind, reconnected, unsaid]) reader.close();
  });

  it("refuses a person's streams past the cap with 429 rate_limited, and counts again once one closes", async () => {
    const { id } = await createTutorial('Many tabs');
    const path = `/api/learn/tutorial/${id}/changes`;
    const open = await Promise.all(Array.from({ length: STREAMS_PER_USER }, () => follow(path, 'otherCreator')));
    expect(open.map((reader) => reader.status)).toEqual(open.map(() => 403));
    // otherCreator may not edit it; the creator's own tabs count.
    const tabs: TEventStreamReader[] = [];
    for (let n = 0; n < STREAMS_PER_USER; n++) tabs.push(await follow(path, 'creator'));
    const refused = await send('GET', path, 'creator');
    expect([refused.statusCode, refused.json().error.key, refused.headers['retry-after']]).toEqual([
      429,
      'rate_limited',
      '3',
    ]);
    tabs[0]?.close();
    await tabs[0]?.ended;
    let again: TEventStreamReader | undefined;
    for (let attempt = 0; attempt < 50 && again?.status !== 200; attempt++) {
      again?.close();
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await follow(path, 'creator');
    }
    expect(again?.status).toBe(200);
    for (const reader of [...tabs, again]) reader?.close();
  });
});

describe('the per-process hub', () => {
  it('reads "<id>:<revision>" payloads and nothing else', () => {
    expect(parseRevised('42:7')).toEqual({ itemId: 42, revision: 7 });
    expect(parseRevised('')).toBeNull();
    expect(parseRevised(undefined)).toBeNull();
    expect(parseRevised('42:x')).toBeNull();
    expect(revisionEvent(7)).toBe('id: 7\nevent: revision\ndata: {"revision":7}\n\n');
  });

  it('fans one notification out to the streams of its item, sends heartbeats, catches up after a lost LISTEN', async () => {
    let notify: (event: { lost: boolean; payload?: string }) => void = () => undefined;
    let listening = 0;
    const hub = createItemChangesHub({
      db: ctx.db,
      heartbeatMs: 50,
      subscribe: async (_channel, onMessage) => {
        listening += 1;
        notify = onMessage;
        return async () => {
          listening -= 1;
        };
      },
    });
    await hub.start();
    const { id, revision } = await createTutorial('Hub draft');
    const itemId = Number(id.split('_')[1]);
    const sent: Record<string, string[]> = { a: [], b: [], other: [] };
    const heartbeats: string[] = [];
    const ended: string[] = [];
    const streamOf = (name: string, watched: number, held: number) =>
      hub.open({
        itemId: watched,
        userId: name,
        held,
        send: (chunk) => (chunk.startsWith(':') ? heartbeats.push(name) : sent[name]?.push(chunk)),
        end: () => ended.push(name),
      });
    streamOf('a', itemId, revision);
    streamOf('b', itemId, revision + 1);
    streamOf('other', itemId + 1_000_000, 0);
    expect(listening).toBe(1);

    notify({ lost: false, payload: `${itemId}:${revision + 1}` });
    expect(sent.a).toEqual([revisionEvent(revision + 1)]);
    expect(sent.b).toEqual([]);
    expect(sent.other).toEqual([]);

    // A save while the LISTEN connection was down: the message that says it is back makes the hub read again.
    await save(id, 'Hub draft, saved while unheard');
    await save(id, 'Hub draft, saved twice while unheard');
    notify({ lost: true });
    notify({ lost: false });
    await expect.poll(() => sent.b).toEqual([revisionEvent(revision + 2)]);
    expect(sent.a?.at(-1)).toBe(revisionEvent(revision + 2));

    await expect.poll(() => heartbeats.includes('other')).toBe(true);
    expect(hub.openStreams()).toBe(3);
    await hub.stop();
    expect(ended.sort()).toEqual(['a', 'b', 'other']);
    expect(hub.openStreams()).toBe(0);
    expect(listening).toBe(0);
  });
});

describe('closing the server', () => {
  it('ends the open streams instead of waiting for editors to leave', async () => {
    const { id } = await createTutorial('Closing');
    const reader = await follow(`/api/learn/tutorial/${id}/changes`, 'creator');
    expect(reader.status).toBe(200);
    const closed = ctx.app.close().then(() => 'closed');
    const timeout = new Promise((resolve) => setTimeout(() => resolve('timed out'), 5000));
    expect(await Promise.race([closed, timeout])).toBe('closed');
    await reader.ended;
  });
});
