import { describe, expect, it } from 'vitest';
import { nextIp } from '../accounts/test-app';
import { mailOutbox } from '../mail/schema';
import { appPerFile, createTestApp } from '../test/app';
import { contactMessages, supportRequests } from './schema';
import { signIn } from './test-helpers';

const t = appPerFile(
  async () => createTestApp(),
  async () => {
    await t.app.rateLimit.clear();
  },
);

const post = (
  url: string,
  payload: Record<string, unknown>,
  opts: { ip?: string; headers?: Record<string, string> } = {},
) => t.app.inject({ method: 'POST', url, payload, headers: opts.headers, remoteAddress: opts.ip ?? nextIp() });
const mails = () => t.database.db.select().from(mailOutbox);

const CONTACT = {
  name: 'Leïla Benami',
  email: 'Leila.Benami@Example.fr',
  subject: 'Délai pour un jugement',
  message: 'Bonjour,\r\n\r\nCombien de temps pour un jugement de divorce de 6 pages ?',
};

describe('POST /api/contact', () => {
  it('stores the message and queues the notice (Reply-To the sender) and the acknowledgement', async () => {
    const res = await post('/api/contact', CONTACT);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Votre message a été envoyé avec succès\u202f!' });
    const [row] = await t.database.db.select().from(contactMessages);
    expect(row).toMatchObject({
      name: 'Leïla Benami',
      email: 'leila.benami@example.fr',
      subject: 'Délai pour un jugement',
      message: 'Bonjour,\n\nCombien de temps pour un jugement de divorce de 6 pages ?',
      userId: null,
    });
    const sent = await mails();
    const notice = sent.find((m) => m.kind === 'contact-message')!;
    expect(notice).toMatchObject({
      to: t.app.mail.businessEmail,
      replyTo: 'leila.benami@example.fr',
      relatedId: row!.id,
    });
    expect(notice.subject).toBe('Contact\u00a0: Délai pour un jugement — Leïla Benami');
    expect(notice.text).toContain('Combien de temps pour un jugement de divorce de 6 pages ?');
    const ack = sent.find((m) => m.kind === 'contact-message-ack')!;
    expect(ack.to).toBe('leila.benami@example.fr');
    expect(ack.text).not.toContain('divorce');
    expect(ack.subject).not.toContain('jugement');
    expect(sent).toHaveLength(2);
  });

  it('keeps a subject on one line, so it cannot add e-mail headers', async () => {
    expect((await post('/api/contact', { ...CONTACT, subject: 'Bonjour\r\nBcc: victim@example.fr' })).statusCode).toBe(
      200,
    );
    const notice = (await mails()).find((m) => m.kind === 'contact-message')!;
    expect(notice.subject).toBe('Contact\u00a0: Bonjour Bcc: victim@example.fr — Leïla Benami');
  });

  it.each([
    ['no name', { ...CONTACT, name: undefined }, 'Le nom est requis.'],
    ['an empty name', { ...CONTACT, name: ' ' }, 'Le nom est requis.'],
    ['a too long name', { ...CONTACT, name: 'n'.repeat(101) }, 'Le nom ne peut pas dépasser 100 caractères.'],
    ['no e-mail', { ...CONTACT, email: undefined }, 'L’adresse email est requise.'],
    ['an invalid e-mail', { ...CONTACT, email: 'leila.example.fr' }, 'Veuillez entrer une adresse email valide.'],
    ['no subject', { ...CONTACT, subject: '' }, 'L’objet est requis.'],
    ['a too long subject', { ...CONTACT, subject: 's'.repeat(151) }, 'L’objet ne peut pas dépasser 150 caractères.'],
    ['no message', { ...CONTACT, message: '  \n ' }, 'Le message est requis.'],
    [
      'a too long message',
      { ...CONTACT, message: 'm'.repeat(5001) },
      'Le message ne peut pas dépasser 5 000 caractères.',
    ],
    ['a message that is not text', { ...CONTACT, message: 42 }, 'Le message est requis.'],
  ])('refuses %s with a French 400', async (_name, payload, message) => {
    const res = await post('/api/contact', payload as Record<string, unknown>);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
  });

  it('answers a body over the server limit with a French 413', async () => {
    const res = await post('/api/contact', { ...CONTACT, message: 'm'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'La requête est trop volumineuse.' });
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const res = await post('/api/contact', { ...CONTACT, website: 'https://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Votre message a été envoyé avec succès\u202f!' });
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
  });

  it('answers the 6th message of the hour from one address with 429', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 5; i++) expect((await post('/api/contact', CONTACT, { ip })).statusCode).toBe(200);
    const res = await post('/api/contact', CONTACT, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toContain('Veuillez réessayer dans une heure');
    expect(res.headers['retry-after']).toBeDefined();
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(5);
    // Each form has its own count.
    expect(
      (await post('/api/support', { email: 'a@example.fr', subject: 'Aide', message: 'Bonjour' }, { ip })).statusCode,
    ).toBe(200);
  });

  it('links the message to the account when signed in', async () => {
    const { user, headers } = await signIn(t.app, 'leila.benami@example.fr');
    expect((await post('/api/contact', CONTACT, { headers })).statusCode).toBe(200);
    expect((await t.database.db.select().from(contactMessages))[0]!.userId).toBe(user.id);
  });
});

const SUPPORT = {
  email: 'Client@Example.fr',
  subject: 'Document illisible',
  message: 'La traduction reçue ne s’ouvre pas.',
  orderReference: ' tr-7k3f9q2m ',
};

describe('POST /api/support', () => {
  it('stores the request with its order reference and queues both e-mails', async () => {
    const res = await post('/api/support', SUPPORT);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Votre demande d’assistance a été envoyée avec succès\u202f!' });
    const [row] = await t.database.db.select().from(supportRequests);
    expect(row).toMatchObject({
      email: 'client@example.fr',
      orderReference: 'TR-7K3F9Q2M',
      subject: 'Document illisible',
      userId: null,
    });
    const sent = await mails();
    const notice = sent.find((m) => m.kind === 'support-request')!;
    expect(notice).toMatchObject({ to: t.app.mail.businessEmail, replyTo: 'client@example.fr' });
    expect(notice.subject).toBe('Assistance\u00a0: Document illisible — TR-7K3F9Q2M');
    expect(notice.text).toContain('http://localhost:3000/admin/order-admin-details/TR-7K3F9Q2M');
    const ack = sent.find((m) => m.kind === 'support-request-ack')!;
    expect(ack.to).toBe('client@example.fr');
    expect(ack.text).toContain('concernant la commande TR-7K3F9Q2M');
    expect(ack.text).not.toContain('ouvre pas');
  });

  it('takes no order reference', async () => {
    const { orderReference: _none, ...rest } = SUPPORT;
    expect((await post('/api/support', rest)).statusCode).toBe(200);
    expect((await post('/api/support', { ...rest, orderReference: '' })).statusCode).toBe(200);
    const rows = await t.database.db.select().from(supportRequests);
    expect(rows.map((r) => r.orderReference)).toEqual([null, null]);
  });

  it('uses the account’s e-mail when signed in and ignores the one sent', async () => {
    const { user, headers } = await signIn(t.app, 'compte@example.fr');
    expect((await post('/api/support', { ...SUPPORT, email: 'autre@example.fr' }, { headers })).statusCode).toBe(200);
    expect((await post('/api/support', { ...SUPPORT, email: undefined }, { headers })).statusCode).toBe(200);
    const rows = await t.database.db.select().from(supportRequests);
    expect(rows.map((r) => [r.email, r.userId])).toEqual([
      ['compte@example.fr', user.id],
      ['compte@example.fr', user.id],
    ]);
    expect((await mails()).filter((m) => m.kind === 'support-request-ack').map((m) => m.to)).toEqual([
      'compte@example.fr',
      'compte@example.fr',
    ]);
  });

  it.each([
    ['no e-mail (anonymous)', { ...SUPPORT, email: undefined }, 'L’adresse email est requise.'],
    ['an invalid e-mail', { ...SUPPORT, email: 'client@' }, 'Veuillez entrer une adresse email valide.'],
    [
      'a malformed order reference',
      { ...SUPPORT, orderReference: 'TR-123' },
      'Référence de commande invalide\u00a0: elle s’écrit TR- suivi de 8 caractères, par exemple TR-7K3F9Q2M.',
    ],
    [
      'a reference with an ambiguous letter',
      { ...SUPPORT, orderReference: 'TR-ILOU0000' },
      'Référence de commande invalide\u00a0: elle s’écrit TR- suivi de 8 caractères, par exemple TR-7K3F9Q2M.',
    ],
    ['no subject', { ...SUPPORT, subject: undefined }, 'L’objet est requis.'],
    ['no message', { ...SUPPORT, message: '' }, 'Le message est requis.'],
    [
      'a too long message',
      { ...SUPPORT, message: 'x'.repeat(5001) },
      'Le message ne peut pas dépasser 5 000 caractères.',
    ],
  ])('refuses %s with a French 400', async (_name, payload, message) => {
    const res = await post('/api/support', payload as Record<string, unknown>);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await t.database.db.select().from(supportRequests)).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const res = await post('/api/support', { ...SUPPORT, website: 'x' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Votre demande d’assistance a été envoyée avec succès\u202f!' });
    expect(await t.database.db.select().from(supportRequests)).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
  });

  it('answers the 6th request of the hour from one address with 429', async () => {
    const ip = '2001:db8:1:2::5';
    for (let i = 0; i < 5; i++) expect((await post('/api/support', SUPPORT, { ip })).statusCode).toBe(200);
    // Same /64 network: same count.
    const res = await post('/api/support', SUPPORT, { ip: '2001:db8:1:2::99' });
    expect(res.statusCode).toBe(429);
    expect(await t.database.db.select().from(supportRequests)).toHaveLength(5);
  });

  it('refuses a signed-in request from another site', async () => {
    const { headers } = await signIn(t.app, 'compte@example.fr');
    const res = await post('/api/support', SUPPORT, { headers: { ...headers, origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.select().from(supportRequests)).toHaveLength(0);
  });
});
