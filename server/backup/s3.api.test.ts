import { CreateBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { backupBucket } from './destination';
import { PASSPHRASE, tempDir } from './drill-kit';
import { logErasure, readErasureLog } from './erasure-log';
import { checkArchive } from './reader';
import { archiveName } from './targets';

/** Archives in an S3-compatible bucket (s3rver, the storage tests' stand-in): upload, rotation, erasure log. */
// Each test starts processes (npm, the commands) or puts hundreds of objects: on a machine busy
// with the browser suite beside it (decision 076) that takes more than the usual 30 s.
describe('backups to a bucket', { timeout: 120_000 }, () => {
  let server: S3rver;
  let client: S3Client;
  let t: TestApp;
  const Bucket = 'site-backups';

  beforeAll(async () => {
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tempDir('tr-s3rver-') });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await client.send(new CreateBucketCommand({ Bucket }));
    t = await createTestApp({
      BACKUP_PASSPHRASE: PASSPHRASE,
      BACKUP_S3_ENDPOINT: endpoint,
      BACKUP_S3_BUCKET: Bucket,
      BACKUP_S3_ACCESS_KEY_ID: 'S3RVER',
      BACKUP_S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    client?.destroy();
    await server?.close();
  });

  const keys = async (Prefix: string) =>
    ((await client.send(new ListObjectsV2Command({ Bucket, Prefix }))).Contents ?? []).map((o) => o.Key!).sort();

  it('uploads the archive whole, and the rotation keeps 7 daily, 4 weekly and 12 monthly copies', async () => {
    // Older archives, one a night for 400 nights.
    const day = 86_400_000;
    // Put 25 at a time: one by one, the fixture alone took most of the file's 25 s.
    for (let from = 1; from <= 400; from += 25) {
      await Promise.all(
        Array.from({ length: 25 }, (_, k) => {
          const Key = `backups/${archiveName(new Date(Date.now() - (from + k) * day))}`;
          return client.send(new PutObjectCommand({ Bucket, Key, Body: 'old' }));
        }),
      );
    }
    const result = await t.app.backup.run();
    expect(result!.locations).toEqual([`s3://${Bucket}/backups/${result!.name}`]);
    const kept = await keys('backups/');
    expect(kept).toContain(`backups/${result!.name}`);
    expect(kept.length).toBeGreaterThanOrEqual(16);
    expect(kept.length).toBeLessThanOrEqual(23);

    // The uploaded archive is whole: it authenticates and matches its manifest.
    const bucket = (await backupBucket(t.app.config))!;
    const file = path.join(tempDir('tr-s3-get-'), 'archive.tbk');
    await pipeline(await bucket.get(`backups/${result!.name}`), createWriteStream(file));
    const { manifest } = await checkArchive(file, PASSPHRASE);
    expect(manifest.tables.length).toBeGreaterThan(10);
  });

  it('keeps the erasure log in the bucket, with a keyed hash instead of the address', async () => {
    const bucket = await backupBucket(t.app.config);
    const subject = { scope: 'email' as const, email: 'efface@example.fr', userId: null };
    await logErasure(t.app.config, bucket, subject, new Date(), (err) => {
      throw err;
    });
    const records = await readErasureLog(t.app.config, bucket);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ scope: 'email', userId: null });
    expect(records[0]!.subject).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(records)).not.toContain('efface');
    expect(await keys('erasures/')).toHaveLength(1);
  });
});
