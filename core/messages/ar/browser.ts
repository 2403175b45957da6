import type { CompleteBrowserCatalogue } from '../catalogue';
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
import { invoice } from './invoice';
import { refund } from './refund';
import { quoteOffer } from './quote-offer';
import { quotePage } from './quote-page';
import { shell } from './shell';
import { home } from './home';
import { sample } from './sample';
import { orderItem } from './order-item';
import { orderPurpose } from './order-purpose';
import { orderPrice } from './order-price';
import { requestForm } from './request-form';
import { accountPage } from './account-page';
import { orderStatus } from './order-status';
import { customerArea } from './customer-area';
import { orderForm } from './order-form';
import { contentLang } from './content-lang';
import { faqPage } from './faq-page';
import { blogPage } from './blog-page';
import { chatWidget } from './chat-widget';
import { chatLink } from './chat-link';
import { counts } from './counts';
import { arabicOffer } from './arabic-offer';
import { address } from './address';
import { buyer } from './buyer';
import { billing } from './billing';
import { shipping } from './shipping';
import { verification } from './verification';
import { review } from './review';

/**
 * The Arabic domains the browser looks up: every domain but the server's own (e-mails, PDFs and
 * the page words the server looks up and sends with the loader data), which ./index.ts adds. A page
 * in this language loads this module before it hydrates (core/messages/index.ts, decision 036).
 */
export const arBrowser = {
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
  invoice,
  refund,
  quoteOffer,
  quotePage,
  shell,
  home,
  sample,
  orderItem,
  orderPurpose,
  orderPrice,
  requestForm,
  accountPage,
  orderStatus,
  customerArea,
  orderForm,
  contentLang,
  faqPage,
  blogPage,
  chatWidget,
  chatLink,
  // Counted phrases (core/counted.ts), worded on both sides.
  counts,
  arabicOffer,
  // The buyer, the postal address and the billing identity (issue 27).
  address,
  buyer,
  billing,
  shipping,
  // « Vérifier une traduction » (issue 31).
  verification,
  // Reviews from real clients (docs/reviews.md).
  review,
} satisfies CompleteBrowserCatalogue;
