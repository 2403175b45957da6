import { Link } from 'react-router';

/** The hero's price words, as the home page's loader builds them (app/.server/home-prices.ts). */
export interface HomePricesText {
  /** « 30 € la page · prix exact avant paiement · 48 h ouvrées » */
  line: string;
  title: string;
  note: string;
  head: { document: string; price: string; delay: string };
  rows: { document: string; pages: string; price: string; delay: string; totalCents: number }[];
}

/** The hero's one-line price promise: the page price, the exact price before paying, the usual delay. */
export function HomePriceLine({ text }: { text: string }) {
  return (
    <p className="mt-4 text-base font-semibold text-ink sm:text-lg" data-testid="home-price-line">
      {text}
    </p>
  );
}

/**
 * A few everyday documents with their price and delay, as the order form would charge them (the
 * loader computes them: app/.server/home-prices.ts); each row leads to the prices page.
 */
export function HomePriceTable({ text, servicesPath }: { text: HomePricesText; servicesPath: string }) {
  return (
    <section aria-labelledby="prix-documents" className="mt-8 max-w-xl" data-testid="home-prices">
      <h2 id="prix-documents" className="text-lg font-semibold">
        {text.title}
      </h2>
      <table className="mt-3 w-full border-collapse text-sm">
        <thead className="text-muted">
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {text.head.document}
            </th>
            <th scope="col" className="py-2 pe-3 text-end font-medium">
              {text.head.price}
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              {text.head.delay}
            </th>
          </tr>
        </thead>
        <tbody>
          {text.rows.map((row) => (
            <tr key={row.document} className="border-b border-line" data-testid="home-price-row">
              <th scope="row" className="py-2 pe-3 text-start font-normal">
                <Link to={servicesPath} className="font-medium text-brand underline">
                  {row.document}
                </Link>{' '}
                <span className="text-muted">({row.pages})</span>
              </th>
              <td className="py-2 pe-3 text-end font-semibold whitespace-nowrap" data-testid="home-price">
                {row.price}
              </td>
              <td className="py-2 text-end whitespace-nowrap">{row.delay}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-muted">{text.note}</p>
    </section>
  );
}
