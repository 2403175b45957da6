import { describe, expect, it } from 'vitest';
import { nextIp } from '../accounts/test-app';
import { uploads } from '../files/schema';
import { quoteRequests } from '../requests/schema';
import { signIn } from '../requests/test-helpers';
import { appPerFile, createTestApp } from '../test/app';
import { FIXTURES } from '../test/multipart';

/**
 * Issue 29, item 12: a multipart body the parser cannot read (no boundary, a body cut short, a
 * boundary never sent, the wrong content type) is a 400 with the route's usual message in the
 * caller's language, never a 500, and leaves nothing stored.
 */
const t = appPerFile(
  async () => createTestApp(),
  async () => {
    await t.app.rateLimit.clear();
  },
);

const B = 'xYzBoundary123';
const FORM = `multipart/form-data; boundary=${B}`;
const fileHead = (field: string, name = 'acte.pdf') =>
  `--${B}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`;
/**
 * What comes before the cut: a whole first file where a route takes several (so the refusal must
 * take back what it already stored), a text field on the quote form, nothing on the image form.
 */
const before = (field: string) =>
  field === 'files'
    ? `${fileHead(field, 'entier.pdf')}${FIXTURES.pdf().toString('latin1')}\r\n`
    : field === 'file'
      ? `--${B}\r\nContent-Disposition: form-data; name="name"\r\n\r\nKarim Haddad\r\n`
      : '';

/** Bodies the parser cannot read, for a route whose file field is `field`. */
const UNREADABLE: Record<string, (field: string) => { type: string; body: string }> = {
  'no boundary (« Multipart: Boundary not found »)': () => ({ type: 'multipart/form-data', body: 'hello' }),
  'an empty boundary': () => ({ type: 'multipart/form-data; boundary=', body: 'hello' }),
  'a boundary over 256 characters': () => ({ type: `multipart/form-data; boundary=${'b'.repeat(300)}`, body: 'x' }),
  'a body cut inside a file': (f) => ({ type: FORM, body: `${before(f)}${fileHead(f)}%PDF-1.4 abc` }),
  'a body cut inside part headers': (f) => ({
    type: FORM,
    body: `--${B}\r\nContent-Disposition: form-data; name="${f}"`,
  }),
  'a boundary never sent': () => ({ type: FORM, body: 'du texte sans délimiteur\r\n' }),
};
/** Bodies that are not a form at all. */
const NOT_A_FORM: Record<string, { type: string; body: string }> = {
  'multipart/mixed': { type: `multipart/mixed; boundary=${B}`, body: `--${B}--\r\n` },
  'text/plain': { type: 'text/plain', body: 'hello' },
};

const ROUTES = [
  {
    url: '/api/services/upload',
    field: 'files',
    unreadable: { fr: 'Envoi de fichiers invalide.', ar: 'عملية إرسال الملفات غير صالحة.' },
    notAForm: {
      fr: 'Envoyez les fichiers dans un formulaire multipart (champ «\u00a0files\u00a0»).',
      ar: 'يُرجى إرسال الملفات عبر نموذج رفع الملفات، في الحقل «\u2066files\u2069».',
    },
  },
  {
    url: '/api/services/request-quote',
    field: 'file',
    unreadable: { fr: 'Formulaire invalide.', ar: 'النموذج غير صالح.' },
    notAForm: {
      fr: 'Envoyez la demande dans un formulaire multipart/form-data.',
      ar: 'يُرجى إرسال الطلب عبر نموذج رفع الملفات.',
    },
  },
  {
    url: '/api/articles/images',
    field: 'image',
    unreadable: {
      fr: 'Cette image n’a pas pu être lue. Essayez un autre fichier.',
      ar: 'تعذّرت قراءة هذه الصورة. يُرجى تجربة ملف آخر.',
    },
    notAForm: {
      fr: 'Choisissez une image à envoyer (champ «\u00a0image\u00a0»).',
      ar: 'يُرجى اختيار صورة لإرسالها (الحقل «\u2066image\u2069»).',
    },
  },
] as const;

describe.each(ROUTES)('$url refuses a body it cannot read', (route) => {
  const post = async (type: string, body: string, lang: 'fr' | 'ar', headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: route.url,
      payload: body,
      headers: { ...headers, 'content-type': type, ...(lang === 'ar' ? { 'x-site-lang': 'ar' } : {}) },
      remoteAddress: nextIp(),
    });
  /** Article images are the admin's: sign one in (once per test, the database is emptied between tests). */
  const caller = async (): Promise<Record<string, string>> =>
    route.url === '/api/articles/images' ? (await signIn(t.app, 'admin@example.fr', 'admin')).headers : {};

  it.each(Object.entries(UNREADABLE))('%s: 400 with the usual message, in French and Arabic', async (_, make) => {
    const { type, body } = make(route.field);
    const headers = await caller();
    for (const lang of ['fr', 'ar'] as const) {
      const res = await post(type, body, lang, headers);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: route.unreadable[lang] });
      // The rest of an unreadable body is not worth reading.
      expect(res.headers.connection).toBe('close');
    }
    expect(await t.database.db.select().from(uploads)).toEqual([]);
    expect(await t.database.db.select().from(quoteRequests)).toEqual([]);
  });

  it.each(Object.entries(NOT_A_FORM))(
    '%s: 400 asking for a multipart form, not a bare 415',
    async (_, { type, body }) => {
      const headers = await caller();
      for (const lang of ['fr', 'ar'] as const) {
        const res = await post(type, body, lang, headers);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toEqual({ message: route.notAForm[lang] });
      }
    },
  );
});
