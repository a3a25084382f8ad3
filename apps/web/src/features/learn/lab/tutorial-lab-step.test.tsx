import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { demoUser } from '../../../test/render';
import { fakeLearnServer, renderLearnPage, richText, tutorialItem } from '../learn-test-kit';
import type { TLearnItem } from '../learn-types';

afterEach(() => vi.restoreAllMocks());

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The tutorial of the kit, its lab step built in (no external lab URL). */
const withBuiltInLab = (): TLearnItem => {
  const item = tutorialItem();
  return {
    ...item,
    sections: (item.sections ?? []).map((step) =>
      step.type === 'lab'
        ? {
            id: step.id,
            title: step.title,
            body: richText('Make the cube float.'),
            type: 'lab',
            optionType: 'required',
            lab: {
              scene: "scene.add({ name: 'cube', shape: 'cube' });",
              starter: 'function update(scene, time) {}',
              hints: [],
              checks: [{ message: 'The cube floats', code: "return lab.find('cube').position.y > 0;" }],
              version: 'v1',
            },
          }
        : step,
    ),
  };
};

it('shows a built-in lab’s workspace on its step, which its checks complete instead of the step’s own mark', async () => {
  const server = fakeLearnServer({
    items: [withBuiltInLab()],
    signedIn: true,
    handle: ({ url }) => {
      if (url.pathname === '/api/embeds/settings') return json({ result: { playBaseUrl: 'http://localhost/play' } });
      if (url.pathname === '/api/learn/tutorial/ltu_7/lab/s2')
        return json({ result: { code: null, passedTime: null } });
      return null;
    },
  });
  renderLearnPage('/tutorial/spin-a-cube?tab=s2', { me: demoUser() });

  expect(await screen.findByRole('heading', { level: 2, name: 'Make it float' })).toBeTruthy();
  const editor = await screen.findByRole('textbox', { name: 'Your code' });
  await waitFor(() => expect(editor.textContent).toBe('function update(scene, time) {}'));
  expect(screen.getByTitle('Scene preview').getAttribute('sandbox')).toBe('allow-scripts');
  expect(screen.queryByRole('link', { name: /Open the lab/ })).toBeNull();
  expect(screen.queryByRole('checkbox', { name: 'I have completed this step' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Complete and continue' })).toBeNull();
  expect(screen.getByText('Pass every check to complete this step.')).toBeTruthy();
  expect(server.calls.some((call) => call.url.pathname === '/api/learn/record/step')).toBe(false);
});

it('keeps the external lab link, and the step’s own mark, on a lab step without a built-in lab', async () => {
  fakeLearnServer({ items: [tutorialItem()], signedIn: true });
  renderLearnPage('/tutorial/spin-a-cube?tab=s2', { me: demoUser() });

  expect(await screen.findByRole('link', { name: /Open the lab/ })).toBeTruthy();
  expect(screen.getByRole('checkbox', { name: 'I have completed this step' })).toBeTruthy();
  expect(screen.queryByRole('textbox', { name: 'Your code' })).toBeNull();
});
