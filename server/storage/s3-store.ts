import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { assertValidKey, InvalidKeyError, StorageNotFoundError, type BlobStore } from './blob-store';

export interface S3StoreOptions {
  /** e.g. `https://s3.fr-par.scw.cloud` or `http://127.0.0.1:9000`; AWS itself when omitted. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Both omitted: the SDK's default chain (environment, instance role...). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

// The minimum S3 allows. Lib-storage holds partSize × queueSize bytes per upload in memory, so
// one part in flight keeps a busy small server's memory bounded; throughput is not the concern.
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 1;

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

export function createS3Store(options: S3StoreOptions): BlobStore & { client: S3Client } {
  const credentials =
    options.accessKeyId && options.secretAccessKey
      ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
      : undefined;
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials,
    // Path-style URLs (endpoint/bucket/key) work with MinIO, s3rver and most S3-compatible hosts,
    // which do not all serve bucket subdomains.
    forcePathStyle: true,
    // Newer SDKs add CRC checksums (aws-chunked bodies) that many S3-compatible servers reject;
    // integrity is already guaranteed by the encryption layer's authentication tags.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  return {
    client,

    async put(key: string, body: Readable) {
      assertValidKey(key);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: 'application/octet-stream' },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        // An interrupted multipart upload is aborted so no invisible parts keep costing storage.
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        body.destroy();
        throw error;
      }
    },

    async get(key: string) {
      assertValidKey(key);
      try {
        const response = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!response.Body) throw new StorageNotFoundError(key);
        return response.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) throw new StorageNotFoundError(key);
        throw error;
      }
    },

    async delete(key: string) {
      assertValidKey(key);
      // S3 answers 204 whether or not the object existed.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async exists(key: string) {
      assertValidKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async *list(prefix: string) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key, modifiedAt: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      // A process killed in the middle of a multipart upload leaves invisible parts that cost storage.
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      do {
        let page;
        try {
          page = await client.send(
            new ListMultipartUploadsCommand({ Bucket, Prefix: prefix, KeyMarker, UploadIdMarker }),
          );
        } catch (error) {
          // Some S3-compatible servers do not list uploads; a bucket lifecycle rule then does the job.
          if (
            error instanceof S3ServiceException &&
            (error.name === 'NotImplemented' || error.$metadata.httpStatusCode === 501)
          )
            return;
          throw error;
        }
        for (const upload of page.Uploads ?? []) {
          if (upload.Key && upload.UploadId && upload.Initiated) {
            yield {
              key: upload.Key,
              modifiedAt: upload.Initiated,
              leftover: JSON.stringify([upload.Key, upload.UploadId]),
            };
          }
        }
        KeyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        UploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (KeyMarker);
    },

    async removeLeftover(handle: string) {
      const [Key, UploadId] = JSON.parse(handle) as [string, string];
      if (typeof Key !== 'string' || typeof UploadId !== 'string') throw new InvalidKeyError(handle);
      assertValidKey(Key);
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
    },
  };
}
