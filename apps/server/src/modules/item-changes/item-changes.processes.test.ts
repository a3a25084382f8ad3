import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type TEventStreamReader } from '../../../test/event-stream';
import {
  createProcessDatabase,
  PROCESS_TESTS_RUN,
  sendTo,
  signUpOn,
  type TServerProcess,
} from '../../../test/server-processes';
import { grantRoles } from '../users/users.repository';

/**
 * "Updated elsewhere" across server processes (DESIGN §9): two real servers on one fresh PostgreSQL database; an
 * editor's stream open on one process hears of a save the other process took.
 */
let database: Awaited<ReturnType<typeof createProcessDatabase>> | undefined;
let a: TServerProcess;
let b: TServerProcess;
const readers: TEventStreamReader[] = [];

describe.skipIf(!PROCESS_TESTS_RUN)('"updated elsewhere" across two server processes', () => {
  beforeAll(async () => {
    database = await createProcessDatabase('questline_changes');
    a = await database.startServer();
    b = await database.startServer();
  }, 180_000);

  afterAll(async () => {
    for (const reader of readers) reader.close();
    await database?.stop();
  }, 60_000);

  it('tells a stream open on process A of a save made on process B, and B of a save made on A', async () => {
    const { cookie, id: userId } = await signUpOn(a, 'author@processes.test', 'Author');
    if (!database) throw new Error('the database was not created');
    await grantRoles(database.db, userId, ['learnCreator']);

    const created = await sendTo(a, 'POST', '/api/learn/tutorial/0/general', { title: 'Two tabs' }, cookie);
    expect(created.status, await created.clone().text()).toBe(200);
    const { id, revision } = ((await created.json()) as { result: { id: string; revision: number } }).result;

    const follow = async (server: TServerProcess, held: number) => {
      const reader = await openEventStream(`${server.base}/api/learn/tutorial/${id}/changes?revision=${held}`, {
        cookie,
      });
      readers.push(reader);
      expect(reader.status).toBe(200);
      return reader;
    };
    const onA = await follow(a, revision);
    expect(await onA.next(500)).toBeNull();

    const saved = await sendTo(b, 'POST', `/api/learn/tutorial/${id}/general`, { title: 'Saved on B' }, cookie, {
      'if-match': `"${revision}"`,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(saved.headers.get('etag')).toBe(`"${revision + 1}"`);
    expect(await onA.next(5000)).toEqual({
      event: 'revision',
      id: String(revision + 1),
      data: JSON.stringify({ revision: revision + 1 }),
    });

    const onB = await follow(b, revision + 1);
    const again = await sendTo(a, 'POST', `/api/learn/tutorial/${id}/general`, { title: 'Saved on A' }, cookie, {
      'if-match': `"${revision + 1}"`,
    });
    expect(again.status).toBe(200);
    expect(await onB.next(5000)).toMatchObject({ event: 'revision', id: String(revision + 2) });
    expect(await onA.next(5000)).toMatchObject({ event: 'revision', id: String(revision + 2) });
  }, 60_000);
});
