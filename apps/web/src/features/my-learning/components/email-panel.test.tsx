import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../test/axe';
import { demoUser, renderWithApp } from '../../../test/render';
import { EmailPanel } from './email-panel';

const ME = demoUser({ id: 'u_ada', email: 'ada@example.test' });
let posts: { url: string; body: Record<string, unknown> }[];

beforeEach(() => {
  posts = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    posts.push({ url, body: JSON.parse(String(init?.body ?? '{}')) });
    return new Response(JSON.stringify({ status: true }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

const submit = async (value: string) => {
  const user = userEvent.setup();
  const input = await screen.findByLabelText('New e-mail address');
  await user.clear(input);
  if (value) await user.type(input, value);
  await user.click(screen.getByRole('button', { name: 'Change e-mail address' }));
};

it('shows the current address and refuses an empty, a malformed and the same address without asking', async () => {
  const { container } = renderWithApp(() => <EmailPanel />, { me: ME });
  expect(await screen.findByText('Your address is ada@example.test.')).toBeTruthy();
  for (const [value, message] of [
    ['', 'This field is required.'],
    ['not an address', 'Enter a valid e-mail address.'],
    ['ADA@example.test', 'That is already your address.'],
  ] as const) {
    await submit(value);
    expect((await screen.findByRole('alert')).textContent, value).toBe(message);
    expect(document.activeElement).toBe(screen.getByLabelText('New e-mail address'));
  }
  expect(posts).toEqual([]);
  await expectNoSeriousAxeViolations(container);
});

it('asks better-auth to mail a link to the new address, landing back on this tab, and says so alike for any address', async () => {
  const { container } = renderWithApp(() => <EmailPanel />, { me: ME });
  await submit(' New.Address@Example.test ');
  expect(
    await screen.findByText(
      'A link is on its way to new.address@example.test, unless that address cannot be used. Your address changes once you follow the link.',
    ),
  ).toBeTruthy();
  expect(posts).toEqual([
    {
      url: '/api/auth/change-email',
      body: { newEmail: 'new.address@example.test', callbackURL: '/u/u_ada?tab=settings&emailChange=1' },
    },
  ]);
  // The address shown is still the old one: it changes only once the link is followed.
  expect(screen.getByText('Your address is ada@example.test.')).toBeTruthy();
  expect((screen.getByLabelText('New e-mail address') as HTMLInputElement).value).toBe('');
  await expectNoSeriousAxeViolations(container);
});

it('tells the user back from the link whether the address changed', async () => {
  const changed = renderWithApp(() => <EmailPanel landing={{ error: null }} />, {
    me: { ...ME, email: 'new@example.test' },
  });
  expect(await screen.findByText('Your e-mail address is now new@example.test.')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  changed.unmount();
  renderWithApp(() => <EmailPanel landing={{ error: 'INVALID_TOKEN' }} />, { me: ME });
  expect((await screen.findByRole('alert')).textContent).toBe(
    'That link has expired or was already used. Ask for a new one below.',
  );
});
