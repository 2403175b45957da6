import type { CompleteCatalogue } from '../catalogue';
import { arBrowser } from './browser';
import { arBackOffice } from './back-office';
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
 * The Arabic message catalogue (issue 17): Modern Standard Arabic for clients
 * from the Maghreb, Lebanon and the Gulf. Written for them, not word for word;
 * short like the French. Conventions, so a correction keeps them:
 * - French administrative terms that matter stay in brackets, in an isolate: « التصديق (\u2066légalisation\u2069) ».
 * - Addressed with « يُرجى » and unvowelled « ك », so no text assumes a man or a woman.
 * - A number filled in at run time never governs a counted noun (« عدد أحرف الاسم {{max}} »):
 *   Arabic agreement changes with the number (3 أحرف، 11 حرفًا، 100 حرف). Fixed numbers are
 *   written as `Intl.NumberFormat('ar')` shows them: Latin digits, « 10,000 ».
 * - Arabic punctuation (، ؛ ؟); Latin words and codes as they are typed (PDF, TR-, YYYY-MM-DD).
 * - A phone number sits in a left-to-right isolate (U+2066 … U+2069): without it, an
 *   Arabic line shows « 03 80 00 00 00 » with its groups in reverse order. So do French words
 *   in brackets (« (\u2066Préfecture\u2069) »), and a name filled in between « » sits in a
 *   first-strong isolate (U+2068 … U+2069): otherwise a bracket that ends a line is drawn reversed.
 *   Every value that may be written in Latin letters (a name, an e-mail, a reference, a subject,
 *   a reason someone typed) sits in one too: « \u2068{{name}}\u2069، مترجمة محلّفة »; numbers,
 *   dates and phrases worded in Arabic need none (core/messages/arabic-bidi.test.ts lists them).
 * Plural ids carry the six forms `Intl.PluralRules('ar')` chooses from `{{count}}`;
 * zero, one and two say the number in words and need no `{{count}}`.
 */
/** Each domain file is checked against French's (`ArabicDomain`); the whole against every domain here. */
export const ar = {
  ...arBrowser,
  ...arBackOffice,
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
} satisfies CompleteCatalogue;
