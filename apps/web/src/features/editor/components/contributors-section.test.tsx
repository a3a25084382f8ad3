import type { TProjectContributors } from '@questline/domain/schemas/project-contributors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../test/axe';
import { renderWithApp } from '../../../test/render';
import { ContributorsSection } from './contributors-section';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ada = { id: 'u-ada', displayName: 'Ada Lovelace', avatar: null, profileUrl: '/u/ada' };
const bo = { id: 'u-bo', displayName: 'Bo Builder', avatar: null, profileUrl: '/u/u-bo' };
let state: TProjectContributors;
const requests: string[] = [];

/** The contributors API as the server answers it: ada@example.test is known, a second add of her is refused. */
const serve = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      requests.push(`${method} ${url.pathname}`);
      if (
        url.pathname !== '/api/learn/project/lpr_7/contributors' &&
        !url.pathname.startsWith('/api/learn/project/lpr_7/contributors/')
      )
        return json({ error: { key: 'not_found' } }, 404);
      if (method === 'GET') return json({ result: state });
      if (method === 'POST') {
        const { user } = JSON.parse(String(init?.body)) as { user: string };
        if (user.trim() !== 'ada@example.test') {
          const key = 'project_contributor_user_not_found';
          return json({ error: { key, fields: [{ path: 'user', key }] } }, 404);
        }
        if (state.contributors.some((one) => one.id === ada.id)) {
          const key = 'project_ContributorAlreadyExist';
          return json({ error: { key, fields: [{ path: 'user', key }] } }, 409);
        }
        state = { ...state, contributors: [...state.contributors, ada] };
        return json({ result: state });
      }
      const userId = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
      state = { ...state, contributors: state.contributors.filter((one) => one.id !== userId) };
      return json({ result: state });
    }),
  );

beforeEach(() => {
  state = { contributors: [bo], canManage: true };
  requests.length = 0;
  serve();
});
afterEach(() => vi.unstubAllGlobals());

describe('the project editor’s contributors', () => {
  it('adds by e-mail with the keyboard, shows refusals at the field, and removes after confirming', async () => {
    const user = userEvent.setup();
    const { container } = renderWithApp(() => <ContributorsSection projectId="lpr_7" />);
    const section = await screen.findByRole('region', { name: 'Contributors' });
    expect((await within(section).findByRole('link', { name: 'Bo Builder' })).getAttribute('href')).toBe('/u/u-bo');

    const field = within(section).getByRole('textbox', { name: 'E-mail address or profile name' });
    await user.type(field, 'nobody@example.test{Enter}');
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'Nobody here goes by that e-mail address or profile name.',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.clear(field);
    await user.type(field, 'ada@example.test{Enter}');
    expect((await within(section).findByRole('link', { name: 'Ada Lovelace' })).getAttribute('href')).toBe('/u/ada');
    expect((field as HTMLInputElement).value).toBe('');
    expect(field.hasAttribute('aria-invalid')).toBe(false);

    await user.type(field, 'ada@example.test');
    await user.click(within(section).getByRole('button', { name: 'Add contributor' }));
    expect((await within(section).findByRole('alert')).textContent).toBe('This person is already a contributor.');
    await expectNoSeriousAxeViolations(container);

    await user.click(within(section).getByRole('button', { name: 'Remove Bo Builder' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Bo Builder will no longer be able to edit this project.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.filter((request) => request.startsWith('DELETE'))).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'Remove Bo Builder' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /yes/i }));
    await waitFor(() => expect(within(section).queryByRole('link', { name: 'Bo Builder' })).toBeNull());
    expect(requests).toContain('DELETE /api/learn/project/lpr_7/contributors/u-bo');
  });

  it('only lists the contributors to those who may not manage them', async () => {
    state = { contributors: [bo], canManage: false };
    renderWithApp(() => <ContributorsSection projectId="lpr_7" />);
    const section = await screen.findByRole('region', { name: 'Contributors' });
    expect(await within(section).findByRole('link', { name: 'Bo Builder' })).toBeTruthy();
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Remove Bo Builder' })).toBeNull();
  });
});
