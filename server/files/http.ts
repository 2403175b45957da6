import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formParts, refuseUnreadableForm, registerFormParser } from '../http/multipart';
import { httpError } from '../plugins/error-handler';
import type { Upload } from './schema';
import { closeAfterReply } from '../plugins/close-connection';
import { FileTooLargeError } from '../storage/file-store';
import { megabytes, UploadRejected, type UploadLimits } from './service';

export const fileUrl = (id: string) => `/api/services/files/${id}`;
export const describeUpload = (u: Upload) => ({
  id: u.id,
  name: u.originalName,
  url: fileUrl(u.id),
  path: `uploads/${u.id}`,
  size: u.sizeBytes,
  type: u.contentType,
  /** Pages counted at upload; null: « nombre de pages inconnu ». */
  pages: u.pageCount,
});

/** RFC 6266: an ASCII fallback plus the UTF-8 name. */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'document';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The multipart parser with the upload limits. Registered by each plugin that
 * receives documents (customer uploads, translations), so every one streams
 * under the same size and count rules.
 */
export async function registerUploadParser(app: FastifyInstance, limits: UploadLimits): Promise<void> {
  await registerFormParser(app, {
    limits: {
      fileSize: limits.maxFileBytes,
      files: limits.maxFilesPerRequest,
      fields: 10,
      parts: limits.maxFilesPerRequest + 10,
      fieldSize: 1024,
    },
    throwFileSizeLimit: true,
    // Keep the name as sent, so a forged path is refused rather than silently trimmed.
    preservePath: true,
  });
}

/**
 * Streams the files of the given form fields through `save`, in order, and
 * answers the rows stored. All or nothing: a refused file cancels the whole
 * request and discards what was stored before it. Other file fields are skipped; text fields go to `fieldValues` when given.
 */
export async function receiveFiles(
  request: FastifyRequest,
  fields: readonly string[],
  save: (filename: string | undefined, file: Readable) => Promise<Upload>,
  /** Filled with the form's text fields, when the caller reads some (the delivery's document type). */
  fieldValues?: Record<string, string>,
): Promise<Upload[]> {
  if (!request.isMultipart()) throw httpError(400, 'files.notMultipart', { field: fields[0]! });
  const service = request.server.uploadsService;
  const { maxFileBytes, maxFilesPerRequest } = service.limits;
  // A body that cannot fit is refused before a byte of it is read.
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxFilesPerRequest * maxFileBytes + 1024 * 1024) {
    closeAfterReply(request);
    throw httpError(413, 'files.oneTooLarge', { mb: megabytes(maxFileBytes) });
  }
  const saved: Upload[] = [];
  try {
    for await (const part of formParts(request)) {
      if (part.type !== 'file') {
        if (fieldValues && typeof part.value === 'string') fieldValues[part.fieldname] = part.value;
        continue;
      }
      if (!fields.includes(part.fieldname)) {
        part.file.resume();
        continue;
      }
      // Past the limit the parser would read on (and discard) to the end of the file: stop there instead.
      part.file.once('limit', () => part.file.destroy(new FileTooLargeError(maxFileBytes)));
      saved.push(await save(part.filename, part.file));
    }
  } catch (err) {
    // The rest of a refused body is never read: the answer goes out and the connection closes.
    closeAfterReply(request);
    await service.discard(saved);
    if (err instanceof UploadRejected) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw httpError(413, 'files.tooManyAtOnce', { max: maxFilesPerRequest });
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw httpError(413, 'files.oneTooLarge', { mb: megabytes(maxFileBytes) });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw httpError(413, 'form.tooManyFields');
    throw refuseUnreadableForm(request, err, 'files.uploadInvalid');
  }
  return saved;
}

/**
 * Sends a decrypted private document: never cached, never sniffed. A document a customer sent is
 * always a download (decision 017): a PDF can carry scripts (OpenAction) that the browser's viewer
 * would run on the site's origin, in the admin's browser. Translations, which the translator
 * made, open in the browser unless asked as a download. Chrome's PDF viewer needs a loose policy;
 * images get a locked-down one.
 */
export function sendPrivateFile(
  reply: FastifyReply,
  file: Pick<Upload, 'contentType' | 'originalName' | 'kind'>,
  stream: Readable,
  download: boolean,
) {
  const attachment = download || file.kind !== 'translation';
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(attachment ? 'attachment' : 'inline', file.originalName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      file.contentType === 'application/pdf'
        ? "frame-ancestors 'self'"
        : "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    )
    .send(stream);
}
