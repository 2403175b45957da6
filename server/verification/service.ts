import type { Readable } from 'node:stream';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BUSINESS } from '../../core/business';
import type { Lang } from '../../core/messages/languages';
import type { DbOrTx } from '../db/client';
import { uploads, type Upload } from '../files/schema';
import type { AcceptedType } from '../files/sniff';
import { httpError } from '../plugins/error-handler';
import { normaliseCode, normaliseReference } from '../../core/verification-rules';
import { codeMatches, hashCode, newCode, newReference } from './codes';
import { renderStamp } from './stamp';
import { stampFile, type StampFailure } from './stamp-worker';
import { translationCertificates, verificationChecks, type TranslationCertificate } from './schema';

/** What the admin says of the translations she delivers at once (the upload form's fields). */
export interface DeliveryMeta {
  /** « Acte de naissance »; '' when not said. */
  documentType: string;
  sourceLang: Lang;
  targetLang: Lang;
}

const LANGUAGE_PAIRS = { 'ar-fr': ['ar', 'fr'], 'fr-ar': ['fr', 'ar'] } as const satisfies Record<
  string,
  readonly [Lang, Lang]
>;
type LanguagePair = keyof typeof LANGUAGE_PAIRS;
const DOCUMENT_TYPE_MAX = 120;

/** The upload form's text fields, checked: most translations go from Arabic into French. */
export function deliveryMeta(fields: Record<string, string>): DeliveryMeta {
  const documentType = (fields.documentType ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (documentType.length > DOCUMENT_TYPE_MAX) throw httpError(400, 'verification.documentTypeTooLong');
  const pair = (fields.languages ?? 'ar-fr').trim() || 'ar-fr';
  if (!(pair in LANGUAGE_PAIRS)) throw httpError(400, 'verification.languagesInvalid');
  const [sourceLang, targetLang] = LANGUAGE_PAIRS[pair as LanguagePair];
  return { documentType, sourceLang, targetLang };
}

async function bufferOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What /verifier shows for a reference and its code: nothing about the client, nothing of the content. */
export interface VerificationAnswer {
  status: 'valid' | 'revoked';
  reference: string;
  certifiedAt: string;
  revokedAt: string | null;
  translator: { name: string; court: string };
  sourceLang: Lang;
  targetLang: Lang;
  documentType: string;
  pages: number;
  sha256: string;
}

export interface CertifyOutcome {
  /** The rows the customer gets, in the order received: stamped copies, or the files as they came. */
  delivered: Upload[];
  /** Files delivered without the stamp, and why (the admin's notice). */
  unstamped: { name: string; reason: StampFailure }[];
}

export function createVerificationService(app: FastifyInstance) {
  const db = app.database.db;

  /**
   * Stamps each delivered file (decision 054): a stamped PDF is stored as the customer's
   * translation, with its certificate, and the upload stays beside it for the admin
   * (kind 'translation_source'). A file that cannot be stamped is delivered as it came, its reason
   * kept. On failure, the rows made here are removed; the caller discards the uploads themselves.
   */
  async function certify(
    orderId: string,
    saved: Upload[],
    meta: DeliveryMeta,
    now = new Date(),
  ): Promise<CertifyOutcome> {
    const made: Upload[] = [];
    const delivered: Upload[] = [];
    const unstamped: CertifyOutcome['unstamped'] = [];
    try {
      for (const row of saved) {
        const reference = newReference();
        const code = newCode();
        const bytes = await bufferOf(await app.uploadsService.read(row));
        const result = await stampFile(bytes, row.contentType as AcceptedType, () =>
          renderStamp({ reference, code, publicUrl: app.config.PUBLIC_URL }),
        );
        if (!result.ok) {
          await db.update(uploads).set({ unstampedReason: result.reason }).where(eq(uploads.id, row.id));
          delivered.push({ ...row, unstampedReason: result.reason });
          unstamped.push({ name: row.originalName, reason: result.reason });
          continue;
        }
        const stamped = await app.uploadsService.saveStampedTranslation(
          orderId,
          row.originalName,
          result.bytes,
          result.pages,
        );
        made.push(stamped);
        const codeHash = await hashCode(code);
        await db.transaction(async (tx) => {
          await tx.update(uploads).set({ kind: 'translation_source' }).where(eq(uploads.id, row.id));
          await tx.insert(translationCertificates).values({
            reference,
            codeHash,
            orderId,
            uploadId: stamped.id,
            sourceUploadId: row.id,
            sha256: stamped.sha256,
            pageCount: result.pages,
            documentType: meta.documentType,
            sourceLang: meta.sourceLang,
            targetLang: meta.targetLang,
            certifiedAt: now,
          });
        });
        delivered.push(stamped);
      }
    } catch (err) {
      await app.uploadsService.discard(made);
      throw err;
    }
    return { delivered, unstamped };
  }

  /**
   * The check of /verifier. A wrong code and an unknown reference get the same null, after the
   * same work: one lookup, one scrypt derivation (against a dummy hash when there is no such
   * reference), one log row. Only a matching code learns whether the translation was revoked.
   */
  async function verify(typedReference: string, typedCode: string): Promise<VerificationAnswer | null> {
    const reference = normaliseReference(typedReference) ?? '';
    const code = normaliseCode(typedCode) ?? '';
    const [cert] = await db
      .select()
      .from(translationCertificates)
      .where(eq(translationCertificates.reference, reference));
    const matches = await codeMatches(code, cert?.codeHash ?? null);
    const outcome = !cert || !matches ? 'refused' : cert.revokedAt ? 'revoked' : 'valid';
    // A refused check keeps its certificate when the reference exists: guessing shows in the log, to the admin only.
    await db.insert(verificationChecks).values({ certificateId: cert?.id ?? null, outcome });
    if (!cert || outcome === 'refused') return null;
    return answerOf(cert);
  }

  async function revoke(typedReference: string, reason: string, now = new Date()): Promise<TranslationCertificate> {
    const reference = normaliseReference(typedReference) ?? '';
    const [row] = await db
      .update(translationCertificates)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(eq(translationCertificates.reference, reference), isNull(translationCertificates.revokedAt)))
      .returning();
    if (row) return row;
    const [existing] = await db
      .select()
      .from(translationCertificates)
      .where(eq(translationCertificates.reference, reference));
    throw existing ? httpError(409, 'verification.alreadyRevoked') : httpError(404, 'verification.certificateNotFound');
  }

  /** Undoes `certify` for uploads a failed delivery discards: their certificates and stamped copies. */
  async function forget(saved: Upload[], outcome: CertifyOutcome | undefined): Promise<void> {
    if (saved.length === 0) return;
    await db.delete(translationCertificates).where(
      inArray(
        translationCertificates.sourceUploadId,
        saved.map((r) => r.id),
      ),
    );
    await app.uploadsService.discard((outcome?.delivered ?? []).filter((r) => !saved.some((s) => s.id === r.id)));
  }

  return { certify, verify, revoke, forget };
}

export type VerificationService = ReturnType<typeof createVerificationService>;

function answerOf(cert: TranslationCertificate): VerificationAnswer {
  return {
    status: cert.revokedAt ? 'revoked' : 'valid',
    reference: cert.reference,
    certifiedAt: cert.certifiedAt.toISOString(),
    revokedAt: cert.revokedAt?.toISOString() ?? null,
    translator: { name: BUSINESS.translatorName, court: BUSINESS.courtOfAppeal },
    sourceLang: cert.sourceLang,
    targetLang: cert.targetLang,
    documentType: cert.documentType,
    pages: cert.pageCount,
    sha256: cert.sha256,
  };
}

/** The admin's view of the certificates of some stamped files: reference, state and « vérifiée N fois ». */
export async function certificatesOf(db: DbOrTx, uploadIds: string[]) {
  if (uploadIds.length === 0) return new Map<string, AdminCertificate>();
  const certs = await db
    .select()
    .from(translationCertificates)
    .where(inArray(translationCertificates.uploadId, uploadIds));
  const checks = certs.length
    ? await db
        .select({ id: verificationChecks.certificateId, n: count() })
        .from(verificationChecks)
        .where(
          and(
            inArray(
              verificationChecks.certificateId,
              certs.map((c) => c.id),
            ),
            inArray(verificationChecks.outcome, ['valid', 'revoked']),
          ),
        )
        .groupBy(verificationChecks.certificateId)
    : [];
  const counted = new Map(checks.map((c) => [c.id, c.n]));
  return new Map(
    certs.map((c) => [
      c.uploadId!,
      {
        reference: c.reference,
        certifiedAt: c.certifiedAt.toISOString(),
        documentType: c.documentType,
        sourceLang: c.sourceLang,
        targetLang: c.targetLang,
        pages: c.pageCount,
        sha256: c.sha256,
        sourceUploadId: c.sourceUploadId,
        revokedAt: c.revokedAt?.toISOString() ?? null,
        revokedReason: c.revokedReason,
        checks: counted.get(c.id) ?? 0,
      },
    ]),
  );
}

export type AdminCertificate = {
  reference: string;
  certifiedAt: string;
  documentType: string;
  sourceLang: Lang;
  targetLang: Lang;
  pages: number;
  sha256: string;
  sourceUploadId: string | null;
  revokedAt: string | null;
  revokedReason: string | null;
  checks: number;
};
