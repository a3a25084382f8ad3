import { levelDetail } from '@questline/domain/rules/levels';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { demoUser } from '../../test/render';
import { fakeLearnServer, json, renderLearnPage, richText, tutorialItem } from './learn-test-kit';

afterEach(() => vi.restoreAllMocks());

const progressText = () => screen.getByRole('progressbar').getAttribute('aria-valuetext');

it('marks a step complete for a signed-in learner, shows the progress, and keeps it after a reload', async () => {
  const server = fakeLearnServer({ items: [tutorialItem()], signedIn: true });
  const first = renderLearnPage('/tutorial/spin-a-cube?tab=s2', { me: demoUser() });

  expect(await screen.findByRole('heading', { level: 2, name: 'Make it float' })).toBeTruthy();
  expect(progressText()).toBe('0 of 3 steps complete');
  const lab = screen.getByRole('link', { name: /Open the lab/ });
  expect(lab.getAttribute('href')).toBe('https://lab.example.com/float');
  expect(lab.getAttribute('rel')).toBe('noopener noreferrer');

  await userEvent.click(screen.getByRole('checkbox', { name: 'I have completed this step' }));

  await waitFor(() => expect(progressText()).toBe('1 of 3 steps complete'));
  const post = server.calls.find((call) => call.method === 'POST');
  expect(post?.url.pathname).toBe('/api/learn/record/step');
  expect(post?.body).toEqual({ id: 'ltu_7', sectionId: 's2', completed: true });
  expect(screen.getByRole('tab', { name: /Make it float/ }).textContent).toContain('Completed');
  first.unmount();

  // A fresh app (a reload) reads the record back from the server.
  renderLearnPage('/tutorial/spin-a-cube', { me: demoUser() });
  await screen.findByRole('heading', { level: 1, name: 'Spin a cube' });
  expect(progressText()).toBe('1 of 3 steps complete');
  expect(screen.getByRole('button', { name: 'Continue where you left off' })).toBeTruthy();
});

it('puts the step back when the server refuses the record', async () => {
  fakeLearnServer({ items: [tutorialItem()], signedIn: false });
  renderLearnPage('/tutorial/spin-a-cube?tab=s1', { me: demoUser() });
  const box = await screen.findByRole('checkbox', { name: 'I have completed this step' });
  await userEvent.click(box);
  expect((await screen.findByRole('alert')).textContent).toBe('Please sign in to continue.');
  expect((screen.getByRole('checkbox', { name: 'I have completed this step' }) as HTMLInputElement).checked).toBe(
    false,
  );
  expect(progressText()).toBe('0 of 3 steps complete');
});

it('asks an anonymous visitor to sign in for the suggested solution, without showing it', async () => {
  const server = fakeLearnServer({
    items: [tutorialItem({ isExercise: true, solutionPlan: { body: richText('Rotate by 90 degrees a second.') } })],
    signedIn: false,
  });
  renderLearnPage('/tutorial/spin-a-cube');

  await userEvent.click(await screen.findByRole('button', { name: 'Show suggested solution' }));

  expect(await screen.findByRole('dialog', { name: 'Sign in to Questline' })).toBeTruthy();
  expect(server.calls.some((call) => call.url.pathname === '/api/authUrl')).toBe(true);
  expect(screen.queryByText('Rotate by 90 degrees a second.')).toBeNull();
  expect(screen.queryByRole('checkbox')).toBeNull();
  expect(screen.getByText('Sign in to start')).toBeTruthy();
});

it('shows the suggested solution to a signed-in learner on request', async () => {
  fakeLearnServer({
    items: [tutorialItem({ isExercise: true, solutionPlan: { body: richText('Rotate by 90 degrees a second.') } })],
    signedIn: true,
  });
  renderLearnPage('/tutorial/spin-a-cube', { me: demoUser() });
  const show = await screen.findByRole('button', { name: 'Show suggested solution' });
  expect(show.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByText('Rotate by 90 degrees a second.')).toBeNull();
  await userEvent.click(show);
  expect(await screen.findByText('Rotate by 90 degrees a second.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Hide suggested solution' }).getAttribute('aria-expanded')).toBe('true');
});

it('lists the suggested solution’s materials under it, once shown', async () => {
  const materials = [{ type: 'link' as const, name: 'Finished scene', url: 'https://example.test/scene' }];
  fakeLearnServer({
    items: [tutorialItem({ isExercise: true, solutionPlan: { body: richText('Rotate by 90 degrees.'), materials } })],
    signedIn: true,
  });
  renderLearnPage('/tutorial/spin-a-cube', { me: demoUser() });
  expect(screen.queryByRole('link', { name: 'Finished scene' })).toBeNull();
  await userEvent.click(await screen.findByRole('button', { name: 'Show suggested solution' }));
  expect(await screen.findByRole('heading', { level: 3, name: 'Materials' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Finished scene' }).getAttribute('href')).toBe('https://example.test/scene');
});

it('keeps the selected step in the URL with the parent ids, and follows history back', async () => {
  fakeLearnServer({ items: [tutorialItem()], signedIn: false });
  const { router } = renderLearnPage('/tutorial/spin-a-cube?projectId=lpr_2&uv=2024');
  await screen.findByRole('heading', { level: 1, name: 'Spin a cube' });
  expect(screen.getByRole('tab', { name: /Overview/ }).getAttribute('aria-selected')).toBe('true');

  await userEvent.click(screen.getByRole('tab', { name: /Share it/ }));

  await waitFor(() =>
    expect(router.state.location.search).toMatchObject({ tab: 's3', projectId: 'lpr_2', uv: '2024' }),
  );
  expect(await screen.findByText('Submit your work as: WebGL build')).toBeTruthy();
  router.history.back();
  await waitFor(() => expect(screen.getByRole('tab', { name: /Overview/ }).getAttribute('aria-selected')).toBe('true'));
  expect(router.state.location.search).not.toHaveProperty('tab');
});

it('toggles the saved state with aria-pressed, and asks anonymous visitors to sign in', async () => {
  fakeLearnServer({ items: [tutorialItem()], signedIn: true });
  const signedIn = renderLearnPage('/tutorial/ltu_7', { me: demoUser() });
  const save = await screen.findByRole('button', { name: 'Save' });
  expect(save.getAttribute('aria-pressed')).toBe('false');
  await userEvent.click(save);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-pressed')).toBe('true'));
  expect(screen.getByText('1 save')).toBeTruthy();
  signedIn.unmount();
  vi.restoreAllMocks();

  const server = fakeLearnServer({ items: [tutorialItem()], signedIn: false });
  renderLearnPage('/tutorial/ltu_7');
  await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('dialog', { name: 'Sign in to Questline' })).toBeTruthy();
  expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
});

it('shows the not-found page for a missing item, and ignores publish and preview for those who cannot edit it', async () => {
  fakeLearnServer({ items: [tutorialItem()], signedIn: false });
  const missing = renderLearnPage('/tutorial/no-such-tutorial');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  missing.unmount();

  for (const me of [null, demoUser({ id: 'u_other', roles: ['learnCreator'] })]) {
    const page = renderLearnPage('/tutorial/spin-a-cube?publish=true&preview=true', { me });
    expect(await screen.findByRole('heading', { level: 1, name: 'Spin a cube' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    page.unmount();
  }
});

/** The item's owner, who may edit it (§6: a learn creator edits what they own). */
const owner = () => demoUser({ id: 'u_author', roles: ['learnCreator'] });

it('previews the draft to its editor: asks the server for it and says so in a banner', async () => {
  const server = fakeLearnServer({
    items: [tutorialItem()],
    signedIn: true,
    // The server answers the draft to those who may edit the item (its own tests hold that rule).
    handle: ({ url }) =>
      url.pathname === '/api/learn/tutorial/spin-a-cube' && url.searchParams.get('preview') === 'true'
        ? json(200, { result: tutorialItem({ title: 'Spin a cube, reworked' }) })
        : null,
  });
  const { container } = renderLearnPage('/tutorial/spin-a-cube?preview=true', { me: owner() });

  expect(await screen.findByRole('heading', { level: 1, name: 'Spin a cube, reworked' })).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe(
    'Preview of your unpublished changes. Learners see the published version until you publish.',
  );
  // The item and its extends (the ratings are the published item's, whoever reads them).
  const reads = server.calls.filter((call) =>
    /^\/api\/learn\/tutorial\/spin-a-cube(\/extends)?$/.test(call.url.pathname),
  );
  expect(reads.map((call) => call.url.searchParams.get('preview'))).toEqual(['true', 'true']);
  await expectNoSeriousAxeViolations(container);
});

it('offers the publish flow on the page a publish lands on, and takes publish=true out of the URL once closed', async () => {
  fakeLearnServer({ items: [tutorialItem()], signedIn: true });
  const { router } = renderLearnPage('/tutorial/spin-a-cube?publish=true&tab=s2', { me: owner() });

  const dialog = await screen.findByRole('dialog', { name: 'Published' });
  for (const name of ['Back to edit', 'Return to dashboard', 'Create another Tutorial', 'Cancel']) {
    expect(within(dialog).getByRole('button', { name })).toBeTruthy();
  }
  await expectNoSeriousAxeViolations();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Published' })).toBeNull());
  expect(router.state.location.search).not.toHaveProperty('publish');
  expect(router.state.location.search).toMatchObject({ tab: 's2' });

  // Escape closes it the same way.
  await router.navigate({ href: '/tutorial/spin-a-cube?publish=true' });
  await screen.findByRole('dialog', { name: 'Published' });
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(router.state.location.search).not.toHaveProperty('publish'));
});

it("goes back to the item's editor from the publish flow", async () => {
  fakeLearnServer({ items: [tutorialItem()], signedIn: true });
  const { router } = renderLearnPage('/tutorial/spin-a-cube?publish=true', { me: owner() });
  const dialog = await screen.findByRole('dialog', { name: 'Published' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Back to edit' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/tutorial/ltu_7/edit'));
});

it('follows the configured redirect of an expired item', async () => {
  fakeLearnServer({
    items: [tutorialItem()],
    signedIn: false,
    expired: { 'old-cube-tutorial': '/tutorial/spin-a-cube' },
  });
  const { router } = renderLearnPage('/tutorial/old-cube-tutorial?projectId=lpr_2');
  expect(await screen.findByRole('heading', { level: 1, name: 'Spin a cube' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/tutorial/spin-a-cube');
});

it('summarises the checkpoint of the mission the item sits in', async () => {
  fakeLearnServer({
    items: [tutorialItem()],
    signedIn: true,
    extendsOf: () => ({
      checkpoint: {
        nodes: [
          { id: 'ltu_7', type: 'tutorial', relation: 'And', status: { completed: true } },
          { id: 'lqz_4', type: 'quiz', relation: 'And', status: { completed: false } },
          { id: 'ltu_9', type: 'tutorial', relation: 'Or', status: { completed: false } },
        ],
        badgeRewards: [{ itemId: 'lbg_1' }],
      },
    }),
  });
  renderLearnPage('/tutorial/spin-a-cube', { me: demoUser() });
  const summary = (await screen.findByRole('heading', { name: 'Checkpoint' })).closest('section') as HTMLElement;
  expect(within(summary).getByRole('progressbar').getAttribute('aria-valuetext')).toBe('1 of 2 groups complete');
  expect(within(summary).getByText('Spin a cube')).toBeTruthy();
  expect(within(summary).getByText('Any one of these completes the group:')).toBeTruthy();
  expect(within(summary).getByText('Complete the checkpoint to unlock 1 badge')).toBeTruthy();
});

it('opens the experience dialog when a completed step earns experience, and not for a step that earns none', async () => {
  fakeLearnServer({
    items: [tutorialItem()],
    signedIn: true,
    // Completing s2 completes the tutorial: its points raise the learner's programming level.
    stepLevelDetails: ({ body }) =>
      body?.sectionId === 's2' && body.completed ? [levelDetail('programming', 510, 20)] : [],
  });
  renderLearnPage('/tutorial/spin-a-cube?tab=s1', { me: demoUser() });

  await userEvent.click(await screen.findByRole('checkbox', { name: 'I have completed this step' }));
  await waitFor(() => expect(progressText()).toBe('1 of 3 steps complete'));
  expect(screen.queryByRole('dialog')).toBeNull();

  await userEvent.click(screen.getByRole('tab', { name: /Make it float/ }));
  await userEvent.click(await screen.findByRole('checkbox', { name: 'I have completed this step' }));

  const dialog = await screen.findByRole('dialog', { name: 'Level up!' });
  expect(within(dialog).getByRole('listitem').textContent).toContain('+20 XP Programming');
  expect(within(dialog).getByRole('listitem').textContent).toContain('Level 2');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('shows a compact header on a step: the title once, without the facts and actions of the overview', async () => {
  fakeLearnServer({ items: [tutorialItem()], signedIn: true });
  const { router } = renderLearnPage('/tutorial/spin-a-cube?tab=s1', { me: demoUser() });
  expect(await screen.findByRole('heading', { level: 2, name: 'Create the script' })).toBeTruthy();
  expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Spin a cube']);
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  await expectNoSeriousAxeViolations();

  await userEvent.click(screen.getByRole('tab', { name: /Overview/ }));
  await waitFor(() => expect(router.state.location.search).not.toHaveProperty('tab'));
  expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
});

it('records the step with "Complete and continue", opens the next one, and shows the completion on the last', async () => {
  const server = fakeLearnServer({ items: [tutorialItem()], signedIn: true });
  const { router } = renderLearnPage('/tutorial/spin-a-cube?tab=s1', { me: demoUser() });

  await userEvent.click(await screen.findByRole('button', { name: 'Complete and continue' }));

  await waitFor(() =>
    expect(screen.getByRole('tab', { name: /Make it float/ }).getAttribute('aria-selected')).toBe('true'),
  );
  expect(router.state.location.search).toMatchObject({ tab: 's2' });
  const posts = () => server.calls.filter((call) => call.url.pathname === '/api/learn/record/step');
  expect(posts().map((call) => call.body)).toEqual([{ id: 'ltu_7', sectionId: 's1', completed: true }]);
  expect(progressText()).toBe('1 of 3 steps complete');
  expect(screen.getByRole('tab', { name: /Create the script/ }).textContent).toContain('Completed');
  // The next step's heading takes the focus, so a phone shows the step from its top.
  await waitFor(() => expect(document.activeElement?.textContent).toBe('Make it float'));

  await userEvent.click(screen.getByRole('button', { name: 'Complete and continue' }));
  await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 's3' }));

  // The last step has nowhere to go on: it is recorded, and the page says the tutorial is done.
  expect(screen.queryByRole('button', { name: 'Next step' })).toBeNull();
  await userEvent.click(await screen.findByRole('button', { name: 'Complete and finish' }));
  expect(
    (await screen.findByText('You have completed every step of this tutorial.')).closest('[role="status"]'),
  ).toBeTruthy();
  expect(posts().map((call) => call.body?.sectionId)).toEqual(['s1', 's2', 's3']);
  expect(progressText()).toBe('3 of 3 steps complete');
  expect(router.state.location.search).toMatchObject({ tab: 's3' });
  expect(screen.queryByRole('button', { name: 'Complete and finish' })).toBeNull();
  await expectNoSeriousAxeViolations();

  await userEvent.click(screen.getByRole('button', { name: 'Back to the overview' }));
  await waitFor(() => expect(router.state.location.search).not.toHaveProperty('tab'));
});

it('asks an anonymous visitor to sign in on a step, with "Next step" as the way on', async () => {
  fakeLearnServer({ items: [tutorialItem()], signedIn: false });
  const { router } = renderLearnPage('/tutorial/spin-a-cube?tab=s1');
  expect(await screen.findByRole('button', { name: 'Sign in to mark this step complete' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Complete and continue' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Next step' }));
  await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 's2' }));
});

it('moves to the next and previous tab with ] and [, announced on the buttons', async () => {
  fakeLearnServer({ items: [tutorialItem()], signedIn: true });
  const { router } = renderLearnPage('/tutorial/spin-a-cube?tab=s1', { me: demoUser() });
  await screen.findByRole('heading', { level: 2, name: 'Create the script' });
  expect(screen.getByRole('button', { name: 'Next step' }).getAttribute('aria-keyshortcuts')).toBe(']');
  expect(screen.getByRole('button', { name: 'Overview' }).getAttribute('aria-keyshortcuts')).toBe('[');

  await userEvent.keyboard(']');
  expect(await screen.findByRole('heading', { level: 2, name: 'Make it float' })).toBeTruthy();
  expect(router.state.location.search).toMatchObject({ tab: 's2' });

  // user-event writes a literal [ as [[.
  await userEvent.keyboard('[[');
  await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 's1' }));
  await userEvent.keyboard('[[');
  await waitFor(() => expect(router.state.location.search).not.toHaveProperty('tab'));
  expect(screen.getByRole('tab', { name: /Overview/ }).getAttribute('aria-selected')).toBe('true');
  // There is nothing before the overview: the key does nothing.
  await userEvent.keyboard('[[');
  expect(screen.getByRole('tab', { name: /Overview/ }).getAttribute('aria-selected')).toBe('true');
});
