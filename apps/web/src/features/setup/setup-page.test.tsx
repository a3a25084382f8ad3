import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { renderWithApp } from '../../test/render';
import { SetupPage } from './setup-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const fill = async (values: { name?: string; email?: string; password?: string; confirm?: string }) => {
  await screen.findByRole('heading', { level: 1, name: 'Set up Questline' });
  if (values.name) await userEvent.type(screen.getByLabelText('Display name'), values.name);
  if (values.email) await userEvent.type(screen.getByLabelText('E-mail'), values.email);
  if (values.password) await userEvent.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await userEvent.type(screen.getByLabelText('Confirm password'), values.confirm);
};
const complete = {
  name: 'Grace Admin',
  email: 'grace@example.test',
  password: 'first-admin-pass',
  confirm: 'first-admin-pass',
};

it('asks for name, e-mail, a password and its confirmation, in a form axe finds nothing serious in', async () => {
  renderWithApp(() => <SetupPage />, { path: '/setup?token=printed-token' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Set up Questline' })).toBeTruthy();
  const password = screen.getByLabelText('Password') as HTMLInputElement;
  expect([password.type, password.autocomplete]).toEqual(['password', 'new-password']);
  expect(password.getAttribute('aria-describedby')).toBe(screen.getByText('At least 8 characters.').id);
  expect((screen.getByLabelText('Confirm password') as HTMLInputElement).type).toBe('password');
  expect((screen.getByLabelText('E-mail') as HTMLInputElement).type).toBe('email');
  expect(screen.getByLabelText('Display name')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Create the super admin' })).toBeTruthy();
  await expectNoSeriousAxeViolations();
});

it('checks the form with the server’s schema before sending: each field’s key, the first wrong field focused', async () => {
  const fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
  renderWithApp(() => <SetupPage />, { path: '/setup?token=printed-token' });
  await fill({ email: 'not-an-address', password: 'short', confirm: 'shorter' });
  await userEvent.click(screen.getByRole('button', { name: 'Create the super admin' }));
  const name = screen.getByLabelText('Display name');
  expect(document.activeElement).toBe(name);
  expect(name.getAttribute('aria-invalid')).toBe('true');
  const described = (label: string) =>
    (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
  expect(described('Display name')).toEqual(['This field is required.']);
  expect(described('E-mail')).toEqual(['Enter a valid e-mail address.']);
  expect(described('Password')).toEqual(['At least 8 characters.', 'The password needs at least 8 characters.']);
  expect(described('Confirm password')).toEqual(['The two passwords do not match.']);
  expect(fetchSpy).not.toHaveBeenCalled();
  await expectNoSeriousAxeViolations();
});

it('sends the account with the link’s token, not the confirmation, and goes home signed in', async () => {
  const fetchSpy = answer(200, { result: { id: 'u1', name: 'Grace Admin', email: 'grace@example.test' } });
  vi.stubGlobal('fetch', fetchSpy);
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  renderWithApp(() => <SetupPage />, { path: '/setup?token=printed-token' });
  await fill(complete);
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
  expect([url, init.method]).toEqual(['/api/setup', 'POST']);
  expect(JSON.parse(String(init.body))).toEqual({
    name: 'Grace Admin',
    email: 'grace@example.test',
    password: 'first-admin-pass',
    token: 'printed-token',
  });
});

it('shows the server’s refusal from its key: a used or expired link says so', async () => {
  vi.stubGlobal('fetch', answer(403, { error: { key: 'setup_not_available' } }));
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  renderWithApp(() => <SetupPage />, { path: '/setup?token=used-token' });
  await fill(complete);
  await userEvent.click(screen.getByRole('button', { name: 'Create the super admin' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toMatch(/^This setup link no longer works/);
  expect(assign).not.toHaveBeenCalled();
  expect((screen.getByRole('button', { name: 'Create the super admin' }) as HTMLButtonElement).disabled).toBe(false);
  await expectNoSeriousAxeViolations();
});

it('shows the server’s field errors by field', async () => {
  vi.stubGlobal(
    'fetch',
    answer(400, {
      error: { key: 'auth_password_too_common', fields: [{ path: 'password', key: 'auth_password_too_common' }] },
    }),
  );
  renderWithApp(() => <SetupPage />, { path: '/setup?token=printed-token' });
  await fill(complete);
  await userEvent.click(screen.getByRole('button', { name: 'Create the super admin' }));
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
  expect(screen.getByText(/This password is one of the most common ones/)).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('without a token, says where the setup link comes from and shows no form', async () => {
  renderWithApp(() => <SetupPage />, { path: '/setup' });
  expect(await screen.findByText(/opens with the setup link the server prints/)).toBeTruthy();
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Create the super admin' })).toBeNull();
  await expectNoSeriousAxeViolations();
});
