import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { ByteQueue } from '../storage/byte-queue';

/*
 * The archive's plaintext (before encryption, decision 050): a sequence of entries, each
 *   begin record  'B' | length (4) | JSON of the entry's description (kind, name...)
 *   data records  'D' | length (4) | up to 64 KiB of the entry's bytes
 *   end record    'E' | length 0
 * Entries stream: nothing needs to know a size in advance, and a reader holds one record.
 */

const BEGIN = 0x42;
const DATA = 0x44;
const END = 0x45;
const MAX_DATA = 64 * 1024;
const MAX_BEGIN = 64 * 1024;

export type EntryMeta = { kind: string; name: string } & Record<string, unknown>;

export interface EntryDigest {
  bytes: number;
  sha256: string;
}

export class ArchiveFormatError extends Error {
  override name = 'ArchiveFormatError';
}

function record(type: number, payload: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head[0] = type;
  head.writeUInt32BE(payload.length, 1);
  return Buffer.concat([head, payload]);
}

/** Writes entries into `out` (the encrypting stream), waiting whenever it is full. */
export class EntryWriter {
  private hash = createHash('sha256');
  private bytes = 0;

  constructor(private readonly out: Writable) {}

  private async put(buffer: Buffer): Promise<void> {
    if (!this.out.write(buffer)) await once(this.out, 'drain');
  }

  async begin(meta: EntryMeta): Promise<void> {
    const json = Buffer.from(JSON.stringify(meta), 'utf8');
    if (json.length > MAX_BEGIN) throw new ArchiveFormatError(`entry description too long (${meta.kind})`);
    this.hash = createHash('sha256');
    this.bytes = 0;
    await this.put(record(BEGIN, json));
  }

  async data(chunk: Buffer): Promise<void> {
    for (let offset = 0; offset < chunk.length; offset += MAX_DATA) {
      const part = chunk.subarray(offset, offset + MAX_DATA);
      this.hash.update(part);
      this.bytes += part.length;
      await this.put(record(DATA, part));
    }
  }

  /** Ends the entry; its size and SHA-256 go into the manifest. */
  async end(): Promise<EntryDigest> {
    await this.put(record(END, Buffer.alloc(0)));
    return { bytes: this.bytes, sha256: this.hash.digest('hex') };
  }

  /** One whole entry from a stream (a stored document, a file). */
  async entryFrom(meta: EntryMeta, source: AsyncIterable<Buffer>): Promise<EntryDigest> {
    await this.begin(meta);
    for await (const chunk of source) await this.data(chunk);
    return this.end();
  }
}

export type ArchiveEvent =
  { type: 'begin'; meta: EntryMeta } | { type: 'data'; chunk: Buffer } | { type: 'end'; digest: EntryDigest };

/** Reads the plaintext back as begin / data / end events, checking the framing as it goes. */
export async function* readEntries(plaintext: Readable): AsyncGenerator<ArchiveEvent> {
  const queue = new ByteQueue();
  let open: { hash: ReturnType<typeof createHash>; bytes: number } | null = null;
  for await (const chunk of plaintext) {
    queue.push(chunk as Buffer);
    while (queue.length >= 5) {
      const head = queue.take(5);
      const length = head.readUInt32BE(1);
      if (length > Math.max(MAX_DATA, MAX_BEGIN)) throw new ArchiveFormatError('record too long');
      if (queue.length < length) {
        // Not all here yet: put the head back in front of what remains.
        const rest = queue.take(queue.length);
        queue.push(head);
        queue.push(rest);
        break;
      }
      const payload = queue.take(length);
      if (head[0] === BEGIN && !open) {
        open = { hash: createHash('sha256'), bytes: 0 };
        yield { type: 'begin', meta: JSON.parse(payload.toString('utf8')) as EntryMeta };
      } else if (head[0] === DATA && open) {
        open.hash.update(payload);
        open.bytes += payload.length;
        yield { type: 'data', chunk: payload };
      } else if (head[0] === END && open && length === 0) {
        const digest = { bytes: open.bytes, sha256: open.hash.digest('hex') };
        open = null;
        yield { type: 'end', digest };
      } else {
        throw new ArchiveFormatError('archive framing broken');
      }
    }
  }
  if (open || queue.length > 0) throw new ArchiveFormatError('archive ends inside an entry');
}
