import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './loopback';

describe('isLoopbackAddress', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '127.255.255.255',
    '::1',
    '0:0:0:0:0:0:0:1',
    '::ffff:127.0.0.1',
    '::FFFF:127.9.9.9',
    '::ffff:7f00:1',
  ])('takes %s for this machine', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });

  it.each([
    undefined,
    null,
    '',
    '128.0.0.1',
    '12.7.0.0',
    '192.168.1.20',
    '10.0.0.1',
    '0.0.0.0',
    '::',
    '::2',
    '::ffff:192.168.1.20',
    '::ffff:c0a8:114',
    '2001:db8::1',
    'fe80::1',
    'localhost',
    '127.0.0.1.example.com',
  ])('does not take %s for this machine', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });
});
