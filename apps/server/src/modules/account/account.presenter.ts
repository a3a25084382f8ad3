import { maskIpAddress } from '@questline/domain/rules/devices';
import { DEVICE_TYPES, type TDevice, type TDeviceType } from '@questline/domain/schemas/account';
import Bowser from 'bowser';
import type { TSessionRow } from './account.repository';

const isDeviceType = (value: unknown): value is TDeviceType => (DEVICE_TYPES as readonly unknown[]).includes(value);

/** A version's first number ("126.0.6478.61" → "126"). */
const major = (version: string | undefined) => version?.split('.')[0] ?? '';

/**
 * The browser, operating system and kind of device a user agent names, read by Bowser (null where it names none).
 * Browsers show their major version; Windows its marketing name (10, 11 read alike: the agent no longer tells them
 * apart); macOS none (every browser states 10.15.7 since 2020); other systems their major version.
 */
export const describeUserAgent = (userAgent: string | null) => {
  if (!userAgent?.trim()) return { browser: null, os: null, deviceType: 'unknown' as const };
  const { browser, os, platform } = Bowser.parse(userAgent);
  const osVersion = os.name === 'Windows' ? (os.versionName ?? '') : os.name === 'macOS' ? '' : major(os.version);
  return {
    browser: browser.name ? `${browser.name} ${major(browser.version)}`.trim() : null,
    os: os.name ? `${os.name} ${osVersion}`.trim() : null,
    deviceType: isDeviceType(platform.type) ? platform.type : ('unknown' as const),
  };
};

/** A session as Settings lists it (schemas/account.ts ZDevice): its address shown partly, never its token. */
export const presentDevice = (row: TSessionRow, currentSessionId: string | null): TDevice => ({
  id: row.id,
  ...describeUserAgent(row.userAgent),
  ipAddress: maskIpAddress(row.ipAddress),
  createdAt: row.createdAt.toISOString(),
  lastActiveAt: row.updatedAt.toISOString(),
  current: row.id === currentSessionId,
});

/** The sessions, the asking one first, then the most recently active (the order they are read in). */
export const presentDevices = (rows: readonly TSessionRow[], currentSessionId: string | null) => {
  const devices = rows.map((row) => presentDevice(row, currentSessionId));
  return { devices: [...devices.filter((device) => device.current), ...devices.filter((device) => !device.current)] };
};
