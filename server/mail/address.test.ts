import { describe, expect, it } from 'vitest';
import {
  bareAddress,
  DEFAULT_MAIL_FROM,
  isAcceptableRecipient,
  MAIL_FROM_PATTERN,
  mailDomain,
  makeMessageId,
} from './address';

describe('sender and Message-ID', () => {
  it('defaults the sender to the trade name at the business domain', () => {
    expect(DEFAULT_MAIL_FROM).toBe('"Benali Traduction" <no-reply@benali-traduction.fr>');
    expect(MAIL_FROM_PATTERN.test(DEFAULT_MAIL_FROM)).toBe(true);
  });

  it('accepts the usual ways of writing MAIL_FROM and refuses the rest', () => {
    for (const ok of ['a@b.fr', 'Benali Traduction <a@b.fr>', '"Benali, Traduction" <a@b.fr>', '"" <a@b.fr>']) {
      expect(MAIL_FROM_PATTERN.test(ok), ok).toBe(true);
    }
    for (const bad of ['', 'nobody', 'a@b.fr\r\nBcc: x@y.z', '<a@b.fr', 'a b@c.fr', '"x" <a@b.fr> extra']) {
      expect(MAIL_FROM_PATTERN.test(bad), bad).toBe(false);
    }
  });

  it('takes the domain from the sender address, with or without a display name', () => {
    expect(mailDomain('"Benali" <no-reply@Benali-Traduction.fr>')).toBe('benali-traduction.fr');
    expect(mailDomain('no-reply@localhost')).toBe('localhost');
    expect(mailDomain('not an address')).toBe('localhost');
    expect(bareAddress(' Name <a@b.fr> ')).toBe('a@b.fr');
  });

  it('makes `<uuid@domain>` ids, the same for the same message id', () => {
    const id = '0b7c2a52-3c1f-4e0a-9a43-3f1f5c3c2d10';
    expect(makeMessageId('"X" <x@exemple.fr>', id)).toBe(`<${id}@exemple.fr>`);
    expect(makeMessageId('"X" <x@exemple.fr>', id)).toBe(makeMessageId('x@exemple.fr', id));
    expect(makeMessageId('x@exemple.fr')).toMatch(/^<[0-9a-f-]{36}@exemple\.fr>$/);
    expect(makeMessageId('x@exemple.fr')).not.toBe(makeMessageId('x@exemple.fr'));
  });

  it('accepts one recipient per message, without header injection', () => {
    expect(isAcceptableRecipient('client@exemple.fr')).toBe(true);
    expect(isAcceptableRecipient('Jean Dupont <client@exemple.fr>')).toBe(true);
    expect(isAcceptableRecipient('client@exemple.fr\r\nBcc: x@y.z')).toBe(false);
    expect(isAcceptableRecipient('client')).toBe(false);
    expect(isAcceptableRecipient('a@b.fr, c@d.fr')).toBe(false);
  });
});
