import { expect, it } from 'vitest';
import { browserTimeZone } from '../lib/live-time';
import { effectiveTimeZone } from './use-hydrated';

it("takes the zone chosen in Settings on the server and in the browser alike, else the browser's once hydrated", () => {
  expect(effectiveTimeZone('Asia/Tokyo', false)).toBe('Asia/Tokyo');
  expect(effectiveTimeZone('Asia/Tokyo', true)).toBe('Asia/Tokyo');
  // Nothing chosen: the server's markup and the browser's first render read UTC, then the browser's own zone.
  expect(effectiveTimeZone(null, false)).toBe('UTC');
  expect(effectiveTimeZone(null, true)).toBe(browserTimeZone());
  // A zone this runtime does not know is no zone at all.
  expect(effectiveTimeZone('Mars/Olympus_Mons', true)).toBe(browserTimeZone());
});
