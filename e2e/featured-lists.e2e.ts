import { CURATED_LIST_NAMES, type TFeaturedListName } from '@questline/domain/schemas/featured';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newContext, signIn } from './support/browser';

/**
 * Every list the Admin Tool offers shows where its name says: an editor saves each through the API with one item,
 * then the page of each is opened as the viewer it is for, and the item's card is found in the list's section. Every
 * journey shares the server, so the lists are put back as they were at the end.
 */

type TShownAt = { path: string; as: string | null; section: string };

const HOME = '/';
const PREMIUM = 'premium@questline.dev';
const PARTNER = 'partner@questline.dev';
const EDUCATOR = 'educator@questline.dev';

/** Where each list shows, as whom (null: a visitor), and the heading of its section there. */
const SHOWN_AT: Record<Exclude<TFeaturedListName, 'homepageV2' | 'page_landing_pathway_submissions'>, TShownAt> = {
  homepage: { path: HOME, as: null, section: 'Featured' },
  subscriber_homepage: { path: HOME, as: PREMIUM, section: 'Featured' },
  page_hub: { path: HOME, as: null, section: 'Hub' },
  page_landing_course: { path: '/courses', as: null, section: 'Featured' },
  page_landing_tutorial: { path: '/tutorials', as: null, section: 'Featured' },
  page_landing_project: { path: '/projects', as: null, section: 'Featured' },
  page_landing_mission: { path: '/missions', as: null, section: 'Featured' },
  page_landing_pathway: { path: '/pathways', as: null, section: 'Editors’ picks' },
  page_landing_course_premium: { path: '/courses', as: PREMIUM, section: 'Featured' },
  page_landing_tutorial_premium: { path: '/tutorials', as: PREMIUM, section: 'Featured' },
  page_landing_project_premium: { path: '/projects', as: PREMIUM, section: 'Featured' },
  page_landing_mission_premium: { path: '/missions', as: PREMIUM, section: 'Featured' },
  page_landing_pathway_premium: { path: '/pathways', as: PREMIUM, section: 'Editors’ picks' },
  page_landing_pathway_featured: { path: '/pathways', as: null, section: 'Featured pathways' },
  page_educators: { path: '/educators', as: null, section: 'Featured for educators' },
  page_faq: { path: '/faq', as: null, section: 'Start here' },
  page_uaa_portal: { path: '/partners', as: PARTNER, section: 'Curricular content' },
  page_uaa_faq: { path: '/partners', as: PARTNER, section: 'Frequently asked questions' },
  page_edlab: { path: '/edlab', as: EDUCATOR, section: 'Resources' },
  page_edlab_faq: { path: '/edlab', as: EDUCATOR, section: 'Frequently asked questions' },
};

let browser: Browser;
let editor: BrowserContext;
const before = new Map<string, string[]>();

beforeAll(async () => {
  browser = await launchBrowser();
  editor = await newContext(browser);
  await signIn(editor, 'editor@questline.dev');
});
afterAll(async () => {
  for (const [name, itemIds] of before) {
    await editor.request.post(`/api/learn/featuredList/${name}`, { data: { itemIds } });
  }
  await browser.close();
});

/** The ids and titles of the listed free items of `type` (the demo catalogue's), in search order. */
const listedOf = async (type: string) => {
  const criteria = encodeURIComponent(JSON.stringify([`type:${type}`]));
  const response = await editor.request.get(`/api/learn/search?k=${criteria}`);
  expect(response.status(), await response.text()).toBe(200);
  const { results, [`${type}Map`]: map } = (await response.json()).result;
  return (results as Record<string, { id: string }>[])
    .map((result) => map[result[type]?.id ?? ''] as { id: string; title: string; premium: boolean } | undefined)
    .filter((item) => item && !item.premium) as { id: string; title: string }[];
};

/** Whether a list is the premium members' version of another. */
const forPremium = (name: string) => name === 'subscriber_homepage' || name.endsWith('_premium');

it('shows each list the Admin Tool saves on its page, to the viewer it is for', async () => {
  // Submissions show on /pathways in their own cards, tested with the pathways landing; the rest hold items.
  expect(Object.keys(SHOWN_AT).sort()).toEqual(
    CURATED_LIST_NAMES.filter((name) => name !== 'page_landing_pathway_submissions').sort(),
  );
  // Courses: no section a page shows without a list holds one (home's newest items are tutorials). The premium
  // versions hold another course, so that a premium member is seen to get their own list, not the one for everyone.
  const [course, premiumCourse] = await listedOf('course');
  const seededPathways = (
    await (await editor.request.get('/api/learn/featuredList/page_landing_pathway_featured')).json()
  ).result.itemIds as string[];
  // A pathway the seed does not feature already.
  const pathway = (await listedOf('pathway')).find((each) => !seededPathways.includes(each.id));
  if (!course || !premiumCourse || !pathway) throw new Error('the demo catalogue lacks two courses and a pathway');
  const itemOf = (name: string) =>
    name === 'page_landing_pathway_featured' ? pathway : forPremium(name) ? premiumCourse : course;
  for (const name of Object.keys(SHOWN_AT)) {
    const current = await editor.request.get(`/api/learn/featuredList/${name}`);
    before.set(name, (await current.json()).result.itemIds);
    const saved = await editor.request.post(`/api/learn/featuredList/${name}`, {
      data: { itemIds: [itemOf(name).id] },
    });
    expect(saved.status(), `${name}: ${await saved.text()}`).toBe(200);
  }

  const viewers = new Map<string | null, BrowserContext>();
  for (const [name, shown] of Object.entries(SHOWN_AT)) {
    let context = viewers.get(shown.as);
    if (!context) {
      context = await newContext(browser);
      if (shown.as) await signIn(context, shown.as);
      viewers.set(shown.as, context);
    }
    const page = await context.newPage();
    await page.goto(shown.path);
    const { title } = itemOf(name);
    const section = page.getByRole('main').getByRole('region', { name: shown.section, exact: true });
    await section.getByRole('heading', { name: title, exact: true }).first().waitFor({ timeout: 10_000 });
    await page.close();
  }
  for (const context of viewers.values()) await context.close();
});
