import type { TLearnerProgress, TLearnerProgressRow } from '@questline/domain/schemas/learner-progress';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../test/axe';
import { renderWithApp } from '../test/render';
import { LearnerProgress } from './learner-progress';

const row = (overrides: Partial<TLearnerProgressRow> & Pick<TLearnerProgressRow, 'item'>): TLearnerProgressRow => ({
  learner: { id: 'u1', name: 'Max Learner', email: 'max@school.test' },
  status: 'completed',
  score: null,
  xp: 20,
  startedAt: '2025-03-01T09:00:00.000Z',
  updatedAt: '2025-03-02T10:00:00.000Z',
  completedAt: '2025-03-02T10:00:00.000Z',
  ...overrides,
});
const ROWS: TLearnerProgressRow[] = [
  row({
    item: { id: 'lqz_2', type: 'quiz', title: 'Lighting quiz', path: '/quiz/lighting-quiz' },
    score: 75,
    xp: 30,
  }),
  row({ item: { id: 'ltu_1', type: 'tutorial', title: 'Lighting basics', path: '/tutorial/lighting-basics' } }),
  row({
    learner: { id: 'u2', name: 'Nia Learner', email: 'nia@school.test' },
    item: { id: 'ltu_1', type: 'tutorial', title: 'Lighting basics', path: '/tutorial/lighting-basics' },
    status: 'inProgress',
    xp: 0,
    startedAt: null,
    completedAt: null,
  }),
];

let requests: URL[] = [];

/** The export as the server answers it: filtered by type, status and learner, one page of `limit` rows. */
const serve = (limit = 50) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      requests.push(url);
      const query = url.searchParams;
      const matching = ROWS.filter(
        (entry) =>
          (!query.get('type') || entry.item.type === query.get('type')) &&
          (!query.get('status') || entry.status === query.get('status')) &&
          (!query.get('learner') ||
            entry.learner.name.toLowerCase().includes(String(query.get('learner')).toLowerCase())),
      );
      const offset = Number(query.get('offset') ?? 0);
      const result: TLearnerProgress = {
        rows: matching.slice(offset, offset + limit),
        total: matching.length,
        offset,
        limit,
      };
      return new Response(JSON.stringify({ result }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );

beforeEach(() => {
  requests = [];
});
afterEach(() => vi.unstubAllGlobals());

const renderProgress = (withEmail = true) =>
  renderWithApp(() => <LearnerProgress path="/api/edlab/progress" withEmail={withEmail} />);

const bodyRows = async () => {
  const table = await screen.findByRole('table', { name: 'Progress of your learners, item by item' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tableRow) => [...tableRow.querySelectorAll('th, td')].map((cell) => cell.textContent));
};

describe('LearnerProgress', () => {
  it('shows the rows in a captioned table with column headers, scrolling in a focusable box', async () => {
    serve();
    renderProgress();
    expect(await screen.findByText('3 rows')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Progress of your learners, item by item' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Learner', 'E-mail', 'Item', 'Type', 'Status', 'Score', 'XP', 'Started', 'Updated', 'Completed']);
    const rows = await bodyRows();
    expect(rows[0]?.slice(0, 7)).toEqual([
      'Max Learner',
      'max@school.test',
      'Lighting quiz',
      'Quiz',
      'Completed',
      '75 %',
      '30',
    ]);
    expect(rows[2]?.slice(4, 7)).toEqual(['In progress', '', '0']);
    expect(within(table).getByRole('link', { name: 'Lighting quiz' }).getAttribute('href')).toBe('/quiz/lighting-quiz');
    const box = screen.getByRole('region', { name: 'Progress of your learners, item by item' });
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(box.className).toContain('overflow-x-auto');
    // Keyboard: past the filters and the downloads, the scrolling box takes the focus, then the rows' links.
    const stops: Element[] = [];
    for (let step = 0; step < 7; step += 1) {
      await userEvent.tab();
      if (document.activeElement) stops.push(document.activeElement);
    }
    expect(stops.indexOf(box)).toBe(5);
    expect(stops[6]?.textContent).toBe('Lighting quiz');
    await expectNoSeriousAxeViolations();
  });

  it('filters by type, status and learner, and downloads what is filtered as CSV and JSON', async () => {
    serve();
    renderProgress();
    await screen.findByText('3 rows');
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    const json = screen.getByRole('link', { name: 'Download JSON' });
    expect(csv.getAttribute('href')).toBe('/api/edlab/progress?format=csv');
    expect(csv.hasAttribute('download')).toBe(true);
    expect(json.getAttribute('href')).toBe('/api/edlab/progress?format=json');

    await userEvent.selectOptions(screen.getByLabelText('Item type'), 'tutorial');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'inProgress');
    expect(await screen.findByText('1 row')).toBeTruthy();
    expect((await bodyRows()).map((cells) => cells[0])).toEqual(['Nia Learner']);
    expect(csv.getAttribute('href')).toBe('/api/edlab/progress?type=tutorial&status=inProgress&format=csv');

    await userEvent.selectOptions(screen.getByLabelText('Status'), '');
    await userEvent.type(screen.getByLabelText('Learner or e-mail'), 'max');
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('learner')).toBe('max'));
    expect(await screen.findByText('1 row')).toBeTruthy();
    expect(json.getAttribute('href')).toBe('/api/edlab/progress?type=tutorial&learner=max&format=json');

    await userEvent.clear(screen.getByLabelText('Learner or e-mail'));
    await userEvent.type(screen.getByLabelText('Learner or e-mail'), 'nobody');
    expect(await screen.findByText('No progress matches these filters yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages through long exports and leaves e-mails out where the educator does not know them', async () => {
    serve(2);
    renderProgress(false);
    expect(await screen.findByText('1–2 of 3')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'E-mail' })).toBeNull();
    expect(screen.getByLabelText('Learner')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('3–3 of 3')).toBeTruthy();
    expect((await bodyRows()).map((cells) => cells[0])).toEqual(['Nia Learner']);
    expect(requests.at(-1)?.searchParams.get('offset')).toBe('2');
    await expectNoSeriousAxeViolations();
  });
});
