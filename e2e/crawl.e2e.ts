import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appUrl, expectAccessible, launchBrowser, newContext, signIn } from './support/browser';

// Every page a visitor, a learner and an admin reach by links, on a 360 px phone, in the light and the dark theme:
// none scrolls sideways, none is the not-found page, none throws, none has a serious or critical axe violation.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The paths whose next segment names one item, user, group or submission. */
const DETAIL = /^(tutorial|project|course|quiz|mission|pathway|skill|competency|liveSession|u|groups|submission)$/;

/** Pages of one kind are visited once: ids, slugs and numbers in a path stand for any. */
const kindOf = (url: URL) => {
  const segments = url.pathname.split('/');
  const path = segments
    .map((segment, index) =>
      /\d|_|^.{25,}$/.test(segment) || DETAIL.test(segments[index - 1] ?? '') ? ':id' : segment,
    )
    .join('/');
  const tab = url.searchParams.get('tab');
  return tab ? `${path}?tab=${tab}` : path;
};

/** Where links lead that a crawl must not follow: the API and files, signing out, the identity pages' own entry. */
const followable = (url: URL) =>
  url.origin === new URL(appUrl()).origin && !/^\/(api|files|play|auth\/logout)(\/|$)/.test(url.pathname);

/**
 * Content the other journeys publish while the crawl runs comes and goes with their timing (their unique titles end in
 * a time stamp, support/editor.ts `unique`): the crawl checks the demo catalogue's pages, the same on every run.
 */
const MADE_BY_A_JOURNEY = /-(?=[a-z]*\d)[a-z0-9]{8}$/;

/** The site's pages of text, the same for everyone: the visitor's crawl checks them. */
const SITE_PAGE = /^\/(about|contact|legal|faq|partners|edlab|educators)(\/|$)/;

const hrefs = (page: Page) =>
  page.$$eval('a[href]:not([download])', (anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));

/** The links of the menus the header opens (the hamburger menu and the avatar menu): the same on every page. */
const menuLinksOf = async (page: Page): Promise<string[]> => {
  const found: string[] = [];
  for (const trigger of [
    page.getByRole('button', { name: 'Menu', exact: true }),
    page.getByRole('button', { name: /Account menu/ }),
  ]) {
    if (!(await trigger.isVisible())) continue;
    await trigger.click();
    await page.getByRole('menu').first().waitFor();
    found.push(...(await hrefs(page)));
    await page.keyboard.press('Escape');
  }
  return found;
};

const expectNoOverflow = async (page: Page, where: string) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow <= 0) return;
  // What sticks out, innermost first: the failure names the element to fix.
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      // Inside a box of its own that scrolls or clips, an element makes no page scroll sideways.
      .filter((element) => {
        for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
          if (getComputedStyle(box).overflowX !== 'visible') return false;
        return true;
      })
      .filter(
        (element) =>
          ![...element.children].some((child) => child.getBoundingClientRect().right > window.innerWidth + 1),
      )
      .slice(0, 5)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`),
  );
  expect.fail(`${where} scrolls sideways by ${overflow} px: ${wide.join(', ')}`);
};

/**
 * Waits out the transitions a change of colour scheme starts (a card's shadow, say), so that axe reads the colours the
 * page settles on rather than a frame of the fade. Endless animations (a spinner) are not waited for.
 */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

const crawl = async (who: string, email?: string) => {
  const context = await newContext(browser, { width: 360, height: 740 });
  if (email) await signIn(context, email);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  const queue = ['/'];
  const seen = new Set<string>([kindOf(new URL('/', appUrl()))]);
  const visited: string[] = [];
  while (queue.length) {
    const address = queue.shift() as string;
    const response = await page.goto(address);
    const where = `${who} at ${address}`;
    expect(response?.status(), where).toBeLessThan(400);
    await page.locator('h1').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Page not found' }).count(), where).toBe(0);
    await page.emulateMedia({ colorScheme: 'light' });
    await expectNoOverflow(page, `${where} (light)`);
    await expectAccessible(page);
    // The theme changes colours only: in the dark, what can change is the contrast (and, with borders, the width).
    await page.emulateMedia({ colorScheme: 'dark' });
    await settled(page);
    await expectNoOverflow(page, `${where} (dark)`);
    await expectAccessible(page, { only: ['color-contrast'] });
    await page.emulateMedia({ colorScheme: 'light' });
    visited.push(address);
    const links = [...(await hrefs(page)), ...(visited.length === 1 ? await menuLinksOf(page) : [])];
    for (const href of links) {
      const url = new URL(href);
      if (!followable(url) || seen.has(kindOf(url)) || MADE_BY_A_JOURNEY.test(url.pathname)) continue;
      if (email && SITE_PAGE.test(url.pathname)) continue;
      seen.add(kindOf(url));
      queue.push(url.pathname + url.search);
    }
  }
  expect(errors, `script errors as ${who}`).toEqual([]);
  console.info(`crawl as ${who}: ${visited.length} pages`);
  await context.close();
  return visited;
};

it('finds every page a visitor reaches whole at 360 px, light and dark', async () => {
  const visited = await crawl('visitor');
  expect(visited).toEqual(expect.arrayContaining(['/', '/tutorials', '/live-calendar']));
});

it('finds every page a learner reaches whole at 360 px, light and dark', async () => {
  const visited = await crawl('learner', 'learner@questline.dev');
  expect(visited.some((address) => address.startsWith('/u/'))).toBe(true);
});

it('finds every page an admin reaches whole at 360 px, light and dark', async () => {
  const visited = await crawl('admin', 'superadmin@questline.dev');
  expect(visited.some((address) => address.startsWith('/creator/'))).toBe(true);
});
