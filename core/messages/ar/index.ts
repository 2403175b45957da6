import type { CompleteCatalogue } from '../catalogue';
import { form } from './form';
import { http } from './http';
import { order } from './order';
import { checkout } from './checkout';
import { orderMessage } from './order-message';
import { files } from './files';
import { account } from './account';
import { guest } from './guest';
import { request } from './request';
import { chat } from './chat';
import { faq } from './faq';
import { article } from './article';
import { privacy } from './privacy';
import { adminOrder } from './admin-order';
import { adminEmail } from './admin-email';
import { adminCatalogue } from './admin-catalogue';
import { adminDelivery } from './admin-delivery';
import { adminUser } from './admin-user';
import { adminOutbox } from './admin-outbox';
import { invoice } from './invoice';
import { refund } from './refund';
import { quoteOffer } from './quote-offer';
import { quotePage } from './quote-page';
import { adminRequest } from './admin-request';
import { shell } from './shell';
import { home } from './home';
import { sample } from './sample';
import { mail } from './mail';
import { orderItem } from './order-item';
import { orderPurpose } from './order-purpose';
import { orderPrice } from './order-price';
import { invoicePdf } from './invoice-pdf';
import { orderMail } from './order-mail';
import { requestForm } from './request-form';
import { requestMail } from './request-mail';
import { legalAr } from './legal-ar';
import { landing } from './landing';
import { structuredData } from './structured-data';
import { accountPage } from './account-page';
import { orderStatus } from './order-status';
import { customerArea } from './customer-area';
import { orderForm } from './order-form';
import { orderPage } from './order-page';
import { contentLang } from './content-lang';
import { faqPage } from './faq-page';
import { blogPage } from './blog-page';
import { chatWidget } from './chat-widget';
import { arabicOffer } from './arabic-offer';

/**
 * The Arabic message catalogue (issue 17): Modern Standard Arabic for clients
 * from the Maghreb, Lebanon and the Gulf. Written for them, not word for word;
 * short like the French. Conventions, so a correction keeps them:
 * - French administrative terms that matter stay in brackets: « التصديق (légalisation) ».
 * - Addressed with « يُرجى » and unvowelled « ك », so no text assumes a man or a woman.
 * - A number filled in at run time never governs a counted noun (« عدد أحرف الاسم {{max}} »):
 *   Arabic agreement changes with the number (3 أحرف، 11 حرفًا، 100 حرف). Fixed numbers are
 *   written as `Intl.NumberFormat('ar')` shows them: Latin digits, « 10,000 ».
 * - Arabic punctuation (، ؛ ؟); Latin words and codes as they are typed (PDF, TR-, YYYY-MM-DD).
 * - A phone number sits in a left-to-right isolate (U+2066 … U+2069): without it, an
 *   Arabic line shows « 03 80 00 00 00 » with its groups in reverse order. So do French words
 *   in brackets (« (\u2066Préfecture\u2069) »), and a name filled in between « » sits in a
 *   first-strong isolate (U+2068 … U+2069): otherwise a bracket that ends a line is drawn reversed.
 * Plural ids carry the six forms `Intl.PluralRules('ar')` chooses from `{{count}}`;
 * zero, one and two say the number in words and need no `{{count}}`.
 */
/** Each domain file is checked against French's (`ArabicDomain`); the whole against every domain here. */
export const ar = {
  form,
  http,
  order,
  checkout,
  orderMessage,
  files,
  account,
  guest,
  request,
  chat,
  faq,
  article,
  privacy,
  adminOrder,
  adminEmail,
  adminCatalogue,
  adminDelivery,
  adminUser,
  adminOutbox,
  invoice,
  refund,
  quoteOffer,
  quotePage,
  adminRequest,
  shell,
  home,
  sample,
  mail,
  orderItem,
  orderPurpose,
  orderPrice,
  invoicePdf,
  orderMail,
  requestForm,
  requestMail,
  legalAr,
  landing,
  structuredData,
  accountPage,
  orderStatus,
  customerArea,
  orderForm,
  orderPage,
  contentLang,
  faqPage,
  blogPage,
  chatWidget,
  arabicOffer,
} satisfies CompleteCatalogue;
