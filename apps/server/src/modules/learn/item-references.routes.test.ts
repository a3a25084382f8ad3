import { ASSET_UNLOCK_PACKAGE_IDS } from '@questline/domain/asset-packages';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import type { TTutorialExtends } from '@questline/domain/schemas/content-extends';
import type { TLearnItem } from '@questline/domain/schemas/item';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  insertPublishedItem,
  resultOf,
  sendAs,
  signIn,
  storeTestImage,
  type TTestContext,
} from '../../../test/test-app';
import { createUser } from '../users/users.service';

/** The pathway id the server is configured with as under maintenance (MAINTENANCE_PATHWAY_ID). */
const CONFIGURED_PATHWAY = 9000;

let ctx: TTestContext;
const cookies: Record<string, string> = {};
let thumbnailId: string;
let ownerId: string;

beforeAll(async () => {
  ctx = await createTestApp({ maintenancePathwayId: `lpw_${CONFIGURED_PATHWAY}` });
  for (const [name, roles] of [
    ['creator', ['learnCreator']],
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
const doc = (text: string) => richTextFromParagraphs([text]);
const read = async (type: string, id: string, who?: string) =>
  ok<TLearnItem>(await send('GET', `/api/learn/${type}/${id}`, who));

/** A tutorial made and published through the editor's routes, with these details. */
const publishTutorial = async (title: string, details: Record<string, unknown>) => {
  const { id } = ok<{ id: string }>(
    await send('POST', '/api/learn/tutorial/0/general', 'creator', {
      language: 'en',
      title,
      description: doc(`About ${title}`),
      thumbnailId,
      ownerId,
    }),
  );
  ok(
    await send('POST', `/api/learn/tutorial/${id}/steps`, 'creator', {
      skillLevel: 'beginner',
      estimationInHour: 1,
      sections: [{ type: 'text', title: 'One' }],
    }),
  );
  return { id, publish: () => send('POST', `/api/learn/tutorial/${id}/publish`, 'creator', details) };
};

describe('packageMap on the item read (§3.4)', () => {
  it('resolves the packages named to the platform’s unlock packages and the items offering their downloads', async () => {
    const kart = await insertPublishedItem(ctx.db, {
      slug: 'kart-downloads',
      title: 'Kart downloads',
      type: 'project',
      document: { asset: { packageIds: [ASSET_UNLOCK_PACKAGE_IDS.kartingTemplate1, 'studio-kit'], uploads: [] } },
    });
    // Offers the studio kit too, but learners do not see internal-only items.
    await insertPublishedItem(ctx.db, {
      slug: 'staff-kit',
      title: 'Staff kit',
      document: { asset: { packageIds: ['studio-kit'], uploads: [] } },
    }).then((row) => ctx.db.execute(sql`update content_items set internal_only = true where id = ${row.id}`));
    const tutorial = await publishTutorial('Race a kart', {
      packageIds: [
        ASSET_UNLOCK_PACKAGE_IDS.kartingTemplate1,
        'studio-kit',
        ASSET_UNLOCK_PACKAGE_IDS.fpsTemplate,
        'nowhere',
      ],
    });
    ok(await tutorial.publish());

    const item = await read('tutorial', tutorial.id, 'learner');
    expect(Object.keys(item.packageMap ?? {})).toEqual(['karting-template-1', 'studio-kit', 'fps-template']);
    expect(item.packageMap?.['karting-template-1']).toMatchObject({
      id: 'karting-template-1',
      unlockKey: 'kartingTemplate1',
      items: [{ id: `lpr_${kart.id}`, title: 'Kart downloads' }],
    });
    expect(item.packageMap?.['studio-kit']?.unlockKey).toBeUndefined();
    expect(item.packageMap?.['studio-kit']?.items.map((card) => card.title)).toEqual(['Kart downloads']);
    expect(item.packageMap?.['fps-template']).toEqual({ id: 'fps-template', unlockKey: 'fpsTemplate', items: [] });
  });

  it('answers no packageMap for an item that names no package', async () => {
    const tutorial = await publishTutorial('No packages', {});
    ok(await tutorial.publish());
    expect((await read('tutorial', tutorial.id)).packageMap).toBeUndefined();
  });
});

describe('tipMap in the tutorial extends (§3.4, §7.4)', () => {
  it("answers each step's tip callouts by step id", async () => {
    const callout = (kind: string, text: string) => ({
      type: 'callout',
      attrs: { kind },
      content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
    });
    const row = await insertPublishedItem(ctx.db, {
      slug: 'tipped',
      title: 'Tipped',
      document: {
        sections: [
          {
            id: 'step-a',
            title: 'A',
            type: 'text',
            body: { type: 'doc', content: [callout('tip', 'Hold Alt to orbit.'), callout('warning', 'Save first.')] },
          },
          { id: 'step-b', title: 'B', type: 'text', body: { type: 'doc', content: [callout('note', 'A note.')] } },
        ],
      },
    });
    const extendsOf = ok<TTutorialExtends>(await send('GET', `/api/learn/tutorial/ltu_${row.id}/extends`));
    expect(extendsOf.tutorialData.tipMap).toEqual({ 'step-a': { id: 'step-a', tips: ['Hold Alt to orbit.'] } });
  });
});

describe('requests[], the licence requests (§3.1)', () => {
  it('are saved with the details, published, and answered to learners', async () => {
    const requests = [{ name: 'Engine Pro (education)', url: 'https://store.example.org/licences/edu' }];
    const tutorial = await publishTutorial('Licensed', { requests });
    ok(await tutorial.publish());
    expect((await read('tutorial', tutorial.id, 'learner')).requests).toEqual(requests);
    expect(
      ok<{ requests: unknown }>(await send('GET', `/api/learn/tutorial/${tutorial.id}?edit=true`, 'creator')).requests,
    ).toEqual(requests);
  });

  it('refuses a request without a name or with a URL that is not http(s), at its field', async () => {
    const { id } = await publishTutorial('Badly licensed', {});
    const refused = await send('POST', `/api/learn/tutorial/${id}/details`, 'creator', {
      requests: [{ name: '', url: 'ftp://example.org' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual(
      expect.arrayContaining([
        { path: 'requests.0.name', key: 'error_isRequired' },
        { path: 'requests.0.url', key: 'error_URL' },
      ]),
    );
  });
});

describe('the maintenance notice on the pathway read (§2.8)', () => {
  it('marks the programador-junior pathway, the configured one, and no other', async () => {
    const bySlug = await insertPublishedItem(ctx.db, {
      slug: 'programador-junior',
      title: 'Programador junior',
      type: 'pathway',
    });
    const other = await insertPublishedItem(ctx.db, { slug: 'game-designer', title: 'Game designer', type: 'pathway' });
    // The next item takes the configured id.
    await ctx.db.execute(sql`select setval(pg_get_serial_sequence('content_items', 'id'), ${CONFIGURED_PATHWAY - 1})`);
    const byId = await insertPublishedItem(ctx.db, {
      slug: 'junior-programmer',
      title: 'Junior programmer',
      type: 'pathway',
    });
    expect(byId.id).toBe(CONFIGURED_PATHWAY);

    expect((await read('pathway', `lpw_${bySlug.id}`)).maintenanceNotice).toBe(true);
    expect((await read('pathway', 'junior-programmer', 'learner')).maintenanceNotice).toBe(true);
    expect((await read('pathway', `lpw_${other.id}`)).maintenanceNotice).toBeUndefined();
  });
});
