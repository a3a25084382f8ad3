import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../test/axe';
import { demoUser, renderWithApp } from '../../../test/render';
import { AccountDataPanel } from './account-data-panel';

let posts: { url: string; body: unknown }[];
let answer: { status: number; body: unknown };

beforeEach(() => {
  posts = [];
  answer = { status: 200, body: { result: true } };
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    posts.push({ url, body: JSON.parse(String(init?.body ?? '{}')) });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderPanel = (onDeleted = vi.fn()) => ({
  onDeleted,
  ...renderWithApp(() => <AccountDataPanel onDeleted={onDeleted} />, { me: demoUser() }),
});

it('offers the export as a download of GET /api/me/export', async () => {
  const { container } = renderPanel();
  const link = await screen.findByRole('link', { name: 'Download my data' });
  expect(link.getAttribute('href')).toBe('/api/me/export');
  expect(link.hasAttribute('download')).toBe(true);
  await expectNoSeriousAxeViolations(container);
});

it('deletes the account once the dialog has the password; a wrong one is said in the dialog', async () => {
  const user = userEvent.setup();
  const { onDeleted } = renderPanel();
  await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
  expect(dialog.textContent).toContain('Content you published stays on Questline without your name.');
  // Yes without the password asks for it.
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  expect((await screen.findByRole('alert')).textContent).toBe('This field is required.');
  expect(posts).toEqual([]);

  answer = { status: 400, body: { error: { key: 'auth_wrong_password' } } };
  await user.type(screen.getByLabelText('Your password'), 'wrong-one{Enter}');
  expect(await screen.findByText('That is not your current password.')).toBeTruthy();
  expect(onDeleted).not.toHaveBeenCalled();
  await expectNoSeriousAxeViolations(document.body);

  answer = { status: 200, body: { result: true } };
  await user.clear(screen.getByLabelText('Your password'));
  await user.type(screen.getByLabelText('Your password'), 'right-one');
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
  expect(posts).toEqual([
    { url: '/api/users/me/delete', body: { password: 'wrong-one' } },
    { url: '/api/users/me/delete', body: { password: 'right-one' } },
  ]);
});

it('tells the last super admin why not, and Escape closes the dialog with nothing deleted', async () => {
  const user = userEvent.setup();
  answer = { status: 409, body: { error: { key: 'admin_last_super_admin' } } };
  const { onDeleted } = renderPanel();
  await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
  await user.type(await screen.findByLabelText('Your password'), 'right-one{Enter}');
  expect((await screen.findByRole('alert')).textContent).toContain('There must always be at least one super admin');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(onDeleted).not.toHaveBeenCalled();
});
