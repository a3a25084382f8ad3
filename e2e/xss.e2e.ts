/**
 * Issue 13, Security: the XSS corpus (support/xss-corpus.ts) goes through every place a user writes text that others
 * see, by the API an attacker would use and by the UI, and the pages that show it, opened in Chromium with the CSP
 * switched off, run none of it, open no dialog and hold no markup a payload made (support/xss-guard.ts).
 */
import { type Browser, type BrowserContext, type Page, request } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appUrl, launchBrowser, newContext, signIn, signUpAndIn } from './support/browser';
import { ifMatchFor, uploadImage } from './support/content';
import { unique } from './support/editor';
import {
  HOSTILE_URLS,
  hostileRichText,
  payloadChunks,
  payloadsUpTo,
  richTextFindings,
  richTextTexts,
  XSS_PAYLOADS,
  XSS_SAMPLE,
} from './support/xss-corpus';
import { domFindings, expectNoXss, guardedContext } from './support/xss-guard';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const stamp = Date.now().toString(36);

/** A POST that must succeed: answers its result. */
const postOk = async (context: BrowserContext, path: string, data: unknown) => {
  const response = await context.request.post(path, { data, headers: await ifMatchFor(context, path) });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()).result;
};

/** A POST that must be refused as bad input: answers the error body. */
const postRefused = async (context: BrowserContext, path: string, data: unknown) => {
  const response = await context.request.post(path, { data, headers: await ifMatchFor(context, path) });
  expect(response.status(), `${path} took ${JSON.stringify(data).slice(0, 120)}`).toBe(400);
  return (await response.json()).error as { key: string };
};

/** A new learner with this display name, signed in in a guarded context (its own 10 s posting slot). */
const newLearner = async (name: string) => {
  const guarded = await guardedContext(browser);
  const email = `xss-${Math.random().toString(36).slice(2, 10)}-${stamp}@example.test`;
  await signUpAndIn(guarded.context.request, { email, password: 'correct-horse-battery', name });
  const me = (await (await guarded.context.request.get('/api/me')).json()).result as { id: string };
  return { ...guarded, userId: me.id };
};

/** Opens a path in the page, waits for what shows the stored text, and checks nothing ran. */
const visit = async (page: Page, ran: readonly string[], path: string, ready: (page: Page) => Promise<unknown>) => {
  await page.goto(path);
  await ready(page);
  await expectNoXss(page, ran, path);
};

/** A rich-text document of one paragraph. */
const plain = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

/** Runs the writes a few at a time: quick, without one request per payload queuing behind the whole corpus. */
const inBatches = async <T>(items: readonly T[], write: (item: T) => Promise<unknown>) => {
  for (let start = 0; start < items.length; start += 6) await Promise.all(items.slice(start, start + 6).map(write));
};

/** Opens the header's avatar menu, which shows the display name (clicked again if the first click came early). */
const openAccountMenu = async (page: Page, name: string) => {
  const menu = page.getByRole('menu');
  await expect
    .poll(
      async () => {
        if (!(await menu.isVisible())) await page.getByRole('button', { name: /Account menu for/ }).click();
        return menu.isVisible();
      },
      { timeout: 15_000, message: `the avatar menu of ${name}` },
    )
    .toBe(true);
};

let tutorialId: string;
let stepId: string;

it('catches a payload that runs, an inert one that reached the DOM as markup, and a dialog', async () => {
  const { context, ran } = await guardedContext(browser);
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<img src=x onerror=__xss(4)><a href="javascript:__xss(13)">x</a>');
  });
  await expect.poll(() => ran.length).toBe(1);
  expect(ran[0]).toMatch(/^payload 4 ran/);
  expect(await domFindings(page)).toEqual(['<img onerror="__xss(4)">', '<a href="javascript:__xss(13)">']);
  await page.evaluate(() => setTimeout(() => alert(1)));
  await expect.poll(() => ran.length).toBe(2);
  await context.close();
});

it('keeps titles, descriptions, steps and hostile TipTap JSON inert on the tutorial, its editor and the catalogue', async () => {
  const author = await newContext(browser);
  await signIn(author, 'creator@questline.dev');
  const image = await uploadImage(author, 160, 90);
  const thumbnailId = image.slice('/files/'.length);
  const hostile = hostileRichText(image);

  // URL fields take http(s) only: every hostile URL is refused where a lab step names its lab.
  const draft = await postOk(author, '/api/learn/tutorial/0/general', {
    title: `</title><script>__xss(25)</script> ${stamp}`,
    description: hostile,
    thumbnailId,
  });
  tutorialId = draft.id;
  for (const labUrl of HOSTILE_URLS) {
    const error = await postRefused(author, `/api/learn/tutorial/${tutorialId}/steps`, {
      skillLevel: 'beginner',
      sections: [{ type: 'lab', title: 'Lab', labUrl }],
    });
    expect(JSON.stringify(error)).toContain('error_URL');
  }
  // A thumbnail is an uploaded file's id, never a URL.
  for (const url of HOSTILE_URLS) {
    await postRefused(author, `/api/learn/tutorial/${tutorialId}/general`, { title: 'Thumbnail', thumbnailId: url });
  }
  await postOk(author, `/api/learn/tutorial/${tutorialId}/steps`, {
    skillLevel: 'beginner',
    sections: [
      { type: 'text', title: '"><img src=x onerror=__xss(20)>', body: hostile },
      { type: 'lab', title: "'><svg onload=__xss(21)>", labUrl: 'https://example.org/"><script>__xss(22)</script>' },
    ],
  });
  await postOk(author, `/api/learn/tutorial/${tutorialId}/details`, {});
  await postOk(author, `/api/learn/tutorial/${tutorialId}/publish`, {});
  const read = (await (await author.request.get(`/api/learn/tutorial/${tutorialId}`)).json()).result;
  stepId = (read.sections as { id: string }[])[0]?.id as string;
  // What the server stored holds only allow-listed nodes, marks, attributes and URLs; every payload stays as text.
  for (const doc of [read.description, read.sections[0].body]) {
    expect(richTextFindings(doc)).toEqual([]);
    expect(JSON.stringify(doc)).not.toContain('"embed"');
    expect(richTextTexts(doc)).toEqual(expect.arrayContaining(XSS_PAYLOADS.map((payload) => payload.text)));
  }

  // Every payload becomes a title: packed a few to a title, drafts list them on the dashboard, and the first few,
  // published, in the search results; and one tutorial carries one step per payload, its tabs titled with them.
  const marker = `xsstitle${stamp}`;
  const titles = payloadChunks(130 - marker.length).map((chunk) => `${chunk.replaceAll('\n', ' ')} ${marker}`);
  expect(titles.join(' ')).toEqual(expect.stringContaining(XSS_PAYLOADS.at(-1)?.text as string));
  const drafts: string[] = [];
  await inBatches(titles, async (title) => {
    const { id } = await postOk(author, '/api/learn/tutorial/0/general', {
      title,
      description: plain(title),
      thumbnailId,
    });
    drafts.push(id);
  });
  await inBatches(drafts.slice(0, 6), async (id) => {
    await postOk(author, `/api/learn/tutorial/${id}/steps`, {
      skillLevel: 'beginner',
      sections: [{ type: 'text', title: 'Read' }],
    });
    await postOk(author, `/api/learn/tutorial/${id}/details`, {});
    await postOk(author, `/api/learn/tutorial/${id}/publish`, {});
  });
  const steps = await postOk(author, '/api/learn/tutorial/0/general', {
    title: `Steps ${marker}`,
    description: plain('Steps'),
    thumbnailId,
  });
  await postOk(author, `/api/learn/tutorial/${steps.id}/steps`, {
    skillLevel: 'beginner',
    sections: XSS_PAYLOADS.map((payload) => ({ type: 'text', title: payload.text.slice(0, 200) })),
  });
  await postOk(author, `/api/learn/tutorial/${steps.id}/details`, {});
  await postOk(author, `/api/learn/tutorial/${steps.id}/publish`, {});
  await author.close();

  const { context, ran } = await guardedContext(browser);
  await signIn(context, 'creator@questline.dev');
  const page = await context.newPage();
  await visit(page, ran, `/tutorial/${tutorialId}`, (p) => p.getByRole('heading', { level: 1 }).waitFor());
  await visit(page, ran, `/tutorial/${tutorialId}?tab=${stepId}`, (p) =>
    p.getByText('"><img src=x onerror=__xss(20)>').first().waitFor(),
  );
  await page.getByText('<script>__xss(1)</script>', { exact: true }).first().waitFor();
  await visit(page, ran, `/tutorial/${tutorialId}/edit`, (p) => p.getByRole('heading', { level: 1 }).waitFor());
  await visit(page, ran, `/search?k=${encodeURIComponent(JSON.stringify([`query:${marker}`]))}`, (p) =>
    p
      .getByRole('link', { name: /__xss\(1\)/ })
      .first()
      .waitFor(),
  );
  await visit(page, ran, `/tutorial/${steps.id}`, (p) => p.getByRole('tab', { name: /__xss\(70\)/ }).waitFor());
  await visit(page, ran, '/creator/dashboard', (p) =>
    p
      .getByRole('link', { name: new RegExp(marker) })
      .first()
      .waitFor(),
  );
  await context.close();
});

it('keeps comments on a step and their authors’ names inert', async () => {
  const chunks = payloadChunks(2000);
  const learners = await Promise.all(
    chunks.map((_, index) => newLearner(XSS_PAYLOADS[index]?.text.slice(0, 60) ?? '')),
  );
  await Promise.all(
    chunks.map((content, index) =>
      postOk(learners[index]?.context as BrowserContext, '/api/community/comments', {
        channelId: `${tutorialId}.${stepId}`,
        content,
        parentIds: {},
      }),
    ),
  );
  const reader = learners[0] as Awaited<ReturnType<typeof newLearner>>;
  const page = await reader.context.newPage();
  await visit(page, reader.ran, `/tutorial/${tutorialId}?tab=${stepId}`, (p) =>
    p.getByRole('heading', { name: `Comments (${chunks.length})` }).waitFor(),
  );
  // The composer writes what the learner typed, through the UI, as text.
  const composer = page.getByRole('textbox', { name: 'Add a comment' });
  await composer.fill('<img src=x onerror=__xss(4)> [x](javascript:__xss(41))');
  await expectNoXss(page, reader.ran, 'the comment composer');
  for (const learner of learners) await learner.context.close();
});

it('keeps group names, posts and every member’s display name inert on /groups and the group page', async () => {
  const owner = await newLearner('<svg onload=__xss(7)>');
  const group = await postOk(owner.context, '/api/groups', { name: `<img src=x onerror=__xss(4)> ${stamp}` });
  const groupId = group.group.id as string;
  const [post] = payloadChunks(5000);
  await postOk(owner.context, `/api/groups/${groupId}/posts`, { text: post });

  // Every payload that fits a display name is a member's name: invited by e-mail, signed up, joined.
  const members = payloadsUpTo(60).map((payload) => ({
    name: payload.text,
    email: `xss-member-${payload.id}-${stamp}@example.test`,
  }));
  for (let start = 0; start < members.length; start += 20) {
    const emails = members.slice(start, start + 20).map((member) => member.email);
    await postOk(owner.context, `/api/groups/${groupId}/invitations`, { emails });
  }
  await inBatches(members, async ({ name, email }) => {
    const member = await request.newContext({ baseURL: appUrl() });
    await signUpAndIn(member, { email, password: 'correct-horse-battery', name });
    expect((await member.post(`/api/groups/${groupId}/join`, { data: {} })).status()).toBe(200);
    await member.dispose();
  });

  const page = await owner.context.newPage();
  await visit(page, owner.ran, `/groups/${groupId}`, async (p) => {
    await p.getByRole('article', { name: 'Post by <svg onload=__xss(7)>' }).waitFor();
    await p.getByRole('region', { name: `${members.length + 1} members` }).waitFor();
  });
  for (const { name } of members.slice(0, 5)) await page.getByText(name, { exact: true }).first().waitFor();
  await visit(page, owner.ran, '/groups', (p) => p.getByRole('link', { name: /__xss\(4\)/ }).waitFor());
  await owner.context.close();
});

it('keeps display names inert on the public profile and the header, and refuses hostile custom profile URLs', async () => {
  const learner = await newLearner('Plain Name');
  const settings = (await (await learner.context.request.get('/api/users/me/settings')).json()).result;
  const form = {
    displayName: settings.displayName,
    customProfileUrl: settings.customProfileUrl,
    locale: settings.locale,
    region: settings.region,
    emailNotifications: settings.emailNotifications,
    isShow: settings.isShow,
    topicIds: settings.topicIds,
    industryIds: settings.industryIds,
  };
  await inBatches(XSS_PAYLOADS, async (payload) => {
    const error = await postRefused(learner.context, '/api/users/me/settings', {
      ...form,
      customProfileUrl: payload.text,
    });
    expect(error.key).toBe('settings_customProfileUrl_invalid');
  });
  const page = await learner.context.newPage();
  // Every name that fits went through the group's member list; here one of each context, page by page.
  for (const payload of XSS_SAMPLE.filter((sample) => sample.text.length <= 60).slice(0, 9)) {
    await postOk(learner.context, '/api/users/me/settings', { ...form, displayName: payload.text });
    await visit(page, learner.ran, `/u/${learner.userId}`, (p) =>
      p.getByRole('heading', { name: payload.text.trim() }).first().waitFor(),
    );
    await openAccountMenu(page, payload.text);
    await expectNoXss(page, learner.ran, `the avatar menu of ${payload.text}`);
  }
  // The settings form writes what the learner typed, through the UI, as the new name.
  const typed = '" autofocus onfocus="__xss(22)" x="';
  await page.goto(`/u/${learner.userId}?tab=settings`);
  await page.getByLabel('Display name').fill(typed);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect
    .poll(async () => (await (await learner.context.request.get('/api/users/me/settings')).json()).result.displayName)
    .toBe(typed);
  await page.reload();
  await page.getByRole('heading', { name: typed }).first().waitFor();
  await expectNoXss(page, learner.ran, 'the settings form');
  // A payload as the profile address itself.
  for (const payload of XSS_SAMPLE.slice(0, 4)) {
    await page.goto(`/u/${encodeURIComponent(payload.text)}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectNoXss(page, learner.ran, `/u/${payload.text}`);
  }
  await learner.context.close();
});

it('keeps submissions’ titles, descriptions and links inert', async () => {
  const author = await newContext(browser);
  await signIn(author, 'creator@questline.dev');
  const image = await uploadImage(author, 160, 90);
  const tutorial = await postOk(author, '/api/learn/tutorial/0/general', {
    title: unique('Share a link'),
    description: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Share.' }] }] },
    thumbnailId: image.slice('/files/'.length),
  });
  await postOk(author, `/api/learn/tutorial/${tutorial.id}/steps`, {
    skillLevel: 'beginner',
    sections: [{ type: 'submission', title: 'Share your link', submissionType: 'link' }],
  });
  await postOk(author, `/api/learn/tutorial/${tutorial.id}/details`, {});
  await postOk(author, `/api/learn/tutorial/${tutorial.id}/publish`, {});
  const sectionId = (
    (await (await author.request.get(`/api/learn/tutorial/${tutorial.id}`)).json()).result.sections as { id: string }[]
  )[0]?.id as string;
  await author.close();

  const learner = await newLearner('"><img src=x onerror=__xss(20)>');
  const submit = `/api/learn/tutorial/${tutorial.id}/submission`;
  const base = { sectionId, title: 'Link', url: 'https://example.org/' };
  for (const url of HOSTILE_URLS) await postRefused(learner.context, submit, { ...base, url });
  const [description] = payloadChunks(5000);
  const submitted = await postOk(learner.context, submit, {
    ...base,
    title: '</title><script>__xss(25)</script>',
    description,
    url: 'https://example.org/"><img/src=x/onerror=__xss(22)>',
  });
  await inBatches(payloadsUpTo(135), (payload) => postOk(learner.context, submit, { ...base, title: payload.text }));
  const page = await learner.context.newPage();
  await visit(page, learner.ran, `/submission/${submitted.submission.id}`, (p) =>
    p.getByRole('heading', { level: 1, name: '</title><script>__xss(25)</script>' }).waitFor(),
  );
  await visit(page, learner.ran, `/u/${learner.userId}?tab=submissions`, (p) =>
    p.getByRole('heading').first().waitFor(),
  );
  await learner.context.close();
});

it('keeps payloads as a search query inert on the search page and in the header dropdown', async () => {
  const { context, ran } = await guardedContext(browser);
  const page = await context.newPage();
  await visit(page, ran, `/search?k=${encodeURIComponent(JSON.stringify([`query:${XSS_PAYLOADS[0]?.text}`]))}`, (p) =>
    p.getByRole('heading', { name: /Results for/ }).waitFor(),
  );
  const keyword = page.getByRole('searchbox', { name: 'Keyword' }).or(page.getByRole('textbox', { name: 'Keyword' }));
  const header = page.getByRole('combobox', { name: 'Search' });
  for (const payload of XSS_SAMPLE) {
    await keyword.fill(payload.text);
    await keyword.press('Enter');
    await page.getByRole('heading', { name: /Results for/ }).waitFor();
    await header.fill(payload.text);
    await page
      .getByText(/^No results for|^See all results/)
      .first()
      .waitFor();
  }
  await expectNoXss(page, ran, 'the search page and header dropdown');
  await context.close();
});
