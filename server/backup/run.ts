import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client';
import { StorageNotFoundError, type BlobStore } from '../storage/blob-store';
import { deriveArchiveKey, encryptArchive, newArchiveHeader } from './crypto';
import { backupBucket, openArchiveSink } from './destination';
import { EntryWriter } from './format';
import { ENTRY, FORMAT_VERSION, type Manifest } from './manifest';
import { writeSnapshot } from './snapshot';
import { archiveName, checkBackupSettings, type BackupSettings } from './targets';

export interface BackupDeps {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** The documents' raw store: ciphertext is copied as it is, never decrypted. */
  blobs: BlobStore;
  settings: BackupSettings;
  now?: () => Date;
}

export interface BackupResult {
  name: string;
  locations: string[];
  takenAt: string;
  rows: number;
  documents: number;
  missingDocuments: number;
  durationMs: number;
}

/** Files of a folder, sorted; none when it does not exist. */
async function filesIn(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { withFileTypes: true }))
      .filter((e) => e.isFile() && !e.name.startsWith('.'))
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}

/**
 * One archive (decision 050): the snapshot's tables, the generated secrets, the stored documents
 * as their ciphertext, the blog's images, then the manifest, all through one encrypting stream to
 * the targets. Memory stays at a few chunks whatever the size; a failure anywhere removes what was
 * written and rethrows.
 */
export async function makeBackup(deps: BackupDeps): Promise<BackupResult> {
  const started = performance.now();
  const { passphrase } = checkBackupSettings(deps.settings);
  const now = deps.now ?? (() => new Date());
  const header = newArchiveHeader();
  const key = await deriveArchiveKey(passphrase, header.salt, header.kdf);
  const encrypted = encryptArchive(key, header);
  const name = archiveName(now());
  const sink = await openArchiveSink(deps.settings, name, encrypted, await backupBucket(deps.settings));
  try {
    const out = new EntryWriter(encrypted);
    const snapshot = await writeSnapshot(deps.db, deps.driver, out);
    const dataDir = path.resolve(deps.settings.DATA_DIR);
    const manifest: Manifest = {
      format: FORMAT_VERSION,
      takenAt: snapshot.takenAt,
      finishedAt: '',
      tables: snapshot.tables,
      sequences: snapshot.sequences,
      secrets: [],
      documents: [],
      missingDocuments: [],
      blogImages: [],
      invoicePdfs: snapshot.invoicePdfs,
    };
    for (const secret of await filesIn(path.join(dataDir, 'secrets'))) {
      const file = path.join(dataDir, 'secrets', secret);
      const digest = await out.entryFrom({ kind: ENTRY.secret, name: secret }, createReadStream(file));
      manifest.secrets.push({ name: secret, ...digest });
    }
    for (const storageKey of snapshot.documentKeys) {
      let body;
      try {
        body = await deps.blobs.get(storageKey);
      } catch (err) {
        // Removed by the retention purge since the snapshot: the next archive will not name it.
        if (!(err instanceof StorageNotFoundError)) throw err;
        manifest.missingDocuments.push(storageKey);
        continue;
      }
      const digest = await out.entryFrom({ kind: ENTRY.document, name: storageKey }, body);
      manifest.documents.push({ key: storageKey, ...digest });
    }
    for (const image of await filesIn(path.join(dataDir, 'blog-images'))) {
      const file = path.join(dataDir, 'blog-images', image);
      const digest = await out.entryFrom({ kind: ENTRY.blogImage, name: image }, createReadStream(file));
      manifest.blogImages.push({ name: image, ...digest });
    }
    manifest.finishedAt = now().toISOString();
    await out.begin({ kind: ENTRY.manifest, name: 'manifest' });
    await out.data(Buffer.from(JSON.stringify(manifest), 'utf8'));
    await out.end();
    encrypted.end();
    await sink.commit();
    return {
      name,
      locations: sink.locations,
      takenAt: snapshot.takenAt,
      rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
      documents: manifest.documents.length,
      missingDocuments: manifest.missingDocuments.length,
      durationMs: Math.round(performance.now() - started),
    };
  } catch (err) {
    await sink.abort();
    throw err;
  }
}
