import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Decodes the quoted-printable parts of an .eml file (soft line breaks, =XX as UTF-8 bytes). */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((h) => parseInt(h, 16)),
    ).toString('utf8'),
  );
}

/**
 * Every complete e-mail the e2e server wrote (no SMTP: .eml files in DATA_DIR/mail), decoded.
 * The outbox writes `x.eml.tmp` then renames it: temporary files are skipped, and a file
 * renamed or removed between the listing and the read is simply read at the next poll.
 */
export function allMail(): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mail');
  if (!existsSync(dir)) return [];
  const mails: string[] = [];
  for (const f of readdirSync(dir)) {
    if (!f.endsWith('.eml')) continue;
    try {
      mails.push(decodeQuotedPrintable(readFileSync(path.join(dir, f), 'utf8')));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return mails;
}

/** Whether the message is addressed to `to` (its To: header, not a Reply-To:). */
export const isTo = (mail: string, to: string): boolean =>
  mail.split(/\r?\n/).some((line) => line.toLowerCase() === `to: ${to}`.toLowerCase());

/** Waits for an e-mail to `to` matching `pattern` and returns the pattern's first group (or the whole match). */
export async function waitForMail(to: string, pattern: RegExp, { timeout = 15_000 } = {}): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        for (const mail of allMail()) {
          if (!isTo(mail, to)) continue;
          const m = pattern.exec(mail);
          if (m) {
            found = m[1] ?? m[0];
            return true;
          }
        }
        return false;
      },
      { timeout },
    )
    .toBe(true);
  return found!;
}
