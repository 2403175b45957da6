import { pagesIn, workingDaysIn } from '../../core/counted';
import { t, type Lang } from '../../core/messages/server';
import { eurosIn, itemTextIn } from '../../core/order-text';
import { ORDER_DEFAULTS } from '../../core/order-rules';
import { computePrice, type PriceCatalogue } from '../../core/pricing';
import type { HomePricesText } from '../components/home/HomePrices';

/**
 * The typical documents the home page prices, with the page count each is priced at (stated in
 * the table, so the figure is never a promise the order form would not keep).
 */
export const HOME_PRICED_DOCUMENTS = [
  { name: 'home.pricedBirth', pages: 1 },
  { name: 'sample.permisConduire', pages: 2 },
  { name: 'sample.diplome', pages: 1 },
  { name: 'sample.jugementDivorce', pages: 3 },
] as const;

/**
 * The hero's price line and the table by document, from the catalogue in force and the order
 * form's own rule (computePrice with the form's defaults: delivery by e-mail, no legalisation),
 * so the home page never states a figure the cart would not charge.
 */
export function homePricesText(lang: Lang, catalogue: PriceCatalogue): HomePricesText {
  const delivery =
    catalogue.deliveryMethods.find((d) => d.id === ORDER_DEFAULTS.deliveryMethod) ?? catalogue.deliveryMethods[0];
  const delay = workingDaysIn(lang, delivery?.turnaroundDays ?? 0);
  const priced = (pages: number) =>
    delivery
      ? computePrice(catalogue, {
          numberOfPages: pages,
          numberOfDocuments: 1,
          deliveryMethod: delivery.id,
          legalization: ORDER_DEFAULTS.legalization,
        }).totalCents
      : catalogue.pricePerPageCents * pages;
  return {
    line: t(lang, 'home.priceLine', { price: eurosIn(lang, catalogue.pricePerPageCents), delay }),
    title: t(lang, 'home.pricesTitle'),
    note: t(lang, 'home.pricesNote', {
      delivery: delivery ? itemTextIn(lang, 'delivery', delivery.id, delivery.name) : '',
    }),
    head: {
      document: t(lang, 'home.pricesDocument'),
      price: t(lang, 'home.pricesPrice'),
      delay: t(lang, 'home.pricesDelay'),
    },
    rows: HOME_PRICED_DOCUMENTS.map(({ name, pages }) => {
      const totalCents = priced(pages);
      return {
        document: t(lang, name),
        pages: pagesIn(lang, pages),
        price: eurosIn(lang, totalCents),
        delay,
        totalCents,
      };
    }),
  };
}
