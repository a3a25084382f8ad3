import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../test/axe';
import { demoUser, renderWithApp } from '../../../test/render';
import { ToastProvider } from '../../../ui/toast';
import { PasswordPanel } from './password-panel';

let posts: { url: string; body: Record<string, unknown> }[];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  posts = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    posts.push({ url, body });
    if (url !== '/api/auth/change-password') return json(404, { error: { key: 'not_found' } });
    if (body.currentPassword !== 'old-password-1') return json(400, { error: { key: 'auth_wrong_password' } });
    if (body.newPassword === 'password1234') return json(400, { error: { key: 'auth_password_too_common' } });
    return json(200, { user: { email: 'ada@example.test' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderPanel = () =>
  renderWithApp(
    () => (
      <ToastProvider>
        <PasswordPanel />
      </ToastProvider>
    ),
    { me: demoUser() },
  );

const fill = async (current: string, next: string, again = next) => {
  const user = userEvent.setup();
  await screen.findByLabelText('Current password');
  for (const [label, value] of [
    ['Current password', current],
    ['New password', next],
    ['Repeat the new password', again],
  ] as const) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.click(screen.getByRole('button', { name: 'Change password' }));
};

it('asks for every field and the same new password twice before it sends anything', async () => {
  const { container } = renderPanel();
  await fill('', 'new-password-22', 'new-password-23');
  expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([
    'This field is required.',
    'The two new passwords are not the same.',
  ]);
  expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
  expect(screen.getByLabelText('Repeat the new password').getAttribute('aria-invalid')).toBe('true');
  expect(posts).toEqual([]);
  await expectNoSeriousAxeViolations(container);
});

it('shows the server’s refusals under their fields: a wrong current password, a common new one', async () => {
  renderPanel();
  await fill('not-my-password', 'new-password-22');
  expect((await screen.findByRole('alert')).textContent).toBe('That is not your current password.');
  expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
  await fill('old-password-1', 'password1234');
  expect((await screen.findByRole('alert')).textContent).toContain('one of the most common ones');
  expect(document.activeElement).toBe(screen.getByLabelText('New password'));
});

it('changes the password, signing the other devices out, and empties the form', async () => {
  const { container } = renderPanel();
  await fill('old-password-1', 'new-password-22');
  expect(await screen.findByText('Your password is changed. Your other devices are signed out.')).toBeTruthy();
  expect(posts).toEqual([
    {
      url: '/api/auth/change-password',
      body: { currentPassword: 'old-password-1', newPassword: 'new-password-22', revokeOtherSessions: true },
    },
  ]);
  await waitFor(() => expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe(''));
  for (const label of ['Current password', 'New password', 'Repeat the new password']) {
    expect(screen.getByLabelText(label).getAttribute('aria-invalid'), label).toBeNull();
  }
  await expectNoSeriousAxeViolations(container);
});
