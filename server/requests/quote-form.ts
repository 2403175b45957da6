import type { FastifyRequest } from 'fastify';
import { closeAfterReply } from '../plugins/close-connection';
import { FileTooLargeError } from '../storage/file-store';
import type { Upload } from '../files/schema';
import { megabytes, UploadRejected, type UploadService } from '../files/service';
import { formParts, refuseUnreadableForm } from '../http/multipart';
import { HttpError, httpError } from '../plugins/error-handler';
import { assertDiskRoom } from '../files/disk-floor';
import { QUOTE_UPLOAD_OWNER } from './service';

/** The text fields of the quote form; anything else is ignored. */
const FIELDS = new Set(['name', 'email', 'numberOfPages', 'deliveryMethod', 'message', 'serviceType', 'website']);
const FILE_FIELD = 'file';

export interface QuoteForm {
  fields: Record<string, string>;
  file: Upload | null;
}

/**
 * Reads the multipart quote form in one pass. The file streams straight into
 * the encrypted store through the upload service (type from its first bytes,
 * size bounded while streaming), because fields may come before or after it.
 * A refused form leaves no file behind.
 */
export async function readQuoteForm(request: FastifyRequest, uploads: UploadService): Promise<QuoteForm> {
  const fields: Record<string, string> = {};
  let file: Upload | null = null;
  let fileName: string | undefined;
  try {
    for await (const part of formParts(request)) {
      if (part.type === 'field') {
        if (FIELDS.has(part.fieldname) && !(part.fieldname in fields) && typeof part.value === 'string')
          fields[part.fieldname] = part.value;
        continue;
      }
      // A form posted with no file chosen still carries an empty, nameless part.
      if (part.fieldname !== FILE_FIELD || !part.filename) {
        part.file.resume();
        continue;
      }
      if (file) {
        part.file.resume();
        throw UploadRejected.of(400, 'request.oneFileOnly');
      }
      fileName = part.filename.split(/[\\/]/).pop()?.slice(0, 200);
      part.file.once('limit', () => part.file.destroy(new FileTooLargeError(uploads.limits.maxFileBytes)));
      await assertDiskRoom(request.server.config.DATA_DIR, request.server.config.MIN_FREE_DISK_MB);
      file = await uploads.saveStream(QUOTE_UPLOAD_OWNER, part.filename, part.file);
    }
  } catch (err) {
    closeAfterReply(request);
    if (file) await uploads.discard([file]);
    throw asHttpError(request, err, uploads.limits.maxFileBytes, fileName);
  }
  return { fields, file };
}

function asHttpError(
  request: FastifyRequest,
  err: unknown,
  maxFileBytes: number,
  fileName: string | undefined,
): unknown {
  if (err instanceof UploadRejected || err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const mb = megabytes(maxFileBytes);
    return fileName
      ? httpError(413, 'files.tooLarge', { name: fileName, mb })
      : httpError(413, 'files.unnamedTooLarge', { mb });
  }
  if (code === 'FST_FILES_LIMIT') return httpError(400, 'request.oneFileOnly');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return httpError(413, 'form.tooManyFields');
  return refuseUnreadableForm(request, err, 'form.formInvalid');
}

/**
 * Multipart sends text only: the page count becomes a number when it reads as
 * one, blanks become "not given" so the defaults apply.
 */
export function quoteInputFrom(fields: Record<string, string>): Record<string, unknown> {
  const blankToUndefined = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v);
  const pages = blankToUndefined(fields.numberOfPages);
  return {
    name: fields.name,
    email: fields.email,
    numberOfPages: pages === undefined ? undefined : /^\s*-?\d+(\.\d+)?\s*$/.test(pages) ? Number(pages) : pages,
    deliveryMethod: blankToUndefined(fields.deliveryMethod),
    message: fields.message,
    serviceType: blankToUndefined(fields.serviceType),
    website: fields.website,
  };
}
