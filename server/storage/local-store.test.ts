import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStore } from './local-store';
import { describeBlobStoreContract, describeFileStoreOver, failingSource, newKey } from './test/contract';
import { listFiles, streamOf, removeTempDirs, tempDir } from './test/helpers';

describe('local disk driver', () => {
  const root = path.join(tempDir(), 'files');
  const store = createLocalStore(root);
  afterAll(removeTempDirs);

  describeBlobStoreContract(() => store);
  describeFileStoreOver(
    () => store,
    (key) => readFile(path.join(root, key)),
  );

  it('keeps files and folders private to the server user', async () => {
    const key = newKey();
    await store.put(key, streamOf(Buffer.from('acte de naissance')));
    expect((await stat(path.join(root, key))).mode & 0o777).toBe(0o600);
    for (const dir of ['', 'uploads', 'uploads/2026', 'uploads/2026/11']) {
      expect((await stat(path.join(root, dir))).mode & 0o777).toBe(0o700);
    }
  });

  it('leaves no temporary file behind after a failed write', async () => {
    const own = tempDir();
    const local = createLocalStore(own);
    await local.put('uploads/kept', streamOf(Buffer.from('kept')));
    await expect(local.put(newKey(), failingSource(300_000))).rejects.toThrow('connection reset');
    await expect(local.put('uploads/kept', failingSource(100_000))).rejects.toThrow('connection reset');
    expect(listFiles(own)).toEqual(['uploads/kept']);
  });

  it('reports the temporary file of a write a crash interrupted, and removes it when asked', async () => {
    const own = tempDir();
    const local = createLocalStore(own);
    await local.put('uploads/2026/11/kept', streamOf(Buffer.from('kept')));
    // What a SIGKILL during put() leaves: the dotted temporary name, never renamed.
    const temp = 'uploads/2026/11/.abc.123e4567-e89b-42d3-a456-426614174000.tmp';
    await writeFile(path.join(own, temp), 'half');
    const entries = [];
    for await (const e of local.list('uploads/')) entries.push(e);
    expect(entries.map((e) => [e.key, e.leftover]).sort()).toEqual([
      ['uploads/2026/11/abc', temp],
      ['uploads/2026/11/kept', undefined],
    ]);
    await expect(local.removeLeftover('../outside.tmp')).rejects.toThrow();
    await expect(local.removeLeftover('uploads/2026/11/kept')).rejects.toThrow();
    await local.removeLeftover(temp);
    expect(listFiles(own)).toEqual(['uploads/2026/11/kept']);
  });

  it('cannot be steered outside its root', async () => {
    const own = tempDir();
    const local = createLocalStore(path.join(own, 'files'));
    await expect(local.put('../escaped', streamOf(Buffer.from('x')))).rejects.toThrow();
    await expect(local.put('uploads/../../escaped', streamOf(Buffer.from('x')))).rejects.toThrow();
    expect(listFiles(own)).toEqual([]);
  });
});
