import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import type { TPublicProfile, TSettings, TSettingsWrite } from '@questline/domain/schemas/profile';
import type { TMe } from '@questline/domain/schemas/session';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, sendAs, signIn, type TTestContext } from '../../../test/test-app';
import { tags, users } from '../../db/schema';
import { createItem, publishItem } from '../content/content.service';
import { createUser } from '../users/users.service';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const userIds: Record<string, string> = {};
const send = sendAs(() => ctx.app, cookies);
const ok = resultOf;
const tagIds: Record<string, string> = {};

const addTag = async (kind: 'topic' | 'industry', slug: string, name: string) => {
  const [row] = await ctx.db.insert(tags).values({ kind, slug, name }).returning({ id: tags.id });
  tagIds[slug] = String(row?.id);
  return row?.id as number;
};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const name of ['owner', 'rival']) {
    const user = await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email: `${name}@example.test`, password: 'password-123', name: `${name} name` },
    );
    userIds[name] = user.id;
    cookies[name] = await signIn(ctx.app, `${name}@example.test`, 'password-123');
  }
  const scripting = await addTag('topic', 'scripting', 'Scripting');
  const lighting = await addTag('topic', 'lighting', 'Lighting');
  await addTag('topic', 'audio', 'Audio');
  await addTag('industry', 'games', 'Games');
  await addTag('industry', 'film', 'Film');
  // Scripting is carried by two listed items, lighting by one, audio by none: the most used topics come first.
  for (const [title, topicIds] of [
    ['Scripted one', [scripting]],
    ['Scripted two', [scripting, lighting]],
  ] as const) {
    const item = await createItem(ctx.db, {
      type: 'tutorial',
      actorId: null,
      document: { title, description: richTextFromParagraphs([title]), topicIds: [...topicIds] },
    });
    await publishItem(ctx.db, { id: item.id, actorId: null });
  }
  await ctx.db
    .update(users)
    .set({ customProfileUrl: 'rival-page' })
    .where(eq(users.id, userIds.rival as string));
  // A user whose id reads like a profile URL (ids made elsewhere, imported): a URL may not shadow it.
  await ctx.db.insert(users).values({ id: 'imported-user', name: 'Imported', email: 'imported@example.test' });
}, 180_000);
afterAll(() => ctx.close());

const form = (overrides: Partial<TSettingsWrite> = {}): TSettingsWrite => ({
  displayName: 'Owner Renamed',
  customProfileUrl: 'owner-page',
  locale: 'fr_FR',
  region: 'region.04',
  emailNotifications: false,
  isShow: true,
  theme: 'system',
  timeZone: null,
  topicIds: [tagIds.lighting as string],
  industryIds: [tagIds.games as string],
  ...overrides,
});
const save = (body: unknown, who = 'owner') => send('POST', '/api/users/me/settings', who, body);
const ownerRow = async () =>
  (
    await ctx.db
      .select()
      .from(users)
      .where(eq(users.id, userIds.owner as string))
  )[0];

describe('GET /api/users/me/settings', () => {
  it('answers 401 to anonymous viewers', async () => {
    const response = await send('GET', '/api/users/me/settings');
    expect([response.statusCode, response.json().error.key]).toEqual([401, 'auth_required']);
    const write = await send('POST', '/api/users/me/settings', undefined, form());
    expect(write.statusCode).toBe(401);
  });

  it('answers the defaults, every topic and industry, and the most used topics while nothing is saved', async () => {
    const settings = ok<TSettings>(await send('GET', '/api/users/me/settings', 'owner'));
    expect(settings).toEqual({
      displayName: 'owner name',
      customProfileUrl: null,
      locale: null,
      region: null,
      emailNotifications: true,
      isShow: false,
      theme: 'system',
      timeZone: null,
      topicIds: [],
      industryIds: [],
      topicMap: {
        [tagIds.scripting as string]: { id: tagIds.scripting, name: 'Scripting' },
        [tagIds.lighting as string]: { id: tagIds.lighting, name: 'Lighting' },
        [tagIds.audio as string]: { id: tagIds.audio, name: 'Audio' },
      },
      industryMap: {
        [tagIds.games as string]: { id: tagIds.games, name: 'Games' },
        [tagIds.film as string]: { id: tagIds.film, name: 'Film' },
      },
      recommendedTagIds: [tagIds.scripting, tagIds.lighting],
    });
  });
});

describe('POST /api/users/me/settings', () => {
  it('refuses each invalid field with its key and leaves the row unchanged', async () => {
    const before = await ownerRow();
    const cases: [unknown, { path: string; key: string }[]][] = [
      [form({ displayName: '  ' }), [{ path: 'displayName', key: 'error_isRequired' }]],
      [
        form({ customProfileUrl: 'Not a url!' }),
        [{ path: 'customProfileUrl', key: 'settings_customProfileUrl_invalid' }],
      ],
      [form({ customProfileUrl: 'ab' }), [{ path: 'customProfileUrl', key: 'settings_customProfileUrl_invalid' }]],
      [
        form({ customProfileUrl: 'settings' }),
        [{ path: 'customProfileUrl', key: 'settings_customProfileUrl_invalid' }],
      ],
      [form({ customProfileUrl: 'admin' }), [{ path: 'customProfileUrl', key: 'settings_customProfileUrl_invalid' }]],
      [
        form({ customProfileUrl: 'rival-page' }),
        [{ path: 'customProfileUrl', key: 'settings_customProfileUrl_taken' }],
      ],
      [
        form({ customProfileUrl: 'imported-user' }),
        [{ path: 'customProfileUrl', key: 'settings_customProfileUrl_taken' }],
      ],
      [{ ...form(), locale: 'xx_XX' }, [{ path: 'locale', key: 'invalid_locale' }]],
      [{ ...form(), region: 'region.99' }, [{ path: 'region', key: 'invalid_region' }]],
      [{ ...form(), theme: 'sepia' }, [{ path: 'theme', key: 'settings_theme_invalid' }]],
      [{ ...form(), timeZone: 'Mars/Olympus' }, [{ path: 'timeZone', key: 'settings_timeZone_invalid' }]],
      [form({ topicIds: ['abc'] }), [{ path: 'topicIds.0', key: 'settings_tag_unknown' }]],
      [
        form({ topicIds: [tagIds.scripting as string, tagIds.games as string, '999999'] }),
        [
          { path: 'topicIds.1', key: 'settings_tag_unknown' },
          { path: 'topicIds.2', key: 'settings_tag_unknown' },
        ],
      ],
      [form({ industryIds: [tagIds.lighting as string] }), [{ path: 'industryIds.0', key: 'settings_tag_unknown' }]],
    ];
    for (const [body, fields] of cases) {
      const response = await save(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toEqual({ key: fields[0]?.key, fields });
    }
    // A reserved word or a taken URL keeps the tags and everything else from being written.
    expect(await ownerRow()).toEqual(before);
  });

  it('saves the whole form, answers settings_saved and reads back everywhere', async () => {
    const response = await save(form({ customProfileUrl: '  Owner-Page ', theme: 'dark', timeZone: 'Asia/Tokyo' }));
    const saved = ok<{ settings: TSettings; message: string }>(response);
    expect(saved.message).toBe('settings_saved');
    expect(saved.settings).toMatchObject({
      displayName: 'Owner Renamed',
      customProfileUrl: 'owner-page',
      locale: 'fr_FR',
      region: 'region.04',
      emailNotifications: false,
      isShow: true,
      theme: 'dark',
      timeZone: 'Asia/Tokyo',
      topicIds: [tagIds.lighting],
      industryIds: [tagIds.games],
      recommendedTagIds: [],
    });
    expect(String(response.headers['set-cookie'])).toMatch(/ql_locale=fr_FR/);
    // The theme's cookie too: the server writes it on <html> of this browser's next pages.
    expect(String(response.headers['set-cookie'])).toMatch(/ql_theme=dark/);
    expect(ok<TSettings>(await send('GET', '/api/users/me/settings', 'owner'))).toEqual(saved.settings);
    expect(ok<TMe>(await send('GET', '/api/me', 'owner'))).toMatchObject({
      displayName: 'Owner Renamed',
      name: 'Owner Renamed',
      customProfileUrl: 'owner-page',
      locale: 'fr_FR',
      region: 'region.04',
      theme: 'dark',
      timeZone: 'Asia/Tokyo',
    });
    expect(ok<TPublicProfile>(await send('GET', '/api/users/owner-page/profile', 'rival'))).toMatchObject({
      id: userIds.owner,
      displayName: 'Owner Renamed',
      isShow: true,
      isOwner: false,
    });
    // Saving again with one's own URL is no clash; another user may not take it.
    expect((await save(form())).statusCode).toBe(200);
    const taken = await save(form({ customProfileUrl: 'owner-page' }), 'rival');
    expect(taken.json().error).toEqual({
      key: 'settings_customProfileUrl_taken',
      fields: [{ path: 'customProfileUrl', key: 'settings_customProfileUrl_taken' }],
    });
    // Clearing the URL and the tags brings the recommended topics back.
    const cleared = ok<{ settings: TSettings }>(
      await save(form({ customProfileUrl: null, locale: null, region: null, topicIds: [], industryIds: [] })),
    );
    expect(cleared.settings).toMatchObject({
      customProfileUrl: null,
      locale: null,
      region: null,
      recommendedTagIds: [tagIds.scripting, tagIds.lighting],
    });
    expect((await send('GET', '/api/users/owner-page/profile')).statusCode).toBe(404);
  });
});

describe('POST /api/users/me/savedTags', () => {
  const saveTags = (body: unknown, who?: string) => send('POST', '/api/users/me/savedTags', who, body);
  const rivalRow = async () =>
    (
      await ctx.db
        .select()
        .from(users)
        .where(eq(users.id, userIds.rival as string))
    )[0];

  it('refuses anonymous callers, and unknown tags or tags of the other kind with their fields, writing nothing', async () => {
    expect((await saveTags({ topicIds: [], industryIds: [] })).statusCode).toBe(401);
    const before = await rivalRow();
    const refused = await saveTags({ topicIds: [tagIds.audio, '999999'], industryIds: [tagIds.scripting] }, 'rival');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      key: 'settings_tag_unknown',
      fields: [
        { path: 'topicIds.1', key: 'settings_tag_unknown' },
        { path: 'industryIds.0', key: 'settings_tag_unknown' },
      ],
    });
    expect(await rivalRow()).toEqual(before);
  });

  it('replaces both lists, leaves the other settings as they are and answers saved_successfully', async () => {
    const saved = ok<{ settings: TSettings; message: string }>(
      await saveTags({ topicIds: [tagIds.audio, tagIds.lighting, tagIds.audio], industryIds: [tagIds.film] }, 'rival'),
    );
    expect(saved.message).toBe('saved_successfully');
    expect(saved.settings).toMatchObject({
      displayName: 'rival name',
      customProfileUrl: 'rival-page',
      topicIds: [tagIds.audio, tagIds.lighting],
      industryIds: [tagIds.film],
      recommendedTagIds: [],
    });
    expect(ok<TSettings>(await send('GET', '/api/users/me/settings', 'rival'))).toMatchObject({
      topicIds: [tagIds.audio, tagIds.lighting],
      industryIds: [tagIds.film],
    });
    // Removing every tag is a save too: the recommended topics come back.
    const cleared = ok<{ settings: TSettings }>(await saveTags({ topicIds: [], industryIds: [] }, 'rival'));
    expect(cleared.settings).toMatchObject({ topicIds: [], industryIds: [], customProfileUrl: 'rival-page' });
    expect(cleared.settings.recommendedTagIds.length).toBeGreaterThan(0);
  });
});
