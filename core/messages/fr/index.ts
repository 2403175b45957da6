import { frBrowser } from './browser';
import { frBackOffice } from './back-office';
import { mail } from './mail';
import { invoicePdf } from './invoice-pdf';
import { orderMail } from './order-mail';
import { requestMail } from './request-mail';
import { legalAr } from './legal-ar';
import { legalFrame } from './legal-frame';
import { landingCards } from './landing-cards';
import { structuredData } from './structured-data';
import { orderPage } from './order-page';
import { accountMail } from './account-mail';
import { chatMail } from './chat-mail';
import { quoteMail } from './quote-mail';
import { privacyMail } from './privacy-mail';
import { privacyExport } from './privacy-export';
import { backup } from './backup';
import { verificationStamp } from './verification-stamp';
import { reviewMail } from './review-mail';
import { translatorMail } from './translator-mail';
import { adminLists } from './admin-lists';

/**
 * The French message catalogue, one file per domain beside this one: every error, validation and notice text the
 * browser and the server show, keyed by `domain.key` (e.g. `order.notFound`).
 * French is the reference language: other languages are typed from it
 * (core/messages/catalogue.ts), and any key they lack falls back to French.
 *
 * Wording is the spec's, to the letter (/work/shared/spec/product-spec.md):
 * tests assert these exact texts. `{{name}}` is a value filled in by the
 * caller; keys ending in `_one` / `_other` are plural forms chosen by
 * `Intl.PluralRules` from `{{count}}` (Arabic will add `_zero`, `_two`, `_few`, `_many`).
 */
export const fr = {
  ...frBrowser,
  ...frBackOffice,
  // The server's own domains: e-mails, PDFs, words sent with the loader data.
  mail,
  invoicePdf,
  orderMail,
  requestMail,
  legalAr,
  legalFrame,
  landingCards,
  structuredData,
  orderPage,
  accountMail,
  chatMail,
  quoteMail,
  privacyMail,
  privacyExport,
  backup,
  verificationStamp,
  reviewMail,
  translatorMail,
  // The admin's controls on the public FAQ and blog, sent with the root data (app/root.tsx).
  adminLists,
} as const;
