import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../test/axe';
import { renderWithApp } from '../../../test/render';
import { card } from '../my-learning-test-kit';
import { RecordCard } from './record-card';

const project = card({ id: 'prj_1', slug: 'space-shooter', title: 'Space shooter', type: 'project' });
const tutorials = {
  tut_1: card({ id: 'tut_1', slug: 'ship', title: 'Build the ship' }),
  tut_2: card({ id: 'tut_2', slug: 'enemies', title: 'Add enemies' }),
  tut_3: card({ id: 'tut_3', slug: 'score', title: 'Keep score' }),
};

it('shows at most 2 sub-items of a project, each linking inside it, and the completion date of a completed one', async () => {
  renderWithApp(() => (
    <RecordCard
      item={project}
      record={{ completed: true, completedTime: '2026-02-03T12:00:00.000Z' }}
      subItems={{ tut_1: { completed: true }, tut_2: { completed: false }, tut_3: { completed: true } }}
      cards={tutorials}
      variant="completed"
    />
  ));
  const article = await screen.findByRole('article', { name: 'Space shooter' });
  expect(within(article).getByRole('link', { name: 'Space shooter' }).getAttribute('href')).toBe(
    '/project/space-shooter',
  );
  expect(within(article).getByText('Project')).toBeTruthy();
  const subItems = within(within(article).getByRole('list', { name: 'Included items' })).getAllByRole('link');
  expect(subItems.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Build the ship', '/tutorial/ship?projectId=prj_1'],
    ['Add enemies', '/tutorial/enemies?projectId=prj_1'],
  ]);
  expect(within(article).getByText('Completed on Feb 3, 2026')).toBeTruthy();
  expect(within(article).queryByRole('link', { name: /Continue/ })).toBeNull();

  await expectNoSeriousAxeViolations();
});

it('continues an item in progress at the next item its record names, or at the item itself', async () => {
  renderWithApp(() => (
    <>
      <RecordCard
        item={project}
        record={{ completed: false, nextRecordData: { itemId: 'tut_2', type: 'tutorial' } }}
        cards={tutorials}
        variant="inProgress"
      />
      <RecordCard item={tutorials.tut_3} record={{ completed: false }} cards={{}} variant="inProgress" />
    </>
  ));
  const shooter = await screen.findByRole('article', { name: 'Space shooter' });
  expect(within(shooter).getByRole('link', { name: 'Continue: Space shooter' }).getAttribute('href')).toBe(
    '/tutorial/tut_2?projectId=prj_1',
  );
  expect(within(shooter).queryByText(/Completed on/)).toBeNull();
  const score = screen.getByRole('article', { name: 'Keep score' });
  expect(within(score).getByRole('link', { name: 'Continue: Keep score' }).getAttribute('href')).toBe(
    '/tutorial/score',
  );

  await expectNoSeriousAxeViolations();
});

it('shows how far a tutorial in progress is, as a labelled progress bar, and Continue', async () => {
  renderWithApp(() => (
    <RecordCard
      item={card({ id: 'tut_9', slug: 'lights', title: 'Lights in depth' })}
      record={{ completed: false }}
      cards={{}}
      variant="inProgress"
      progress={{ kind: 'parts', done: 2, total: 5 }}
    />
  ));
  const article = await screen.findByRole('article', { name: 'Lights in depth' });
  const bar = within(article).getByRole('progressbar', { name: 'Progress: Lights in depth' });
  expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax')]).toEqual(['2', '5']);
  expect(bar.getAttribute('aria-valuetext')).toBe('2 of 5 steps');
  expect(within(article).getByText('2 of 5 steps')).toBeTruthy();
  expect(within(article).getByRole('link', { name: 'Continue: Lights in depth' })).toBeTruthy();
  await expectNoSeriousAxeViolations();
});

it('shows a failed quiz with its score and offers to retry it instead of a bare Continue', async () => {
  renderWithApp(() => (
    <RecordCard
      item={card({ id: 'lqz_1', slug: 'basics-quiz', title: 'Basics quiz', type: 'quiz' })}
      record={{ completed: false }}
      cards={{}}
      variant="inProgress"
      progress={{ kind: 'quiz', status: 'failed', correctCount: 2, questionsCount: 5, score: 40 }}
    />
  ));
  const article = await screen.findByRole('article', { name: 'Basics quiz' });
  expect(within(article).getByText('Failed: 40%')).toBeTruthy();
  const retry = within(article).getByRole('link', { name: 'Retry: Basics quiz' });
  expect([retry.textContent, retry.getAttribute('href')]).toEqual(['Retry', '/quiz/basics-quiz']);
  expect(within(article).queryByRole('link', { name: /Continue/ })).toBeNull();
  await expectNoSeriousAxeViolations();
});

it("counts a project's items", async () => {
  renderWithApp(() => (
    <RecordCard
      item={project}
      record={{ completed: false }}
      subItems={{ tut_1: { completed: true }, tut_2: { completed: false }, tut_3: { completed: false } }}
      cards={tutorials}
      variant="inProgress"
      progress={{ kind: 'parts', done: 1, total: 3 }}
    />
  ));
  const article = await screen.findByRole('article', { name: 'Space shooter' });
  expect(within(article).getByRole('progressbar', { name: 'Progress: Space shooter' })).toBeTruthy();
  expect(within(article).getByText('1 of 3 items')).toBeTruthy();
});
