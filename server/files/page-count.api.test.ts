import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { appPerFile, createTestApp } from '../test/app';
import { FIXTURES, multipart, type Part } from '../test/multipart';
import { adminOrderDetail } from '../admin/orders/queries';
import { seedOrder } from '../admin/orders/test-fixtures';
import { uploads } from './schema';

const t = appPerFile(
  async () => createTestApp({ UPLOAD_MAX_FILE_MB: '2' }),
  async () => {
    rmSync(path.join(t.app.config.DATA_DIR, 'files'), { recursive: true, force: true });
  },
);

const fixture = (name: string) => readFileSync(new URL(`./test-fixtures/${name}`, import.meta.url));

async function pdfOf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage();
  return Buffer.from(await doc.save());
}

async function upload(parts: Part[]) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/api/services/upload', payload, headers });
}

describe('pages counted at upload', () => {
  it('counts a multi-page PDF, an image as one page, and stores the figure', async () => {
    const res = await upload([
      { filename: 'jugement.pdf', content: await pdfOf(7), type: 'application/pdf' },
      { filename: 'passeport.png', content: FIXTURES.png(), type: 'image/png' },
      { filename: 'permis.jpg', content: FIXTURES.jpeg(), type: 'image/jpeg' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const files = res.json().fileUrls as { id: string; name: string; pages: number | null }[];
    expect(files.map((f) => [f.name, f.pages])).toEqual([
      ['jugement.pdf', 7],
      ['passeport.png', 1],
      ['permis.jpg', 1],
    ]);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, files[0]!.id));
    expect(row!.pageCount).toBe(7);
  });

  it('keeps an encrypted or damaged PDF with « unknown » pages, never refusing it for that', async () => {
    const damaged = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 0x41), Buffer.from('\n%%EOF\n')]);
    const res = await upload([
      {
        filename: 'protege.pdf',
        content: fixture('encrypted-user-password-aes256-3-pages.pdf'),
        type: 'application/pdf',
      },
      { filename: 'abime.pdf', content: damaged, type: 'application/pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const files = res.json().fileUrls as { name: string; pages: number | null }[];
    expect(files.map((f) => [f.name, f.pages])).toEqual([
      ['protege.pdf', null],
      ['abime.pdf', null],
    ]);
  });

  it('shows the admin the counted figure of the order’s files next to the declared one', async () => {
    const res = await upload([{ filename: 'jugement.pdf', content: await pdfOf(5), type: 'application/pdf' }]);
    const [file] = res.json().fileUrls as { id: string }[];
    const order = await seedOrder(t, { status: 'paid' });
    await t.database.db.update(uploads).set({ orderId: order.id, status: 'attached' }).where(eq(uploads.id, file!.id));
    const detail = (await adminOrderDetail(t.database.db, order.id))!;
    expect(detail.numberOfPages).toBe(2);
    expect(detail.fileClient.map((f) => f.pages)).toEqual([5]);
  });
});
