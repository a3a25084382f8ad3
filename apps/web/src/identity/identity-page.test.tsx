import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_MESSAGE } from '../features/auth/identity-messages';
import { expectNoSeriousAxeViolations } from '../test/axe';
import { IdentityPage } from './identity-page';

type TAnswer = { status: number; body: unknown };

/** The server as the page meets it: one answer per path, the POSTs kept in order. */
const serve = (given: Record<string, TAnswer>) => {
  // The server asks for no captcha unless a test says otherwise (captcha-field.test.tsx has its own).
  const answers: Record<string, TAnswer> = { '/api/auth/captcha': { status: 200, body: { enabled: false } }, ...given };
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      if (init.method === 'POST') calls.push({ path, body: JSON.parse(String(init.body)) });
      const answer = answers[path] ?? { status: 404, body: { error: { key: 'not_found' } } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
};

const postMessage = vi.fn();
beforeEach(() => {
  // Embedded by the login modal: a finished sign-in is posted to the parent window.
  vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
  window.history.replaceState(null, '', '/identity?mode=register&redirect_to=%2Fmy-learning');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  postMessage.mockReset();
});

const register = async (password: string) => {
  await userEvent.type(screen.getByLabelText('Display name'), 'Nia New');
  await userEvent.type(screen.getByLabelText('E-mail'), 'nia@example.test');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
};

const user = { id: 'u1', email: 'nia@example.test', name: 'Nia New' };

it('signs in with the same password right after a sign-up, which starts no session itself', async () => {
  const calls = serve({
    '/api/auth/sign-up/email': { status: 200, body: { user } },
    '/api/auth/sign-in/email': { status: 200, body: { redirect: false, user } },
  });
  render(<IdentityPage />);
  await register('lantern-glow-123');
  await vi.waitFor(() =>
    expect(postMessage).toHaveBeenCalledWith(
      { type: SIGNED_IN_MESSAGE, redirectTo: '/my-learning' },
      window.location.origin,
    ),
  );
  expect(calls).toEqual([
    {
      path: '/api/auth/sign-up/email',
      // A verification mail (when the server sends mail) links back to the app's home page, which says so.
      body: {
        email: 'nia@example.test',
        password: 'lantern-glow-123',
        name: 'Nia New',
        callbackURL: '/?emailVerified=1',
      },
    },
    { path: '/api/auth/sign-in/email', body: { email: 'nia@example.test', password: 'lantern-glow-123' } },
  ]);
});

it('says what to do when the address already had an account and the password is not its own', async () => {
  serve({
    '/api/auth/sign-up/email': { status: 200, body: { user } },
    '/api/auth/sign-in/email': { status: 401, body: { error: { key: 'auth_invalid_credentials' } } },
  });
  render(<IdentityPage />);
  await register('lantern-glow-123');
  expect((await screen.findByRole('alert')).textContent).toBe(
    "We couldn't sign you in with this password. If you already have an account with this e-mail, sign in with its password.",
  );
  // The sign-in form, with the address kept: the owner types their own password.
  expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  expect(screen.queryByLabelText('Display name')).toBeNull();
  expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('nia@example.test');
  expect(postMessage).not.toHaveBeenCalled();
});

describe('forgot password', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/identity?redirect_to=%2F');
  });

  it('asks for the address from the sign-in form, and says the same whatever the server knows of it', async () => {
    const calls = serve({
      '/api/auth/request-password-reset': {
        status: 200,
        body: { status: true, message: 'If this email exists in our system, check your email for the reset link' },
      },
    });
    render(<IdentityPage />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'nia@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));

    const heading = screen.getByRole('heading', { name: 'Reset your password' });
    expect(document.activeElement).toBe(heading);
    expect(document.title).toBe('Reset your password · Questline');
    // The address typed for signing in is kept.
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('nia@example.test');
    await expectNoSeriousAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'If an account uses nia@example.test, a link to choose a new password is on its way. It works for one hour.',
    );
    expect(calls).toEqual([
      { path: '/api/auth/request-password-reset', body: { email: 'nia@example.test', redirectTo: '/reset-password' } },
    ]);
    await expectNoSeriousAxeViolations();

    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });

  it('opens on the form with ?mode=forgot (the link of the "someone used your address" mail) and shows refusals', async () => {
    window.history.replaceState(null, '', '/identity?mode=forgot&locale=en_US');
    serve({ '/api/auth/request-password-reset': { status: 429, body: { error: { key: 'rate_limited' } } } });
    render(<IdentityPage />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'nia@example.test');
    // The keyboard alone: Enter in the field sends the form.
    await userEvent.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
