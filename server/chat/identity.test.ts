import { describe, expect, it } from 'vitest';
import { clientAddress, trustFunction } from '../plugins/client-address';
import { deviceOf, pagePath } from './identity';

describe('what the inbox may say about a guest', () => {
  it('names the device from the User-Agent only', () => {
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe(
      'mobile',
    );
    expect(
      deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36'),
    ).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15')).toBe('tablette');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/130 Safari/537.36')).toBe(
      'tablette',
    );
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36')).toBe('ordinateur');
    expect(deviceOf(undefined)).toBeNull();
  });

  it('keeps the starting page as a bare path of this site', () => {
    expect(pagePath('/services?ref=pub#x')).toBe('/services');
    expect(pagePath('/blog/traduction-acte-de-naissance')).toBe('/blog/traduction-acte-de-naissance');
    expect(pagePath('https://evil.example/x')).toBeNull();
    expect(pagePath('//evil.example')).toBeNull();
    expect(pagePath('/<script>')).toBeNull();
    expect(pagePath(42)).toBeNull();
  });
});

describe('client address of a socket (TRUST_PROXY as Fastify applies it)', () => {
  const request = (remoteAddress: string, forwarded?: string) =>
    ({
      socket: { remoteAddress },
      connection: { remoteAddress },
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    }) as never;

  it('ignores X-Forwarded-For unless the proxy is trusted', () => {
    expect(clientAddress(request('10.0.0.2', '203.0.113.9'), trustFunction(false))).toBe('10.0.0.2');
    expect(clientAddress(request('10.0.0.2', '203.0.113.9'), trustFunction(true))).toBe('203.0.113.9');
    // A hop count trusts that many hops on the loopback or a private network (issue 29, item 11).
    expect(clientAddress(request('10.0.0.2', '203.0.113.9'), trustFunction(1))).toBe('203.0.113.9');
    expect(clientAddress(request('127.0.0.1', '198.51.100.7, 203.0.113.9'), trustFunction(1))).toBe('203.0.113.9');
    expect(clientAddress(request('::ffff:127.0.0.1', '203.0.113.9'), trustFunction(1))).toBe('203.0.113.9');
    expect(clientAddress(request('127.0.0.1', '198.51.100.7, 10.0.0.5'), trustFunction(2))).toBe('198.51.100.7');
    // A client reaching the server directly writes what it likes: not believed.
    expect(clientAddress(request('198.51.100.7', '10.1.1.1'), trustFunction(1))).toBe('198.51.100.7');
    expect(clientAddress(request('127.0.0.1', '203.0.113.9, 198.51.100.7'), trustFunction(2))).toBe('198.51.100.7');
    expect(clientAddress(request('10.0.0.2', '203.0.113.9, 198.51.100.1'), trustFunction('10.0.0.0/8'))).toBe(
      '198.51.100.1',
    );
    expect(clientAddress(request('192.0.2.1', '203.0.113.9'), trustFunction('10.0.0.0/8'))).toBe('192.0.2.1');
  });
});
