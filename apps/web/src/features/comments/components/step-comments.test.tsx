import type { TCommentItem, TCommentList } from '@questline/domain/schemas/comments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { demoUser, renderWithApp } from '../../../test/render';
import { StepComments } from './step-comments';

afterEach(() => vi.restoreAllMocks());

const CHANNEL = 'ltu_7.s2';
type TBody = Record<string, unknown>;
type TCall = { method: string; url: URL; body: TBody | null };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const commentOf = (id: number, overrides: Partial<TCommentItem> = {}): TCommentItem => ({
  id: String(id),
  content: `Comment ${id}`,
  channelId: CHANNEL,
  sectionId: 's2',
  parentId: null,
  authorId: 'u2',
  createdTime: '2025-05-01T10:00:00.000Z',
  editedTime: null,
  likeCount: 0,
  liked: false,
  replyCount: 0,
  hidden: false,
  canEdit: false,
  canDelete: false,
  reported: false,
  ...overrides,
});

/**
 * The comments endpoints as the server answers them, over an in-memory list: pages of two, newest first, the
 * 10 s throttle for the learner's second post, and the moderator's view with reports.
 */
const fakeCommentsServer = (setup: {
  comments?: TCommentItem[];
  moderator?: boolean;
  reports?: TCommentList['reportMap'];
}) => {
  const calls: TCall[] = [];
  let comments = [...(setup.comments ?? [])];
  let posted = 0;
  let nextId = 100;
  const listOf = (url: URL): TCommentList => {
    const top = comments.filter((item) => item.parentId === null).sort((a, b) => Number(b.id) - Number(a.id));
    const before = url.searchParams.get('beforeId');
    const from = before ? top.filter((item) => Number(item.id) < Number(before)) : top;
    const linked = url.searchParams.get('messageId');
    const size = linked ? Math.max(2, from.findIndex((item) => item.id === linked) + 1) : 2;
    const page = from.slice(0, size);
    const replyMap: TCommentList['replyMap'] = {};
    for (const parent of page) {
      const replies = comments.filter((item) => item.parentId === parent.id);
      if (replies.length) replyMap[parent.id] = { items: replies };
    }
    return {
      commentData: { commentIds: page.map((item) => item.id) },
      commentMap: { [CHANNEL]: { messages: { total: comments.length, likeCount: 0, items: page } } },
      replyMap,
      reportMap: setup.moderator ? (setup.reports ?? {}) : {},
      userMap: {
        u1: { id: 'u1', name: 'Ada Learner', avatar: null },
        u2: { id: 'u2', name: 'Ben Builder', avatar: null },
      },
      hasMore: from.length > size,
      viewer: { moderator: setup.moderator === true, blocked: false },
    };
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as TBody) : null;
    calls.push({ method, url, body });
    if (url.pathname === '/api/authUrl') return json(503, { error: { key: 'internal_error' } });
    if (url.pathname === '/api/community/comments' && method === 'GET') return json(200, { result: listOf(url) });
    if (url.pathname === '/api/community/comments' && method === 'POST' && body) {
      if (!String(body.content).trim()) return json(400, { error: { key: 'post_can_not_be_empty' } });
      posted += 1;
      if (posted > 1) return json(429, { error: { key: 'post_ThrottlingError', params: { seconds: 10 } } });
      const item = commentOf(nextId++, {
        content: String(body.content),
        authorId: 'u1',
        parentId: (body.parentId as string | undefined) ?? null,
        canEdit: true,
        canDelete: true,
      });
      comments = [...comments, item];
      return json(200, { result: { item, userMap: {}, total: comments.length } });
    }
    const like = /^\/api\/community\/comments\/(\d+)\/like$/.exec(url.pathname);
    if (like) {
      comments = comments.map((item) =>
        item.id === like[1] ? { ...item, liked: !item.liked, likeCount: item.likeCount + (item.liked ? -1 : 1) } : item,
      );
      const item = comments.find((entry) => entry.id === like[1]) as TCommentItem;
      return json(200, { result: { id: item.id, liked: item.liked, likeCount: item.likeCount } });
    }
    const report = /^\/api\/community\/comments\/(\d+)\/reports$/.exec(url.pathname);
    if (report) {
      comments = comments.map((item) => (item.id === report[1] ? { ...item, reported: true } : item));
      return json(200, { result: { id: report[1], reported: true } });
    }
    if (url.pathname.startsWith('/api/community/postingBlocks/')) return json(200, { result: { blocked: true } });
    return json(404, { error: { key: 'not_found' } });
  });
  return { calls };
};

const renderComments = (options: { signedIn?: boolean; messageId?: string } = {}) =>
  renderWithApp(
    () => (
      <StepComments
        tutorialId="ltu_7"
        sectionId="s2"
        messageId={options.messageId}
        parentIds={{ projectId: 'lpr_3' }}
      />
    ),
    { me: options.signedIn ? demoUser() : null },
  );

it('shows the comments as plain text with safe links, and asks anonymous visitors to sign in', async () => {
  fakeCommentsServer({
    comments: [commentOf(1, { content: 'See https://docs.example.com/light. <b>not bold</b>', likeCount: 2 })],
  });
  renderComments();
  const comment = await screen.findByRole('article', { name: 'Ben Builder' });
  const link = within(comment).getByRole('link', { name: 'https://docs.example.com/light' });
  expect(link.getAttribute('href')).toBe('https://docs.example.com/light');
  expect(link.getAttribute('rel')).toContain('noopener');
  expect(comment.textContent).toContain('<b>not bold</b>');
  expect(comment.querySelector('b')).toBeNull();
  expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeTruthy();
  expect(screen.queryByRole('textbox')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('dialog', { name: 'Sign in to Questline' })).toBeTruthy();
});

it('posts a comment, and shows the server refusals as translated messages', async () => {
  const server = fakeCommentsServer({});
  renderComments({ signedIn: true });
  const box = await screen.findByRole('textbox', { name: 'Add a comment' });

  await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
  expect((await screen.findByRole('alert')).textContent).toBe('A post cannot be empty.');

  await userEvent.type(box, 'How bright should it be?');
  await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
  expect(await screen.findByText('How bright should it be?')).toBeTruthy();
  const post = server.calls.find((call) => call.method === 'POST' && call.body?.content);
  expect(post?.body).toEqual({
    channelId: CHANNEL,
    content: 'How bright should it be?',
    parentIds: { projectId: 'lpr_3' },
  });
  expect((box as HTMLTextAreaElement).value).toBe('');

  await userEvent.type(box, 'And the colour?');
  await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Please wait a few seconds before posting again.');
  expect((box as HTMLTextAreaElement).value).toBe('And the colour?');
});

it('likes, replies and reports with a written reason', async () => {
  const server = fakeCommentsServer({ comments: [commentOf(1)] });
  renderComments({ signedIn: true });
  const comment = await screen.findByRole('article', { name: 'Ben Builder' });

  const like = within(comment).getByRole('button', { name: 'Like 0' });
  expect(like.getAttribute('aria-pressed')).toBe('false');
  await userEvent.click(like);
  await waitFor(() =>
    expect(within(comment).getByRole('button', { name: 'Like 1' }).getAttribute('aria-pressed')).toBe('true'),
  );

  await userEvent.click(within(comment).getByRole('button', { name: 'Reply' }));
  await userEvent.type(await screen.findByRole('textbox', { name: 'Reply to Ben Builder' }), 'Try 2 lumens.');
  await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
  expect(await screen.findByRole('article', { name: 'Ada Learner' })).toBeTruthy();
  expect(server.calls.find((call) => call.body?.parentId)?.body).toMatchObject({
    parentId: '1',
    content: 'Try 2 lumens.',
  });

  await userEvent.click(within(comment).getAllByRole('button', { name: 'Report' })[0] as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: 'Report this comment' });
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Something else' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tell us what is wrong' }), 'Copied from my blog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(server.calls.find((call) => call.url.pathname.endsWith('/reports'))?.body).toEqual({
    type: 'other',
    content: 'Copied from my blog',
    parentIds: { projectId: 'lpr_3' },
  });
  expect(await within(comment).findByText('Reported')).toBeTruthy();
});

it('shows moderators the reports, and blocks an author from posting', async () => {
  const server = fakeCommentsServer({
    comments: [commentOf(1, { canDelete: true })],
    moderator: true,
    reports: {
      '1': {
        reasons: [
          { type: 'spam', content: null },
          { type: 'other', content: 'Shop link' },
        ],
      },
    },
  });
  renderComments({ signedIn: true });
  const comment = await screen.findByRole('article', { name: 'Ben Builder' });
  expect(within(comment).getByText('Reports (2)')).toBeTruthy();
  expect(within(comment).getByText('Something else: Shop link')).toBeTruthy();
  expect(within(comment).getByRole('button', { name: 'Hide' })).toBeTruthy();

  await userEvent.click(within(comment).getByRole('button', { name: 'Block author' }));
  const dialog = await screen.findByRole('dialog', { name: 'Block Ben Builder from posting?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const block = server.calls.find((call) => call.url.pathname.startsWith('/api/community/postingBlocks/'));
  expect([block?.method, block?.url.pathname, block?.body]).toEqual([
    'PUT',
    '/api/community/postingBlocks/u2',
    { blocked: true },
  ]);
});

it('opens a direct link at its comment, focused and highlighted, and loads more on request', async () => {
  const server = fakeCommentsServer({ comments: [1, 2, 3, 4, 5].map((id) => commentOf(id)) });
  renderComments({ messageId: '2' });
  await waitFor(() => expect(document.activeElement?.id).toBe('comment-2'));
  expect(document.activeElement?.getAttribute('data-linked')).toBe('true');
  expect(server.calls[0]?.url.searchParams.get('messageId')).toBe('2');
  expect(screen.getAllByRole('article').map((article) => article.id)).toEqual([
    'comment-5',
    'comment-4',
    'comment-3',
    'comment-2',
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'Load more comments' }));
  expect(await screen.findByText('Comment 1')).toBeTruthy();
  expect(server.calls.at(-1)?.url.searchParams.get('beforeId')).toBe('2');
  expect(screen.queryByRole('button', { name: 'Load more comments' })).toBeNull();
});
