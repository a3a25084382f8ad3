import type { TRecordListResult } from '@questline/domain/schemas/profile';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../test/axe';
import { renderWithApp } from '../../../test/render';
import { card, deferred, json, recordList } from '../my-learning-test-kit';
import { RecordsDialog } from './records-dialog';

afterEach(() => vi.restoreAllMocks());

/** Every list request waits for the test to answer it. */
const holdRequests = () => {
  const pending: { url: URL; answer: (body: TRecordListResult) => void }[] = [];
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
        See all tutorials
      </button>
      <RecordsDialog
        open={open ? { tab: 'completed', type: 'tutorial' } : null}
        userId="u1"
        onClose={() => setOpen(false)}
      />
    </>
  );
};

const titles = () =>
  within(screen.getByRole('dialog'))
    .queryAllByRole('article')
    .map((article) => article.getAttribute('aria-label'));

it('starts at page −1, asks for page + 1 on each Load more and appends the answers', async () => {
  const pending = holdRequests();
  renderWithApp(() => <Harness />);
  await userEvent.click(await screen.findByRole('button', { name: 'See all tutorials' }));

  await waitFor(() => expect(pending).toHaveLength(1));
  expect(pending[0]?.url.pathname).toBe('/api/learn/record/list');
  expect(Object.fromEntries(pending[0]?.url.searchParams ?? [])).toEqual({
    type: 'tutorial',
    page: '0',
    userID: 'u1',
    completed: 'true',
  });
  pending[0]?.answer(
    recordList('tutorial', [card({ id: 'tut_1', title: 'One' }), card({ id: 'tut_2', title: 'Two' })], { total: 3 }),
  );
  expect(await screen.findByRole('dialog', { name: 'Tutorials' })).toBeTruthy();
  await waitFor(() => expect(titles()).toEqual(['One', 'Two']));

  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(pending).toHaveLength(2));
  expect(pending[1]?.url.searchParams.get('page')).toBe('1');
  pending[1]?.answer(recordList('tutorial', [card({ id: 'tut_3', title: 'Three' })], { total: 3 }));
  await waitFor(() => expect(titles()).toEqual(['One', 'Two', 'Three']));
  // Everything is loaded: no more Load more.
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

  await expectNoSeriousAxeViolations();
});

it('ignores an answer that arrives after the popup was closed', async () => {
  const pending = holdRequests();
  renderWithApp(() => <Harness />);
  await userEvent.click(await screen.findByRole('button', { name: 'See all tutorials' }));
  await waitFor(() => expect(pending).toHaveLength(1));

  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await userEvent.click(screen.getByRole('button', { name: 'See all tutorials' }));
  await waitFor(() => expect(pending).toHaveLength(2));
  expect(pending[1]?.url.searchParams.get('page')).toBe('0');

  // The first popup's answer comes late: it is dropped; the reopened popup shows its own answer only.
  pending[0]?.answer(recordList('tutorial', [card({ id: 'tut_9', title: 'Stale' })], { total: 5 }));
  pending[1]?.answer(recordList('tutorial', [card({ id: 'tut_1', title: 'Fresh' })], { total: 1 }));
  await waitFor(() => expect(titles()).toEqual(['Fresh']));
  await new Promise((settle) => setTimeout(settle, 20));
  expect(titles()).toEqual(['Fresh']);
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});
