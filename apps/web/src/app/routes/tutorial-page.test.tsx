import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeLearnServer, json, renderLearnPage, tutorialItem } from '../../features/learn/learn-test-kit';
import { demoUser } from '../../test/render';
import { TutorialPage } from './tutorial-page';

afterEach(() => vi.restoreAllMocks());

const linked = {
  submission: {
    id: 'lsu_4',
    title: 'Floating cube',
    descPlain: 'It floats.',
    thumbnail: null,
    authorId: 'u9',
    tutorialId: 'ltu_7',
    sectionId: 's3',
    stepIndex: 2,
    submissionType: 'link',
    webGLProject: null,
    url: 'https://example.org/cube',
    isPrivate: false,
    likeCount: 0,
    viewCount: 1,
    playCount: 0,
    createdTime: '2026-11-20T10:00:00.000Z',
  },
  userMap: { u9: { id: 'u9', displayName: 'Bea Builder', avatar: null, profileUrl: '/u/u9' } },
  tutorialMap: { ltu_7: { id: 'ltu_7', slug: 'spin-a-cube', title: 'Spin a cube' } },
  statsMap: {},
  likeMap: { lsu_4: false },
  isOwner: false,
};

it('shows the submission form on the submission step', async () => {
  fakeLearnServer({ items: [tutorialItem()], signedIn: true });
  renderLearnPage('/tutorial/spin-a-cube?tab=s3', { me: demoUser(), pages: { tutorial: TutorialPage } });
  const form = await screen.findByRole('region', { name: 'Submit your work' });
  expect(within(form).getByLabelText('WebGL build (zip)')).toBeTruthy();
  expect(within(form).getByLabelText('Title')).toBeTruthy();
});

it('opens the submission a ?submissionId= link names over the tutorial, and closes it back to the page', async () => {
  const server = fakeLearnServer({
    items: [tutorialItem()],
    signedIn: true,
    handle: ({ url }) => (url.pathname === '/api/learn/submission/lsu_4' ? json(200, { result: linked }) : null),
  });
  renderLearnPage('/tutorial/spin-a-cube?submissionId=lsu_4', { me: demoUser(), pages: { tutorial: TutorialPage } });
  const dialog = await screen.findByRole('dialog', { name: 'Submission' });
  expect(await within(dialog).findByRole('heading', { level: 2, name: 'Floating cube' })).toBeTruthy();
  expect(
    within(dialog)
      .getByRole('link', { name: /Open the submitted link/ })
      .getAttribute('href'),
  ).toBe('https://example.org/cube');
  expect(server.calls.some((call) => call.url.pathname === '/api/learn/submission/lsu_4')).toBe(true);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('heading', { level: 1, name: 'Spin a cube' })).toBeTruthy();
});

it("shows a step's comments under the step, asked for that step's channel", async () => {
  const server = fakeLearnServer({
    items: [tutorialItem()],
    signedIn: true,
    handle: ({ url }) =>
      url.pathname === '/api/community/comments'
        ? json(200, {
            result: {
              commentData: { commentIds: [] },
              commentMap: {},
              replyMap: {},
              reportMap: {},
              userMap: {},
              hasMore: false,
              viewer: { moderator: false, blocked: false },
            },
          })
        : null,
  });
  const { router } = renderLearnPage('/tutorial/spin-a-cube?tab=s2', {
    me: demoUser(),
    pages: { tutorial: TutorialPage },
  });
  const heading = await screen.findByRole('heading', { level: 3, name: 'Comments (0)' });
  const box = screen.getByRole('textbox', { name: 'Add a comment' });
  const asked = server.calls.find((call) => call.url.pathname === '/api/community/comments');
  expect(asked?.url.searchParams.get('channelId')).toBe('ltu_7.s2');
  // The comments follow the step's way on (previous, next, complete), not the other way round.
  for (const name of ['Previous step', 'Next step', 'Complete and continue']) {
    const button = screen.getByRole('button', { name });
    expect(button.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }
  // A ] typed in the comment box is text, not a move to the next step.
  await userEvent.click(box);
  await userEvent.keyboard(']');
  expect(router.state.location.search).toMatchObject({ tab: 's2' });
});
