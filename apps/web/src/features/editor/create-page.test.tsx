import type { TEditorType } from '@questline/domain/ids';
import { useRouterState } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { demoUser, renderWithApp } from '../../test/render';
import { ToastProvider } from '../../ui/toast';
import { CreateView } from './create-page';

const ME = demoUser({ id: 'u_creator', displayName: 'Casey Creator', roles: ['learnCreator'] });
let posts: { url: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        const body = JSON.parse(String(init.body));
        posts.push({ url, body });
        return new Response(
          JSON.stringify({ result: { ...body, id: 'lco_9', type: 'course', slug: 'karts', revision: 1 } }),
          { headers: { 'content-type': 'application/json', etag: '"1"' } },
        );
      }
      return new Response(JSON.stringify({ result: { items: [] } }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const Location = () => <output data-testid="location">{useRouterState({ select: (s) => s.location.href })}</output>;
const renderCreate = (type: TEditorType) =>
  renderWithApp(
    () => (
      <ToastProvider>
        <CreateView type={type} skipPopup />
        <Location />
      </ToastProvider>
    ),
    { me: ME },
  );

it('creates a draft from the general form and opens its editor in place', async () => {
  renderCreate('course');
  expect(await screen.findByRole('heading', { name: 'New Course' })).toBeTruthy();
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Karts from scratch');
  await userEvent.click(screen.getByRole('button', { name: 'Create' }));

  expect(await screen.findByText('/course/lco_9/edit')).toBeTruthy();
  expect(posts).toHaveLength(1);
  expect(posts[0]?.url).toBe('/api/learn/course/0/general');
  // The owner defaults to the signed-in creator; a course has career goals, not an objective.
  expect(posts[0]?.body).toMatchObject({ title: 'Karts from scratch', ownerId: 'u_creator', language: 'en' });
  expect(Object.keys(posts[0]?.body ?? {})).not.toContain('objective');
});

it('asks before a tutorial stops being an exercise, and drops its solution plan', async () => {
  renderCreate('tutorial');
  const exercise = await screen.findByRole('checkbox', { name: /This tutorial is an exercise/ });
  await userEvent.click(exercise);
  await userEvent.click(screen.getByRole('button', { name: 'Add a suggested solution' }));
  expect(screen.getByRole('button', { name: 'Remove solution' })).toBeTruthy();

  await userEvent.click(exercise);
  const confirm = await screen.findByRole('alertdialog', { name: 'Stop being an exercise?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
  expect((exercise as HTMLInputElement).checked).toBe(true);

  await userEvent.click(exercise);
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
  expect((exercise as HTMLInputElement).checked).toBe(false);
  await userEvent.click(exercise);
  // Back in the exercise category, the earlier solution plan is gone.
  expect(screen.getByRole('button', { name: 'Add a suggested solution' })).toBeTruthy();
});
