import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { ASSET_UNLOCK_PACKAGES } from '@questline/domain/asset-packages';
import { sanitizeRichText, type TRichText, type TRichTextNode } from '@questline/domain/rules/rich-text';
import { slugify } from '@questline/domain/rules/slug';
import type { TLiveSessionCard } from '@questline/domain/schemas/live-session';
import type { TLearnerDashboard } from '@questline/domain/schemas/profile';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type TTestContext } from '../../../test/test-app';
import { accounts, contentEdges, contentItems, contentVersions, tags } from '../../db/schema';
import { prepareStart, type TStartPreparation } from '../../first-start';
import { whenTranscodesIdle } from '../../modules/media/transcode/queue';
import { catalogueChanged } from '../../modules/search/search-cache';
import { createUser } from '../../modules/users/users.service';
import { DEMO_ACCOUNTS, demoAccountsPath, readDemoAccounts } from './demo-accounts';
import { demoCatalogue } from './demo-catalogue';
import { demoRichText } from './demo-rich-text';
import { demoOptionId, demoQuestionId, seedDemoIfEmpty } from './seed';

let ctx: TTestContext;
let start: TStartPreparation;
/** The password the seed generated for a demo account. */
const passwordOf = (email: string) => {
  const password = start.demoAccounts.find((account) => account.email === email)?.password;
  if (!password) throw new Error(`no demo password for ${email}`);
  return password;
};
beforeAll(async () => {
  ctx = await createTestApp();
  // A user made by the CLI beforehand does not count as content.
  await createUser(
    { db: ctx.db, auth: ctx.runtime.auth },
    { email: 'ops@example.test', password: 'ops-password', name: 'Ops' },
  );
  // A start with the demo on (the embedded default), as main.ts makes it.
  start = await prepareStart({ ...ctx.runtime, config: { ...ctx.runtime.config, seedDemo: true } });
}, 120_000);
afterAll(() => ctx.close());

const hasFfmpeg = ['ffmpeg', 'ffprobe'].every((command) => spawnSync(command, ['-version']).status === 0);

const countByType = async () => {
  const rows = await ctx.db
    .select({
      type: contentItems.type,
      count: sql<number>`count(*)::int`,
      published: sql<number>`count(*) filter (where ${contentItems.status} = 'published')::int`,
    })
    .from(contentItems)
    .groupBy(contentItems.type);
  return Object.fromEntries(
    rows.map((row) => [row.type, { count: Number(row.count), published: Number(row.published) }]),
  );
};

describe('the demo catalogue', () => {
  it('seeds on first start even when users exist, and prints no setup link: the demo has its super admin', () => {
    expect(start.seeded).toBe(true);
    expect(start.setupToken).toBeNull();
  });

  it('gives every demo account its own generated password, kept in DATA_DIR/demo-accounts.json for its owner only', async () => {
    expect(start.demoAccounts.map((account) => account.email)).toEqual(DEMO_ACCOUNTS.map((account) => account.email));
    const passwords = start.demoAccounts.map((account) => account.password);
    expect(new Set(passwords).size).toBe(DEMO_ACCOUNTS.length);
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await readDemoAccounts(ctx.runtime.config.dataDir)).toEqual(start.demoAccounts);
    const { mode } = await fs.stat(demoAccountsPath(ctx.runtime.config.dataDir));
    expect(mode & 0o777).toBe(0o600);
    // Stored hashed like anyone's: no account row holds a password as it was generated.
    const stored = await ctx.db.select({ password: accounts.password }).from(accounts);
    expect(stored.filter((row) => row.password && passwords.includes(row.password))).toEqual([]);
  });

  it('lets every demo account sign in with its password, and with no other account’s', async () => {
    for (const account of start.demoAccounts) {
      const signIn = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: account.email, password: account.password },
      });
      expect(signIn.statusCode, account.email).toBe(200);
    }
    const [first, second] = start.demoAccounts;
    const crossed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: first?.email, password: second?.password },
    });
    expect(crossed.statusCode).toBe(401);
  });

  it('holds at least the promised content, all published, each with a version', async () => {
    const counts = await countByType();
    const minimum = {
      pathway: 3,
      mission: 8,
      tutorial: 30,
      project: 6,
      course: 4,
      quiz: 6,
      liveSession: 3,
      skill: 10,
      competency: 4,
      badge: 1,
    };
    for (const [type, atLeast] of Object.entries(minimum)) {
      expect(counts[type]?.count, type).toBeGreaterThanOrEqual(atLeast);
      expect(counts[type]?.published, type).toBe(counts[type]?.count);
    }
    const items = await ctx.db.$count(contentItems);
    const versions = await ctx.db.$count(contentVersions);
    expect(versions).toBe(items);
    expect(await ctx.db.$count(tags, sql`${tags.kind} = 'topic'`)).toBeGreaterThanOrEqual(12);
    expect(await ctx.db.$count(tags, sql`${tags.kind} = 'industry'`)).toBeGreaterThanOrEqual(6);
    expect(await ctx.db.$count(contentEdges)).toBeGreaterThan(50);
  });

  /** The steps of every published tutorial, as stored. */
  const publishedSteps = async () => {
    const rows = await ctx.db
      .select({ published: contentItems.published })
      .from(contentItems)
      .where(and(eq(contentItems.type, 'tutorial'), eq(contentItems.status, 'published')));
    return rows.flatMap(
      (row) => (row.published as { sections?: { title: string; body: TRichText }[] } | null)?.sections ?? [],
    );
  };
  /** A node and everything under it, depth first. */
  const nodesOf = (node: TRichTextNode): TRichTextNode[] => [node, ...(node.content ?? []).flatMap(nodesOf)];
  const textOf = (node: TRichTextNode): string =>
    node.type === 'text' ? (node.text ?? '') : (node.content ?? []).map(textOf).join('');

  it('teaches like an engine tutorial: code in several languages, callouts, tables, keys, headings and lists', async () => {
    const steps = await publishedSteps();
    const nodes = steps.flatMap((step) => nodesOf(step.body));
    const codeBlocks = nodes.filter((node) => node.type === 'codeBlock');
    const languages = new Set(codeBlocks.map((node) => node.attrs?.language));
    expect(languages.size).toBeGreaterThanOrEqual(4);
    expect([...languages]).toEqual(expect.arrayContaining(['csharp', 'hlsl', 'shaderlab', 'json', 'yaml', 'shell']));
    // A whole component under its file name, the lines that matter highlighted, each within the block.
    const floating = codeBlocks.find((node) => node.attrs?.filename === 'FloatingCube.cs');
    expect(textOf(floating ?? { type: 'codeBlock' })).toMatch(
      /public class FloatingCube : MonoBehaviour[\s\S]*float offset = Mathf\.Sin\(Time\.time \* frequency\) \* amplitude;/,
    );
    for (const block of codeBlocks.filter((node) => node.attrs?.highlightLines)) {
      const lines = textOf(block).split('\n').length;
      const highest = Math.max(...String(block.attrs?.highlightLines).split(/[,-]/).map(Number));
      expect(highest, `${block.attrs?.filename}: ${block.attrs?.highlightLines}`).toBeLessThanOrEqual(lines);
    }
    expect(new Set(nodes.filter((node) => node.type === 'callout').map((node) => node.attrs?.kind))).toEqual(
      new Set(['note', 'tip', 'warning', 'important']),
    );
    const tables = nodes.filter((node) => node.type === 'table');
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables)
      expect(table.content?.[0]?.content?.every((cell) => cell.type === 'tableHeader')).toBe(true);
    // Keys as keys, identifiers as code, inside tables too; no markup of the catalogue left in the text.
    const marked = (mark: string) => nodes.filter((node) => node.marks?.some((entry) => entry.type === mark));
    expect(marked('kbd').map((node) => node.text)).toEqual(expect.arrayContaining(['Ctrl', 'Space', 'F']));
    expect(tables.some((table) => nodesOf(table).some((node) => node.marks?.some((mark) => mark.type === 'kbd')))).toBe(
      true,
    );
    expect(marked('code').map((node) => node.text)).toEqual(expect.arrayContaining(['Update', 'Time.deltaTime']));
    const prose = nodes.filter((node) => node.type === 'text' && !node.marks);
    expect(prose.filter((node) => /`|\[\[|\]\]|\*\*/.test(node.text ?? '')).map((node) => node.text)).toEqual([]);
    expect(new Set(nodes.filter((node) => node.type === 'heading').map((node) => node.attrs?.level))).toEqual(
      new Set([3, 4]),
    );
    expect(nodes.some((node) => node.type === 'orderedList')).toBe(true);
    expect(
      nodes.some((node) => node.type === 'listItem' && node.content?.some((child) => child.type.endsWith('List'))),
    ).toBe(true);
  });

  it('writes every step in the shapes rich text keeps, so publishing it again changes nothing', async () => {
    for (const step of await publishedSteps()) expect(sanitizeRichText(step.body), step.title).toEqual(step.body);
  });

  it('illustrates steps with images it drew, each with alt text and a caption, served as PNG', async () => {
    const images = (await publishedSteps()).flatMap((step) =>
      nodesOf(step.body).filter((node) => node.type === 'image'),
    );
    expect(new Set(images.map((image) => image.attrs?.src)).size).toBeGreaterThanOrEqual(3);
    for (const image of images) {
      expect(String(image.attrs?.alt ?? '').trim(), String(image.attrs?.src)).not.toBe('');
      expect(String(image.attrs?.caption ?? '').trim(), String(image.attrs?.src)).not.toBe('');
      const file = await ctx.app.inject({ method: 'GET', url: String(image.attrs?.src) });
      expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/png']);
      // The size the node reserves is the picture's own.
      expect([file.rawPayload.readUInt32BE(16), file.rawPayload.readUInt32BE(20)]).toEqual([
        image.attrs?.width,
        image.attrs?.height,
      ]);
    }
  });

  it('shows a short clip in a step where ffmpeg runs, transcoded as an upload is (none without ffmpeg)', async () => {
    const videos = (await publishedSteps()).flatMap((step) =>
      nodesOf(step.body).filter((node) => node.type === 'video'),
    );
    if (!hasFfmpeg) return expect(videos).toEqual([]);
    expect(videos).toHaveLength(1);
    const [clip] = videos;
    expect(String(clip?.attrs?.title ?? '').trim()).not.toBe('');
    const fileId = String(clip?.attrs?.src).replace(/^\/files\//, '');
    expect(fileId).toMatch(/^[a-f0-9]{32}\.mp4$/);
    await whenTranscodesIdle();
    const response = await ctx.app.inject({ method: 'GET', url: `/api/media/files/${fileId}/video` });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ status: 'ready', width: 640, height: 360, duration: 4 });
  });

  it('seeds the clip’s step without ffmpeg as well: only the video is left out', () => {
    const step = demoCatalogue.tutorials
      .flatMap((tutorial) => tutorial.steps)
      .find((entry) => entry.body.some((block) => typeof block === 'object' && 'video' in block));
    if (!step) throw new Error('the demo catalogue shows no clip');
    const doc = demoRichText(step.body, { images: new Map(), videos: new Map() });
    expect(doc.content?.map((node) => node.type)).not.toContain('video');
    expect(doc.content).toHaveLength(step.body.length - 1);
    expect(doc.content?.some((node) => node.attrs?.filename === 'FloatingCube.cs')).toBe(true);
  });

  it('gives every item a cover of artwork alone: no words in the picture', async () => {
    const rows = await ctx.db.select({ published: contentItems.published }).from(contentItems);
    const urls = new Set(
      rows.map((row) => (row.published as { thumbnail?: { url: string } | null } | null)?.thumbnail?.url),
    );
    expect(urls.has(undefined)).toBe(false);
    for (const url of urls) {
      const cover = await ctx.app.inject({ method: 'GET', url: String(url) });
      expect(cover.body, String(url)).toMatch(/^<svg[\s\S]*<\/svg>$/);
      expect(cover.body, String(url)).not.toMatch(/<text\b/);
    }
  });

  it('has one upcoming and one previous live session', () => {
    expect(demoCatalogue.liveSessions.some((session) => session.startsInDays > 0)).toBe(true);
    expect(demoCatalogue.liveSessions.some((session) => session.startsInDays < 0)).toBe(true);
  });

  it('has tutorials with steps, at most one lab and one submission step each', () => {
    for (const tutorial of demoCatalogue.tutorials) {
      expect(tutorial.steps.length, tutorial.key).toBeGreaterThan(0);
      expect(tutorial.steps.filter((step) => step.type === 'lab').length).toBeLessThanOrEqual(1);
      expect(tutorial.steps.filter((step) => step.type === 'submission').length).toBeLessThanOrEqual(1);
      expect(tutorial.title.length).toBeLessThanOrEqual(135);
    }
  });

  it('awards the asset unlock packages: the shooter template and the karting template’s three parts', async () => {
    const missions = await ctx.db
      .select({ published: contentItems.published })
      .from(contentItems)
      .where(and(eq(contentItems.type, 'mission'), eq(contentItems.status, 'published')));
    const awarded = missions.flatMap((row) =>
      ((row.published?.freeAssets ?? []) as { packageId: string; note: string }[]).map((asset) => asset.packageId),
    );
    expect(awarded.sort()).toEqual(ASSET_UNLOCK_PACKAGES.map((entry) => entry.id).sort());
  });

  it('creates one demo account per role', async () => {
    const cookieFor = async (email: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: passwordOf(email) },
      });
      expect(response.statusCode, email).toBe(200);
      return ([] as string[])
        .concat(response.headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0])
        .join('; ');
    };
    const admin = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: await cookieFor('admin@questline.dev') },
    });
    expect(admin.json().result.roles).toEqual(['learnAdmin']);
    const premium = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: await cookieFor('premium@questline.dev') },
    });
    expect(premium.json().result.premium).toBe(true);
  });

  it('does not seed twice, and a later start points to the passwords instead of printing them', async () => {
    expect(await seedDemoIfEmpty(ctx.runtime)).toEqual({ seeded: false, accounts: [] });
    const later = await prepareStart({ ...ctx.runtime, config: { ...ctx.runtime.config, seedDemo: true } });
    expect(later).toEqual({
      seeded: false,
      demoAccounts: [],
      demoAccountsFile: demoAccountsPath(ctx.runtime.config.dataDir),
      setupToken: null,
    });
  });
});

describe('GET /api/learn/home', () => {
  it('lists the newest published items per type with totals, and their covers are served', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/learn/home' });
    expect(response.statusCode).toBe(200);
    const { sections } = response.json().result;
    expect(sections.map((section: { type: string }) => section.type)).toEqual([
      'pathway',
      'liveSession',
      'course',
      'project',
      'tutorial',
      'quiz',
    ]);
    const tutorials = sections.find((section: { type: string }) => section.type === 'tutorial');
    expect(tutorials.total).toBe(demoCatalogue.tutorials.length);
    expect(tutorials.items).toHaveLength(8);
    const card = tutorials.items[0];
    expect(card.id).toMatch(/^ltu_\d+$/);
    expect(card.title.length).toBeGreaterThan(0);
    expect(card.descPlain.length).toBeGreaterThan(0);
    const cover = await ctx.app.inject({ method: 'GET', url: card.thumbnail.url });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/svg+xml');
    expect(cover.headers['cache-control']).toMatch(/immutable/);
    expect(cover.body).toMatch(/^<svg/);
  });

  it("shows the previous live session's recording in the calendar, and its file plays", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/learn/liveSessionSearch?includeTab=previous' });
    const { items } = response.json().result as {
      items: { title: string; previousVideo: { url: string; title: string } | null }[];
    };
    const showcase = items.find((item) => item.title.startsWith('Educator showcase'));
    expect(showcase?.previousVideo?.title).toBe('Educator showcase: the recording');
    const file = await ctx.app.inject({ method: 'GET', url: showcase?.previousVideo?.url ?? '' });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'video/webm']);
  });

  it("queues the recording's transcode, which ends ready with its HLS playlist (or failed without ffmpeg)", async () => {
    const recordingVideo = async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/learn/liveSessionSearch?includeTab=previous' });
      const { items } = response.json().result as { items: TLiveSessionCard[] };
      return items.find((item) => item.title.startsWith('Educator showcase'))?.previousVideo?.video;
    };
    // Without ffmpeg the job may already have failed (a failed video is not shown).
    if (hasFfmpeg) expect(['processing', 'ready']).toContain((await recordingVideo())?.status);
    await whenTranscodesIdle();
    const video = await recordingVideo();
    if (!hasFfmpeg) return expect(video).toBeNull();
    expect(video?.status).toBe('ready');
    const playlist = await ctx.app.inject({ method: 'GET', url: video?.playlist?.url ?? '' });
    expect([playlist.statusCode, playlist.body.startsWith('#EXTM3U')]).toEqual([200, true]);
  });

  it('leaves hidden items out', async () => {
    await ctx.db.update(contentItems).set({ hidden: true }).where(sql`${contentItems.type} = 'pathway'`);
    // Written past content.service, which would tell the kept answers of the catalogue's change.
    catalogueChanged();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/learn/home' });
    const pathways = response.json().result.sections.find((section: { type: string }) => section.type === 'pathway');
    expect(pathways).toEqual({ type: 'pathway', total: 0, items: [] });
    await ctx.db.update(contentItems).set({ hidden: false }).where(sql`${contentItems.type} = 'pathway'`);
    catalogueChanged();
  });

  it('answers an unknown file with 404 not_found', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/files/${'0'.repeat(32)}.svg` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { key: 'not_found' } });
  });
});

describe('the seed in the editors', () => {
  const editorCookie = async (email = 'editor@questline.dev') => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: passwordOf(email) },
    });
    return ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
  };
  const call = async (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await injectAs(ctx.app, cookie, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 300)}`).toBe(200);
    return response.json().result;
  };

  it('opens, saves and republishes a seed tutorial, project and course without losing their durations', async () => {
    const cookie = await editorCookie();
    const tutorial = demoCatalogue.tutorials.find((entry) => entry.steps.every((step) => step.type === 'text'));
    const project = demoCatalogue.projects[0];
    const course = demoCatalogue.courses[0];
    if (!tutorial || !project || !course) throw new Error('the demo catalogue has no plain tutorial');

    const read = await call(cookie, 'GET', `/api/learn/tutorial/${slugify(tutorial.title)}?edit=true`);
    expect(read).toMatchObject({
      duration: tutorial.durationMinutes,
      estimationInHour: Math.floor(tutorial.durationMinutes / 60),
      estimationInMinute: tutorial.durationMinutes % 60,
      thumbnailId: read.thumbnail.id,
    });
    const { skillLevel, estimationInHour, estimationInMinute, sections } = read;
    const steps = await call(cookie, 'POST', `/api/learn/tutorial/${read.id}/steps`, {
      skillLevel,
      estimationInHour,
      estimationInMinute,
      sections,
    });
    expect(steps.duration).toBe(tutorial.durationMinutes);
    const published = await call(cookie, 'POST', `/api/learn/tutorial/${read.id}/publish`, {});
    expect(published.item).toMatchObject({ duration: tutorial.durationMinutes, status: 'published' });
    // Its images, tables, callouts and code pass the editors' sanitiser and publishing's alt-text rule untouched.
    const again = await call(cookie, 'GET', `/api/learn/tutorial/${slugify(tutorial.title)}?edit=true`);
    expect(again.sections.map((section: { body: unknown }) => section.body)).toEqual(
      sections.map((section: { body: unknown }) => section.body),
    );
    expect(JSON.stringify(sections)).toMatch(/"type":"image"[\s\S]*"type":"table"/);

    for (const [type, title] of [
      ['project', project.title],
      ['course', course.title],
    ] as const) {
      const item = await call(cookie, 'GET', `/api/learn/${type}/${slugify(title)}?edit=true`);
      const content = await call(cookie, 'POST', `/api/learn/${type}/${item.id}/content`, {
        skillLevel: item.skillLevel,
        contentIds: item.contentIds,
      });
      // Every seed child is published and public, so the computed duration is the seed's own.
      expect(content.duration, type).toBe(item.duration);
      const { item: again } = await call(cookie, 'POST', `/api/learn/${type}/${item.id}/publish`, {});
      expect(again, type).toMatchObject({ status: 'published', duration: item.duration, contentIds: item.contentIds });
    }
  });

  it('opens a seed mission and pathway in their editors and republishes them as seeded', async () => {
    const cookie = await editorCookie();
    const missionEntry = demoCatalogue.missions.find((entry) => entry.prerequisiteKeys.length > 0);
    const pathwayEntry = demoCatalogue.pathways[0];
    if (!missionEntry || !pathwayEntry) throw new Error('the demo catalogue has no mission with prerequisites');

    const mission = await call(cookie, 'GET', `/api/learn/mission/${slugify(missionEntry.title)}?edit=true`);
    expect(mission).toMatchObject({
      thumbnailId: mission.thumbnail.id,
      badgeThumbnailId: mission.badgeThumbnail.id,
      badgeId: expect.stringMatching(/^lbg_\d+$/),
      draftCustomContents: mission.customContents,
      draftAssessmentItem: mission.assessmentItem,
      defaultSet: 'set1',
      versionRank: 1,
    });
    expect(mission.customContents).toHaveLength(missionEntry.sets.length);
    expect(mission.prerequisiteIds).toHaveLength(missionEntry.prerequisiteKeys.length);
    const validation = await call(cookie, 'POST', `/api/learn/mission/${mission.id}/validate`, {});
    expect(validation).toEqual({ isChangeVersion: false, changedIds: [] });
    const { item: republished } = await call(cookie, 'POST', `/api/learn/mission/${mission.id}/publish`, {});
    // The seed writes what publishing derives: the same duration, skill level, version and badge item.
    expect(republished).toMatchObject({
      status: 'published',
      versionRank: 1,
      duration: mission.duration,
      skillLevel: mission.skillLevel,
      badgeId: mission.badgeId,
      prerequisiteIds: mission.prerequisiteIds,
      customContents: mission.customContents,
    });
    expect(republished.duration).toBeGreaterThan(0);

    const pathway = await call(cookie, 'GET', `/api/learn/pathway/${slugify(pathwayEntry.title)}?edit=true`);
    expect(pathway).toMatchObject({
      duration: pathwayEntry.durationWeeks,
      badgeId: expect.stringMatching(/^lbg_\d+$/),
      acclaimBadge: expect.any(String),
    });
    expect(pathway.missionIds).toHaveLength(pathwayEntry.missionKeys.length);
    const { item: pathwayAgain } = await call(cookie, 'POST', `/api/learn/pathway/${pathway.id}/publish`, {});
    expect(pathwayAgain).toMatchObject({
      status: 'published',
      missionIds: pathway.missionIds,
      skillLevel: pathway.skillLevel,
      estimatedDuration: pathway.estimatedDuration,
      badgeId: pathway.badgeId,
    });
    expect(pathwayAgain.estimatedDuration).toBeGreaterThan(0);
  });

  it('gives every submission step the kind of work it asks for, so it publishes as seeded', async () => {
    const cookie = await editorCookie();
    const tutorial = demoCatalogue.tutorials.find(
      (entry) =>
        entry.steps.some((step) => step.type === 'submission') && entry.steps.every((step) => step.type !== 'lab'),
    );
    if (!tutorial) throw new Error('the demo catalogue has no tutorial with a submission step and no lab');
    const read = await call(cookie, 'GET', `/api/learn/tutorial/${slugify(tutorial.title)}?edit=true`);
    const submission = read.sections.find((section: { type: string }) => section.type === 'submission');
    expect(['webgl', 'image', 'video', 'link']).toContain(submission.submissionType);
    const published = await call(cookie, 'POST', `/api/learn/tutorial/${read.id}/publish`, {});
    expect(published.item.status).toBe('published');
  });

  it('opens a seed skill and competency in their editors, republishes them, and shows them in the architecture', async () => {
    // Skills and competencies are authored by learn admins alone.
    const cookie = await editorCookie('admin@questline.dev');
    const competencyEntry = demoCatalogue.competencies[0];
    if (!competencyEntry) throw new Error('the demo catalogue has no competency');
    const competency = await call(cookie, 'GET', `/api/learn/competency/${slugify(competencyEntry.title)}?edit=true`);
    expect(competency).toMatchObject({ internalID: competencyEntry.internalId, thumbnailId: competency.thumbnail.id });
    expect(competency.skillIds).toHaveLength(competencyEntry.skillKeys.length);
    const { item: republished } = await call(cookie, 'POST', `/api/learn/competency/${competency.id}/publish`, {});
    expect(republished).toMatchObject({ status: 'published', skillIds: competency.skillIds });

    const skillId = competency.skillIds[0];
    const skill = await call(cookie, 'GET', `/api/learn/skill/${skillId}?edit=true`);
    expect(skill.internalID).toMatch(/^Skill-/);
    expect(skill.subSkills.length).toBeGreaterThan(0);
    const { item: skillAgain } = await call(cookie, 'POST', `/api/learn/skill/${skill.id}/publish`, {});
    expect(skillAgain).toMatchObject({ status: 'published', internalID: skill.internalID, subSkills: skill.subSkills });
    // A seed skill holds the tutorials tagged with it, with the duration publishing derives from them.
    expect(skill.contentIds.length).toBeGreaterThan(0);
    expect(skillAgain).toMatchObject({ contentIds: skill.contentIds, duration: skill.duration });

    // Publishing a tutorial writes its 'skill' edges from its skills, which the architecture reads.
    const firstTagged = demoCatalogue.tutorials.find(
      (entry) => entry.skillKeys.length > 0 && entry.steps.every((step) => step.type !== 'lab'),
    );
    if (!firstTagged) throw new Error('the demo catalogue has no tagged tutorial without a lab step');
    const tutorial = await call(cookie, 'GET', `/api/learn/tutorial/${slugify(firstTagged.title)}?edit=true`);
    const tutorialId = Number(tutorial.id.split('_')[1]);
    await ctx.db.delete(contentEdges).where(and(eq(contentEdges.parentId, tutorialId), eq(contentEdges.role, 'skill')));
    await call(cookie, 'POST', `/api/learn/tutorial/${tutorial.id}/publish`, {});

    const architecture = await call(cookie, 'GET', '/api/creator/architecture');
    const skillsOfTutorial = Object.values(architecture.skillMap).filter((entry) =>
      (entry as { contentIds: string[] }).contentIds.includes(tutorial.id),
    );
    expect(skillsOfTutorial).toHaveLength(firstTagged.skillKeys.length);
    expect(architecture.competencies).toHaveLength(demoCatalogue.competencies.length);
    expect(Object.keys(architecture.skillMap)).toHaveLength(demoCatalogue.skills.length);
    const taggedTutorials = demoCatalogue.tutorials.filter((entry) =>
      entry.skillKeys.includes(competencyEntry.skillKeys[0] as string),
    );
    const tagged = architecture.skillMap[skillId].contentIds.filter((id: string) => id.startsWith('ltu_'));
    expect(tagged).toHaveLength(taggedTutorials.length);
    expect(architecture.missions).toHaveLength(demoCatalogue.missions.length);
    expect(architecture.pathways).toHaveLength(demoCatalogue.pathways.length);
  });
});

describe("the demo learner's progress", () => {
  it('arrives with a tutorial half done, a completed tutorial and mission with XP and a badge, a failed quiz and a registration', async () => {
    const signInResponse = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'learner@questline.dev', password: passwordOf('learner@questline.dev') },
    });
    const cookie = ([] as string[])
      .concat(signInResponse.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    const response = await ctx.app.inject({ method: 'GET', url: '/api/users/me/dashboard', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const dashboard = response.json().result as TLearnerDashboard;
    const titleOf = (key: string) =>
      [...demoCatalogue.tutorials, ...demoCatalogue.quizzes, ...demoCatalogue.missions].find(
        (entry) => entry.key === key,
      )?.title;
    const progressOf = (key: string) =>
      dashboard.inProgress.find((entry) => entry.item.title === titleOf(key))?.progress;
    const quiz = demoCatalogue.quizzes.find((entry) => entry.key === 'quiz-editor-essentials');
    const firstScene = demoCatalogue.tutorials.find((entry) => entry.key === 'tut-first-scene');
    expect(progressOf('tut-first-scene')).toEqual({ kind: 'parts', done: 2, total: firstScene?.steps.length });
    expect(progressOf('quiz-editor-essentials')).toMatchObject({
      kind: 'quiz',
      status: 'failed',
      correctCount: 2,
      score: Math.round((2 / (quiz?.questions.length ?? 1)) * 100),
    });
    expect(dashboard.completed.map((entry) => entry.item.title).sort()).toEqual(
      [titleOf('tut-baked-lighting'), titleOf('mission-light-and-sound')].sort(),
    );
    expect(dashboard.badges.total).toBe(1);
    expect(dashboard.experience.map((entry) => entry.categoryId).sort()).toEqual(
      expect.arrayContaining(['artAnimation', 'audio']),
    );
    expect(dashboard.streak).toMatchObject({ days: 1, activeToday: true });
    expect(dashboard.liveSessions).toHaveLength(1);
  });
});

describe('the demo quizzes', () => {
  const learnerCookie = async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'learner@questline.dev', password: passwordOf('learner@questline.dev') },
    });
    return ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
  };
  const post = async (cookie: string, url: string, payload: object) => {
    const response = await injectAs(ctx.app, cookie, 'POST', url, payload);
    expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
    return response.json().result;
  };

  it('keep stable question and option ids, and can be taken and passed by a learner', async () => {
    const cookie = await learnerCookie();
    for (const quiz of demoCatalogue.quizzes) {
      expect(quiz.passNumber, quiz.key).toBeLessThanOrEqual(quiz.questions.length);
      const read = await ctx.app.inject({ method: 'GET', url: `/api/learn/quiz/${slugify(quiz.title)}` });
      const { id, questionsCount } = read.json().result;
      expect(questionsCount, quiz.key).toBe(quiz.questions.length);
      const { progress } = await post(cookie, `/api/learn/quiz/${id}/attempt`, {});
      expect(progress.questions.map((question: { id: string }) => question.id)).toEqual(
        quiz.questions.map((_, index) => demoQuestionId(quiz.key, index)),
      );
      const answers = quiz.questions.map((question, questionIndex) => ({
        questionId: demoQuestionId(quiz.key, questionIndex),
        optionIds: question.options.flatMap((option, optionIndex) =>
          option.correct ? [demoOptionId(quiz.key, questionIndex, optionIndex)] : [],
        ),
      }));
      const result = await post(cookie, `/api/learn/quiz/${id}/answers`, {
        attemptId: progress.attempt.id,
        answers,
      });
      expect(result.progress.attempt, quiz.key).toMatchObject({ passed: true, correctCount: quiz.questions.length });
      expect(result.levelDetails.map((detail: { categoryId: string }) => detail.categoryId)).toEqual(
        quiz.points.map((entry) => entry.category),
      );
    }
  });

  it('open in the editor with their estimation and republish as seeded', async () => {
    const quiz = demoCatalogue.quizzes[0];
    if (!quiz) throw new Error('the demo catalogue has no quiz');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'editor@questline.dev', password: passwordOf('editor@questline.dev') },
    });
    const cookie = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/learn/quiz/${slugify(quiz.title)}?edit=true`,
      headers: { cookie },
    });
    const item = read.json().result;
    expect(item).toMatchObject({
      duration: quiz.durationMinutes,
      estimationInHour: Math.floor(quiz.durationMinutes / 60),
      estimationInMinute: quiz.durationMinutes % 60,
    });
    const { item: published } = await post(cookie, `/api/learn/quiz/${item.id}/publish`, {});
    expect(published).toMatchObject({ status: 'published', duration: quiz.durationMinutes });
    expect(published.questions.map((question: { id: string }) => question.id)).toEqual(
      quiz.questions.map((_, index) => demoQuestionId(quiz.key, index)),
    );
  });
});
