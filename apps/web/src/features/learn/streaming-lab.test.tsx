import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { demoUser } from '../../test/render';
import { fakeLearnServer, renderLearnPage, tutorialItem } from './learn-test-kit';

afterEach(() => vi.restoreAllMocks());

const labTutorial = (overrides: Parameters<typeof tutorialItem>[0] = {}) =>
  tutorialItem({ withLab: true, ...overrides });

it('labels a tutorial holding a lab as a hands-on lab in its header (§2.9 content labels)', async () => {
  fakeLearnServer({ items: [labTutorial()], signedIn: true });
  renderLearnPage('/tutorial/spin-a-cube', { me: demoUser() });
  const labels = await screen.findByRole('list', { name: 'Labels' });
  expect(within(labels).getByText('Hands-on lab')).toBeTruthy();
  // A listed lab opens no dialog: only a hidden one is reached by its direct link alone.
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('shows no lab label for a tutorial without a lab', async () => {
  fakeLearnServer({ items: [tutorialItem({ premium: true })], signedIn: true });
  renderLearnPage('/tutorial/spin-a-cube', { me: demoUser() });
  const labels = await screen.findByRole('list', { name: 'Labels' });
  expect(within(labels).getByText('Premium')).toBeTruthy();
  expect(screen.queryByText('Hands-on lab')).toBeNull();
});

it('opens the streaming lab dialog on a hidden lab, naming it; Close goes to the home page (§2.9)', async () => {
  fakeLearnServer({ items: [labTutorial({ hidden: true, public: false })], signedIn: true });
  const { router, container } = renderLearnPage('/tutorial/spin-a-cube', { me: demoUser() });
  const dialog = await screen.findByRole('dialog', { name: 'Hands-on lab' });
  expect(within(dialog).getByText('Spin a cube')).toBeTruthy();
  expect(within(dialog).getByText(/opened by its direct link/)).toBeTruthy();
  await expectNoSeriousAxeViolations(container.ownerDocument.body);

  const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
  await userEvent.click(closeButtons[closeButtons.length - 1] as HTMLElement);
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('leaves for the home page when the dialog is closed with Escape', async () => {
  fakeLearnServer({ items: [labTutorial({ hidden: true, public: false })], signedIn: true });
  const { router } = renderLearnPage('/tutorial/spin-a-cube', { me: demoUser() });
  await screen.findByRole('dialog', { name: 'Hands-on lab' });
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});

it('opens the lab step from the dialog and stays on the page', async () => {
  fakeLearnServer({ items: [labTutorial({ hidden: true, public: false })], signedIn: true });
  const { router } = renderLearnPage('/tutorial/spin-a-cube', { me: demoUser() });
  const dialog = await screen.findByRole('dialog', { name: 'Hands-on lab' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Open the lab' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Make it float' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/tutorial/spin-a-cube');
  expect(router.state.location.search).toMatchObject({ tab: 's2' });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('opens no dialog on a hidden item without a lab', async () => {
  fakeLearnServer({ items: [tutorialItem({ hidden: true, public: false })], signedIn: true });
  renderLearnPage('/tutorial/spin-a-cube', { me: demoUser() });
  await screen.findByRole('heading', { level: 1, name: 'Spin a cube' });
  expect(screen.queryByRole('dialog')).toBeNull();
});
