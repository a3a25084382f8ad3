import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, signIn } from './support/browser';
import { choose, closeDialog, saved, searchAndAdd, unique } from './support/editor';
import { pngImage } from './support/images';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The demo catalogue's recording, uploaded as a session's previous video. */
const RECORDING = new URL('../apps/server/src/cli/demo/assets/recording.webm', import.meta.url);
/** Where the journey's session sends registrations; the browser answers it without leaving the machine. */
const REGISTER_HOST = 'https://events.example.test';

/** A day `days` ahead on the clock of UTC+01:00, as a date input takes it. */
const dayAhead = (days: number) => new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

it('a creator schedules a live session across midnight; visitors are asked to sign in to register, a premium learner registers', async () => {
  const creator = await newContext(browser);
  await signIn(creator, 'creator@questline.dev');
  const page = await creator.newPage();
  const title = unique('Night shift lighting');
  await page.goto('/liveSession/0/new?skipPopup=true');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('Light a night scene live, with questions from learners.');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngImage(160, 90) });
  await page.getByRole('img', { name: 'Current thumbnail' }).waitFor();
  await Promise.all([
    page.waitForURL(/\/liveSession\/lls_\d+\/edit/),
    page.getByRole('button', { name: 'Create', exact: true }).click(),
  ]);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();

  await page.getByRole('tab', { name: 'Content' }).click();
  await choose(page, 'Skill level', 'Intermediate');
  await choose(page, 'UTC offset', 'UTC+01:00');
  await page.getByLabel('Date', { exact: true }).fill(dayAhead(5));
  await page.getByLabel('Start time').fill('23:00');
  await page.getByLabel('End time').fill('01:00');
  await page.getByText('Duration: 2 h 0 min (+1 days)').waitFor();
  await page.getByRole('textbox', { name: 'Registration URL' }).fill(`${REGISTER_HOST}/night-shift`);
  await page.getByRole('button', { name: 'Add content' }).click();
  const dialog = page.getByRole('dialog').last();
  await searchAndAdd(dialog, 'Connect two players with a client-server session');
  await closeDialog(dialog);
  const videoChooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload video' }).click();
  await (await videoChooser).setFiles({
    name: 'recording.webm',
    mimeType: 'video/webm',
    buffer: await readFile(RECORDING),
  });
  await page.getByText('Video uploaded.').waitFor();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await saved(page);
  await expectAccessible(page);
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await expect.poll(() => publish.isEnabled()).toBe(true);
  await Promise.all([page.waitForURL(/\/creator\/dashboard$/), publish.click()]);
  await creator.close();

  // Anonymous visitors find it on the calendar, on their own clock (Lagos keeps UTC+01:00 all year, the session's
  // clock, so no host time is added); Register asks them to sign in.
  const anonymous = await newContext(browser, { timezoneId: 'Africa/Lagos' });
  const visitor = await anonymous.newPage();
  await visitor.goto('/live-calendar');
  const card = visitor.getByRole('article', { name: title });
  await card.getByText('23:00 - 01:00 UTC+01:00 (+1 day)').waitFor();
  expect(await card.getByText(/Host time/).count()).toBe(0);
  await card.getByRole('link', { name: 'Connect two players with a client-server session' }).waitFor();
  await expectAccessible(visitor);
  await card.getByRole('button', { name: `Register for ${title}` }).click();
  await visitor.getByRole('dialog', { name: 'Sign in to Questline' }).waitFor();
  await anonymous.close();

  // A premium learner in Tokyo registers: the register page opens in a popup and the calendar remembers it.
  const premium = await newContext(browser, { timezoneId: 'Asia/Tokyo' });
  await signIn(premium, 'premium@questline.dev');
  await premium.route(`${REGISTER_HOST}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Night shift: registration</title>' }),
  );
  const learner = await premium.newPage();
  await learner.goto('/live-calendar');
  const learnerCard = learner.getByRole('article', { name: title });
  // On the learner's clock, the host's below it; the calendar has regrouped its days in Tokyo's zone once it shows.
  await learnerCard.getByText('07:00 - 09:00 UTC+09:00', { exact: true }).waitFor();
  await learnerCard.getByText('Host time: 23:00 UTC+01:00', { exact: true }).waitFor();
  const [popup] = await Promise.all([
    learner.waitForEvent('popup'),
    learnerCard.getByRole('button', { name: `Register for ${title}` }).click(),
  ]);
  await popup.waitForURL(`${REGISTER_HOST}/night-shift`);
  await learnerCard.getByText("You're registered").waitFor();
  await learner.reload();
  await learner.getByRole('article', { name: title }).getByText("You're registered").waitFor();

  // The time-of-day filter reads the learner's clock: 22:00 UTC is 07:00 in Tokyo, a morning session there.
  const timeOfDay = learner.getByLabel('Time of day');
  await timeOfDay.selectOption({ label: 'Night (00:00–06:00)' });
  await learner.getByRole('article', { name: title }).waitFor({ state: 'detached' });
  await timeOfDay.selectOption({ label: 'Morning (06:00–12:00)' });
  await learner.getByRole('article', { name: title }).waitFor();
  expect(new URL(learner.url()).search).toContain('tod=');
  await premium.close();
});

it('the past tab lists the previous session with its recording preview', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/live-calendar?tab=previous');
  await page.getByRole('tab', { name: 'Past', selected: true }).waitFor();
  const card = page.getByRole('article', { name: /^Educator showcase/ });
  await card.getByText('Latest').waitFor();
  // The seeded recording is transcoded at start: its 'processing' cover gives way to the Vidstack player, whose HLS
  // stream (hls.js, from the app's own chunk) loads in the browser.
  const recording = card
    .getByRole('region', { name: 'Video player: Educator showcase: the recording' })
    .locator('video');
  // The player loads its media once it is in view.
  await card.scrollIntoViewIfNeeded();
  await recording.waitFor({ state: 'attached', timeout: 60_000 });
  await expect
    .poll(() => recording.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(1);
  expect(await card.getByRole('button', { name: /Register/ }).count()).toBe(0);
  await expectAccessible(page);
  // The session's own page, and a listing page, pass the same scan.
  await page.goto('/liveSession/educator-showcase-teaching-game-development-in-one-semester');
  await page.getByRole('heading', { level: 1, name: /^Educator showcase/ }).waitFor();
  await expectAccessible(page);
  await page.goto('/tutorials');
  await page.getByRole('heading', { level: 1, name: 'Tutorials' }).waitFor();
  await page.getByRole('article').first().waitFor();
  await expectAccessible(page);
  await context.close();
});
