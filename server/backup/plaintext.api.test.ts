import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { FIXTURES } from '../test/multipart';
import { drillData, OTHER, PASSPHRASE, tempDir } from './drill-kit';
import { ENTRY } from './manifest';
import { archiveEvents } from './reader';

/**
 * The archive never holds a document in clear (issue 28): the file on the backup disk shows no
 * document text and no address, and once decrypted with the passphrase its document entries are
 * still the stored ciphertext, byte for byte, with nothing of the PDFs readable in them.
 */
const MARKERS = ['ACTE-DRILL-PAYE', 'TRADUCTION-DRILL', 'ACTE-DRILL-IMPAYE'];

async function streamToBuffer(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

describe('no plaintext document in an archive', () => {
  let t: TestApp;
  let archive = '';

  beforeAll(async () => {
    t = await createTestApp({ BACKUP_DIR: tempDir('tr-plain-out-'), BACKUP_PASSPHRASE: PASSPHRASE });
    await drillData(t);
    archive = (await t.app.backup.run())!.locations[0]!;
  }, 180_000);
  afterAll(() => t?.close());

  it('the archive file shows neither a document’s text nor a customer’s address', () => {
    // The fixtures carry their marker as readable text: its absence below means something.
    for (const marker of MARKERS) expect(FIXTURES.pdf(marker).includes(marker)).toBe(true);
    const raw = readFileSync(archive);
    for (const needle of [...MARKERS, OTHER, '%PDF']) expect(raw.includes(needle), needle).toBe(false);
  });

  it('decrypted, its document entries are the stored ciphertext, and only its rows are readable', async () => {
    const documents = new Map<string, Buffer[]>();
    const others: Buffer[] = [];
    let current: string | null = null;
    for await (const event of archiveEvents(archive, PASSPHRASE)) {
      if (event.type === 'begin') {
        current = event.meta.kind === ENTRY.document ? event.meta.name : null;
        if (current) documents.set(current, []);
      } else if (event.type === 'data') (current ? documents.get(current)! : others).push(event.chunk);
    }
    expect(documents.size).toBe(3);
    for (const [key, parts] of documents) {
      const stored = Buffer.concat(parts);
      expect(stored.equals(await streamToBuffer(await t.app.files.blobs.get(key))), key).toBe(true);
      for (const needle of [...MARKERS, '%PDF']) expect(stored.includes(needle), `${key}: ${needle}`).toBe(false);
    }
    // The same reader does see the rows' plaintext: the checks above read decrypted entries.
    const rest = Buffer.concat(others);
    expect(rest.includes(OTHER)).toBe(true);
    for (const marker of MARKERS) expect(rest.includes(marker), marker).toBe(false);
  });
});
