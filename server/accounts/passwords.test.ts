import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT, dummyHash, hashPassword, needsRehash, parseHash, verifyPassword } from './passwords';
import { clientKey } from '../plugins/rate-limit';

const CHEAP = { N: 1024, r: 8, p: 1 };

describe('scrypt password hashes', () => {
  it('stores its parameters and a fresh salt with each hash', async () => {
    const a = await hashPassword('Secret1!', CHEAP);
    const b = await hashPassword('Secret1!', CHEAP);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Secret1!', a)).toBe(true);
    expect(await verifyPassword('Secret1?', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('verifies with the parameters of the hash, and flags weaker ones for rehash', async () => {
    const old = await hashPassword('Secret1!', CHEAP);
    expect(await verifyPassword('Secret1!', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(old, CHEAP)).toBe(false);
    expect(DEFAULT_SCRYPT).toEqual({ N: 32768, r: 8, p: 1 });
  });

  it('never matches a malformed or hostile stored value', async () => {
    for (const stored of [
      '',
      'plain',
      'bcrypt$x',
      'scrypt$1000$8$1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5',
      'scrypt$2097152$8$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5',
    ]) {
      expect(parseHash(stored)).toBeNull();
      expect(await verifyPassword('Secret1!', stored)).toBe(false);
    }
  });

  it('makes the dummy hash once', async () => {
    const dummy = dummyHash(CHEAP);
    expect(await dummy()).toBe(await dummy());
    expect(await verifyPassword('Secret1!', await dummy())).toBe(false);
  });
});

describe('rate-limit key of a client address', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and groups IPv6 by /64', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64');
    expect(clientKey('2001:DB8:ABCD:0012:ffff::1')).toBe('2001:db8:abcd:12::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});
