import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { demoUser } from '../../test/render';
import { ToastProvider } from '../../ui/toast';
import { VerifyEmailBanner } from './verify-email-banner';

const unverified = demoUser({ emailVerified: false });
const showBanner = (me = unverified) =>
  render(
    <ToastProvider>
      <VerifyEmailBanner me={me} search={window.location.search} />
    </ToastProvider>,
  );

beforeEach(() => {
  window.history.replaceState(null, '', '/learn');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

it('asks an unverified user to confirm their address, and sends the link again on request', async () => {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push({ path, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ status: true }), { status: 200 });
    }),
  );
  showBanner();
  const banner = screen.getByRole('region', { name: 'E-mail confirmation' });
  expect(banner.textContent).toContain(
    'Confirm your e-mail address to post comments, submissions and group posts. We sent a link to ada@example.test.',
  );
  await expectNoSeriousAxeViolations();

  const again = screen.getByRole('button', { name: 'Send the link again' });
  again.focus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('A new link is on its way to ada@example.test.')).toBeTruthy();
  expect((again as HTMLButtonElement).disabled).toBe(true);
  expect(calls).toEqual([
    {
      path: '/api/auth/send-verification-email',
      body: { email: 'ada@example.test', callbackURL: '/?emailVerified=1' },
    },
  ]);
  await expectNoSeriousAxeViolations();
});

it('shows a refusal of "send again" as its message', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ error: { key: 'rate_limited' } }), { status: 429 })),
  );
  showBanner();
  await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
  expect(await screen.findByText('Too many attempts. Please wait a moment and try again.')).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Send the link again' }) as HTMLButtonElement).disabled).toBe(false);
});

it('says so where a failed verification link lands, and tidies the address bar', () => {
  window.history.replaceState(null, '', '/?emailVerified=1&error=TOKEN_EXPIRED');
  showBanner();
  expect(screen.getByRole('region', { name: 'E-mail confirmation' }).textContent).toContain(
    'That confirmation link has expired or is not valid. Send a new one to ada@example.test.',
  );
  expect(`${window.location.pathname}${window.location.search}`).toBe('/');
});

it('confirms a followed link with a toast, and shows no banner to a verified user', async () => {
  window.history.replaceState(null, '', '/?emailVerified=1');
  showBanner(demoUser({ emailVerified: true }));
  expect(await screen.findByText('Your e-mail address is confirmed. You can post now.')).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'E-mail confirmation' })).toBeNull();
  expect(window.location.search).toBe('');
});
