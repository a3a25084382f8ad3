/**
 * Watching pages for the XSS corpus (support/xss-corpus.ts): a context whose pages report every `__xss(id)` call and
 * every dialog, with the site's CSP switched off so a payload that reached the DOM as markup would really run (the CSP
 * is a second line of defence; the test is about the first: nothing a user writes ever becomes markup).
 */
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { appUrl, waitForInteractivePages } from './browser';

type TXssWindow = Window & { __xss?: (id: unknown) => void; __xssReport?: (id: unknown) => void };

/** A context with the CSP bypassed whose pages report payloads that ran: `ran` lists them as they happen. */
export const guardedContext = async (browser: Browser) => {
  const context = await browser.newContext({
    baseURL: appUrl(),
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
  });
  waitForInteractivePages(context);
  const ran: string[] = [];
  await context.exposeBinding('__xssReport', ({ frame }, id: unknown) => {
    ran.push(`payload ${String(id)} ran in ${frame.url()}`);
  });
  // Every frame gets __xss before its own scripts run; it reports through the binding, which reaches the test.
  await context.addInitScript(() => {
    const target = window as TXssWindow;
    target.__xss = (id) => target.__xssReport?.(id);
  });
  context.on('page', (page) => {
    page.on('dialog', (dialog) => {
      ran.push(`dialog "${dialog.message()}" opened on ${page.url()}`);
      void dialog.dismiss();
    });
  });
  return { context, ran };
};

/**
 * What of the page's DOM only injected markup could have made: event-handler attributes, script-capable URLs in
 * href/src/action attributes, scripts the app did not ship, and frames or objects with inline documents.
 */
export const domFindings = (page: Page) =>
  page.evaluate(() => {
    const findings: string[] = [];
    const scriptUrl = /^(?:javascript|vbscript|data:text\/html|data:text\/javascript)/i;
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'poster'];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      const tag = element.tagName.toLowerCase();
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop control characters in URLs too.
        const value = attribute.value.replace(/[\u0000-\u0020]/g, '');
        if (name.startsWith('on')) findings.push(`<${tag} ${name}="${attribute.value}">`);
        if (urlAttributes.includes(name) && scriptUrl.test(value))
          findings.push(`<${tag} ${name}="${attribute.value}">`);
        if (name === 'srcdoc') findings.push(`<${tag} srcdoc>`);
      }
      // The head's structured data (schema.org JSON-LD) and a server-rendered page's data (#ssr-state, beside #root):
      // data blocks, which never run, as long as they are whole JSON.
      const type = element.getAttribute('type');
      const dataBlock =
        tag === 'script' &&
        ((type === 'application/ld+json' && element.closest('head')) ||
          (type === 'application/json' && element.id === 'ssr-state' && element.parentElement === document.body));
      if (dataBlock) {
        try {
          JSON.parse(element.textContent ?? '');
        } catch {
          findings.push(`<script type="${type}"> that is not JSON: ${element.textContent?.slice(0, 80)}`);
        }
      } else if (tag === 'script') {
        const src = element.getAttribute('src') ?? '';
        const shipped = src.startsWith(`${location.origin}/assets/`) || src.startsWith('/assets/');
        if (!shipped) findings.push(`<script src="${src}">${element.textContent?.slice(0, 80) ?? ''}`);
      }
      if (['object', 'embed', 'base', 'meta', 'link'].includes(tag) && element.closest('body')) {
        findings.push(`<${tag}> in the body`);
      }
    }
    return findings;
  });

/** Nothing ran, no dialog opened, and the page's DOM holds no markup a payload could have made. */
export const expectNoXss = async (page: Page, ran: readonly string[], where: string) => {
  // A payload with a timer or an image error runs a moment after load: give those their moment.
  await page.waitForTimeout(150);
  expect(ran, `payloads ran on ${where}`).toEqual([]);
  expect(await domFindings(page), `injected markup on ${where}`).toEqual([]);
};
