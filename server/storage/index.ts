import path from 'node:path';
import { ConfigError, persistentSecret } from '../config/config';
import type { BlobStore } from './blob-store';
import { createFileStore, type FileStore } from './file-store';
import { createLocalStore } from './local-store';

export { type BlobStore } from './blob-store';
export { DecryptionError } from './encryption';
export { type FileStore } from './file-store';

export interface StorageConfig {
  DATA_DIR: string;
  FILES_ENCRYPTION_KEY?: string;
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}

const HEX_KEY = /^[0-9a-fA-F]{64}$/;
// Standard base64 (44 characters with its padding) or the unpadded base64url the data dir holds.
const BASE64_KEY = /^(?:[A-Za-z0-9+/]{43}=|[A-Za-z0-9_-]{43})$/;

/** 64 hex characters or the base64 / base64url of 32 bytes. */
export function parseMasterKey(value: string): Buffer {
  const text = value.trim();
  const key = HEX_KEY.test(text)
    ? Buffer.from(text, 'hex')
    : BASE64_KEY.test(text)
      ? Buffer.from(text, text.endsWith('=') ? 'base64' : 'base64url')
      : undefined;
  if (key?.length !== 32) {
    throw new ConfigError(
      `Invalid configuration: FILES_ENCRYPTION_KEY must be 64 hex characters or the base64 of 32 bytes`,
    );
  }
  return key;
}

/**
 * Losing the master key loses every stored document, so a generated one lives next to the data
 * it protects (DATA_DIR/secrets, backed up with it) and FILES_ENCRYPTION_KEY overrides it.
 */
function masterKeyFor(config: StorageConfig): Buffer {
  if (config.FILES_ENCRYPTION_KEY) return parseMasterKey(config.FILES_ENCRYPTION_KEY);
  const key = Buffer.from(persistentSecret(config.DATA_DIR, 'files-encryption-key', 32), 'base64url');
  if (key.length !== 32) {
    const file = path.join(config.DATA_DIR, 'secrets', 'files-encryption-key');
    throw new ConfigError(`Invalid configuration: ${file} does not hold a 32-byte key; restore it from a backup`);
  }
  return key;
}

/**
 * The blob store the settings choose. The S3 SDK (a large module tree) is loaded only when
 * S3_BUCKET is set, so a server storing files on disk starts without it.
 */
export async function openBlobStore(config: StorageConfig): Promise<BlobStore> {
  if (config.S3_BUCKET) {
    if (!config.S3_ACCESS_KEY_ID !== !config.S3_SECRET_ACCESS_KEY) {
      throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
    }
    const { createS3Store } = await import('./s3-store');
    return createS3Store({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION || 'us-east-1',
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalStore(path.join(path.resolve(config.DATA_DIR), 'files'));
}

/** Client documents, encrypted at rest: on S3 when S3_BUCKET is set, else under DATA_DIR/files. */
export async function openStorage(config: StorageConfig): Promise<FileStore> {
  return createFileStore({ blobs: await openBlobStore(config), masterKey: masterKeyFor(config) });
}
