import type { TSkillListResult } from '@questline/domain/schemas/profile';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../test/axe';
import { renderWithApp } from '../../../test/render';
import { deferred, json } from '../my-learning-test-kit';
import { SkillsDialog } from './skills-dialog';

afterEach(() => vi.restoreAllMocks());

/** Every skill list request waits for the test to answer it. */
const holdRequests = () => {
  const pending: { url: URL; answer: (body: TSkillListResult) => void }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = new URL(String(input), 'http://localhost');
    const { promise, resolve } = deferred<Response>();
    pending.push({ url, answer: (body) => resolve(json(200, { result: body })) });
    return promise;
  });
  return pending;
};

/** A page of the skill list naming the given competencies, each with one skill. */
const skillPage = (titles: string[], total: number): TSkillListResult => ({
  competencies: titles.map((title) => `lcp_${title}`),
  learnSkillMap: Object.fromEntries(
    titles.map((title) => [
      `lcp_${title}`,
      {
        competency: { id: `lcp_${title}`, slug: title.toLowerCase(), title },
        skills: [
          {
            id: `lsk_${title}`,
            slug: `${title.toLowerCase()}-skill`,
            title: `${title} skill`,
            completedTutorials: 1,
            tutorials: 2,
          },
        ],
      },
    ]),
  ),
  experience: [],
  total,
});

const Harness = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        See all skills
      </button>
      <SkillsDialog userId="u1" experience={[]} isOpen={open} onClose={() => setOpen(false)} />
    </>
  );
};

const competencyNames = () =>
  within(screen.getByRole('dialog'))
    .queryAllByRole('region')
    .map((section) => section.getAttribute('aria-label'));

it('loads the skills a page at a time: page 0 on opening, page + 1 on each Load more, appended', async () => {
  const pending = holdRequests();
  renderWithApp(() => <Harness />);
  await userEvent.click(await screen.findByRole('button', { name: 'See all skills' }));

  await waitFor(() => expect(pending).toHaveLength(1));
  expect(pending[0]?.url.pathname).toBe('/api/learn/record/skillList');
  expect(Object.fromEntries(pending[0]?.url.searchParams ?? [])).toEqual({ page: '0', userID: 'u1' });
  pending[0]?.answer(skillPage(['Rendering', 'Physics'], 3));
  expect(await screen.findByRole('dialog', { name: 'Skills' })).toBeTruthy();
  await waitFor(() => expect(competencyNames()).toEqual(['Rendering', 'Physics']));

  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(pending).toHaveLength(2));
  expect(pending[1]?.url.searchParams.get('page')).toBe('1');
  pending[1]?.answer(skillPage(['Audio'], 3));
  await waitFor(() => expect(competencyNames()).toEqual(['Rendering', 'Physics', 'Audio']));
  expect(within(screen.getByRole('dialog')).getByRole('link', { name: 'Audio skill' }).getAttribute('href')).toBe(
    '/skill/audio-skill',
  );
  // All three are loaded: Load more goes.
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

  await expectNoSeriousAxeViolations();
});

it('offers no Load more when the first page holds every competency, and says when there are none', async () => {
  const pending = holdRequests();
  renderWithApp(() => <Harness />);
  await userEvent.click(await screen.findByRole('button', { name: 'See all skills' }));
  await waitFor(() => expect(pending).toHaveLength(1));
  pending[0]?.answer(skillPage([], 0));
  expect(await within(await screen.findByRole('dialog')).findByText('No skills yet.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});
