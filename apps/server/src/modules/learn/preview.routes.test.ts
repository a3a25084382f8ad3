import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, sendAs, signIn, storeTestImage, type TTestContext } from '../../../test/test-app';
import { createUser } from '../users/users.service';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
let thumbnailId: string;
let ownerId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [name, roles] of [
    ['creator', ['learnCreator']],
    ['otherCreator', ['learnCreator']],
    ['editor', ['learnEditor']],
    ['learner', []],
  ] as const) {
    const user = await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email: `${name}@example.test`, password: 'password-123', name, roles: [...roles] },
    );
    if (name === 'creator') ownerId = user.id;
    cookies[name] = await signIn(ctx.app, `${name}@example.test`, 'password-123');
  }
  thumbnailId = await storeTestImage(ctx);
}, 120_000);
afterAll(() => ctx.close());

const send = sendAs(() => ctx.app, cookies);
const ok = resultOf;
const general = (title: string) => ({
  language: 'en',
  title,
  description: richTextFromParagraphs([`About ${title}`]),
  thumbnailId,
  ownerId,
  isExercise: false,
});
const STEPS = { skillLevel: 'beginner', estimationInHour: 1, sections: [{ type: 'text', title: 'Published step' }] };

/** A tutorial published as `title`, whose draft has since moved on to `draftTitle` and a second step. */
const publishedWithDraft = async (title: string, draftTitle: string) => {
  const { id, slug } = ok<{ id: string; slug: string }>(
    await send('POST', '/api/learn/tutorial/0/general', 'creator', general(title)),
  );
  ok(await send('POST', `/api/learn/tutorial/${id}/steps`, 'creator', STEPS));
  ok(await send('POST', `/api/learn/tutorial/${id}/publish`, 'creator', {}));
  ok(await send('POST', `/api/learn/tutorial/${id}/general`, 'creator', general(draftTitle)));
  ok(
    await send('POST', `/api/learn/tutorial/${id}/steps`, 'creator', {
      ...STEPS,
      sections: [...STEPS.sections, { type: 'text', title: 'Draft step' }],
    }),
  );
  return { id, slug };
};

type TExtends = { breadcrumb: { title: string }[]; tutorialData: { sections: { title: string }[] } };
const stepTitles = (result: TExtends) => result.tutorialData.sections.map((section) => section.title);

describe('preview=true (§2.2)', () => {
  it('answers the draft to those who may edit the item, and the published version to everyone else', async () => {
    const { id, slug } = await publishedWithDraft('Previewed tutorial', 'Previewed tutorial, reworked');

    for (const who of ['creator', 'editor']) {
      const item = await send('GET', `/api/learn/tutorial/${slug}?preview=true`, who);
      expect(ok(item), who).toMatchObject({ id, title: 'Previewed tutorial, reworked' });
      const read = await send('GET', `/api/learn/tutorial/${id}/extends?preview=true`, who);
      expect(stepTitles(ok<TExtends>(read)), who).toEqual(['Published step', 'Draft step']);
      expect(ok<TExtends>(read).breadcrumb.at(-1)?.title, who).toBe('Previewed tutorial, reworked');
    }
    // Without preview, editors read the learner page as learners do.
    expect(ok(await send('GET', `/api/learn/tutorial/${id}`, 'creator'))).toMatchObject({
      title: 'Previewed tutorial',
    });

    for (const who of [undefined, 'learner', 'otherCreator']) {
      const item = await send('GET', `/api/learn/tutorial/${id}?preview=true`, who);
      expect(ok(item), String(who)).toMatchObject({ id, title: 'Previewed tutorial' });
      const read = await send('GET', `/api/learn/tutorial/${id}/extends?preview=true`, who);
      expect(stepTitles(ok<TExtends>(read)), String(who)).toEqual(['Published step']);
    }
  });

  it('never lets a shared cache keep a preview, whoever asks', async () => {
    const { id } = await publishedWithDraft('Uncached preview', 'Uncached preview, reworked');
    for (const who of [undefined, 'learner', 'creator']) {
      for (const path of [`/api/learn/tutorial/${id}?preview=true`, `/api/learn/tutorial/${id}/extends?preview=true`]) {
        const response = await send('GET', path, who);
        expect(response.statusCode, `${who} ${path}`).toBe(200);
        expect(response.headers['cache-control'], `${who} ${path}`).toBe('private, no-store');
      }
    }
    // An anonymous preview read first does not put the draft into what later anonymous readers are kept.
    await send('GET', `/api/learn/tutorial/${id}?preview=true`, 'creator');
    expect(ok(await send('GET', `/api/learn/tutorial/${id}`))).toMatchObject({ title: 'Uncached preview' });
    expect(ok(await send('GET', `/api/learn/tutorial/${id}?preview=true`))).toMatchObject({
      title: 'Uncached preview',
    });
  });

  it('previews an item never published to its editors, and keeps it from everyone else', async () => {
    const { id } = ok<{ id: string }>(
      await send('POST', '/api/learn/tutorial/0/general', 'creator', general('Never published')),
    );
    ok(await send('POST', `/api/learn/tutorial/${id}/steps`, 'creator', STEPS));
    expect(ok(await send('GET', `/api/learn/tutorial/${id}?preview=true`, 'creator'))).toMatchObject({
      status: 'draft',
      title: 'Never published',
    });
    expect(
      stepTitles(ok<TExtends>(await send('GET', `/api/learn/tutorial/${id}/extends?preview=true`, 'creator'))),
    ).toEqual(['Published step']);
    for (const who of [undefined, 'learner', 'otherCreator']) {
      expect((await send('GET', `/api/learn/tutorial/${id}?preview=true`, who)).statusCode, String(who)).toBe(404);
      expect((await send('GET', `/api/learn/tutorial/${id}/extends?preview=true`, who)).statusCode, String(who)).toBe(
        404,
      );
    }
  });

  it('previews a live session as the other types: its page and its card over the draft, to its editors alone', async () => {
    const { id: tutorialId } = await publishedWithDraft('Referred tutorial', 'Referred tutorial, reworked');
    const { id, slug } = ok<{ id: string; slug: string }>(
      await send('POST', '/api/learn/liveSession/0/general', 'creator', {
        language: 'en',
        title: 'Previewed session',
        description: richTextFromParagraphs(['Live.']),
        thumbnailId,
      }),
    );
    const later = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    const publish = await send('POST', `/api/learn/liveSession/${id}/publish`, 'creator', {
      skillLevel: 'beginner',
      utcOffset: 0,
      registerUrl: 'https://events.example.test/previewed',
      begin: `${later(48)}#${later(49)}`,
      contentIds: [tutorialId],
      previousVideoId: null,
      previousVideoTitle: '',
      topicIds: [],
      industryIds: [],
      hidden: false,
      premium: false,
    });
    expect(publish.statusCode, publish.body).toBe(200);
    ok(
      await send('POST', `/api/learn/liveSession/${id}/general`, 'creator', {
        language: 'en',
        title: 'Previewed session, reworked',
        description: richTextFromParagraphs(['Live.']),
        thumbnailId,
      }),
    );

    type TSessionExtends = { liveSession: { title: string } | null };
    const read = async (who: string | undefined) => {
      const item = await send('GET', `/api/learn/liveSession/${slug}?preview=true`, who);
      const extendsRead = await send('GET', `/api/learn/liveSession/${slug}/extends?preview=true`, who);
      for (const response of [item, extendsRead]) {
        expect(response.headers['cache-control'], String(who)).toBe('private, no-store');
      }
      return { title: ok<{ title: string }>(item).title, card: ok<TSessionExtends>(extendsRead).liveSession?.title };
    };
    for (const who of ['creator', 'editor']) {
      expect(await read(who), who).toEqual({
        title: 'Previewed session, reworked',
        card: 'Previewed session, reworked',
      });
    }
    for (const who of [undefined, 'learner', 'otherCreator']) {
      expect(await read(who), String(who)).toEqual({ title: 'Previewed session', card: 'Previewed session' });
    }
  });
});
