import { randomUUID } from 'node:crypto';
import { BUSINESS } from '../../core/business';

/** Sender used when MAIL_FROM is not set: the trade name at the domain of the business address. */
export const DEFAULT_MAIL_FROM = `"${BUSINESS.tradeName}" <no-reply@${BUSINESS.email.split('@')[1]}>`;

/** `"Name" <user@domain>`, `Name <user@domain>` or `user@domain` (what MAIL_FROM accepts). */
export const MAIL_FROM_PATTERN = /^(?:(?:"[^"\r\n]*"|[^"<>@\r\n]*)\s*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@"]+@[^\s<>@]+)$/;

/** The bare address of a mailbox written with or without a display name. */
export function bareAddress(mailbox: string): string {
  const m = /<([^<>]+)>\s*$/.exec(mailbox);
  return (m ? m[1]! : mailbox).trim();
}

/** Domain part of the sender, used on the right of every Message-ID. */
export function mailDomain(from: string): string {
  const address = bareAddress(from);
  const at = address.lastIndexOf('@');
  const domain =
    at >= 0
      ? address
          .slice(at + 1)
          .trim()
          .toLowerCase()
      : '';
  return /^[a-z0-9.-]+$/.test(domain) ? domain : 'localhost';
}

/** `<uuid@domain-of-MAIL_FROM>`, fixed when the message is queued and reused on every attempt. */
export function makeMessageId(from: string, id: string = randomUUID()): string {
  return `<${id}@${mailDomain(from)}>`;
}

/** One recipient, as the outbox accepts it: an address, optionally with a display name; no line breaks. */
export function isAcceptableRecipient(value: string): boolean {
  return value.length <= 320 && !/[\r\n]/.test(value) && /^[^\s<>@]+@[^\s<>@]+$/.test(bareAddress(value));
}
