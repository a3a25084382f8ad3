import { CONSENT_CATEGORIES, COOKIE_LIFETIME, COOKIES } from '@questline/domain/constants';
import type { TRole } from '@questline/domain/roles';
import { EMBED_PROVIDERS } from '@questline/domain/rules/embeds';
import { richTextFromParagraphs, richTextPlain } from '@questline/domain/rules/rich-text';
import { tourCookieName } from '@questline/domain/rules/tours';
import type { TSitePage } from '@questline/domain/schemas/site-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PUBLIC_URL, resultOf, sendAs, signIn, type TTestContext } from '../../../test/test-app';
import { grantRoles } from '../users/users.repository';
import { AUTH_COOKIES, DEFAULT_SITE_PAGES, TOUR_COOKIES } from './site-page-defaults';

let ctx: TTestContext;
const cookies: Record<string, string> = {};

const PEOPLE: Record<string, TRole[]> = {
  learner: [],
  moderator: ['learnModerator'],
  learnAdmin: ['learnAdmin'],
  admin: ['admin'],
  superAdmin: ['superAdmin'],
};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [name, roles] of Object.entries(PEOPLE)) {
    cookies[name] = await signIn(ctx.app, `${name}@pages.test`, 'password-123', `The ${name}`);
    const me = resultOf<{ id: string }>(await send('GET', '/api/me', name));
    await grantRoles(ctx.db, me.id, roles);
  }
}, 120_000);
afterAll(() => ctx.close());

const send = sendAs(() => ctx.app, cookies);
const errorOf = (response: { statusCode: number; json: () => unknown }) => [
  response.statusCode,
  (response.json() as { error: { key: string } }).error.key,
];
const read = async (page: string, locale?: string) =>
  resultOf<TSitePage>(await send('GET', `/api/site/pages/${page}${locale ? `?locale=${locale}` : ''}`));
const save = (page: string, locale: string, content: unknown, who = 'admin') =>
  send('PUT', `/api/site/pages/${page}/${locale}`, who, { content });
const plain = (page: TSitePage) => richTextPlain(page.content);

describe('GET /api/site/pages/{page}', () => {
  it('answers the shipped English text of every footer page to anyone, in any locale', async () => {
    for (const page of ['about', 'contact', 'terms', 'privacy', 'cookies'] as const) {
      const shown = await read(page, 'ja_JP');
      expect(shown).toMatchObject({
        page,
        locale: 'ja_JP',
        contentLocale: 'en_US',
        source: 'default',
        updatedAt: null,
        updatedBy: null,
      });
      expect(shown.content).toEqual(DEFAULT_SITE_PAGES[page]);
      expect(plain(shown).length).toBeGreaterThan(200);
    }
    expect((await read('about')).locale).toBe('en_US');
  });

  it('answers an unknown page 404 and an unknown locale 400', async () => {
    expect(errorOf(await send('GET', '/api/site/pages/imprint'))).toEqual([404, 'not_found']);
    expect(errorOf(await send('GET', '/api/site/pages/about?locale=en'))).toEqual([400, 'invalid_locale']);
  });

  it('lists on the privacy page everything the platform stores', async () => {
    const text = plain(await read('privacy'));
    for (const stored of [
      'Account:',
      'e-mail address',
      'password',
      'Profile:',
      'Progress records:',
      'quiz attempts',
      'Experience (XP):',
      'Comments:',
      'Groups:',
      'Submissions:',
      'Uploads:',
      'Sessions:',
      'IP address',
      'Tracking events:',
      'Cookies:',
    ]) {
      expect(text).toContain(stored);
    }
  });

  it('lists on the cookie page every cookie the platform sets and the consent groups of the cookie settings', async () => {
    const text = plain(await read('cookies'));
    for (const name of Object.values(COOKIES)) expect(text).toContain(name);
    // The cookie names better-auth really sets: a sign-in's session cookie.
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: PUBLIC_URL },
      payload: { email: 'learner@pages.test', password: 'password-123' },
    });
    const setCookie = String(signedIn.headers['set-cookie']);
    expect(setCookie).toContain(`${AUTH_COOKIES.session}=`);
    expect(text).toContain(AUTH_COOKIES.session);
    expect(text).toContain(AUTH_COOKIES.twoFactor);
    expect(tourCookieName('home', 'u1')).toBe(TOUR_COOKIES.replace('{tour}', 'home').replace('{user}', 'u1'));
    expect(text).toContain(TOUR_COOKIES);
    expect(text).toContain(`${COOKIE_LIFETIME.preference / 86_400} days`);
    for (const category of Object.values(CONSENT_CATEGORIES)) expect(text).toContain(category);
    for (const provider of Object.values(EMBED_PROVIDERS)) expect(text).toContain(provider.name);
    expect(text).toContain('Strictly necessary');
  });
});

describe('PUT /api/site/pages/{page}/{locale}', () => {
  const german = richTextFromParagraphs(['Wir speichern nur, was die Plattform braucht.']);

  it('checks sign-in, then the page, locale and text, then the role', async () => {
    expect(errorOf(await save('privacy', 'de_DE', german, ''))).toEqual([401, 'auth_required']);
    expect(errorOf(await save('imprint', 'de_DE', german))).toEqual([404, 'not_found']);
    expect(errorOf(await save('privacy', 'de', german))).toEqual([400, 'invalid_locale']);
    expect(errorOf(await save('privacy', 'de_DE', { type: 'paragraph' }))).toEqual([400, 'invalid_request']);
    expect(errorOf(await save('privacy', 'de_DE', 'Hallo'))).toEqual([400, 'invalid_request']);
    for (const who of ['learner', 'moderator', 'learnAdmin']) {
      expect(errorOf(await save('privacy', 'de_DE', german, who))).toEqual([403, 'forbidden']);
    }
    expect((await read('privacy', 'de_DE')).source).toBe('default');
  });

  it('stores an admin’s text for its locale only: other locales keep English', async () => {
    const saved = resultOf<TSitePage>(await save('privacy', 'de_DE', german));
    expect(saved).toMatchObject({ page: 'privacy', locale: 'de_DE', contentLocale: 'de_DE', source: 'saved' });
    expect(saved.updatedBy).toBe('The admin');
    expect(Date.parse(saved.updatedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(await read('privacy', 'de_DE')).toEqual(saved);
    expect(plain(await read('privacy', 'de_DE'))).toBe('Wir speichern nur, was die Plattform braucht.');
    const french = await read('privacy', 'fr_FR');
    expect([french.contentLocale, french.source]).toEqual(['en_US', 'default']);
    expect((await read('terms', 'de_DE')).source).toBe('default');
  });

  it('shows a saved English text in every locale without one, and super admins save too', async () => {
    const english = richTextFromParagraphs(['Write to the team at the front desk.']);
    resultOf(await save('contact', 'en_US', english, 'superAdmin'));
    for (const locale of ['en_US', 'ko_KR', 'pt_PT']) {
      const shown = await read('contact', locale);
      expect([shown.contentLocale, shown.source, plain(shown)]).toEqual([
        'en_US',
        'saved',
        'Write to the team at the front desk.',
      ]);
    }
    expect((await read('contact', 'ko_KR')).updatedBy).toBe('The superAdmin');
  });

  it('keeps the last save and stores sanitised rich text only', async () => {
    const hostile = {
      type: 'doc',
      content: [
        { type: 'script', content: [{ type: 'text', text: 'alert(1)' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Visit', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
            {
              type: 'text',
              text: ' us',
              marks: [{ type: 'link', attrs: { href: 'https://example.org/', onclick: 'x' } }],
            },
          ],
        },
      ],
    };
    resultOf(await save('about', 'es_ES', richTextFromParagraphs(['Primero.'])));
    const saved = resultOf<TSitePage>(await save('about', 'es_ES', hostile));
    expect(saved.content).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Visit' },
            { type: 'text', text: ' us', marks: [{ type: 'link', attrs: { href: 'https://example.org/' } }] },
          ],
        },
      ],
    });
    expect((await read('about', 'es_ES')).content).toEqual(saved.content);
  });
});
