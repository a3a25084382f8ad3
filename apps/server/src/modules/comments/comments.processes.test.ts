import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProcessDatabase,
  PROCESS_TESTS_RUN,
  sendTo,
  signUpOn,
  type TServerProcess,
} from '../../../test/server-processes';
import * as schema from '../../db/schema';
import { createItem, publishItem } from '../content/content.service';

/**
 * Post throttling (§9) holds across server processes (DESIGN §9): two real servers on one PostgreSQL, one comment to
 * each at the same moment, and only one is taken.
 */
let database: Awaited<ReturnType<typeof createProcessDatabase>> | undefined;
let a: TServerProcess;
let b: TServerProcess;
let channelId: string;

describe.skipIf(!PROCESS_TESTS_RUN)('post throttling across two server processes', () => {
  beforeAll(async () => {
    // Holding a tutorial before either server starts.
    database = await createProcessDatabase('questline_procs');
    const tutorial = await createItem(database.db, {
      type: 'tutorial',
      actorId: null,
      document: {
        title: 'Two servers',
        description: richTextFromParagraphs(['One database.']),
        sections: [{ id: 's1', type: 'text', title: 'Post once' }],
      },
    });
    await publishItem(database.db, { id: tutorial.id, actorId: null });
    channelId = `ltu_${tutorial.id}.s1`;
    a = await database.startServer();
    b = await database.startServer();
  }, 180_000);

  afterAll(() => database?.stop(), 60_000);

  it('takes one of two comments sent to two processes at once, and refuses the other with post_ThrottlingError', async () => {
    const { cookie } = await signUpOn(a, 'twice@processes.test', 'Twice');

    const answers = await Promise.all(
      [a, b].map((server, n) =>
        sendTo(server, 'POST', '/api/community/comments', { channelId, content: `From process ${n + 1}` }, cookie),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 429]);
    const refused = answers.find((answer) => answer.status === 429) as Response;
    expect(await refused.json()).toEqual({ error: { key: 'post_ThrottlingError', params: { seconds: 10 } } });

    // And one after the other: the second process sees the first one's post.
    const later = await sendTo(b, 'POST', '/api/community/comments', { channelId, content: 'Again' }, cookie);
    expect(later.status).toBe(429);
    const db = (database as NonNullable<typeof database>).db;
    expect((await db.select({ n: count() }).from(schema.comments))[0]?.n).toBe(1);
  }, 60_000);
});
