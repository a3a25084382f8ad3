import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SIGNED_IN_MESSAGE } from '../features/auth/identity-messages';
import { IdentityPage } from './identity-page';

type TAnswer = { status: number; body: unknown };

/** The server as the page meets it: one answer per path, the calls kept in order. */
const serve = (answers: Record<string, TAnswer>) => {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push({ path, body: JSON.parse(String(init.body)) });
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
      body: { email: 'nia@example.test', password: 'lantern-glow-123', name: 'Nia New' },
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
