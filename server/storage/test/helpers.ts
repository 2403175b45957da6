import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CHUNK_SIZE, encryptStream } from '../encryption';

export const KIB = 1024;
export const MIB = 1024 * KIB;

/** The sizes where chunking could go wrong, plus one large enough to need several S3 parts. */
export const ROUND_TRIP_SIZES = [0, 1, 1000, CHUNK_SIZE - 1, CHUNK_SIZE, CHUNK_SIZE + 1, 2 * CHUNK_SIZE, 5 * MIB + 123];

const made: string[] = [];

/** A fresh folder under the system's temp dir, removed by removeTempDirs(). */
export function tempDir(prefix = 'storage-'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** The tests write tens of megabytes; call from afterAll so /tmp does not fill up run after run. */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Every file below `dir`, relative, including temporary dot files. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** Streams `data` in pieces of `pieceSize`, so chunk boundaries never line up with the input's. */
export function streamOf(data: Buffer, pieceSize = 10_000): Readable {
  let offset = 0;
  return new Readable({
    read() {
      if (offset >= data.length) return void this.push(null);
      this.push(data.subarray(offset, (offset += pieceSize)));
    },
  });
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

export async function encryptBuffer(key: Buffer, plaintext: Buffer): Promise<Buffer> {
  return readAll(streamOf(plaintext).pipe(encryptStream(key)));
}

/** Runs `transform` over `input`, keeping what it emitted before any error. */
export async function runTransform(
  input: Buffer,
  transform: NodeJS.ReadWriteStream,
  pieceSize?: number,
): Promise<{ output: Buffer; error: unknown }> {
  const parts: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      parts.push(chunk);
      callback();
    },
  });
  let error: unknown;
  try {
    await pipeline(streamOf(input, pieceSize), transform, sink);
  } catch (e) {
    error = e;
  }
  return { output: Buffer.concat(parts), error };
}

/** Random bytes with a recognisable text inside each 64 KiB chunk, to look for in stored bytes. */
export function markedData(size: number, marker: string): Buffer {
  const data = randomBytes(size);
  for (let at = 0; at + marker.length <= size; at += CHUNK_SIZE) data.write(marker, at, 'latin1');
  return data;
}
