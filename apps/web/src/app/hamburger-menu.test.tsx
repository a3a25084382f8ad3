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
