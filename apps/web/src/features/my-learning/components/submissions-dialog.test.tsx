import type { TSubmission, TSubmissionsList } from '@questline/domain/schemas/submission';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../test/axe';
import { renderWithApp } from '../../../test/render';
import { deferred, json } from '../my-learning-test-kit';
import { SubmissionsDialog } from './submissions-dialog';

afterEach(() => vi.restoreAllMocks());

const submission = (id: number, title: string, overrides: Partial<TSubmission> = {}): TSubmission => ({
  id: `lsu_${id}`,
  title,
  descPlain: '',
  thumbnail: null,
  authorId: 'u1',
  tutorialId: 'ltu_3',
  sectionId: 'submit',
  stepIndex: 1,
  submissionType: 'image',
  webGLProject: null,
  url: null,
  isPrivate: false,
  likeCount: 1,
  viewCount: 2,
  playCount: 0,
  createdTime: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const page = (submissions: TSubmission[], hasMore: boolean): TSubmissionsList => ({
  submissions,
  hasMore,
  total: 3,
  statsMap: {},
  tutorialMap: { ltu_3: { id: 'ltu_3', slug: 'build-a-game', title: 'Build a game' } },
});

/** Every list request waits for the test to answer it. */
const holdRequests = () => {
  const pending: { url: URL; answer: (body: TSubmissionsList) => void }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = new URL(String(input), 'http://localhost');
    const { promise, resolve } = deferred<Response>();
    pending.push({ url, answer: (body) => resolve(json(200, { result: body })) });
    return promise;
  });
  return pending;
};

const Harness = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        See all submissions
      </button>
      <SubmissionsDialog userId="u1" isOpen={open} onClose={() => setOpen(false)} />
    </>
  );
};

const titles = () =>
  within(screen.getByRole('dialog'))
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('link').textContent);

it('loads the first page, then each next one by before = the last submission loaded', async () => {
  const pending = holdRequests();
  renderWithApp(() => <Harness />);
  await userEvent.click(await screen.findByRole('button', { name: 'See all submissions' }));

  await waitFor(() => expect(pending).toHaveLength(1));
  expect(pending[0]?.url.pathname).toBe('/api/learn/record/submissionsList');
  expect(Object.fromEntries(pending[0]?.url.searchParams ?? [])).toEqual({ userID: 'u1' });
  pending[0]?.answer(page([submission(9, 'Newest', { isPrivate: true }), submission(8, 'Older')], true));
  expect(await screen.findByRole('dialog', { name: 'Submissions' })).toBeTruthy();
  await waitFor(() => expect(titles()).toEqual(['Newest', 'Older']));
  expect(within(screen.getByRole('dialog')).getByText('Private')).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(pending).toHaveLength(2));
  expect(Object.fromEntries(pending[1]?.url.searchParams ?? [])).toEqual({ userID: 'u1', before: 'lsu_8' });
  pending[1]?.answer(page([submission(2, 'Oldest')], false));
  await waitFor(() => expect(titles()).toEqual(['Newest', 'Older', 'Oldest']));
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

  await expectNoSeriousAxeViolations();
});

it('ignores an answer that arrives after the popup was closed', async () => {
  const pending = holdRequests();
  renderWithApp(() => <Harness />);
  await userEvent.click(await screen.findByRole('button', { name: 'See all submissions' }));
  await waitFor(() => expect(pending).toHaveLength(1));

  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await userEvent.click(screen.getByRole('button', { name: 'See all submissions' }));
  await waitFor(() => expect(pending).toHaveLength(2));
  expect(pending[1]?.url.searchParams.has('before')).toBe(false);

  pending[0]?.answer(page([submission(5, 'Stale')], true));
  pending[1]?.answer(page([submission(6, 'Fresh')], false));
  await waitFor(() => expect(titles()).toEqual(['Fresh']));
  await new Promise((settle) => setTimeout(settle, 20));
  expect(titles()).toEqual(['Fresh']);
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});
