import type { TGroupDetail, TGroupPost, TGroupUser, TMyGroups } from '@questline/domain/schemas/groups';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser, renderGatedPage, renderWithApp } from '../../test/render';
import { ToastProvider } from '../../ui/toast';
import { GroupPage, GroupView } from './group-page';

const user = (id: string, displayName: string, status: TGroupUser['status']): TGroupUser => ({
  id,
  displayName,
  avatar: null,
  profileUrl: `/u/${id}`,
  status,
});
const ADA = user('u1', 'Ada Learner', 'online');
const BOB = user('u2', 'Bob Builder', 'idle');
const CY = user('u3', 'Cy Coder', 'offline');

const post = (overrides: Partial<TGroupPost> & Pick<TGroupPost, 'id' | 'text'>): TGroupPost => ({
  groupId: 7,
  kind: 'post',
  author: BOB,
  createdAt: '2025-03-01T10:00:00.000Z',
  editedAt: null,
  featured: false,
  repostOf: null,
  canEdit: false,
  canDelete: false,
  ...overrides,
});

const detail = (overrides: Partial<TGroupDetail> = {}): TGroupDetail => ({
  id: 7,
  name: 'Level Designers',
  owner: ADA,
  members: [ADA, BOB, CY],
  isOwner: true,
  pendingInvitations: [{ id: 1, email: 'dee@example.test', createdAt: '2025-03-01T10:00:00.000Z' }],
  featuredPosts: [],
  createdAt: '2025-03-01T09:00:00.000Z',
  ...overrides,
});

const MINE: TMyGroups = {
  groups: [
    { id: 7, name: 'Level Designers', ownerId: 'u1', memberCount: 3, isOwner: true, createdAt: '2025-03-01T09:00:00Z' },
    { id: 8, name: 'Shader Circle', ownerId: 'u1', memberCount: 1, isOwner: true, createdAt: '2025-03-01T09:00:00Z' },
  ],
  invitations: [],
};

type THandler = (body: unknown) => { status?: number; body: unknown };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Serves the group's reads and the writes a test names; records every write's path and body. */
const serve = (group: TGroupDetail, posts: TGroupPost[], writes: Record<string, THandler> = {}) => {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        sent.push({ path, body });
        const handler = writes[path];
        if (!handler) return json(404, { error: { key: 'not_found' } });
        const answer = handler(body);
        return answer.status ? json(answer.status, answer.body) : json(200, { result: answer.body });
      }
      if (path === '/api/groups/7') return json(200, { result: group });
      if (path === '/api/groups/7/progress') {
        const row = {
          learner: { id: 'u2', name: 'Bob Builder', email: null },
          item: { id: 'ltu_1', type: 'tutorial', title: 'Lighting basics', path: '/tutorial/lighting-basics' },
          status: 'completed',
          score: null,
          xp: 20,
          startedAt: null,
          updatedAt: '2025-03-02T10:00:00.000Z',
          completedAt: '2025-03-02T10:00:00.000Z',
        };
        return json(200, { result: { rows: [row], total: 1, offset: 0, limit: 50 } });
      }
      if (path === '/api/groups/7/posts') return json(200, { result: { posts, hasMore: false } });
      if (path === '/api/groups') return json(200, { result: MINE });
      return json(404, { error: { key: 'not_found' } });
    }),
  );
  return sent;
};

const renderGroup = async (me = demoUser()) => {
  renderWithApp(
    () => (
      <ToastProvider>
        <GroupView groupId={7} />
      </ToastProvider>
    ),
    { me, path: '/groups/7' },
  );
  await screen.findByRole('heading', { level: 1, name: 'Level Designers' });
};

afterEach(() => vi.unstubAllGlobals());

describe('GroupView', () => {
  it('lists the members, owner first, each with their avatar and online status', async () => {
    serve(detail(), []);
    await renderGroup();
    const members = screen.getByRole('region', { name: '3 members' });
    const rows = within(members).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Ada Learner',
      'Bob Builder',
      'Cy Coder',
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'Online' })).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByRole('img', { name: 'Idle' })).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByRole('img', { name: 'Offline' })).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText(/Owner/)).toBeTruthy();
    expect(screen.getByText('dee@example.test')).toBeTruthy();
  });

  it("shows its owner the members' learner progress, with downloads of it", async () => {
    serve(detail(), []);
    await renderGroup();
    const section = screen.getByRole('region', { name: 'Learner progress' });
    const table = await within(section).findByRole('table', { name: 'Progress of your learners, item by item' });
    expect(within(table).getByRole('rowheader', { name: 'Bob Builder' })).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'E-mail' })).toBeNull();
    expect(within(section).getByRole('link', { name: 'Download JSON' }).getAttribute('href')).toBe(
      '/api/groups/7/progress?format=json',
    );
  });

  it('shows members who do not own the group no learner progress', async () => {
    serve(detail({ isOwner: false }), []);
    await renderGroup();
    expect(screen.queryByRole('region', { name: 'Learner progress' })).toBeNull();
    expect(
      vi
        .mocked(fetch)
        .mock.calls.map(([input]) => String(input))
        .filter((url) => url.includes('/progress')),
    ).toEqual([]);
  });

  it('shows posts with their authors, reposts with what they share, and the actions the viewer may take', async () => {
    serve(detail({ isOwner: false }), [
      post({ id: 2, text: 'My own words', author: ADA, canEdit: true, canDelete: true }),
      post({
        id: 1,
        text: 'Look at this',
        kind: 'repost',
        repostOf: {
          id: 90,
          group: { id: 8, name: 'Shader Circle' },
          author: CY,
          text: 'A water shader',
          createdAt: '2025-02-01T10:00:00Z',
        },
      }),
    ]);
    await renderGroup();
    const own = await screen.findByRole('article', { name: 'Post by Ada Learner' });
    expect(within(own).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(own).getByRole('button', { name: 'Delete' })).toBeTruthy();
    const shared = screen.getByRole('article', { name: 'Post by Bob Builder' });
    expect(within(shared).getByText('A water shader')).toBeTruthy();
    expect(within(shared).getByRole('link', { name: 'Shader Circle' }).getAttribute('href')).toBe('/groups/8');
    expect(within(shared).queryByRole('button', { name: 'Delete' })).toBeNull();
    // Only the owner features, renames and deletes.
    expect(screen.queryByRole('button', { name: 'Feature' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete group' })).toBeNull();
  });

  it('lets the owner feature a post and shows add_featured_post_success', async () => {
    const sent = serve(detail(), [post({ id: 3, text: 'Great render' })], {
      '/api/groups/7/posts/3/featured': () => ({
        body: { post: post({ id: 3, text: 'Great render', featured: true }), message: 'add_featured_post_success' },
      }),
    });
    await renderGroup();
    await userEvent.click(await screen.findByRole('button', { name: 'Feature' }));
    expect(await screen.findByText('Added to featured posts.')).toBeTruthy();
    expect(sent).toEqual([{ path: '/api/groups/7/posts/3/featured', body: { featured: true } }]);
  });

  it("shows the server's refusal when the owner tries to leave", async () => {
    serve(detail(), [], {
      '/api/groups/7/leave': () => ({ status: 400, body: { error: { key: 'group_GroupOwnerLeave' } } }),
    });
    await renderGroup();
    await userEvent.click(screen.getByRole('button', { name: 'Leave group' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('The owner cannot leave the group.')).toBeTruthy();
  });

  it('names the malformed address of an invitation and sends the chosen ones', async () => {
    const sent = serve(detail(), [], {
      '/api/groups/7/invitations': (body) =>
        (body as { emails: string[] }).emails.includes('not-an-address')
          ? {
              status: 400,
              body: { error: { key: 'not_valid_email', fields: [{ path: 'emails.1', key: 'not_valid_email' }] } },
            }
          : { body: { invited: ['dee@example.test'], skipped: [], message: 'group_invitations_sent' } },
    });
    await renderGroup();
    const field = screen.getByRole('textbox', { name: 'E-mail addresses' });
    await userEvent.type(field, 'dee@example.test, not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid e-mail address. (not-an-address)');
    await userEvent.clear(field);
    await userEvent.type(field, 'dee@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('Invitations sent.')).toBeTruthy();
    expect(sent.map((write) => write.body)).toEqual([
      { emails: ['dee@example.test', 'not-an-address'] },
      { emails: ['dee@example.test'] },
    ]);
  });

  it('shows why a post was refused under the composer', async () => {
    serve(detail(), [], {
      '/api/groups/7/posts': () => ({
        status: 429,
        body: { error: { key: 'post_ThrottlingError', params: { seconds: 10 } } },
      }),
    });
    await renderGroup();
    await userEvent.type(screen.getByRole('textbox', { name: 'Write a post' }), 'Hello again');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please wait a few seconds before posting again.');
  });

  it("reposts into another of the learner's groups and shows repost_succeeded", async () => {
    const sent = serve(detail(), [post({ id: 4, text: 'Share me' })], {
      '/api/groups/7/posts/4/repost': () => ({
        body: { post: post({ id: 5, groupId: 8, text: 'Nice', kind: 'repost' }), message: 'repost_succeeded' },
      }),
    });
    await renderGroup();
    await userEvent.click(await screen.findByRole('button', { name: 'Repost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Repost to another group' });
    const select = within(dialog).getByRole('combobox', { name: 'Group' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Shader Circle']);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Add a comment (optional)' }), 'Nice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Repost' }));
    expect(await screen.findByText('Reposted.')).toBeTruthy();
    expect(sent).toEqual([{ path: '/api/groups/7/posts/4/repost', body: { groupId: 8, text: 'Nice' } }]);
  });

  it("reports another member's post to the moderators, once, and never one's own", async () => {
    let reports = 0;
    const sent = serve(
      detail({ isOwner: false }),
      [post({ id: 6, text: 'Buy my course', author: BOB }), post({ id: 5, text: 'Mine', author: ADA, canEdit: true })],
      {
        '/api/groups/7/posts/6/report': () =>
          reports++ === 0
            ? { body: { id: 6, reported: true } }
            : { status: 409, body: { error: { key: 'post_already_reported' } } },
      },
    );
    await renderGroup();
    const own = await screen.findByRole('article', { name: 'Post by Ada Learner' });
    expect(within(own).queryByRole('button', { name: 'Report' })).toBeNull();
    const other = screen.getByRole('article', { name: 'Post by Bob Builder' });
    await userEvent.click(within(other).getByRole('button', { name: 'Report' }));
    let dialog = await screen.findByRole('dialog', { name: 'Report this post' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. The moderators will look at this post.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(other).getByRole('button', { name: 'Report' }));
    dialog = await screen.findByRole('dialog', { name: 'Report this post' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tell us what is wrong' }), 'Selling');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You have already reported this post.');
    expect(sent).toEqual([
      { path: '/api/groups/7/posts/6/report', body: { type: 'spam' } },
      { path: '/api/groups/7/posts/6/report', body: { type: 'other', content: 'Selling' } },
    ]);
  });

  it('tells a non-member the group is not theirs', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, { error: { key: 'forbidden' } })),
    );
    renderWithApp(() => <GroupView groupId={7} />, { me: demoUser(), path: '/groups/7' });
    expect(await screen.findByRole('heading', { name: 'You are not a member of this group.' })).toBeTruthy();
  });
});

it('asks anonymous visitors to sign in, without reading the group', async () => {
  vi.stubGlobal('fetch', vi.fn());
  renderGatedPage('group', GroupPage, { me: null, path: '/groups/7', route: '/groups/$groupId' });
  expect(await screen.findByText('Sign in to see your groups and the invitations waiting for you.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  expect(document.title).toBe('Groups · Questline');
  expect(vi.mocked(fetch)).not.toHaveBeenCalled();
});
