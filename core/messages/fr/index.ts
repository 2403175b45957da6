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
} as const;
