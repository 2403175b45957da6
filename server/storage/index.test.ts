import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config/config';
import { DecryptionError, openBlobStore, openStorage, parseMasterKey } from './index';
import { newKey } from './test/contract';
import { listFiles, readAll, streamOf, removeTempDirs, tempDir } from './test/helpers';

describe('openStorage', () => {
  afterAll(removeTempDirs);

  it('generates a master key into the data dir once and keeps using it', async () => {
    const dataDir = tempDir();
    const key = newKey();
    await (await openStorage({ DATA_DIR: dataDir })).write(key, streamOf(Buffer.from('livret de famille')));

    const secret = path.join(dataDir, 'secrets', 'files-encryption-key');
    expect(statSync(secret).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(secret, 'utf8').trim(), 'base64url')).toHaveLength(32);
    expect(listFiles(path.join(dataDir, 'files'))).toEqual([key]);

    const reopened = await openStorage({ DATA_DIR: dataDir });
    expect((await readAll(await reopened.read(key))).toString()).toBe('livret de famille');
  });

  it('uses FILES_ENCRYPTION_KEY when set, in hex or base64', async () => {
    const dataDir = tempDir();
    const raw = randomBytes(32);
    const key = newKey();
    await (
      await openStorage({ DATA_DIR: dataDir, FILES_ENCRYPTION_KEY: raw.toString('hex') })
    ).write(key, streamOf(Buffer.from('x')));
    const sameKey = await openStorage({ DATA_DIR: dataDir, FILES_ENCRYPTION_KEY: raw.toString('base64') });
    expect((await readAll(await sameKey.read(key))).toString()).toBe('x');
    await expect((await openStorage({ DATA_DIR: dataDir })).read(key)).rejects.toBeInstanceOf(DecryptionError);
  });

  it.each(['', 'abc', 'zz'.repeat(32), randomBytes(31).toString('hex'), randomBytes(33).toString('base64')])(
    'refuses the master key %j with one line naming the variable',
    (value) => {
      expect(() => parseMasterKey(value)).toThrow(ConfigError);
      expect(() => parseMasterKey(value)).toThrow(/^Invalid configuration: FILES_ENCRYPTION_KEY /);
    },
  );

  it('accepts the unpadded base64url form the data dir holds', () => {
    const raw = randomBytes(32);
    expect(parseMasterKey(raw.toString('base64url')).equals(raw)).toBe(true);
    expect(parseMasterKey(raw.toString('hex').toUpperCase()).equals(raw)).toBe(true);
  });

  it('chooses S3 when S3_BUCKET is set', async () => {
    const blobs = await openBlobStore({
      DATA_DIR: tempDir(),
      S3_BUCKET: 'documents',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(blobs).toHaveProperty('client');
  });

  it('refuses half-given S3 credentials', async () => {
    await expect(
      openBlobStore({ DATA_DIR: tempDir(), S3_BUCKET: 'documents', S3_ACCESS_KEY_ID: 'id' }),
    ).rejects.toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/);
  });
});
