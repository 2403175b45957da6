import { CreateBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from './blob-store';
import { createFileStore, FileTooLargeError } from './file-store';
import { createS3Store } from './s3-store';
import { describeBlobStoreContract, describeFileStoreOver, newKey } from './test/contract';
import { MIB, readAll, streamOf, removeTempDirs, tempDir } from './test/helpers';

describe('S3 driver (against s3rver)', () => {
  let server: S3rver;
  let store: BlobStore & { client: S3Client };
  /** Names of the commands the driver sent, to check what happened behind lib-storage. */
  const sent: string[] = [];

  beforeAll(async () => {
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tempDir('s3rver-') });
    const { port } = await server.run();
    store = createS3Store({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'documents',
      region: 'us-east-1',
      // s3rver checks signatures against these fixed credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    store.client.middlewareStack.add(
      (next, context) => (args) => {
        sent.push(context.commandName ?? '?');
        return next(args);
      },
      { step: 'initialize' },
    );
    await store.client.send(new CreateBucketCommand({ Bucket: 'documents' }));
  });

  afterAll(async () => {
    store?.client.destroy();
    await server?.close();
    removeTempDirs();
  });

  describeBlobStoreContract(() => store);
  describeFileStoreOver(
    () => store,
    async (key) => readAll(await store.get(key)),
  );

  it('uploads large files in parts', async () => {
    sent.length = 0;
    const data = randomBytes(11 * MIB);
    const files = createFileStore({ blobs: store, masterKey: randomBytes(32) });
    const key = newKey();
    await files.write(key, streamOf(data, 64 * 1024));
    expect(sent.filter((name) => name === 'UploadPartCommand')).toHaveLength(3);
    expect(sent).toContain('CompleteMultipartUploadCommand');
    expect((await readAll(await files.read(key))).equals(data)).toBe(true);
  });

  it('aborts the multipart upload of an oversize file', async () => {
    sent.length = 0;
    const files = createFileStore({ blobs: store, masterKey: randomBytes(32) });
    const key = newKey();
    const write = files.write(key, streamOf(randomBytes(12 * MIB), 64 * 1024), { maxBytes: 8 * MIB });
    await expect(write).rejects.toBeInstanceOf(FileTooLargeError);
    expect(sent).toContain('UploadPartCommand');
    expect(sent).toContain('AbortMultipartUploadCommand');
    expect(sent).not.toContain('CompleteMultipartUploadCommand');
    expect(await files.exists(key)).toBe(false);
  });
});
