import { frenchOf } from './test/french-of';
import { describe, expect, it } from 'vitest';
import { t } from './messages';
import {
  cleanText,
  contactRequestSchema,
  deliveryLabel,
  isHoneypotFilled,
  orderReferenceSchema,
  QUOTE_DELIVERY_METHODS,
  quoteFormSchema,
  quoteRequestSchema,
  SERVICE_TYPES,
  serviceRequestFormSchema,
  singleLine,
  supportFormSchema,
  supportRequestSchema,
} from './request-rules';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  frenchOf(result.error?.issues[0]?.message);

describe('quote request', () => {
  it('applies the spec defaults and normalises the e-mail', () => {
    const parsed = quoteRequestSchema.parse({ name: '  Karim   Haddad ', email: ' Karim@Example.FR ' });
    expect(parsed).toEqual({
      name: 'Karim Haddad',
      email: 'karim@example.fr',
      numberOfPages: 1,
      deliveryMethod: 'email',
      message: '',
    });
  });

  it('offers the spec’s delivery options, then pickup at the office (issue 16), with French labels', () => {
    expect(QUOTE_DELIVERY_METHODS.map((d) => d.id)).toEqual([
      'email',
      'standard',
      'priority',
      'international',
      'dhl',
      'pickup',
    ]);
    expect(deliveryLabel('pickup')).toBe('Retrait au bureau à Dijon');
    expect(deliveryLabel('priority')).toBe('Lettre recommandée');
  });

  it('names each service of /order as the catalogue does, which the form shows (issue 26)', () => {
    const key = (id: string) => `requestForm.service${id[0]!.toUpperCase()}${id.slice(1)}` as const;
    for (const s of SERVICE_TYPES) expect(t('fr', key(s.id) as 'requestForm.serviceTraduction')).toBe(s.label);
  });

  it('says what is wrong with the page count', () => {
    const base = { name: 'A', email: 'a@example.fr' };
    expect(firstMessage(quoteFormSchema.safeParse({ ...base, numberOfPages: Number.NaN }))).toBe(
      'Le nombre de pages est requis.',
    );
    expect(firstMessage(quoteFormSchema.safeParse({ ...base, numberOfPages: 0 }))).toBe(
      'Le nombre de pages doit être au moins 1',
    );
    expect(firstMessage(quoteFormSchema.safeParse({ ...base, numberOfPages: 1.5 }))).toBe(
      'Le nombre de pages doit être un nombre entier.',
    );
    expect(firstMessage(quoteFormSchema.safeParse({ ...base, numberOfPages: '3' }))).toBe(
      'Le nombre de pages doit être un nombre entier.',
    );
    expect(firstMessage(quoteFormSchema.safeParse({ ...base, numberOfPages: 10_001 }))).toBe(
      'Le nombre de pages ne peut pas dépasser 10 000.',
    );
  });

  it('requires the description and the service type on the /order form', () => {
    const base = { name: 'A', email: 'a@example.fr' };
    expect(firstMessage(serviceRequestFormSchema.safeParse({ ...base, serviceType: 'traduction', message: ' ' }))).toBe(
      'Décrivez votre besoin en quelques mots.',
    );
    expect(firstMessage(serviceRequestFormSchema.safeParse({ ...base, message: 'Un contrat' }))).toBe(
      'Choisissez le type de prestation.',
    );
    expect(
      serviceRequestFormSchema.safeParse({ ...base, serviceType: 'professionnelle', message: 'Un contrat' }).success,
    ).toBe(true);
  });
});

describe('contact and support', () => {
  it('keeps paragraphs of a message but drops control characters', () => {
    expect(cleanText('  Bonjour\r\n\r\nMerci\u0007 ')).toBe('Bonjour\n\nMerci');
    expect(singleLine('Objet\r\nBcc: x@example.fr')).toBe('Objet Bcc: x@example.fr');
  });

  it('requires every contact field, in French', () => {
    expect(firstMessage(contactRequestSchema.safeParse({}))).toBe('Le nom est requis.');
    expect(
      firstMessage(
        contactRequestSchema.safeParse({ name: 'A', email: 'a@example.fr', subject: 'B', message: 'x'.repeat(5001) }),
      ),
    ).toBe('Le message ne peut pas dépasser 5 000 caractères.');
  });

  it('reads an order reference in any case, and blank as none', () => {
    expect(orderReferenceSchema.parse(' tr-7k3f9q2m ')).toBe('TR-7K3F9Q2M');
    expect(orderReferenceSchema.parse('')).toBeUndefined();
    expect(orderReferenceSchema.parse(undefined)).toBeUndefined();
    expect(orderReferenceSchema.safeParse('TR-7K3F9Q2').success).toBe(false);
    expect(orderReferenceSchema.safeParse('TR-7K3F9Q2O').success).toBe(false);
  });

  it('leaves the support e-mail to the server, but the form always needs one', () => {
    const request = { subject: 'Aide', message: 'Bonjour' };
    expect(supportRequestSchema.safeParse(request).success).toBe(true);
    expect(firstMessage(supportFormSchema.safeParse(request))).toBe('L’adresse email est requise.');
  });

  it('treats a honeypot of spaces as empty', () => {
    expect(isHoneypotFilled(undefined)).toBe(false);
    expect(isHoneypotFilled('  ')).toBe(false);
    expect(isHoneypotFilled('http://spam')).toBe(true);
  });
});
