/**
 * The price rule, shared by the order form (instant figure) and the server
 * (the authority): total = page price × pages + delivery + legalisation × documents.
 * Amounts are integer cents.
 */
export interface PricedOption {
  id: string;
  name: string;
  priceCents: number;
}

export interface PriceCatalogue {
  pricePerPageCents: number;
  deliveryMethods: PricedOption[];
  legalizationTypes: PricedOption[];
}

export interface PriceRequest {
  numberOfPages: number;
  numberOfDocuments: number;
  deliveryMethod: string;
  legalization: string;
}

export interface PriceLine {
  code: 'translation' | 'delivery' | 'legalization';
  label: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

export interface PriceBreakdown {
  lines: PriceLine[];
  totalCents: number;
}

export class UnknownOptionError extends Error {
  constructor(public field: 'deliveryMethod' | 'legalization') {
    super(field === 'deliveryMethod' ? 'Mode de livraison inconnu.' : 'Type de légalisation inconnu.');
  }
}

export function computePrice(catalogue: PriceCatalogue, request: PriceRequest): PriceBreakdown {
  const delivery = catalogue.deliveryMethods.find((d) => d.id === request.deliveryMethod);
  if (!delivery) throw new UnknownOptionError('deliveryMethod');
  const legalization = catalogue.legalizationTypes.find((l) => l.id === request.legalization);
  if (!legalization) throw new UnknownOptionError('legalization');

  const pages = request.numberOfPages;
  const documents = request.numberOfDocuments;
  const lines: PriceLine[] = [
    {
      code: 'translation',
      label: `Traduction certifiée (${pages} page${pages > 1 ? 's' : ''})`,
      quantity: pages,
      unitCents: catalogue.pricePerPageCents,
      amountCents: catalogue.pricePerPageCents * pages,
    },
    {
      code: 'delivery',
      label: `Livraison\u00a0: ${delivery.name}`,
      quantity: 1,
      unitCents: delivery.priceCents,
      amountCents: delivery.priceCents,
    },
  ];
  if (legalization.priceCents > 0) {
    lines.push({
      code: 'legalization',
      label: `Légalisation\u00a0: ${legalization.name} (${documents} document${documents > 1 ? 's' : ''})`,
      quantity: documents,
      unitCents: legalization.priceCents,
      amountCents: legalization.priceCents * documents,
    });
  }
  return { lines, totalCents: lines.reduce((sum, l) => sum + l.amountCents, 0) };
}
