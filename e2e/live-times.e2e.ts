import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, signUpAndIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The demo's upcoming session hosted in Tokyo (19:00 UTC+09:00, 90 minutes), and its past one with a recording. */
const UPCOMING = 'Office hours: building your first multiplayer prototype';
const PAST = 'Educator showcase: teaching game development in one semester';

type TSession = { title: string; slug: string; startTime: string; endTime: string; utcOffset: number };

/** 'HH:MM' in a zone, worked out here by Intl alone, apart from the app's own arithmetic. */
const clockIn = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    new Date(instant),
  );

/** 'UTC−05:00': the zone's offset at the instant, as the cards write it (a minus sign, not a hyphen). */
const offsetIn = (instant: string, timeZone: string) => {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(instant))
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  return name === 'GMT' ? 'UTC+00:00' : name.replace('GMT', 'UTC').replace('-', '−');
};

/** The card's day in a zone, as the calendar heads its days. */
const dayIn = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone,
  }).format(new Date(instant));

/** What a card shows of the session in a zone: the range with its offset (the session does not cross midnight). */
const rangeIn = (session: TSession, timeZone: string) =>
  `${clockIn(session.startTime, timeZone)} - ${clockIn(session.endTime, timeZone)} ${offsetIn(session.startTime, timeZone)}`;

const upcomingSession = async (context: BrowserContext): Promise<TSession> => {
  const response = await context.request.get('/api/learn/liveSessionSearch?includeTab=opening');
  const sessions = (await response.json()).result.items as TSession[];
  const session = sessions.find((item) => item.title === UPCOMING);
  if (!session) throw new Error(`the demo session "${UPCOMING}" is not on the calendar`);
  return session;
};

/** Home's live sessions section, and the card of one session in it (home cards are named by their link). */
const homeCard = (page: Page, title: string): Locator =>
  page
    .getByRole('region', { name: 'Live sessions' })
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

it("shows a live session at the same time, in the viewer's zone, on home, its page and the calendar; Settings changes the zone", async () => {
  const zone = 'America/New_York';
  const context = await newContext(browser, { timezoneId: zone });
  const session = await upcomingSession(context);
  const range = rangeIn(session, zone);
  const hostTime = 'Host time: 19:00 UTC+09:00';
  const page = await context.newPage();

  // Home: upcoming sessions first, soonest first; the past one after them, labelled with its recording.
  await page.goto('/');
  const onHome = homeCard(page, UPCOMING);
  await onHome.getByText(range, { exact: true }).waitFor();
  await onHome.getByText(hostTime, { exact: true }).waitFor();
  const titles = await page
    .getByRole('region', { name: 'Live sessions' })
    .getByRole('article')
    .getByRole('heading')
    .allTextContents();
  expect(titles.indexOf(UPCOMING)).toBeGreaterThanOrEqual(0);
  expect(titles.indexOf(PAST)).toBeGreaterThan(titles.indexOf(UPCOMING));
  await homeCard(page, PAST).getByText('Recording', { exact: true }).waitFor();
  await expectAccessible(page);

  // The session's own page: its card reads the same.
  await page.goto(`/liveSession/${session.slug}`);
  const onPage = page.getByRole('article', { name: UPCOMING });
  await onPage.getByText(range, { exact: true }).waitFor();
  await onPage.getByText(hostTime, { exact: true }).waitFor();

  // The calendar: the same time, under the day it falls on in New York.
  await page.goto('/live-calendar');
  const day = page.getByRole('region', { name: dayIn(session.startTime, zone) });
  const onCalendar = day.getByRole('article', { name: UPCOMING });
  await onCalendar.getByText(range, { exact: true }).waitFor();
  await onCalendar.getByText(hostTime, { exact: true }).waitFor();
  await expectAccessible(page);

  // A learner in the same browser sets Tokyo in Settings: every time follows, and the host's clock is theirs.
  const email = `tokyo-${Date.now().toString(36)}@example.test`;
  await signUpAndIn(context.request, { email, password: 'a quiet harbour at dusk', name: 'Kei Learner' });
  const me = (await (await context.request.get('/api/me')).json()).result as { id: string };
  await page.goto(`/u/${me.id}?tab=settings`);
  const zoneField = page.getByRole('combobox', { name: 'Time zone' });
  await expect
    .poll(() => zoneField.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent))
    .toMatch(/^Use my browser's time zone \(America\/New York/);
  await zoneField.selectOption('Asia/Tokyo');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await page.getByText('Settings saved.').waitFor();
  expect((await (await context.request.get('/api/me')).json()).result).toMatchObject({ timeZone: 'Asia/Tokyo' });

  const tokyo = rangeIn(session, 'Asia/Tokyo');
  expect(tokyo).toBe('19:00 - 20:30 UTC+09:00');
  await page.goto('/live-calendar');
  const inTokyo = page
    .getByRole('region', { name: dayIn(session.startTime, 'Asia/Tokyo') })
    .getByRole('article', { name: UPCOMING });
  await inTokyo.getByText(tokyo, { exact: true }).waitFor();
  expect(await inTokyo.getByText(/Host time/).count()).toBe(0);
  await page.goto('/');
  await homeCard(page, UPCOMING).getByText(tokyo, { exact: true }).waitFor();
  await page.goto(`/liveSession/${session.slug}`);
  await page.getByRole('article', { name: UPCOMING }).getByText(tokyo, { exact: true }).waitFor();
  await context.close();
});
