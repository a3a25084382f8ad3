import { createHash, createHmac } from 'node:crypto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../test/axe';
import { IdentityPage } from './identity-page';

const EXPIRES = Math.floor(Date.now() / 1000) + 600;

/** A challenge as the server makes one (auth/captcha.ts), whose number is 37. */
const challenge = () => {
  const salt = `0123456789abcdef01234567?expires=${EXPIRES}`;
  const hash = createHash('sha256').update(`${salt}37`).digest('hex');
  const signature = createHmac('sha256', 'key').update(hash).digest('hex');
  return { algorithm: 'SHA-256', challenge: hash, maxnumber: 100, salt, signature };
};

type TAnswer = { status: number; body: unknown };

const serve = (answers: Record<string, TAnswer | (() => TAnswer)>) => {
  const posts: { path: string; body: Record<string, unknown> }[] = [];
  let challenges = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      if (init.method === 'POST') posts.push({ path, body: JSON.parse(String(init.body)) });
      else if (path === '/api/auth/captcha') challenges += 1;
      const given = answers[path];
      const answer = typeof given === 'function' ? given() : given;
      return new Response(JSON.stringify(answer?.body ?? { error: { key: 'not_found' } }), {
        status: answer?.status ?? 404,
      });
    }),
  );
  return { posts, challenges: () => challenges };
};

const enabled = () => ({ status: 200, body: { enabled: true, ...challenge() } });
const user = { id: 'u1', email: 'nia@example.test', name: 'Nia New' };

beforeEach(() => {
  vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage: vi.fn() } as unknown as Window);
  window.history.replaceState(null, '', '/identity?mode=register&redirect_to=%2F');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const fill = async () => {
  await userEvent.type(screen.getByLabelText('Display name'), 'Nia New');
  await userEvent.type(screen.getByLabelText('E-mail'), 'nia@example.test');
  await userEvent.type(screen.getByLabelText('Password'), 'lantern-glow-123');
};

describe('the captcha of the sign-up form', () => {
  it('goes from "I am not a robot" through "Verifying…" to "Verified" by keyboard, and sends its payload', async () => {
    const server = serve({
      '/api/auth/captcha': enabled,
      '/api/auth/sign-up/email': { status: 400, body: { error: { key: 'auth_password_too_common' } } },
    });
    render(<IdentityPage />);
    const box = await screen.findByRole('checkbox', { name: 'I am not a robot' });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(
      'A short check runs in your browser; there is no puzzle to solve.',
    );
    await expectNoSeriousAxeViolations();
    await fill();

    // Sent before verifying: nothing is posted, and the control says what to do and takes the focus.
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(server.posts).toEqual([]);
    expect(document.activeElement).toBe(box);
    expect(screen.getByRole('status').textContent).toBe('Confirm that you are not a robot first.');

    await userEvent.keyboard(' ');
    const verified = await screen.findByRole('checkbox', { name: 'Verified' });
    expect((verified as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Verified');

    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('alert');
    expect(server.posts).toHaveLength(1);
    const payload = JSON.parse(atob(String(server.posts[0]?.body.altcha)));
    const { challenge: hash, salt, signature } = challenge();
    expect(payload).toEqual({ algorithm: 'SHA-256', challenge: hash, number: 37, salt, signature });
    // That solution is spent: a fresh challenge is solved again, without asking.
    await vi.waitFor(() => expect(server.challenges()).toBe(2));
    await screen.findByRole('checkbox', { name: 'Verified' });
  });

  it('says "Verifying…" while it works, and says so when no number fits', async () => {
    // No number fits this challenge: every one up to maxnumber is tried, on the page's thread here (no Worker).
    const unsolvable = () => ({
      status: 200,
      body: { enabled: true, ...challenge(), challenge: 'f'.repeat(64), maxnumber: 3000 },
    });
    serve({ '/api/auth/captcha': unsolvable });
    render(<IdentityPage />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'I am not a robot' }));
    expect((await screen.findByRole('checkbox', { name: 'Verifying…' })).getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Verification failed. Try again.'), {
      timeout: 10_000,
    });
    expect((screen.getByRole('checkbox', { name: 'I am not a robot' }) as HTMLInputElement).checked).toBe(false);
  });

  it('is not shown, and nothing is asked, when the server asks for no captcha', async () => {
    const server = serve({
      '/api/auth/captcha': { status: 200, body: { enabled: false } },
      '/api/auth/sign-up/email': { status: 200, body: { user } },
      '/api/auth/sign-in/email': { status: 200, body: { redirect: false, user } },
    });
    render(<IdentityPage />);
    await vi.waitFor(() => expect(server.challenges()).toBe(1));
    await fill();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(server.posts).toHaveLength(2));
    expect(server.posts[0]?.body).not.toHaveProperty('altcha');
  });
});

describe('the captcha of the forgot-password form', () => {
  it('sends its payload with the request', async () => {
    window.history.replaceState(null, '', '/identity?mode=forgot');
    const server = serve({
      '/api/auth/captcha': enabled,
      '/api/auth/request-password-reset': { status: 200, body: { status: true } },
    });
    render(<IdentityPage />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'nia@example.test');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'I am not a robot' }));
    await screen.findByRole('checkbox', { name: 'Verified' });
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    await vi.waitFor(() => expect(server.posts).toHaveLength(1));
    expect(JSON.parse(atob(String(server.posts[0]?.body.altcha)))).toMatchObject({ number: 37 });
  });
});
