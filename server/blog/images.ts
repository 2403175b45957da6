import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ARTICLE_IMAGE_MAX_BYTES } from '../../core/content-rules';
import { httpError } from '../plugins/error-handler';
import { adminWrite } from '../content/guard';
import { problem } from '../http/error-schema';
import { parserStep, passOtherBodyTypes, refuseUnreadableForm, registerFormParser } from '../http/multipart';
import { closeAfterReply } from '../plugins/close-connection';

/**
 * Article illustrations: public by nature (they are on the blog for everyone),
 * unlike customers' documents, so they are plain files under
 * DATA_DIR/blog-images served with a year of cache (names are random and a
 * file never changes). Uploads are decoded and re-encoded, which drops
 * anything that is not pixels (metadata, trailing payloads).
 */
const NAME = /^[a-z0-9-]{8,64}\.(?:webp|png|jpe?g)$/;
const TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };
/** Wide enough for a full-width illustration on a large screen, light enough for a phone. */
const MAX_SIDE = 1600;
// A few-kilobyte PNG can claim gigapixels; sharp refuses to decode past this.
const MAX_INPUT_PIXELS = 40_000_000;

type Kind = 'png' | 'jpg' | 'webp';

function sniff(bytes: Buffer): Kind | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

type Sharp = typeof import('sharp').default;
let sharpModule: Promise<Sharp | null> | null = null;
/** sharp is a native module: if it cannot load on a machine, images are kept as sent (size-capped). */
function loadSharp(): Promise<Sharp | null> {
  sharpModule ??= import('sharp').then((m) => m.default).catch(() => null);
  return sharpModule;
}

async function processImage(
  bytes: Buffer,
  kind: Kind,
): Promise<{ data: Buffer; ext: string; width?: number; height?: number }> {
  const sharp = await loadSharp();
  if (!sharp) return { data: bytes, ext: kind };
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { data, ext: 'webp', width: info.width, height: info.height };
  } catch {
    throw httpError(400, 'article.imageUnreadable');
  }
}

const uploaded = z.object({ url: z.string(), width: z.number().int().optional(), height: z.number().int().optional() });

const blogImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const dir = path.join(app.config.DATA_DIR, 'blog-images');

  await app.register(async (uploads) => {
    await registerFormParser(uploads, {
      limits: { fileSize: ARTICLE_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 2 },
      throwFileSizeLimit: true,
    });
    passOtherBodyTypes(uploads);

    uploads.post(
      '/api/articles/images',
      {
        onRequest: adminWrite,
        schema: {
          tags: ['blog'],
          summary:
            'Envoyer une image d’article (admin)\u00a0: PNG, JPEG ou WebP, 8 Mo au plus\u202f; redimensionnée et publiée sous /blog-images/',
          consumes: ['multipart/form-data'],
          response: { 201: uploaded, 400: problem, 401: problem, 403: problem, 413: problem },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw httpError(400, 'article.imageMissing');
        let bytes: Buffer;
        try {
          const file = await parserStep(request.file());
          if (!file || file.fieldname !== 'image') throw httpError(400, 'article.imageMissing');
          bytes = await file.toBuffer();
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            closeAfterReply(request);
            throw httpError(413, 'article.imageTooLarge');
          }
          throw refuseUnreadableForm(request, err, 'article.imageUnreadable');
        }
        const kind = sniff(bytes);
        if (!kind) throw httpError(400, 'article.imageType');
        const image = await processImage(bytes, kind);
        const name = `${randomUUID()}.${image.ext}`;
        await mkdir(dir, { recursive: true });
        const tmp = path.join(dir, `.${name}.tmp`);
        await writeFile(tmp, image.data, { mode: 0o644 });
        await rename(tmp, path.join(dir, name));
        request.log.info({ image: name, bytes: image.data.length }, 'blog image stored');
        return reply.status(201).send({ url: `/blog-images/${name}`, width: image.width, height: image.height });
      },
    );
  });

  app.get(
    '/blog-images/:name',
    { schema: { hide: true, params: z.object({ name: z.string().max(80) }) } },
    async (request, reply) => {
      const { name } = request.params;
      const file = path.join(dir, name);
      if (
        !NAME.test(name) ||
        !(await stat(file).then(
          (s) => s.isFile(),
          () => false,
        ))
      ) {
        return reply.status(404).type('text/plain; charset=utf-8').send(request.t('article.imageNotFound'));
      }
      reply
        .type(TYPES[name.split('.').pop()!]!)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      return reply.send(createReadStream(file));
    },
  );
};

export default blogImageRoutes;
