import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../test/axe';
import { demoUser, renderWithApp } from '../../../test/render';
import { ToastProvider } from '../../../ui/toast';
import { json, resultSet, searchCard } from '../search-test-kit';
import { SearchResults } from './search-results';

afterEach(() => vi.restoreAllMocks());

const cards = [
  searchCard({ id: 'ltu_1', title: 'Lighting basics' }),
  searchCard({ id: 'lls_1', type: 'liveSession', slug: 'live-q-and-a', title: 'Live Q and A' }),
  searchCard({ id: 'lco_1', type: 'course', slug: 'shaders', title: 'Shader course' }),
  searchCard({ id: 'ltu_2', slug: 'audio', title: 'Audio mixing' }),
];

/** The search answers the four cards; the batch save answers `saveStatus`; every batch body is kept. */
const fakeServer = (saveStatus = 200) => {
  const saves: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/learn/search') return json(200, { result: resultSet(cards) });
    if (url.pathname === '/api/learn/collect/batch') {
      saves.push(JSON.parse(String(init?.body)));
      return saveStatus === 200
        ? json(200, { result: { collectMap: {}, added: 3, message: 'saved_successfully' } })
        : json(saveStatus, { error: { key: 'collect_ResourceNotFound_item' } });
    }
    return json(404, { error: { key: 'not_found' } });
  });
  return saves;
};

const renderResults = (me: ReturnType<typeof demoUser> | null = demoUser()) =>
  renderWithApp(
    () => (
      <ToastProvider>
        <SearchResults criteria={['query:unity']} title="Results" selectable />
      </ToastProvider>
    ),
    { me },
  );

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

it('selects every result but the live sessions with Select all, announces the count, and saves them at once', async () => {
  const saves = fakeServer();
  renderResults();
  await screen.findByRole('checkbox', { name: 'Select Lighting basics' });
  const toolbar = screen.getByRole('group', { name: 'Selected results' });
  expect(within(toolbar).getByRole('status').textContent).toBe('0 selected');
  expect((within(toolbar).getByRole('button', { name: 'Save to My Learning' }) as HTMLButtonElement).disabled).toBe(
    true,
  );

  // Keyboard only: Tab to Select all, Space to check it.
  const selectAll = box('Select all');
  selectAll.focus();
  await userEvent.keyboard(' ');
  expect(selectAll.checked).toBe(true);
  expect(box('Select Lighting basics').checked).toBe(true);
  expect(box('Select Shader course').checked).toBe(true);
  expect(box('Select Audio mixing').checked).toBe(true);
  expect(box('Select Live Q and A').checked).toBe(false);
  expect(within(toolbar).getByRole('status').textContent).toBe('3 selected');

  // One taken out: Select all is mixed; a live session may still be picked by hand.
  await userEvent.click(box('Select Audio mixing'));
  expect(selectAll.checked).toBe(false);
  expect(selectAll.indeterminate).toBe(true);
  await userEvent.click(box('Select Live Q and A'));
  expect(within(toolbar).getByRole('status').textContent).toBe('3 selected');

  await userEvent.click(within(toolbar).getByRole('button', { name: 'Save to My Learning' }));
  await waitFor(() => expect(saves).toHaveLength(1));
  expect(saves[0]).toEqual({
    items: [
      { id: 'ltu_1', type: 'tutorial' },
      { id: 'lls_1', type: 'liveSession' },
      { id: 'lco_1', type: 'course' },
    ],
  });
  expect(await screen.findByText('Saved.')).toBeTruthy();
  // Saved: the selection is cleared.
  await waitFor(() => expect(within(toolbar).getByRole('status').textContent).toBe('0 selected'));
  expect(box('Select Lighting basics').checked).toBe(false);

  await expectNoSeriousAxeViolations();
});

it('clears the selection when Select all is unchecked, and keeps it when the save fails', async () => {
  const saves = fakeServer(400);
  renderResults();
  await screen.findByRole('checkbox', { name: 'Select Lighting basics' });
  await userEvent.click(box('Select all'));
  await userEvent.click(box('Select all'));
  expect(box('Select Lighting basics').checked).toBe(false);
  expect(screen.getByRole('group', { name: 'Selected results' }).textContent).toContain('0 selected');

  await userEvent.click(box('Select Shader course'));
  await userEvent.click(screen.getByRole('button', { name: 'Save to My Learning' }));
  await waitFor(() => expect(saves).toHaveLength(1));
  expect(await screen.findByText(/^Could not save\./)).toBeTruthy();
  expect(box('Select Shader course').checked).toBe(true);
});

it('offers no selection to visitors who are not signed in', async () => {
  fakeServer();
  renderResults(null);
  await screen.findByText('Lighting basics');
  expect(screen.queryByRole('checkbox')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Save to My Learning' })).toBeNull();
});
