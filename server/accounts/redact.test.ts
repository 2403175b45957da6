import { describe, expect, it } from 'vitest';
import { redactUrl } from './plugin';

describe('request URLs in logs', () => {
  it('hide single-use tokens of reset and guest-access links', () => {
    expect(redactUrl('/reset-password/abc123?x=1')).toBe('/reset-password/[redacted]?x=1');
    expect(redactUrl('/acces-commandes/tok_en')).toBe('/acces-commandes/[redacted]');
    expect(redactUrl('/api/auth/guest-access/secret')).toBe('/api/auth/guest-access/[redacted]');
    expect(redactUrl('/api/services/orders/TR-7K3F9Q2M')).toBe('/api/services/orders/TR-7K3F9Q2M');
  });
});
