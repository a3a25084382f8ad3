import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appUrl, expectAccessible, launchBrowser, newContext, signIn } from './support/browser';
import { paragraph, publishTutorial, uploadImage } from './support/content';
import { unique } from './support/editor';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A premium live session published through the API by `author`, tomorrow, about `contentId`; answers its id. */
const publishPremiumSession = async (author: BrowserContext, title: string, contentId: string) => {
  const cover = await uploadImage(author, 160, 90);
  const created = await author.request.post('/api/learn/liveSession/0/general', {
    data: {
      language: 'en',
      title,
      description: paragraph(`${title}, live.`),
      thumbnailId: cover.slice('/files/'.length),
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()).result as { id: string };
  const start = new Date(Date.now() + 86_400_000);
  const end = new Date(start.getTime() + 3_600_000);
  const published = await author.request.post(`/api/learn/liveSession/${id}/publish`, {
    headers: { 'if-match': created.headers().etag ?? '' },
    data: {
      skillLevel: 'beginner',
      utcOffset: 0,
      registerUrl: 'https://events.example.test/premium-lighting',
      begin: `${start.toISOString()}#${end.toISOString()}`,
      contentIds: [contentId],
      previousVideoId: null,
      previousVideoTitle: '',
      topicIds: [],
      industryIds: [],
      hidden: false,
      premium: true,
    },
  });
  expect(published.status(), await published.text()).toBe(200);
  return id;
};

it('a non-premium learner on a site that sells no subscriptions is offered no trial on premium content, and cannot open it through the API', async () => {
  const creator = await newContext(browser);
  await signIn(creator, 'creator@questline.dev');
  const tutorialTitle = unique('Premium volumetric fog');
  const tutorialId = await publishTutorial(
    creator,
    tutorialTitle,
    { premium: true },
    { sections: [{ type: 'text', title: 'The premium-only step' }] },
  );
  const sessionTitle = unique('Premium lighting live');
  const sessionId = await publishPremiumSession(creator, sessionTitle, tutorialId);
  await creator.close();

  const learner = await newContext(browser);
  await signIn(learner, 'learner@questline.dev');
  const page = await learner.newPage();
  await page.goto(`/liveSession/${sessionId}`);
  await page.getByRole('heading', { level: 1, name: sessionTitle }).waitFor();
  // No store is configured here: the session says it is for premium members, whom an administrator makes, and offers
  // neither a trial nor a purchase.
  await page.getByText('For premium members. Ask an administrator of this site for premium access.').waitFor();
  expect(await page.getByRole('link', { name: 'Start free trial' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: `Register for ${sessionTitle}` }).count()).toBe(0);
  await expectAccessible(page);

  // The premium page says what premium gives and that an administrator grants it (no trial badge either).
  await page.goto('/premium');
  await page.getByRole('heading', { level: 1, name: 'Questline Premium' }).waitFor();
  await page.getByText(/premium access is granted by its administrators/).waitFor();
  expect(await page.getByText('30-day free trial').count()).toBe(0);
  await expectAccessible(page);

  // Through the API, the premium tutorial's content is refused; its card stays in search.
  for (const path of [`/api/learn/tutorial/${tutorialId}`, `/api/learn/tutorial/${tutorialId}/extends`]) {
    const response = await learner.request.get(path);
    expect(response.status(), path).toBe(403);
    const body = await response.text();
    expect(JSON.parse(body).error.key).toBe('premium_required');
    expect(body).not.toContain('The premium-only step');
  }
  const step = await learner.request.post('/api/learn/record/step', {
    data: { id: tutorialId, sectionId: 'any', completed: true },
    headers: { origin: appUrl() },
  });
  expect(step.status()).toBe(403);
  const search = await learner.request.get(
    `/api/learn/search?${new URLSearchParams({ k: JSON.stringify([`query:${tutorialTitle}`]) })}`,
  );
  expect((await search.json()).result.tutorialMap[tutorialId]).toMatchObject({ title: tutorialTitle, premium: true });

  // Its page names it and says how premium is had here, instead of the content; no trial to start.
  await page.goto(`/tutorial/${tutorialId}`);
  await page.getByRole('heading', { level: 1, name: tutorialTitle }).waitFor();
  await page.getByText(/premium access is granted by its administrators/).waitFor();
  expect(await page.getByRole('link', { name: 'Start free trial' }).count()).toBe(0);
  expect(await page.getByText('The premium-only step').count()).toBe(0);
  await expectAccessible(page);
  await learner.close();

  // A premium learner reads it whole.
  const premium = await newContext(browser);
  await signIn(premium, 'premium@questline.dev');
  const extended = await premium.request.get(`/api/learn/tutorial/${tutorialId}/extends`);
  expect(extended.status()).toBe(200);
  expect(await extended.text()).toContain('The premium-only step');
  await premium.close();
});
