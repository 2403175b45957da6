import { describe, expect, it } from 'vitest';
import {
  awaitsShipment,
  carrierName,
  postsPaper,
  shipmentRefusal,
  translationDelivered,
  type ShippingFacts,
} from './shipping-rules';

const postal = { postal: { minDays: 1, maxDays: 3 } };
const facts = (over: Partial<ShippingFacts> = {}): ShippingFacts => ({
  status: 'translated',
  deliveryTiming: postal,
  shippingAddress: null,
  translationFiles: 1,
  archivedAt: null,
  shippedAt: null,
  ...over,
});

describe('what ships and when', () => {
  it('posts paper when the frozen delivery has a postal leg or an address was taken', () => {
    expect(postsPaper({ deliveryTiming: postal, shippingAddress: null })).toBe(true);
    expect(postsPaper({ deliveryTiming: null, shippingAddress: { city: 'Lyon' } })).toBe(true);
    expect(postsPaper({ deliveryTiming: { postal: null }, shippingAddress: null })).toBe(false);
  });

  it('calls a translation delivered from « Traduction disponible » on, or once uploaded on a partly refunded order', () => {
    expect(translationDelivered({ status: 'paid', translationFiles: 0 })).toBe(false);
    expect(translationDelivered({ status: 'in_progress', translationFiles: 0 })).toBe(false);
    expect(translationDelivered({ status: 'translated', translationFiles: 0 })).toBe(true);
    expect(translationDelivered({ status: 'completed', translationFiles: 0 })).toBe(true);
    expect(translationDelivered({ status: 'partially_refunded', translationFiles: 0 })).toBe(false);
    expect(translationDelivered({ status: 'partially_refunded', translationFiles: 2 })).toBe(true);
    expect(translationDelivered({ status: 'cancelled', translationFiles: 2 })).toBe(false);
  });

  it('says why an order cannot be marked shipped', () => {
    expect(shipmentRefusal(facts())).toBeNull();
    expect(shipmentRefusal(facts({ archivedAt: new Date() }))).toBe('adminOrder.archived');
    expect(shipmentRefusal(facts({ status: 'cancelled' }))).toBe('shipping.cancelled');
    expect(shipmentRefusal(facts({ deliveryTiming: { postal: null } }))).toBe('shipping.notPostal');
    expect(shipmentRefusal(facts({ status: 'paid', translationFiles: 0 }))).toBe('shipping.notDelivered');
  });

  it('lists as « À expédier » only what is delivered, posted and not shipped yet', () => {
    expect(awaitsShipment(facts())).toBe(true);
    expect(awaitsShipment(facts({ shippedAt: new Date() }))).toBe(false);
    expect(awaitsShipment(facts({ status: 'shipped' }))).toBe(false);
    expect(awaitsShipment(facts({ status: 'completed' }))).toBe(false);
    expect(awaitsShipment(facts({ status: 'in_progress', translationFiles: 0 }))).toBe(false);
    expect(awaitsShipment(facts({ deliveryTiming: null }))).toBe(false);
  });

  it('names the carrier in the reader’s language, another one as typed', () => {
    expect(carrierName('fr', { carrier: 'laposte' })).toBe('La Poste');
    expect(carrierName('ar', { carrier: 'dhl' })).toContain('DHL');
    expect(carrierName('ar', { carrier: 'other', carrierName: 'Chronopost' })).toBe('Chronopost');
  });
});
