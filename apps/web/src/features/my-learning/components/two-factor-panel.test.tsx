import { FEATURE_FLAGS } from '@questline/domain/constants';
import { premiumStoreOf } from '@questline/domain/schemas/site';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { demoUser, renderWithApp } from '../../../test/render';
import { ToastProvider } from '../../../ui/toast';
import { TwoFactorPanel } from './two-factor-panel';

const URI = 'otpauth://totp/Questline:ada%40example.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Questline';
let enabled: boolean;
let posts: { url: string; body: unknown }[];
let sessionReads: number;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  enabled = false;
  posts = [];
  sessionReads = 0;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url === '/api/auth/get-session') {
      sessionReads += 1;
      return json(200, { user: { twoFactorEnabled: enabled } });
    }
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    posts.push({ url, body });
    if (url === '/api/auth/two-factor/enable') {
      return body.password === 'right-password'
        ? json(200, { totpURI: URI, backupCodes: ['aaaa-1111', 'bbbb-2222'] })
        : json(400, { error: { key: 'auth_wrong_password' } });
    }
    if (url === '/api/auth/two-factor/verify-totp') {
      if (body.code !== '123456') return json(401, { error: { key: 'tfa_invalid_code' } });
      enabled = true;
      return json(200, { token: 't' });
    }
    if (url === '/api/auth/two-factor/disable') {
      enabled = false;
      return json(200, { status: true });
    }
    return json(404, { error: { key: 'not_found' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderPanel = (flags: Record<keyof typeof FEATURE_FLAGS, boolean> = FEATURE_FLAGS) =>
  renderWithApp(
    () => (
      <ToastProvider>
        <TwoFactorPanel />
      </ToastProvider>
    ),
    {
      me: demoUser(),
      siteSettings: {
        featureFlags: { ...flags },
        premiumStore: premiumStoreOf(null, 'premium'),
        videoTranscoding: true,
      },
    },
  );

it('enrols TOTP: password, QR code and secret, backup codes, a wrong code refused, the right one turns it on', async () => {
  const user = userEvent.setup();
  renderPanel();
  await user.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
  await user.type(screen.getByLabelText('Your password'), 'wrong-password');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect((await screen.findByRole('alert')).textContent).toContain('not your current password');

  await user.clear(screen.getByLabelText('Your password'));
  await user.type(screen.getByLabelText('Your password'), 'right-password');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
  expect(screen.getByTestId('totp-secret').textContent).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  expect(screen.getByText('aaaa-1111')).toBeTruthy();

  await user.type(screen.getByLabelText('6-digit code'), '654321');
  await user.click(screen.getByRole('button', { name: 'Turn on' }));
  expect((await screen.findByRole('alert')).textContent).toContain('That code is not right');
  await user.clear(screen.getByLabelText('6-digit code'));
  await user.type(screen.getByLabelText('6-digit code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Turn on' }));
  expect(await screen.findByText(/signing in asks for a code/)).toBeTruthy();
  expect(posts.map((post) => post.url)).toEqual([
    '/api/auth/two-factor/enable',
    '/api/auth/two-factor/enable',
    '/api/auth/two-factor/verify-totp',
    '/api/auth/two-factor/verify-totp',
  ]);
});

it('turns it off again with the password', async () => {
  enabled = true;
  const user = userEvent.setup();
  renderPanel();
  await user.type(await screen.findByLabelText('Your password'), 'right-password');
  await user.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
  expect(await screen.findByRole('button', { name: 'Set up two-factor authentication' })).toBeTruthy();
  expect(posts).toEqual([{ url: '/api/auth/two-factor/disable', body: { password: 'right-password' } }]);
});

it('offers no enrolment while TFA_ENABLED is off', async () => {
  const { container } = renderPanel({ ...FEATURE_FLAGS, TFA_ENABLED: false });
  // The state is read, and nothing is shown for a user who never enrolled.
  await waitFor(() => expect(sessionReads).toBe(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(container.querySelector('section')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Set up two-factor authentication' })).toBeNull();
});
