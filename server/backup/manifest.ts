import type { EntryDigest } from './format';
import type { MigrationMark, SequenceValue } from './catalog';

/** Archive entry kinds, in the order a backup writes them. */
export const ENTRY = {
  meta: 'meta',
  table: 'table',
  sequences: 'sequences',
  secret: 'secret',
  document: 'document',
  blogImage: 'blog-image',
  manifest: 'manifest',
} as const;

export const FORMAT_VERSION = 1;

/** First entry: what a restore must know before it touches anything. */
export interface ArchiveMeta {
  kind: typeof ENTRY.meta;
  name: 'meta';
  format: number;
  /** When the database snapshot was taken (ISO): erasures logged after it are re-applied. */
  takenAt: string;
  driver: 'pglite' | 'postgres';
  migrations: MigrationMark[];
}

export interface TableRecord extends EntryDigest {
  name: string;
  columns: string[];
  rows: number;
}

/** Last entry: counts and checksums of everything before it. */
export interface Manifest {
  format: number;
  takenAt: string;
  finishedAt: string;
  tables: TableRecord[];
  sequences: SequenceValue[];
  secrets: (EntryDigest & { name: string })[];
  /** Stored documents, still encrypted under the files' master key: SHA-256 of the ciphertext. */
  documents: (EntryDigest & { key: string })[];
  /** Documents the snapshot names that were gone when copied (removed by retention meanwhile). */
  missingDocuments: string[];
  blogImages: (EntryDigest & { name: string })[];
  /** SHA-256 of each issued invoice's and credit note's PDF, by invoice id. */
  invoicePdfs: Record<string, string>;
}

export function totalRows(manifest: Pick<Manifest, 'tables'>): number {
  return manifest.tables.reduce((sum, t) => sum + t.rows, 0);
}
