import { describe, expect, it } from 'vitest';
import { redactUrl } from './plugin';

describe('request URLs in logs', () => {
  it('hide single-use tokens of reset and guest-access links', () => {
    expect(redactUrl('/reset-password/abc123?x=1')).toBe('/reset-password/[redacted]?x=1');
    expect(redactUrl('/acces-commandes/tok_en')).toBe('/acces-commandes/[redacted]');
    expect(redactUrl('/api/auth/guest-access/secret')).toBe('/api/auth/guest-access/[redacted]');
    expect(redactUrl('/chat/reprendre/tok_en-123')).toBe('/chat/reprendre/[redacted]');
    expect(redactUrl('/api/services/orders/TR-7K3F9Q2M')).toBe('/api/services/orders/TR-7K3F9Q2M');
    // Signed download links of translations stay valid for days: their signature never reaches the logs.
    expect(redactUrl('/api/services/files/abc?expires=123&signature=s3cr3t&x=1')).toBe(
      '/api/services/files/abc?expires=123&signature=[redacted]&x=1',
    );
  });
});
