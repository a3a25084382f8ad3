import { describe, expect, it } from 'vitest';
import { PRESENCE_HEARTBEAT_SECONDS, PRESENCE_IDLE_AFTER_SECONDS, PRESENCE_OFFLINE_AFTER_SECONDS } from '../constants';
import { presenceStatus } from './presence';

describe('presenceStatus', () => {
  it('reads online until the idle threshold, idle until the offline one, offline after it or without a beat', () => {
    expect(presenceStatus(0)).toBe('online');
    expect(presenceStatus(PRESENCE_HEARTBEAT_SECONDS * 2)).toBe('online');
    expect(presenceStatus(PRESENCE_IDLE_AFTER_SECONDS - 1)).toBe('online');
    expect(presenceStatus(PRESENCE_IDLE_AFTER_SECONDS)).toBe('idle');
    expect(presenceStatus(PRESENCE_OFFLINE_AFTER_SECONDS - 1)).toBe('idle');
    expect(presenceStatus(PRESENCE_OFFLINE_AFTER_SECONDS)).toBe('offline');
    expect(presenceStatus(null)).toBe('offline');
  });

  it('leaves a missed beat or two before a visible tab reads idle', () => {
    expect(PRESENCE_IDLE_AFTER_SECONDS).toBeGreaterThanOrEqual(PRESENCE_HEARTBEAT_SECONDS * 2);
    expect(PRESENCE_OFFLINE_AFTER_SECONDS).toBeGreaterThan(PRESENCE_IDLE_AFTER_SECONDS);
  });
});
