import { FEATURE_FLAGS } from '@questline/domain/constants';
import { premiumStoreOf } from '@questline/domain/schemas/site';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../lib/cookies';
import { demoUser, renderWithApp } from '../test/render';
import { Header } from './header';

/** Hover first, as a pointer does: the menu's code loads, then the press opens it. */
const openMenu = async (name: string) => {
  await userEvent.hover(await screen.findByRole('button', { name }));
  await waitFor(
    () => expect(screen.getByRole('button', { name }).hasAttribute('data-react-aria-pressable')).toBe(true),
    {
      timeout: 10_000,
    },
  );
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('menu', {}, { timeout: 5000 });
};

it('offers FAQ, New account and Sign in to anonymous visitors', async () => {
  renderWithApp(() => <Header />);
  const menu = await openMenu('Account menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['FAQ', 'New account', 'Sign in']);
  expect(screen.queryByRole('link', { name: 'Admin Tool' })).toBeNull();
});

it('shows a learn admin their role links and the Admin Tool', async () => {
  renderWithApp(() => <Header />, { me: demoUser({ displayName: 'Ari Admin', roles: ['learnAdmin'] }) });
  expect((await screen.findByRole('link', { name: 'Admin Tool' })).getAttribute('href')).toBe('/creator/featured');
  const menu = await openMenu('AA Account menu for Ari Admin');
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  expect(items).toEqual([
    'Account',
    'Profile 25% complete',
    'Groups',
    'Content Creator',
    'Learner Architecture',
    'Admin Tool',
    'Community Moderator',
    'FAQ',
    'Settings',
    'Sign out',
  ]);
  expect(within(menu).getByRole('menuitem', { name: 'Sign out' }).getAttribute('href')).toBe('/auth/logout');
  expect(within(menu).getByRole('menuitem', { name: 'Groups' }).getAttribute('href')).toBe('/groups');
});

it.each(['admin', 'superAdmin'] as const)(
  'gives a site %s the authoring links, the Admin Tool and the site tools in the account menu',
  async (role) => {
    renderWithApp(() => <Header />, { me: demoUser({ displayName: 'Ari Admin', roles: [role] }) });
    const menu = await openMenu('AA Account menu for Ari Admin');
    const roleSection = within(menu).getByRole('group', { name: 'Your tools' });
    expect(
      within(roleSection)
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['Content Creator', '/creator/dashboard'],
      ['Learner Architecture', '/creator/dashboard/architecture'],
      ['Admin Tool', '/creator/featured'],
      ['Site settings', '/creator/flags'],
      ['Users', '/admin/users'],
    ]);
  },
);

describe('the pinned account menu (§2.3)', () => {
  it('ignores Escape and a click outside while pinned, and closes as before once unpinned', async () => {
    renderWithApp(() => (
      <>
        <Header />
        <button type="button">Outside</button>
      </>
    ));
    await openMenu('Account menu');
    const pin = screen.getByRole('button', { name: 'Pin menu' });
    expect(pin.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(pin);
    const unpin = screen.getByRole('button', { name: 'Unpin menu' });
    expect(unpin.getAttribute('aria-pressed')).toBe('true');

    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Outside' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('menu', { name: 'Account menu' })).toBeTruthy();

    await userEvent.click(unpin);
    expect(screen.getByRole('button', { name: 'Pin menu' }).getAttribute('aria-pressed')).toBe('false');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('lets the page be used while pinned: it is no longer modal, and focus moves on out of it', async () => {
    renderWithApp(
      () => (
        <>
          <Header />
          <button type="button">Outside</button>
        </>
      ),
      { me: demoUser() },
    );
    await openMenu('AL Account menu for Ada Learner');
    const outside = screen.getByRole('button', { name: 'Outside', hidden: true });
    expect(outside.closest('[inert]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pin menu' }));
    await waitFor(() => expect(outside.closest('[inert]')).toBeNull());
    // Focus may leave the pinned menu (a modal one takes it back) and the menu stays open.
    act(() => outside.focus());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.activeElement).toBe(outside);
    expect(screen.getByRole('menu')).toBeTruthy();
  });
});

describe("the account menu's premium and profile items (§2.3)", () => {
  const store = {
    featureFlags: { ...FEATURE_FLAGS },
    premiumStore: premiumStoreOf('https://store.invalid/buy', 'premium'),
    videoTranscoding: true,
  };
  const tryPremium = (menu: HTMLElement) => within(menu).queryByRole('menuitem', { name: 'Try premium' });

  it('offers a signed-in learner without premium the premium page', async () => {
    renderWithApp(() => <Header />, { me: demoUser(), siteSettings: store });
    const item = tryPremium(await openMenu('AL Account menu for Ada Learner'));
    expect(item?.getAttribute('href')).toBe('/premium');
  });

  it('offers no premium to a premium member, nor where no store sells it', async () => {
    const premium = renderWithApp(() => <Header />, { me: demoUser({ premium: true }), siteSettings: store });
    expect(tryPremium(await openMenu('AL Account menu for Ada Learner'))).toBeNull();
    premium.unmount();
    renderWithApp(() => <Header />, { me: demoUser() });
    expect(tryPremium(await openMenu('AL Account menu for Ada Learner'))).toBeNull();
  });

  it("shows how complete the learner's profile is and links to where it is edited", async () => {
    renderWithApp(() => <Header />, { me: demoUser({ customProfileUrl: 'ada', region: 'region.01', locale: null }) });
    const menu = await openMenu('AL Account menu for Ada Learner');
    const item = within(menu).getByRole('menuitem', { name: 'Profile 75% complete' });
    expect(item.getAttribute('href')).toBe('/u/u1?tab=settings');
  });
});

it('opens the menu on a press that comes before its code has loaded', async () => {
  renderWithApp(() => <Header />, { me: demoUser() });
  const trigger = await screen.findByRole('button', { name: 'AL Account menu for Ada Learner' });
  trigger.click();
  const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
  expect(within(menu).getByText('ada@example.test')).toBeTruthy();
});

it('marks the current section in the navigation', async () => {
  renderWithApp(() => <Header />, { path: '/learn/pathways' });
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'Pathways' }).getAttribute('aria-current')).toBe('page');
  expect(within(nav).getByRole('link', { name: 'Tutorials' }).getAttribute('aria-current')).toBeNull();
});

it('gives academic-alliance and edlab members the portals menu instead of the educators link', async () => {
  renderWithApp(() => <Header />, { me: demoUser({ uaaMember: true, engineEdlabMember: false }) });
  expect(screen.queryByRole('link', { name: 'For educators' })).toBeNull();
  const menu = await openMenu('Portals');
  const items = within(menu).getAllByRole('menuitem');
  expect(items.map((item) => [item.getAttribute('aria-label'), item.getAttribute('href')])).toEqual([
    ['Educators: Access now', '/educators'],
    ['Educator lab: Learn more', '/educators#edlab'],
    ['Academic partners: Access now', '/partners'],
  ]);
});

it('opens the edlab portal to edlab members only while EDLAB_PORTAL_PAGE is on, and hides flagged links (§9)', async () => {
  const member = demoUser({ uaaMember: false, engineEdlabMember: true });
  const edlabItem = async () => {
    const menu = await openMenu('Portals');
    return within(menu)
      .getAllByRole('menuitem')
      .map((item) => [item.getAttribute('aria-label'), item.getAttribute('href')])[1];
  };
  const on = renderWithApp(() => <Header />, { me: member });
  expect(await edlabItem()).toEqual(['Educator lab: Access now', '/edlab']);
  on.unmount();
  const flags = { ...FEATURE_FLAGS, EDLAB_PORTAL_PAGE: false, PROJECT_ENABLED: false };
  renderWithApp(() => <Header />, {
    me: member,
    siteSettings: { featureFlags: flags, premiumStore: premiumStoreOf(null, 'premium'), videoTranscoding: true },
  });
  expect(await edlabItem()).toEqual(['Educator lab: Learn more', '/educators#edlab']);
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).queryByRole('link', { name: 'Projects' })).toBeNull();
  expect(within(nav).getByRole('link', { name: 'Pathways' })).toBeTruthy();
});

it('lists the missions after the navigation links in the hamburger menu', async () => {
  renderWithApp(() => <Header />);
  const menu = await openMenu('Menu');
  const items = within(menu).getAllByRole('menuitem');
  expect(items.map((item) => [item.textContent, item.getAttribute('href')]).slice(0, 6)).toEqual([
    ['Pathways', '/pathways'],
    ['Tutorials', '/tutorials'],
    ['Projects', '/projects'],
    ['Courses', '/courses'],
    ['Live Calendar', '/live-calendar'],
    ['Missions', '/missions'],
  ]);
});

it('links My Learning to the signed-in user, and asks anonymous visitors to sign in first (§2.3)', async () => {
  const { unmount } = renderWithApp(() => <Header />, { me: demoUser({ id: 'u7' }) });
  expect((await screen.findByRole('link', { name: 'My Learning' })).getAttribute('href')).toBe('/u/u7');
  unmount();

  renderWithApp(() => <Header />);
  await userEvent.click(await screen.findByRole('button', { name: 'My Learning' }));
  expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeTruthy();
});

it('links admins to site settings and user administration', async () => {
  renderWithApp(() => <Header />, { me: demoUser({ displayName: 'Sam Super', roles: ['superAdmin'] }) });
  const menu = await openMenu('SS Account menu for Sam Super');
  expect(within(menu).getByRole('menuitem', { name: 'Site settings' }).getAttribute('href')).toBe('/creator/flags');
  expect(within(menu).getByRole('menuitem', { name: 'Users' }).getAttribute('href')).toBe('/admin/users');
});

describe('the colour theme in the account menu', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete document.documentElement.dataset.theme;
    writeCookie('ql_theme', '', 0);
  });

  const themeChoices = (menu: HTMLElement) =>
    within(within(menu).getByRole('group', { name: 'Theme' }))
      .getAllByRole('menuitemradio')
      .map((item) => [item.textContent, item.getAttribute('aria-checked')]);

  it("offers a visitor System, Light and Dark, shows the chosen one at once and keeps it in this browser's cookie", async () => {
    const fetch = vi.fn(async (_url: string) => new Response('{}', { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    renderWithApp(() => <Header />);
    let menu = await openMenu('Account menu');
    expect(themeChoices(menu)).toEqual([
      ['Same as device', 'true'],
      ['Light', 'false'],
      ['Dark', 'false'],
    ]);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.cookie).toContain('ql_theme=dark');
    // A visitor's choice is the cookie's alone: nothing is saved on the server.
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain('/api/changeTheme');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    menu = await openMenu('Account menu');
    expect(themeChoices(menu)).toEqual([
      ['Same as device', 'false'],
      ['Light', 'false'],
      ['Dark', 'true'],
    ]);
    // Back to the device's: no attribute, so the stylesheet follows prefers-color-scheme.
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Same as device' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBeUndefined());
    expect(document.cookie).toContain('ql_theme=system');
  });

  it("saves a signed-in user's choice in their settings", async () => {
    const posts: [string, unknown][] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (init.method === 'POST') posts.push([url, JSON.parse(String(init.body))]);
        return new Response(JSON.stringify({ result: true }), { headers: { 'content-type': 'application/json' } });
      }),
    );
    renderWithApp(() => <Header />, { me: demoUser() });
    const menu = await openMenu('AL Account menu for Ada Learner');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Light' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    await waitFor(() => expect(posts).toEqual([['/api/changeTheme', { theme: 'light' }]]));
  });
});
