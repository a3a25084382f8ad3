import { COOKIES } from '@questline/domain/constants';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { MaintenanceBanner } from './maintenance-banner';

const clearCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the cookie the banner writes.
  document.cookie = `${COOKIES.maintenanceBanner}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};
// The cookie is cleared before each test as well (the banner reads it once, when it first renders), and the texts
// are the English ones whatever language a file before this one in the worker left. It expires in the past: happy-dom
// keeps a cookie written with Max-Age=0, empty, until its clock moves on a millisecond, which reads as dismissed.
beforeEach(async () => {
  clearCookie();
  await i18next.changeLanguage('en_US');
});
afterEach(() => {
  clearCookie();
  vi.restoreAllMocks();
});

it('shows only on the pathway its read marks as under maintenance', () => {
  const { unmount } = render(<MaintenanceBanner pathway={{}} />);
  expect(screen.queryByRole('region', { name: 'Maintenance notice' })).toBeNull();
  unmount();
  render(<MaintenanceBanner pathway={{ maintenanceNotice: true }} />);
  expect(screen.getByRole('region', { name: 'Maintenance notice' }).textContent).toContain('being updated');
});

it('stays dismissed for 7 days through the JP_ES_MAINTENANCE cookie', async () => {
  const written = vi.spyOn(document, 'cookie', 'set');
  const { unmount } = render(<MaintenanceBanner pathway={{ maintenanceNotice: true }} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Dismiss the maintenance notice' }));
  expect(screen.queryByRole('region', { name: 'Maintenance notice' })).toBeNull();
  expect(written).toHaveBeenCalledWith(expect.stringMatching(/^JP_ES_MAINTENANCE=1; Path=\/; Max-Age=604800;/));
  expect(document.cookie).toContain('JP_ES_MAINTENANCE=1');
  unmount();

  // A later visit reads the cookie and shows nothing.
  render(<MaintenanceBanner pathway={{ maintenanceNotice: true }} />);
  expect(screen.queryByRole('region', { name: 'Maintenance notice' })).toBeNull();
  clearCookie();
});
