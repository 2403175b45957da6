import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { ref } from '../../core/messages';
import { ArchiveAuthError, decryptArchive, deriveArchiveKey } from './crypto';
import { ArchiveFormatError, readEntries, type ArchiveEvent, type EntryDigest, type EntryMeta } from './format';
import { ENTRY, FORMAT_VERSION, type ArchiveMeta, type Manifest } from './manifest';

/** An archive refused (authentication, framing, checksums): nothing was changed. */
export class ArchiveRefusedError extends Error {
  override name = 'ArchiveRefusedError';
  constructor(reason: string) {
    super(reason);
  }
}

/** The archive's entries, decrypted and authenticated chunk by chunk as they are read. */
export async function* archiveEvents(file: string, passphrase: string): AsyncGenerator<ArchiveEvent> {
  const plaintext = decryptArchive((header) => deriveArchiveKey(passphrase, header.salt, header.kdf));
  pipeline(createReadStream(file), plaintext, () => {});
  try {
    yield* readEntries(plaintext);
  } catch (err) {
    if (err instanceof ArchiveAuthError) {
      const reason = /passphrase/.test(err.message)
        ? ref('backup.wrongPassphrase')
        : /not a backup|version|parameters/.test(err.message)
          ? ref('backup.notArchive')
          : ref('backup.damaged');
      throw new ArchiveRefusedError(reason);
    }
    if (err instanceof ArchiveFormatError || err instanceof SyntaxError)
      throw new ArchiveRefusedError(ref('backup.damaged'));
    throw err;
  } finally {
    plaintext.destroy();
  }
}

const sameDigest = (a: EntryDigest | undefined, b: EntryDigest) => a?.bytes === b.bytes && a.sha256 === b.sha256;

/**
 * Reads the whole archive once without writing anything: every chunk authenticated, every
 * entry's size and SHA-256 compared with the manifest. A restore calls it before touching the
 * target, so a damaged archive changes nothing.
 */
export async function checkArchive(
  file: string,
  passphrase: string,
): Promise<{ meta: ArchiveMeta; manifest: Manifest }> {
  let meta: ArchiveMeta | undefined;
  let manifest: Manifest | undefined;
  let current: EntryMeta | undefined;
  const manifestParts: Buffer[] = [];
  const seen = new Map<string, EntryDigest>();
  for await (const event of archiveEvents(file, passphrase)) {
    if (event.type === 'begin') current = event.meta;
    else if (event.type === 'data' && current?.kind === ENTRY.manifest) manifestParts.push(event.chunk);
    else if (event.type === 'end') {
      if (current?.kind === ENTRY.meta) meta = current as unknown as ArchiveMeta;
      else if (current?.kind === ENTRY.manifest)
        manifest = JSON.parse(Buffer.concat(manifestParts).toString('utf8')) as Manifest;
      else if (current) seen.set(`${current.kind}:${current.name}`, event.digest);
    }
  }
  if (!meta || !manifest || meta.format !== FORMAT_VERSION || manifest.takenAt !== meta.takenAt) {
    throw new ArchiveRefusedError(ref('backup.damaged'));
  }
  const expected: [string, EntryDigest][] = [
    ...manifest.tables.map((t) => [`${ENTRY.table}:${t.name}`, t] as [string, EntryDigest]),
    ...manifest.secrets.map((s) => [`${ENTRY.secret}:${s.name}`, s] as [string, EntryDigest]),
    ...manifest.documents.map((d) => [`${ENTRY.document}:${d.key}`, d] as [string, EntryDigest]),
    ...manifest.blogImages.map((b) => [`${ENTRY.blogImage}:${b.name}`, b] as [string, EntryDigest]),
  ];
  for (const [what, digest] of expected) {
    if (!sameDigest(seen.get(what), digest)) throw new ArchiveRefusedError(ref('backup.checksum', { what }));
  }
  // Every entry is accounted for: one the manifest does not name (besides the sequences) is foreign.
  if (seen.size !== expected.length + 1) throw new ArchiveRefusedError(ref('backup.damaged'));
  return { meta, manifest };
}
