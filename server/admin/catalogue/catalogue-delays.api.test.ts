import { describe, expect, it } from 'vitest';
import { tr } from '../../../core/messages';
import { cataloguePerFile, order } from './catalogue-test-kit';

// Delays of the catalogue (turnaround, postal leg, « Urgent ») and the delivery calendar.
const { t, admin, put, add, price, publicCatalogue } = cataloguePerFile();

describe('delays of the catalogue (issue 16)', () => {
  const standard = { name: 'Lettre suivie', description: 'Original papier, suivi La Poste', price: 10, active: true };
  const option = async (id: string) =>
    (await publicCatalogue()).deliveryMethods.find((d: { id: string }) => d.id === id);

  it('edits a delivery method’s turnaround and postal leg; a body without delays keeps them', async () => {
    const res = await put('delivery', 'standard', {
      ...standard,
      turnaroundDays: 3,
      postal: { minDays: 1, maxDays: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ turnaroundDays: 3, postal: { minDays: 1, maxDays: 2 } });
    expect(await option('standard')).toMatchObject({ turnaroundDays: 3, postal: { minDays: 1, maxDays: 2 } });

    expect((await put('delivery', 'standard', { ...standard, price: 11 })).statusCode).toBe(200);
    expect(await option('standard')).toMatchObject({
      price: 11,
      turnaroundDays: 3,
      postal: { minDays: 1, maxDays: 2 },
    });

    expect((await put('delivery', 'standard', { ...standard, postal: null })).statusCode).toBe(200);
    expect(await option('standard')).toMatchObject({ postal: null });
  });

  it('edits « Urgent » (price per page, turnaround) and takes it out of the form when switched off', async () => {
    const urgent = { name: 'Urgent', description: '', price: 20, active: true, turnaroundDays: 1 };
    expect((await put('urgent', 'urgent', urgent)).statusCode).toBe(200);
    const quote = await price({ ...order, deliveryMethod: 'email', legalization: 'none', urgent: true });
    expect(quote.json().totalCents).toBe(2 * 3000 + 2 * 2000);
    expect((await put('urgent', 'urgent', { ...urgent, active: false })).statusCode).toBe(200);
    expect((await publicCatalogue()).urgent).toBeNull();
    const refused = await price({ ...order, deliveryMethod: 'email', legalization: 'none', urgent: true });
    expect(refused.json()).toEqual({ message: tr('order.urgentUnavailable') });
    expect((await add('urgent', urgent)).json()).toEqual({ message: tr('adminCatalogue.notAddable') });
  });

  it.each([
    [{ turnaroundDays: 91 }, tr('adminDelivery.days', { max: 90 })],
    [{ turnaroundDays: 1.5 }, tr('adminDelivery.days', { max: 90 })],
    [{ postal: { minDays: 4, maxDays: 2 } }, tr('adminDelivery.postalOrder')],
  ])('refuses delays %j in French', async (delays, message) => {
    const res = await put('delivery', 'standard', { ...standard, ...delays });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe('delivery calendar', () => {
  const calendar = (payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery-calendar',
      payload: payload as object,
      headers: admin.headers,
    });

  it('stores the cut-off hour and closed days (sorted, past ones dropped) and drops the page cache', async () => {
    await t.app.pageCache.getOrRender('/services|system|unset', async () => ({
      status: 200,
      headers: [],
      html: 'jeudi',
      nonce: 'n',
    }));
    const res = await calendar({
      cutoffHour: 17,
      closedDays: ['2099-12-25', { from: '2099-08-01', to: '2099-08-21' }, '2000-01-03'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: tr('adminDelivery.saved'),
      cutoffHour: 17,
      closedDays: [{ from: '2099-08-01', to: '2099-08-21' }, '2099-12-25'],
    });
    expect(t.app.pageCache.size).toBe(0);
    expect((await publicCatalogue()).deliveryCalendar).toEqual({ cutoffHour: 17, closedDays: res.json().closedDays });
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/delivery-calendar', headers: admin.headers });
    expect(read.json().cutoffHour).toBe(17);
  });

  it.each([
    [{ cutoffHour: 25, closedDays: [] }, tr('adminDelivery.cutoffHour')],
    [{ cutoffHour: 12, closedDays: ['2099-02-30'] }, tr('adminDelivery.closedDayFormat')],
    [{ cutoffHour: 12, closedDays: [{ from: '2099-03-02', to: '2099-03-01' }] }, tr('adminDelivery.closedRangeOrder')],
    // A period with a missing start is a 400 in words, not a crash of the length rule.
    [{ cutoffHour: 12, closedDays: [{ from: '', to: '2099-03-01' }] }, tr('adminDelivery.closedDayFormat')],
    [undefined, tr('adminDelivery.bodyRequired')],
  ])('refuses %j in French', async (payload, message) => {
    const res = await calendar(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('is the admin’s only', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery-calendar',
      payload: { cutoffHour: 1, closedDays: [] },
    });
    expect(res.statusCode).toBe(401);
  });
});
