import { expect, it } from 'vitest';
import { maskIpAddress } from './devices';

it('keeps the first two numbers of an IPv4 address and the first three groups of an IPv6 one', () => {
  expect(maskIpAddress('203.0.113.42')).toBe('203.0.*.*');
  expect(maskIpAddress('::ffff:198.51.100.7')).toBe('198.51.*.*');
  expect(maskIpAddress('2001:0db8:85a3:0000:0000:8a2e:0370:7334')).toBe('2001:db8:85a3:*');
  expect(maskIpAddress('2001:DB8::1')).toBe('2001:db8:0:*');
  expect(maskIpAddress('::1')).toBe('0:0:0:*');
});

it('shows nothing for what is not an address', () => {
  for (const value of [null, undefined, '', 'unknown', '300.1.2.3', '1.2.3', '1::2::3', '2001:db8:1:2:3:4:5', 'g::1']) {
    expect(maskIpAddress(value), String(value)).toBeNull();
  }
});
