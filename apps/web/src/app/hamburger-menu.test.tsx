import { FEATURE_FLAGS } from '@questline/domain/constants';
import { premiumStoreOf } from '@questline/domain/schemas/site';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { demoUser, renderWithApp } from '../test/render';
import { HamburgerMenu } from './hamburger-menu';

/** Hover first, as a pointer does: the menu's code loads, then the press opens it. */
const openMenu = async () => {
  await userEvent.hover(await screen.findByRole('button', { name: 'Menu' }));
  await waitFor(
    () => expect(screen.getByRole('button', { name: 'Menu' }).hasAttribute('data-react-aria-pressable')).toBe(true),
    { timeout: 10_000 },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  return screen.findByRole('menu', {}, { timeout: 5000 });
};
const myLearning = (menu: HTMLElement) => within(menu).getByRole('menuitem', { name: 'My Learning' });

it('asks a visitor to sign in from My Learning', async () => {
  renderWithApp(() => <HamburgerMenu />, { me: null });
  await userEvent.click(myLearning(await openMenu()));
  expect(await screen.findByRole('dialog', { name: 'Sign in to Questline' }, { timeout: 5000 })).toBeTruthy();
});

it('takes a signed-in learner to their My Learning', async () => {
  renderWithApp(() => <HamburgerMenu />, { me: demoUser() });
  expect(myLearning(await openMenu()).getAttribute('href')).toBe(`/u/${demoUser().id}`);
});

it('does not take a learner whose session is still loading for a visitor', async () => {
  renderWithApp(() => <HamburgerMenu />, { me: 'pending' });
  const item = myLearning(await openMenu());
  expect(item.getAttribute('aria-disabled')).toBe('true');
  await userEvent.click(item);
  // The sign-in modal's code would have loaded by now had it been asked for.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(screen.queryByRole('dialog', { name: 'Sign in to Questline' })).toBeNull();
});

const itemsOf = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => [item.getAttribute('aria-label') ?? item.textContent, item.getAttribute('href')]);

it('follows the flags of the desktop header: no Pathways or Projects while their pages are off (§9)', async () => {
  const on = renderWithApp(() => <HamburgerMenu />, { me: null });
  expect(itemsOf(await openMenu()).slice(0, 3)).toEqual([
    ['Pathways', '/pathways'],
    ['Tutorials', '/tutorials'],
    ['Projects', '/projects'],
  ]);
  on.unmount();
  const featureFlags = { ...FEATURE_FLAGS, PATHWAYS_LANDING_PAGE: false, PROJECT_ENABLED: false };
  renderWithApp(() => <HamburgerMenu />, {
    me: null,
    siteSettings: { featureFlags, premiumStore: premiumStoreOf(null, 'premium'), videoTranscoding: true },
  });
  const names = itemsOf(await openMenu()).map(([name]) => name);
  expect(names).not.toContain('Pathways');
  expect(names).not.toContain('Projects');
  expect(names.slice(0, 3)).toEqual(['Tutorials', 'Courses', 'Live Calendar']);
});

it('offers everyone but portal members the single Educators link (§2.5)', async () => {
  renderWithApp(() => <HamburgerMenu />, { me: demoUser() });
  const menu = await openMenu();
  expect(within(menu).getByRole('menuitem', { name: 'For educators' }).getAttribute('href')).toBe('/educators');
  expect(within(menu).queryByRole('group', { name: 'Portals' })).toBeNull();
});

it('offers academic-alliance and edlab members the three portals, as the portal box does (§2.5)', async () => {
  renderWithApp(() => <HamburgerMenu />, { me: demoUser({ uaaMember: true, engineEdlabMember: true }) });
  const menu = await openMenu();
  expect(within(menu).queryByRole('menuitem', { name: 'For educators' })).toBeNull();
  expect(itemsOf(within(menu).getByRole('group', { name: 'Portals' }))).toEqual([
    ['Educators: Access now', '/educators'],
    ['Educator lab: Access now', '/edlab'],
    ['Academic partners: Access now', '/partners'],
  ]);
});

it.each(['admin', 'superAdmin'] as const)('offers a site %s the same role links as the avatar menu', async (role) => {
  renderWithApp(() => <HamburgerMenu />, { me: demoUser({ roles: [role] }) });
  expect(itemsOf(within(await openMenu()).getByRole('group', { name: 'Your tools' }))).toEqual([
    ['Content Creator', '/creator/dashboard'],
    ['Learner Architecture', '/creator/dashboard/architecture'],
    ['Admin Tool', '/creator/featured'],
    ['Site settings', '/creator/flags'],
    ['Users', '/admin/users'],
  ]);
});

it('offers a learner without a role no tools', async () => {
  renderWithApp(() => <HamburgerMenu />, { me: demoUser() });
  expect(within(await openMenu()).queryByRole('group', { name: 'Your tools' })).toBeNull();
});
