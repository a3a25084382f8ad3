import type { TMembership, TRole } from '@questline/domain/roles';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import type { THome } from '@questline/domain/schemas/content';
import type { TLiveSessionCard } from '@questline/domain/schemas/live-session';
import { HLS_CONTENT_TYPE } from '@questline/domain/schemas/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, sendAs, signIn, storeTestImage, type TTestContext } from '../../../test/test-app';
import { storedCard } from '../content/content.presenter';
import { insertTag } from '../content/content.repository';
import { createItem, publishItem } from '../content/content.service';
import { storeFile } from '../files/files.service';
import { insertVideo } from '../media/transcode/videos.repository';
import { createUser } from '../users/users.service';
import { trackingEventsOf } from './live-session.repository';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
let thumbnailId: string;
let tutorialId: string;
let hiddenTutorialId: string;

const PEOPLE: Record<string, { roles: TRole[]; memberships: TMembership[] }> = {
  learner: { roles: [], memberships: [] },
  premium: { roles: [], memberships: ['premium'] },
  creator: { roles: ['learnCreator'], memberships: [] },
  uaa: { roles: [], memberships: ['uaaMember'] },
  edlab: { roles: [], memberships: ['edlabMember'] },
};

const HOUR = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [name, { roles, memberships }] of Object.entries(PEOPLE)) {
    const email = `${name}@example.test`;
    await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email, password: 'password-123', name, roles, memberships },
    );
    cookies[name] = await signIn(ctx.app, email, 'password-123');
  }
  thumbnailId = await storeTestImage(ctx);
  const tutorial = await createItem(ctx.db, {
    type: 'tutorial',
    actorId: null,
    document: { title: 'Lighting basics', description: richTextFromParagraphs(['Light a room.']) },
  });
  await publishItem(ctx.db, { id: tutorial.id, actorId: null });
  tutorialId = `ltu_${tutorial.id}`;
  const hidden = await createItem(ctx.db, {
    type: 'tutorial',
    actorId: null,
    document: { title: 'Unpublished tutorial', description: richTextFromParagraphs(['Not yet.']) },
  });
  hiddenTutorialId = `ltu_${hidden.id}`;
}, 120_000);
afterAll(() => ctx.close());

const send = sendAs(() => ctx.app, cookies);
const post = (url: string, who: string | undefined, payload: unknown = {}) => send('POST', url, who, payload);
const get = (url: string, who?: string) => send('GET', url, who);
const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { key: string; fields?: { path: string; key: string }[] } }).error;

/** A live session made and published through the API, as its editor would. */
const publishSession = async (input: {
  title: string;
  begin: string;
  utcOffset?: number;
  premium?: boolean;
  previousVideoId?: string | null;
  contentId?: string;
  details?: Record<string, unknown>;
}) => {
  const created = resultOf<{ id: string }>(
    await post('/api/learn/liveSession/0/general', 'creator', {
      language: 'en',
      title: input.title,
      description: richTextFromParagraphs([`${input.title}, live.`]),
      thumbnailId,
    }),
  );
  const content = {
    skillLevel: 'intermediate',
    utcOffset: input.utcOffset ?? 0,
    registerUrl: `https://events.example.test/${encodeURIComponent(input.title)}`,
    begin: input.begin,
    contentIds: [input.contentId ?? tutorialId],
    previousVideoId: input.previousVideoId ?? null,
    previousVideoTitle: input.previousVideoId ? 'The recording' : '',
  };
  const details = {
    topicIds: [],
    industryIds: [],
    hidden: false,
    premium: input.premium ?? false,
    ...input.details,
  };
  const response = await post(`/api/learn/liveSession/${created.id}/publish`, 'creator', {
    ...content,
    ...details,
  });
  expect(response.statusCode, response.body).toBe(200);
  return created.id;
};

const calendar = async (query: string, who?: string) =>
  resultOf<{ items: TLiveSessionCard[]; total: number }>(await get(`/api/learn/liveSessionSearch?${query}`, who));

describe('live session authoring', () => {
  it('stores the range, its duration and the referred item from the content form', async () => {
    const created = resultOf<{ id: string }>(
      await post('/api/learn/liveSession/0/general', 'creator', { language: 'en', title: 'Across midnight' }),
    );
    const saved = resultOf<Record<string, unknown>>(
      await post(`/api/learn/liveSession/${created.id}/content`, 'creator', {
        skillLevel: 'beginner',
        utcOffset: 60,
        registerUrl: 'https://events.example.test/midnight',
        begin: '2027-01-10T22:00:00+01:00#2027-01-11T01:30:00+01:00',
        contentIds: [tutorialId],
      }),
    );
    expect(saved.rangeTime).toEqual({ startTime: '2027-01-10T21:00:00.000Z', endTime: '2027-01-11T00:30:00.000Z' });
    expect(saved.duration).toBe(210);
    const read = resultOf<{ begin: string; contentMap: Record<string, { title: string }> }>(
      await get(`/api/learn/liveSession/${created.id}?edit=true`, 'creator'),
    );
    expect(read.begin).toBe('2027-01-10T22:00:00+01:00#2027-01-11T01:30:00+01:00');
    expect(read.contentMap[tutorialId]?.title).toBe('Lighting basics');
  });

  it('refuses an end before the start, a bad register URL and a second content item', async () => {
    const created = resultOf<{ id: string }>(
      await post('/api/learn/liveSession/0/general', 'creator', { language: 'en', title: 'Broken' }),
    );
    const response = await post(`/api/learn/liveSession/${created.id}/content`, 'creator', {
      skillLevel: 'beginner',
      utcOffset: 0,
      registerUrl: 'not a url',
      begin: '2027-01-10T09:00:00Z#2027-01-10T10:00:00Z',
      contentIds: [tutorialId, hiddenTutorialId],
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual([
      { path: 'registerUrl', key: 'error_URL' },
      { path: 'contentIds', key: 'liveSession_contentIds_max_1' },
    ]);
    const backwards = await post(`/api/learn/liveSession/${created.id}/content`, 'creator', {
      skillLevel: 'beginner',
      utcOffset: 0,
      registerUrl: 'https://events.example.test/broken',
      begin: '2027-01-10T10:00:00Z#2027-01-10T09:00:00Z',
      contentIds: [tutorialId],
    });
    expect(errorOf(backwards).fields).toEqual([{ path: 'duration', key: 'error_lessZero' }]);
  });

  it('publishes only with a thumbnail and a content item', async () => {
    const created = resultOf<{ id: string }>(
      await post('/api/learn/liveSession/0/general', 'creator', { language: 'en', title: 'Bare session' }),
    );
    const response = await post(`/api/learn/liveSession/${created.id}/publish`, 'creator', {
      description: richTextFromParagraphs(['Bare.']),
      skillLevel: 'beginner',
      utcOffset: 0,
      registerUrl: 'https://events.example.test/bare',
      begin: `${iso(HOUR)}#${iso(2 * HOUR)}`,
      contentIds: [],
    });
    expect(response.statusCode).toBe(400);
    const keys = (errorOf(response).fields ?? []).map((field) => field.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'liveSession_InvalidParameter_empty_thumbnail',
        'liveSession_InvalidParameter_empty_projectIds',
      ]),
    );
  });
});

describe('live calendar and registration', () => {
  let upcomingId: string;
  let pastId: string;
  let premiumId: string;
  let streamedId: string;
  let recordingId: string;
  const readyVideoId = '0b8f3c9e-6d2a-4f4e-9a51-3c7d2e1f0a01';

  beforeAll(async () => {
    // A recording the transcode has made ready (its poster and thumbnail are the test image), and, for the other
    // past session's recording, only a failed attempt: that one has no video, and players fall back to its file.
    const recording = await storeFile(
      { db: ctx.db, fileStore: ctx.runtime.fileStore },
      { kind: 'video', contentType: 'video/mp4', bytes: new TextEncoder().encode('a recorded session') },
    );
    recordingId = recording.id;
    await insertVideo(ctx.db, {
      id: readyVideoId,
      sourceFileId: recordingId,
      status: 'ready',
      durationSeconds: 95,
      width: 1280,
      height: 720,
      masterPlaylistKey: `videos/${readyVideoId}/master.m3u8`,
      posterFileId: thumbnailId,
      thumbnailFileId: thumbnailId,
    });
    await insertVideo(ctx.db, {
      id: '0b8f3c9e-6d2a-4f4e-9a51-3c7d2e1f0a02',
      sourceFileId: thumbnailId,
      status: 'failed',
      error: 'not a video',
    });
    upcomingId = await publishSession({ title: 'Upcoming clinic', begin: `${iso(48 * HOUR)}#${iso(49 * HOUR)}` });
    premiumId = await publishSession({
      title: 'Premium workshop',
      begin: `${iso(72 * HOUR)}#${iso(74 * HOUR)}`,
      premium: true,
    });
    pastId = await publishSession({
      title: 'Past showcase',
      begin: `${iso(-50 * HOUR)}#${iso(-49 * HOUR)}`,
      previousVideoId: thumbnailId,
    });
    streamedId = await publishSession({
      title: 'Streamed showcase',
      begin: `${iso(-80 * HOUR)}#${iso(-79 * HOUR)}`,
      previousVideoId: recordingId,
    });
  }, 60_000);

  it('lists opening sessions soonest first and previous ones with their recording', async () => {
    const opening = await calendar('includeTab=opening');
    const titles = opening.items.map((item) => item.title);
    expect(titles.indexOf('Upcoming clinic')).toBeLessThan(titles.indexOf('Premium workshop'));
    expect(titles).not.toContain('Past showcase');
    const clinic = opening.items.find((item) => item.id === upcomingId);
    expect(clinic).toMatchObject({
      period: 'opening',
      duration: 60,
      disabled: false,
      refer: { type: 'tutorial', id: tutorialId, title: 'Lighting basics' },
    });
    const previous = await calendar('includeTab=previous');
    const past = previous.items.find((item) => item.id === pastId);
    expect(past).toMatchObject({ period: 'previous', previousVideo: { id: thumbnailId, title: 'The recording' } });
  });

  it('lists on home the upcoming sessions soonest first, then past ones with a recording, latest first', async () => {
    await publishSession({ title: 'Ended talk', begin: `${iso(-30 * HOUR)}#${iso(-29 * HOUR)}` });
    const home = resultOf<THome>(await get('/api/learn/home'));
    const items = home.sections.find((section) => section.type === 'liveSession')?.items ?? [];
    const titles = items.map((item) => item.title);
    // Published last, the past sessions came first when home listed the newest published.
    expect(titles.filter((title) => /clinic|workshop|showcase|talk/.test(title))).toEqual([
      'Upcoming clinic',
      'Premium workshop',
      'Past showcase',
      'Streamed showcase',
    ]);
    expect(items.find((item) => item.id === upcomingId)?.live).toEqual({
      endTime: expect.any(String),
      utcOffset: 0,
      recording: false,
    });
    expect(items.find((item) => item.id === pastId)?.live?.recording).toBe(true);
  });

  it('keeps the end, the host offset and the recording on the stored card, for listings', () => {
    const document = {
      title: 'Stored',
      rangeTime: { startTime: '2027-01-10T21:00:00.000Z', endTime: '2027-01-11T00:30:00.000Z' },
      utcOffset: 60,
      previousVideo: { id: 'file-1' },
    } as unknown as Parameters<typeof storedCard>[0];
    expect(storedCard(document).live).toEqual({ endTime: '2027-01-11T00:30:00.000Z', utcOffset: 60, recording: true });
    expect(storedCard({ ...document, rangeTime: undefined }).live).toBeUndefined();
  });

  it("answers each recording's transcode as GET /api/media/videos/{id} does: its playlist once ready, else null", async () => {
    const previous = await calendar('includeTab=previous');
    const streamed = previous.items.find((item) => item.id === streamedId);
    const video = {
      id: readyVideoId,
      status: 'ready',
      duration: 95,
      width: 1280,
      height: 720,
      playlist: { url: `/files/videos/${readyVideoId}/master.m3u8`, contentType: HLS_CONTENT_TYPE },
      thumbnail: { url: `/files/${thumbnailId}`, width: 1, height: 1 },
      poster: `/files/${thumbnailId}`,
      subtitleMap: {},
      isPrivate: false,
    };
    expect(streamed?.previousVideo).toEqual({
      id: recordingId,
      url: `/files/${recordingId}`,
      title: 'The recording',
      video,
    });
    expect(resultOf(await get(`/api/media/videos/${readyVideoId}`))).toEqual(video);
    // Only a failed attempt: no video, the card keeps the file.
    expect(previous.items.find((item) => item.id === pastId)?.previousVideo?.video).toBeNull();
    const extended = resultOf<{ liveSession: TLiveSessionCard | null }>(
      await get(`/api/learn/liveSession/${streamedId}/extends`),
    );
    expect(extended.liveSession?.previousVideo?.video?.playlist?.url).toBe(video.playlist.url);
  });

  it('disables premium sessions for learners who are not premium', async () => {
    const forLearner = await calendar('includeTab=opening', 'learner');
    expect(forLearner.items.find((item) => item.id === premiumId)?.disabled).toBe(true);
    const forPremium = await calendar('includeTab=opening', 'premium');
    expect(forPremium.items.find((item) => item.id === premiumId)?.disabled).toBe(false);
  });

  it("narrows by the learner's time of day, shifted by their UTC offset", async () => {
    const start = new Date(Date.parse((await calendar('includeTab=opening')).items[0]?.startTime ?? ''));
    const utcMinute = start.getUTCHours() * 60 + start.getUTCMinutes();
    // A learner at UTC+02:00 sees the session two hours later on their clock.
    const local = (utcMinute + 120) % 1440;
    const around = `${Math.max(0, local - 1)}_${Math.min(1440, local + 1)}`;
    const elsewhere = `${(local + 180) % 1260}_${((local + 180) % 1260) + 60}`;
    const matching = await calendar(`includeTab=opening&tod=${around}&utcOffset=120`);
    expect(matching.items.map((item) => item.startTime)).toContain(start.toISOString());
    const other = await calendar(`includeTab=opening&tod=${elsewhere}&utcOffset=120`);
    expect(other.items.map((item) => item.startTime)).not.toContain(start.toISOString());
  });

  it("shows a content item's opening session on its page", async () => {
    const extended = resultOf<{ liveSession: TLiveSessionCard | null }>(
      await get(`/api/learn/tutorial/${tutorialId}/extends`),
    );
    expect(extended.liveSession?.period).toBe('opening');
    expect(extended.liveSession?.id).toBe(premiumId);
  });

  it("answers a session's own card in its extends", async () => {
    const extended = resultOf<{ liveSession: TLiveSessionCard | null }>(
      await get(`/api/learn/liveSession/${pastId}/extends`),
    );
    expect(extended.liveSession).toMatchObject({ id: pastId, period: 'previous', title: 'Past showcase' });
  });

  it('records a registration and answers the register URL', async () => {
    expect((await post(`/api/learn/liveSession/${upcomingId}/register`, undefined)).statusCode).toBe(401);
    const registration = resultOf<{ registerUrl: string }>(
      await post(`/api/learn/liveSession/${upcomingId}/register`, 'learner'),
    );
    expect(registration.registerUrl).toBe('https://events.example.test/Upcoming%20clinic');
    const [event] = await trackingEventsOf(ctx.db, 'live_session');
    expect(event).toMatchObject({ eventType: 'learn', data: { sessionId: upcomingId, userPremium: false } });
    const registered = (who: string) =>
      calendar('includeTab=opening', who).then(
        (result) => result.items.find((item) => item.id === upcomingId)?.registered,
      );
    expect([await registered('learner'), await registered('premium')]).toEqual([true, false]);
  });

  it('refuses past sessions and premium ones for learners who are not premium', async () => {
    const closed = await post(`/api/learn/liveSession/${pastId}/register`, 'learner');
    expect([closed.statusCode, errorOf(closed).key]).toEqual([409, 'liveSession_registration_closed']);
    const premium = await post(`/api/learn/liveSession/${premiumId}/register`, 'learner');
    expect([premium.statusCode, errorOf(premium).key]).toEqual([403, 'premium_required']);
    const granted = await post(`/api/learn/liveSession/${premiumId}/register`, 'premium');
    expect(granted.statusCode).toBe(200);
    const [event] = await trackingEventsOf(ctx.db, 'live_session');
    expect(event?.data).toEqual({ sessionId: premiumId, userPremium: true });
  });

  it('answers 400 with a key for a bad period or time of day', async () => {
    expect(errorOf(await get('/api/learn/liveSessionSearch?includeTab=soon')).key).toBe('invalid_request');
    expect((await get('/api/learn/liveSessionSearch?tod=900_100')).statusCode).toBe(400);
  });
});

describe('live session details on the card and the calendar', () => {
  let referId: string;
  let taggedId: string;
  let hiddenId: string;
  let uaaId: string;
  let edlabId: string;
  let topic: { id: number; name: string };
  let industry: { id: number; name: string };

  beforeAll(async () => {
    const referred = await createItem(ctx.db, {
      type: 'tutorial',
      actorId: null,
      document: { title: 'Camera rigs', description: richTextFromParagraphs(['Rig a camera.']) },
    });
    await publishItem(ctx.db, { id: referred.id, actorId: null });
    referId = `ltu_${referred.id}`;
    topic = await insertTag(ctx.db, { kind: 'topic', slug: 'live-lighting', name: 'Lighting' });
    industry = await insertTag(ctx.db, { kind: 'industry', slug: 'live-film', name: 'Film and TV' });
    const later = (hours: number) => `${iso(hours * HOUR)}#${iso((hours + 1) * HOUR)}`;
    taggedId = await publishSession({
      title: 'Tagged clinic',
      begin: later(200),
      contentId: referId,
      details: { topicIds: [topic.id], industryIds: [industry.id] },
    });
    hiddenId = await publishSession({
      title: 'Hidden rehearsal',
      begin: later(210),
      contentId: referId,
      details: { hidden: true },
    });
    uaaId = await publishSession({
      title: 'Alliance office hours',
      begin: later(220),
      contentId: referId,
      details: { uaaOnly: true },
    });
    edlabId = await publishSession({
      title: 'Lab office hours',
      begin: later(230),
      contentId: referId,
      details: { edlabOnly: true },
    });
  }, 60_000);

  const openingIds = async (who?: string) => (await calendar('includeTab=opening', who)).items.map((item) => item.id);

  it('names the topics and industries saved on the details tab, with the skill level', async () => {
    const card = (await calendar('includeTab=opening')).items.find((item) => item.id === taggedId);
    expect(card).toMatchObject({
      skillLevel: 'intermediate',
      topics: [{ id: String(topic.id), name: 'Lighting' }],
      industries: [{ id: String(industry.id), name: 'Film and TV' }],
      refer: { id: referId, title: 'Camera rigs' },
    });
  });

  it('leaves hidden sessions out of the calendar and off the page of the item they refer to', async () => {
    for (const who of [undefined, 'learner', 'creator']) expect(await openingIds(who), who).not.toContain(hiddenId);
    const extended = resultOf<{ liveSession: TLiveSessionCard | null }>(
      await get(`/api/learn/tutorial/${referId}/extends`, 'uaa'),
    );
    // The last opening session it may see: the alliance one; the hidden one, later, is not it.
    expect(extended.liveSession?.id).toBe(uaaId);
  });

  it('shows alliance-only and lab-only sessions to their members and staff alone, and lets only them register', async () => {
    const anonymous = await openingIds();
    expect(anonymous).toContain(taggedId);
    expect(anonymous).not.toContain(uaaId);
    expect(anonymous).not.toContain(edlabId);
    expect(await openingIds('learner')).not.toEqual(expect.arrayContaining([uaaId]));
    const forUaa = await openingIds('uaa');
    expect([forUaa.includes(uaaId), forUaa.includes(edlabId)]).toEqual([true, false]);
    const forEdlab = await openingIds('edlab');
    expect([forEdlab.includes(uaaId), forEdlab.includes(edlabId)]).toEqual([false, true]);
    expect(await openingIds('creator')).toEqual(expect.arrayContaining([uaaId, edlabId]));

    const refused = await post(`/api/learn/liveSession/${uaaId}/register`, 'learner');
    expect([refused.statusCode, errorOf(refused).key]).toEqual([404, 'not_found']);
    expect((await post(`/api/learn/liveSession/${uaaId}/register`, 'uaa')).statusCode).toBe(200);
    const extended = resultOf<{ liveSession: TLiveSessionCard | null }>(
      await get(`/api/learn/tutorial/${referId}/extends`),
    );
    expect(extended.liveSession?.id).toBe(taggedId);
  });
});

describe("the latest live session on an item's page", () => {
  let itemId: string;
  let latestId: string;
  let upcomingId: string;

  beforeAll(async () => {
    const tutorial = await createItem(ctx.db, {
      type: 'tutorial',
      actorId: null,
      document: { title: 'Render passes', description: richTextFromParagraphs(['Split a render.']) },
    });
    await publishItem(ctx.db, { id: tutorial.id, actorId: null });
    itemId = `ltu_${tutorial.id}`;
    const at = (hours: number) => `${iso(hours * HOUR)}#${iso((hours + 1) * HOUR)}`;
    // Published before the older one: the newest start decides, not the order of publishing.
    latestId = await publishSession({
      title: 'Render review',
      begin: at(-50),
      contentId: itemId,
      previousVideoId: thumbnailId,
    });
    await publishSession({
      title: 'First render review',
      begin: at(-100),
      contentId: itemId,
      previousVideoId: thumbnailId,
    });
    await publishSession({ title: 'Unrecorded review', begin: at(-10), contentId: itemId });
    await publishSession({
      title: 'Hidden review',
      begin: at(-5),
      contentId: itemId,
      previousVideoId: thumbnailId,
      details: { hidden: true },
    });
    upcomingId = await publishSession({ title: 'Next render review', begin: at(30), contentId: itemId });
  }, 60_000);

  it('answers the newest previous session with a recording beside the upcoming one, to anyone', async () => {
    for (const who of [undefined, 'learner', 'uaa']) {
      const extended = resultOf<{ liveSession: TLiveSessionCard | null; latestLiveSession: TLiveSessionCard | null }>(
        await get(`/api/learn/tutorial/${itemId}/extends`, who),
      );
      expect(extended.liveSession?.id, who).toBe(upcomingId);
      expect(extended.latestLiveSession, who).toMatchObject({
        id: latestId,
        title: 'Render review',
        period: 'previous',
        previousVideo: { id: thumbnailId, url: `/files/${thumbnailId}`, title: 'The recording' },
      });
    }
  });

  it('answers no latest session on a live session page or an item without a recorded one', async () => {
    const own = resultOf<{ latestLiveSession: TLiveSessionCard | null }>(
      await get(`/api/learn/liveSession/${latestId}/extends`),
    );
    expect(own.latestLiveSession).toBeNull();
    const unrecorded = await createItem(ctx.db, {
      type: 'tutorial',
      actorId: null,
      document: { title: 'Compositing', description: richTextFromParagraphs(['Layer it.']) },
    });
    await publishItem(ctx.db, { id: unrecorded.id, actorId: null });
    await publishSession({
      title: 'Compositing talk',
      begin: `${iso(-20 * HOUR)}#${iso(-19 * HOUR)}`,
      contentId: `ltu_${unrecorded.id}`,
    });
    const extended = resultOf<{ latestLiveSession: TLiveSessionCard | null }>(
      await get(`/api/learn/tutorial/ltu_${unrecorded.id}/extends`, 'learner'),
    );
    expect(extended.latestLiveSession).toBeNull();
  });
});
