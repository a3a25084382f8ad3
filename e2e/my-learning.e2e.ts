import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, signIn, signUpAndIn } from './support/browser';
import { ifMatchFor, paragraph, publishTutorial } from './support/content';
import { unique } from './support/editor';
import { pngImage } from './support/images';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const uploadImage = async (context: BrowserContext) => {
  const upload = await context.request.post('/api/media/images', {
    multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: pngImage(160, 90) } },
  });
  return (await upload.json()).result.id as string;
};

const post = async (context: BrowserContext, path: string, data: unknown) => {
  const response = await context.request.post(path, { data, headers: await ifMatchFor(context, path) });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()).result;
};

/** A new account, signed in: answers its user id. */
const signUp = async (context: BrowserContext, name: string) => {
  const email = `${unique('learner').replace(/\s+/g, '-').toLowerCase()}@example.test`;
  await signUpAndIn(context.request, { email, password: 'correct-horse-battery', name });
  return (await (await context.request.get('/api/me')).json()).result.id as string;
};

/** A published mission with a badge, assessed by one tutorial: completing the tutorial earns the badge. */
const publishMission = async (editor: BrowserContext, title: string, tutorialId: string) => {
  const mission = await post(editor, '/api/learn/mission/0/general', {
    language: 'en',
    title,
    shortDescription: `${title} in short`,
    description: paragraph(`About ${title}`),
    thumbnailId: await uploadImage(editor),
    badgeThumbnailId: await uploadImage(editor),
    competencyIds: [],
  });
  await post(editor, `/api/learn/mission/${mission.id}/assessments`, {
    assessmentItem: [{ op: 'And', value: tutorialId }],
  });
  await post(editor, `/api/learn/mission/${mission.id}/addSet`, { setTitle: 'Route', setContentIds: [tutorialId] });
  await post(editor, `/api/learn/mission/${mission.id}/publish`, {});
};

it('a learner finds what they completed, saved and earned in My Learning, renames themselves and switches language; others see nothing private', async () => {
  const editor = await newContext(browser);
  await signIn(editor, 'editor@questline.dev');
  const lesson = unique('My Learning lesson');
  const tutorialId = await publishTutorial(editor, lesson);
  const missionTitle = unique('Badge mission');
  await publishMission(editor, missionTitle, tutorialId);
  await editor.close();

  const learner = await newContext(browser);
  const userId = await signUp(learner, 'Journey Learner');
  const page = await learner.newPage();

  // Completes the tutorial step by step, which completes the mission and earns its badge.
  await page.goto(`/tutorial/${tutorialId}`);
  const steps = page.getByRole('tab').filter({ hasNotText: 'Overview' });
  await steps.first().click();
  const done = page.getByRole('checkbox', { name: 'I have completed this step' });
  await done.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => done.isChecked()).toBe(true);

  // Saves a seeded project.
  const home = (await (await learner.request.get('/api/learn/home')).json()).result as {
    sections: { type: string; items: { slug: string; title: string }[] }[];
  };
  const project = home.sections.find((section) => section.type === 'project')?.items[0];
  if (!project) throw new Error('the demo catalogue has no project');
  await page.goto(`/project/${project.slug}`);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');

  await page.goto(`/u/${userId}?tab=completed`);
  const tabs = page.getByRole('tablist', { name: 'My Learning sections' });
  await tabs.waitFor();
  await page.getByRole('article', { name: lesson }).waitFor();
  await page.getByRole('article', { name: missionTitle }).waitFor();
  await expectAccessible(page);

  await tabs.getByRole('tab', { name: 'Saved' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('saved');
  await page.getByRole('article', { name: project.title }).waitFor();

  await tabs.getByRole('tab', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'See all: Badges' }).click();
  const badges = page.getByRole('dialog', { name: 'Badges' });
  await badges.getByText(missionTitle).first().waitFor();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await badges.waitFor({ state: 'detached' });

  // Settings: a new display name and German.
  await tabs.getByRole('tab', { name: 'Settings' }).click();
  await page.getByLabel('Display name').fill('Renamed Learner');
  await page.getByLabel('Preferred language').selectOption('de_DE');
  await expectAccessible(page);
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Save settings' }).click()]);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toMatch(/^de/);
  await page.getByRole('heading', { name: 'Renamed Learner' }).waitFor();
  expect((await (await learner.request.get('/api/me')).json()).result).toMatchObject({
    name: 'Renamed Learner',
    locale: 'de_DE',
  });
  await learner.close();

  // Another learner sees the profile, none of its private lists.
  const other = await newContext(browser);
  await signIn(other, 'learner@questline.dev');
  const view = await other.newPage();
  await view.goto(`/u/${userId}`);
  await view.getByText('This learner keeps their learning private.').waitFor();
  expect(await view.getByRole('tab', { name: 'Saved' }).count()).toBe(0);
  expect(await view.getByText(lesson).count()).toBe(0);
  await expectAccessible(view);
  for (const path of [
    `/api/learn/record/list?type=tutorial&userID=${userId}`,
    `/api/learn/record/list?type=tutorial&completed=true&userID=${userId}`,
    `/api/learn/collect/list?type=project&userID=${userId}`,
    `/api/users/me/settings`,
  ]) {
    const response = await other.request.get(path);
    if (path.startsWith('/api/users')) {
      expect(JSON.stringify(await response.json())).not.toContain('Renamed Learner');
    } else {
      expect(response.status(), path).toBe(403);
    }
  }
  await other.close();
});

it('load more pages through the completed tutorials of a learner with 60 records', async () => {
  const creator = await newContext(browser);
  await signIn(creator, 'creator@questline.dev');
  const thumbnailId = await uploadImage(creator);
  const prefix = unique('Paged lesson');
  const ids: string[] = [];
  for (let index = 1; index <= 60; index++) {
    const created = await post(creator, '/api/learn/tutorial/0/general', {
      title: `${prefix} ${index}`,
      description: paragraph('One step.'),
      thumbnailId,
    });
    await post(creator, `/api/learn/tutorial/${created.id}/steps`, {
      skillLevel: 'beginner',
      sections: [{ type: 'text', title: 'Read the notes' }],
    });
    await post(creator, `/api/learn/tutorial/${created.id}/publish`, {});
    ids.push(created.id);
  }
  await creator.close();

  const learner = await newContext(browser);
  const userId = await signUp(learner, 'Busy Learner');
  for (const id of ids) {
    const tutorial = (await (await learner.request.get(`/api/learn/tutorial/${id}`)).json()).result as {
      sections: { id: string }[];
    };
    await post(learner, '/api/learn/record/step', { id, sectionId: tutorial.sections[0]?.id, completed: true });
  }
  const page = await learner.newPage();
  await page.goto(`/u/${userId}?tab=completed`);
  await page.getByRole('button', { name: 'See all: Tutorials' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tutorials' });
  const cards = dialog.getByRole('article');
  await expect.poll(() => cards.count()).toBe(12);
  for (const shown of [24, 36, 48, 60]) {
    await dialog.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards.count()).toBe(shown);
  }
  expect(await dialog.getByRole('button', { name: 'Load more' }).count()).toBe(0);
  // Most recently completed first.
  expect(await cards.first().getAttribute('aria-label')).toBe(`${prefix} 60`);
  await expectAccessible(page);
  await learner.close();
});
