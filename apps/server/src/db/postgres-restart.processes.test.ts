import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type TEventStreamReader } from '../../test/event-stream';
import {
  createProcessDatabase,
  PROCESS_TESTS_RUN,
  sendTo,
  signUpOn,
  type TServerProcess,
} from '../../test/server-processes';
import { startTcpProxy } from '../../test/tcp-proxy';
import { grantRoles } from '../modules/users/users.repository';

/**
 * PostgreSQL restarted under a running server (DESIGN §9): the real server reaches its database through a proxy that
 * drops every connection and refuses new ones for a while, as a restart does. Meanwhile requests answer 503
 * service_unavailable (/api/ready too, naming the database, while /api/health says the process lives) and the process
 * stays up; once the database is back, saves succeed again and the LISTEN that
 * feeds "updated elsewhere" is back too.
 */
let database: Awaited<ReturnType<typeof createProcessDatabase>> | undefined;
let proxy: Awaited<ReturnType<typeof startTcpProxy>> | undefined;
let server: TServerProcess;
let reader: TEventStreamReader | undefined;

/** A save of the draft's title over whichever revision it is at (`*`): the test is about the database, not conflicts. */
const saveTitle = (id: string, title: string, cookie: string) =>
  sendTo(server, 'POST', `/api/learn/tutorial/${id}/general`, { title }, cookie, { 'if-match': '*' });

describe.skipIf(!PROCESS_TESTS_RUN)('PostgreSQL restarted under a running server', () => {
  beforeAll(async () => {
    database = await createProcessDatabase('questline_restart');
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    target.hostname = '127.0.0.1';
    target.port = String(proxy.port);
    server = await database.startServer({ DATABASE_URL: target.toString() });
  }, 180_000);

  afterAll(async () => {
    reader?.close();
    await proxy?.up().catch(() => undefined);
    await database?.stop();
    await proxy?.close();
  }, 60_000);

  it('answers 503 service_unavailable while the database is away, stays up, and serves and notifies once it is back', async () => {
    if (!database || !proxy) throw new Error('the database was not created');
    const { cookie, id: userId } = await signUpOn(server, 'author@restart.test', 'Author');
    await grantRoles(database.db, userId, ['learnCreator']);
    const created = await sendTo(server, 'POST', '/api/learn/tutorial/0/general', { title: 'Before' }, cookie);
    expect(created.status, await created.clone().text()).toBe(200);
    const { id, revision } = ((await created.json()) as { result: { id: string; revision: number } }).result;
    reader = await openEventStream(`${server.base}/api/learn/tutorial/${id}/changes?revision=${revision}`, { cookie });
    expect(reader.status).toBe(200);

    await proxy.down();
    for (const request of [
      () => saveTitle(id, 'During', cookie),
      () => sendTo(server, 'GET', `/api/learn/tutorial/${id}`, undefined, cookie),
    ]) {
      const during = await request();
      expect(during.status, await during.clone().text()).toBe(503);
      expect(await during.json()).toEqual({ error: { key: 'service_unavailable' } });
      expect(Number(during.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Probes: the process lives, but is not ready, and says which dependency is missing.
    const ready = await sendTo(server, 'GET', '/api/ready');
    expect([ready.status, await ready.json()]).toEqual([
      503,
      { error: { key: 'service_unavailable', params: { failed: 'database' } } },
    ]);
    expect((await sendTo(server, 'GET', '/api/health')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(server.child.exitCode).toBeNull();
    await proxy.up();

    // The first requests after the restart may still meet a connection the pool has not yet found dead.
    let after: Response | undefined;
    for (let attempt = 0; attempt < 50 && after?.status !== 200; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 200));
      after = await saveTitle(id, 'After', cookie);
    }
    expect(after?.status).toBe(200);
    expect((await sendTo(server, 'GET', '/api/ready')).status).toBe(200);
    const revised = Number(after?.headers.get('etag')?.replaceAll('"', ''));
    expect(revised).toBe(revision + 1);
    // The LISTEN connection came back: it caught up on the save, and hears the next one as it happens.
    let heard = 0;
    while (heard < revised) {
      const event = await reader.next(10_000);
      if (!event) break;
      heard = Number(event.id);
    }
    expect(heard).toBe(revised);
    expect((await saveTitle(id, 'Later', cookie)).status).toBe(200);
    expect(await reader.next(5000)).toMatchObject({ event: 'revision', id: String(revised + 1) });
    expect(server.child.exitCode).toBeNull();
  }, 90_000);
});
