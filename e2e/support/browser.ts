import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from './chromium';

export const appUrl = () => inject('appUrl');

/** Debian's headless shell, with the flags this machine's closed network needs. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS });

/** The guided tours (packages/domain/src/rules/tours.ts): their dismissal cookies are `ql_tour_{tour}_{userId}`. */
const TOURS = ['home', 'uaa_portal', 'edlab_portal'] as const;
const dismissedTours = (userId: string, url: string) =>
  TOURS.map((tour) => ({
    name: `ql_tour_${tour}_${userId.replace(/[^A-Za-z0-9_-]/g, '_')}`,
    value: '1',
    url,
  }));

/** The signed-in user's id in a server-rendered page's data (the `me` query the server read), if any. */
const userIdInPage = (html: string) => {
  const state = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!state) return undefined;
  const { queries } = JSON.parse(state) as {
    queries: { queries: { queryKey: unknown[]; state: { data?: { id?: string } | null } }[] };
  };
  return queries.queries.find((query) => query.queryKey[0] === 'me')?.state.data?.id;
};

/**
 * Journeys open pages as returning visitors: every tour is dismissed for the anonymous visitor and, as soon as the app
 * learns who is signed in (GET /api/me, or the user a server-rendered page came with), for that user too, so no welcome
 * dialog covers the page. A journey about the first visit asks for `firstVisit`.
 */
const dismissToursByDefault = async (context: BrowserContext, url: string) => {
  await context.addCookies(dismissedTours('noneUser', url));
  const dismissFor = async (userId: string | undefined) => {
    if (userId) await context.addCookies(dismissedTours(userId, url)).catch(() => undefined);
  };
  await context.route('**/api/me', async (route) => {
    // A context closed while /api/me was on its way has nothing left to answer.
    const response = await route.fetch().catch(() => undefined);
    if (!response) return route.abort().catch(() => undefined);
    const body = (await response.json().catch(() => null)) as { result?: { id?: string } | null } | null;
    await dismissFor(body?.result?.id);
    await route.fulfill({ response }).catch(() => undefined);
  });
  // The cookie is set before the page's script reads it: the document is answered once it is.
  await context.route(
    // The app's pages: not the play origin's builds (`/play/…`, served with their own sandboxing headers) or files.
    (address) => address.origin === new URL(url).origin && !/^\/(play|files|api)\//.test(address.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      // A redirect goes back to the browser as it came, which follows it (and asks again).
      const response = await route.fetch({ maxRedirects: 0 }).catch(() => undefined);
      if (!response) return route.abort().catch(() => undefined);
      const userId = userIdInPage(await response.text().catch(() => ''));
      await dismissFor(userId);
      await route.fulfill({ response }).catch(() => undefined);
    },
  );
};

/**
 * A server-rendered page shows its buttons before the app has hydrated them: a click then does nothing. Every way a
 * journey opens or reloads a page (goto, reload, back, forward, waitForURL, or the `load` event of a full navigation)
 * waits until a server-rendered page (#ssr-state) is marked interactive (app/layout.tsx) and React has taken over its
 * controls, as a person waits for it to respond.
 */
export const waitForInteractivePages = (context: BrowserContext) => {
  // React hydrates the page's parts one after another (each route's match is a suspense boundary of its own): the
  // app's mark says the shell has hydrated, and a control answers once React has taken it over (its fiber).
  const interactive = (page: Page) =>
    page
      .waitForFunction(
        () =>
          !document.getElementById('ssr-state') ||
          (document.documentElement.hasAttribute('data-interactive') &&
            [
              ...document.querySelectorAll(
                '#root :is(button, input, textarea, select, [role="tab"], [role="button"], [role="checkbox"])',
              ),
            ].every((control) => Object.keys(control).some((key) => key.startsWith('__reactFiber$')))),
      )
      .then(() => undefined);
  context.on('page', (page) => {
    for (const method of ['goto', 'reload', 'goBack', 'goForward', 'waitForURL', 'waitForEvent'] as const) {
      const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const result = await original(...args);
          // waitForEvent: only a page's `load` (a reload the page made itself, after a sign-in or a language change).
          const loaded =
            method === 'waitForEvent'
              ? args[0] === 'load'
              : (args.at(-1) as { waitUntil?: string } | undefined)?.waitUntil !== 'commit';
          if (loaded) await interactive(page);
          return result;
        },
      });
    }
  });
  return context;
};

export const newContext = async (
  browser: Browser,
  options: { width?: number; height?: number; timezoneId?: string; firstVisit?: boolean; baseUrl?: string } = {},
): Promise<BrowserContext> => {
  // The journeys' shared server unless a journey started its own.
  const baseUrl = options.baseUrl ?? appUrl();
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  if (!options.firstVisit) await dismissToursByDefault(context, baseUrl);
  return waitForInteractivePages(context);
};

/** Every page a journey opens passes axe with no serious or critical violation (of the rules `only` names, if given). */
export const expectAccessible = async (page: Page, options: { only?: string[] } = {}) => {
  // React Aria's live announcer voices a pending button by pointing a hidden role="img" at the button for 7 s; axe
  // cannot name that transient node, which is not page content. Everything else is scanned.
  // A page without frames is scanned in place (legacy mode): the default opens a second page to merge the frames'
  // results, injecting axe there again, which doubled each scan's time. A page with frames (embeds, WebGL builds)
  // keeps the default, which reaches cross-origin and sandboxed frames. Only violations come back with their nodes
  // (resultTypes): every rule still runs, but the passes no longer carry each node they passed on, which cut a fifth
  // of the scans' time.
  const builder = new AxeBuilder({ page });
  if (options.only) builder.withRules(options.only);
  const results = await builder
    .exclude('[role="log"][aria-relevant="additions"] > [role="img"]')
    .setLegacyMode(page.frames().length === 1)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
};

/** The password the server's seed generated for a demo account (read from its data dir by support/server.ts). */
export const demoPassword = (email: string) => {
  const password = inject('demoPasswords')[email];
  if (!password) throw new Error(`no generated password for the demo account ${email}`);
  return password;
};

/**
 * A captcha solution for one sign-up (the server's CAPTCHA_ENABLED is on): a challenge of GET /api/auth/captcha
 * solved for real, as the browser's worker does (ALTCHA v1: the number whose SHA-256 of salt + number is the
 * challenge); undefined when the server asks for none.
 */
const captchaSolution = async (request: APIRequestContext): Promise<string | undefined> => {
  const answer = (await (await request.get('/api/auth/captcha')).json()) as
    | { enabled: false }
    | { enabled: true; algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string };
  if (!answer.enabled) return undefined;
  for (let number = 0; number <= answer.maxnumber; number++) {
    if (createHash('sha256').update(`${answer.salt}${number}`).digest('hex') === answer.challenge) {
      const { algorithm, challenge, salt, signature } = answer;
      return Buffer.from(JSON.stringify({ algorithm, challenge, number, salt, signature })).toString('base64');
    }
  }
  throw new Error('the captcha challenge has no solution');
};

/**
 * A new account, signed in through the API. Sign-up answers without a session (an address that already has an
 * account gets the very same answer), so the sign-in after it brings the cookie.
 */
export const signUpAndIn = async (
  request: APIRequestContext,
  account: { email: string; password: string; name: string },
) => {
  const headers = { origin: appUrl() };
  const altcha = await captchaSolution(request);
  const signedUp = await request.post('/api/auth/sign-up/email', { data: { ...account, altcha }, headers });
  expect(signedUp.status(), `sign-up of ${account.email}: ${await signedUp.text()}`).toBe(200);
  const credentials = { email: account.email, password: account.password };
  const signedIn = await request.post('/api/auth/sign-in/email', { data: credentials, headers });
  expect(signedIn.status(), `sign-in of ${account.email}: ${await signedIn.text()}`).toBe(200);
};

/** Signs a context in through the API, sharing its cookie with the context's pages (journeys about the UI itself sign in through the modal). */
export const signIn = async (context: BrowserContext, email: string) => {
  const response = await context.request.post('/api/auth/sign-in/email', {
    data: { email, password: demoPassword(email) },
    headers: { origin: appUrl() },
  });
  expect(response.status(), `sign-in as ${email}`).toBe(200);
};

/**
 * Signs out through the avatar menu's link and waits for the reload of home that follows the server's answer. The
 * page may already be on home: waiting for `/` alongside the navigation would then return at once, and the next
 * navigation would cancel the sign-out still in flight.
 */
export const signOut = async (page: Page) => {
  await page.goto('/auth/logout');
  await page.waitForURL((url) => url.pathname === '/');
};
