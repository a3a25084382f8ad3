import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../test/axe';
import { ResetPasswordPage, takeResetToken } from './reset-password-page';

type TAnswer = { status: number; body: unknown };

/** The server's answers to POST /api/auth/reset-password, in order; the bodies sent kept. */
const serve = (...answers: TAnswer[]) => {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      expect(path).toBe('/api/auth/reset-password');
      bodies.push(JSON.parse(String(init.body)));
      const answer = answers.shift() ?? { status: 500, body: { error: { key: 'internal_error' } } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return bodies;
};
afterEach(() => {
  vi.unstubAllGlobals();
});

const choose = async (password: string) => {
  const field = screen.getByLabelText('New password');
  await userEvent.clear(field);
  await userEvent.type(field, `${password}{Enter}`);
};

it('takes the token from the address bar once, and leaves the rest of the address as it was', () => {
  window.history.replaceState(null, '', '/reset-password?token=Tok3n&locale=de_DE');
  expect(takeResetToken()).toBe('Tok3n');
  expect(`${window.location.pathname}${window.location.search}`).toBe('/reset-password?locale=de_DE');
  expect(takeResetToken()).toBe('');
});

it('sets the new password with the token, says every session ended, and leads to sign-in', async () => {
  window.history.replaceState(null, '', '/reset-password?locale=en_US');
  const bodies = serve(
    { status: 400, body: { error: { key: 'auth_password_too_common' } } },
    { status: 200, body: { status: true } },
  );
  render(<ResetPasswordPage token="Tok3n" />);
  expect(document.title).toBe('Choose a new password · Questline');
  expect(screen.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
  await expectNoSeriousAxeViolations();

  await choose('Password123');
  expect((await screen.findByRole('alert')).textContent).toBe(
    'This password is one of the most common ones. Choose one that is harder to guess.',
  );
  await choose('lantern-glow-new');
  const done = await screen.findByRole('status');
  expect(done.textContent).toBe(
    'Your password is changed, and you are signed out on every device. Sign in with your new password.',
  );
  expect(document.activeElement).toBe(done);
  expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/identity?locale=en_US');
  expect(bodies).toEqual([
    { newPassword: 'Password123', token: 'Tok3n' },
    { newPassword: 'lantern-glow-new', token: 'Tok3n' },
  ]);
  await expectNoSeriousAxeViolations();
});

it('asks for a new link when the token is spent or expired, and when the page has none', async () => {
  serve({ status: 400, body: { error: { key: 'auth_reset_token_invalid' } } });
  const { unmount } = render(<ResetPasswordPage token="used" />);
  await choose('lantern-glow-new');
  const refused = await screen.findByRole('alert');
  expect(refused.textContent).toBe(
    'This link to reset your password is not valid any more: it expired after an hour, or was already used. Ask for a new one.',
  );
  expect(screen.queryByLabelText('New password')).toBeNull();
  expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
    '/identity?mode=forgot&locale=en_US',
  );
  await expectNoSeriousAxeViolations();
  unmount();

  render(<ResetPasswordPage token="" />);
  expect(screen.getByRole('alert').textContent).toBe(
    'This page needs the link from your password-reset mail. Open that link again, or ask for a new one.',
  );
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
});
