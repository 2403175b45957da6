import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { Database, Transaction } from '../db/client';
import type { SequenceValue } from './catalog';
import { ArchiveFormatError, type EntryMeta } from './format';
import { restoreSequences, TableLoader } from './load';
import { ENTRY, type ArchiveMeta, type Manifest } from './manifest';
import { archiveEvents } from './reader';

/** What happens to the entries that are not database rows: a restore stores them, a verification checks them. */
export interface EntryHandlers {
  /** Before the first table: the archive's meta (a restore refuses a newer schema here). */
  onMeta?(meta: ArchiveMeta, tx: Transaction): Promise<void>;
  secret(name: string, bytes: Buffer): Promise<void>;
  /** `tx` holds the restored rows (the upload's expected hash). */
  document(key: string, ciphertext: Readable, tx: Transaction): Promise<void>;
  blogImage(name: string, bytes: Readable): Promise<void>;
}

/** Feeds one entry's bytes to a consumer of a stream, with back-pressure; the consumer's failure stops it. */
class StreamedEntry {
  readonly stream = new PassThrough();
  private readonly done: Promise<void>;
  private failed: unknown = null;

  constructor(consume: (stream: Readable) => Promise<void>) {
    this.done = consume(this.stream).catch((err: unknown) => {
      this.failed = err ?? new Error('entry consumer failed');
      this.stream.destroy();
    });
  }

  async write(chunk: Buffer): Promise<void> {
    if (this.failed) throw this.failed;
    if (!this.stream.write(chunk)) await Promise.race([once(this.stream, 'drain'), this.done]);
  }

  async end(): Promise<void> {
    this.stream.end();
    await this.done;
    if (this.failed) throw this.failed;
  }
}

/**
 * Reads the archive once into `db`, in one transaction: the tables (parents first, as written),
 * the sequences, and every other entry through `handlers`. Any failure rolls the rows back.
 */
export async function applyArchive(
  db: Database,
  file: string,
  passphrase: string,
  handlers: EntryHandlers,
): Promise<{ meta: ArchiveMeta; manifest: Manifest }> {
  return db.transaction(async (tx) => {
    let meta: ArchiveMeta | undefined;
    let manifest: Manifest | undefined;
    let current: EntryMeta | undefined;
    let table: TableLoader | undefined;
    let streamed: StreamedEntry | undefined;
    let buffered: Buffer[] = [];
    for await (const event of archiveEvents(file, passphrase)) {
      if (event.type === 'begin') {
        current = event.meta;
        buffered = [];
        if (current.kind === ENTRY.table) table = await TableLoader.open(tx, current.name, current.columns as string[]);
        else if (current.kind === ENTRY.document) {
          const key = current.name;
          streamed = new StreamedEntry((s) => handlers.document(key, s, tx));
        } else if (current.kind === ENTRY.blogImage) {
          const name = current.name;
          streamed = new StreamedEntry((s) => handlers.blogImage(name, s));
        }
      } else if (event.type === 'data') {
        if (table) await table.push(event.chunk);
        else if (streamed) await streamed.write(event.chunk);
        else buffered.push(event.chunk);
      } else {
        if (!current) throw new ArchiveFormatError('entry end without a beginning');
        if (table) await table.finish();
        else if (streamed) await streamed.end();
        else if (current.kind === ENTRY.meta) {
          meta = current as unknown as ArchiveMeta;
          await handlers.onMeta?.(meta, tx);
        } else if (current.kind === ENTRY.sequences) {
          await restoreSequences(tx, JSON.parse(Buffer.concat(buffered).toString('utf8')) as SequenceValue[]);
        } else if (current.kind === ENTRY.secret) await handlers.secret(current.name, Buffer.concat(buffered));
        else if (current.kind === ENTRY.manifest) {
          manifest = JSON.parse(Buffer.concat(buffered).toString('utf8')) as Manifest;
        }
        table = undefined;
        streamed = undefined;
        current = undefined;
      }
    }
    if (!meta || !manifest) throw new ArchiveFormatError('archive without its meta or manifest');
    return { meta, manifest };
  });
}
