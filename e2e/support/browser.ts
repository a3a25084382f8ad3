import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const appUrl = () => inject('appUrl');

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

export const newContext = (
  browser: Browser,
  options: { width?: number; height?: number; timezoneId?: string } = {},
): Promise<BrowserContext> =>
  browser.newContext({
    baseURL: appUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });

/** Every page a journey opens passes axe with no serious or critical violation. */
export const expectAccessible = async (page: Page) => {
  // React Aria's live announcer voices a pending button by pointing a hidden role="img" at the button for 7 s; axe
  // cannot name that transient node, which is not page content. Everything else is scanned.
  const results = await new AxeBuilder({ page })
    .exclude('[role="log"][aria-relevant="additions"] > [role="img"]')
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
};

export const DEMO_PASSWORD = 'questline-demo';

/** Signs a context in through the API, sharing its cookie with the context's pages (journeys about the UI itself sign in through the modal). */
export const signIn = async (context: BrowserContext, email: string) => {
  const response = await context.request.post('/api/auth/sign-in/email', {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: appUrl() },
  });
  expect(response.status(), `sign-in as ${email}`).toBe(200);
};
