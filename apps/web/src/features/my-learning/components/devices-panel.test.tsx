import type { TDevice } from '@questline/domain/schemas/account';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../test/axe';
import { demoUser, renderWithApp } from '../../../test/render';
import { ToastProvider } from '../../../ui/toast';
import { DevicesPanel } from './devices-panel';

const device = (overrides: Partial<TDevice>): TDevice => ({
  id: 's1',
  browser: 'Firefox 128',
  os: 'Windows 10',
  deviceType: 'desktop',
  ipAddress: '203.0.*.*',
  createdAt: '2025-03-01T09:00:00.000Z',
  lastActiveAt: '2025-03-02T10:30:00.000Z',
  current: true,
  ...overrides,
});

let devices: TDevice[];
let requests: string[];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  requests = [];
  devices = [
    device({}),
    device({ id: 's2', browser: 'Safari 17', os: 'iOS 17', deviceType: 'mobile', ipAddress: null, current: false }),
    device({ id: 's3', browser: null, os: null, deviceType: 'unknown', current: false }),
  ];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    requests.push(`${init?.method ?? 'GET'} ${url}`);
    if (url === '/api/users/me/sessions') return json(200, { result: { devices } });
    if (url === '/api/auth/revoke-other-sessions') {
      devices = devices.filter((one) => one.current);
      return json(200, { status: true });
    }
    return json(404, { error: { key: 'not_found' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderPanel = () =>
  renderWithApp(
    () => (
      <ToastProvider>
        <DevicesPanel />
      </ToastProvider>
    ),
    { me: demoUser() },
  );

it('lists the signed-in devices: browser and system, the kind, the partial address, this one marked', async () => {
  const { container } = renderPanel();
  const list = await screen.findByRole('list');
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(3);
  expect(rows[0]?.textContent).toContain('Firefox 128 on Windows 10');
  expect(rows[0]?.textContent).toContain('Computer');
  expect(within(rows[0] as HTMLElement).getByText('This device')).toBeTruthy();
  expect(rows[0]?.textContent).toMatch(/Address 203\.0\.\*\.\* · signed in .*2025.* · last active .*2025/);
  expect(rows[1]?.textContent).toContain('Safari 17 on iOS 17');
  expect(rows[1]?.textContent).toContain('Phone');
  expect(rows[1]?.textContent).toContain('Address unknown');
  expect(rows[2]?.textContent).toContain('Unknown browser on an unknown system');
  expect(within(rows[1] as HTMLElement).queryByText('This device')).toBeNull();
  await expectNoSeriousAxeViolations(container);
});

it('signs out everywhere else and lists this device alone, the button then off', async () => {
  const user = userEvent.setup();
  const { container } = renderPanel();
  await screen.findByRole('list');
  await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
  expect(await screen.findByText('You are signed out on every other device.')).toBeTruthy();
  expect(await screen.findByText('You are signed in on this device only.')).toBeTruthy();
  expect(within(screen.getByTestId('devices')).getAllByRole('listitem')).toHaveLength(1);
  expect((screen.getByRole('button', { name: 'Sign out everywhere else' }) as HTMLButtonElement).disabled).toBe(true);
  expect(requests).toEqual([
    'GET /api/users/me/sessions',
    'POST /api/auth/revoke-other-sessions',
    'GET /api/users/me/sessions',
  ]);
  await expectNoSeriousAxeViolations(container);
});
