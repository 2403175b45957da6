import { eq } from 'drizzle-orm';
import { parisDateTime } from '../../core/calendar-date';
import type { DeliverySettings } from '../../core/delivery-date';
import { DELIVERY_SETTINGS_DEFAULTS, deliverySettingsSchema, withoutPastClosures } from '../../core/delivery-settings';
import type { DbOrTx } from '../db/client';
import { appSettings } from '../db/schema';

/** The app_settings row of the delivery calendar (decision 022): cut-off hour and closed days. */
const KEY = 'delivery.calendar';

/** The admin's cut-off hour and closed days; the defaults until she saves (or if the row cannot be read). */
export async function readDeliveryCalendar(db: DbOrTx): Promise<DeliverySettings> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY));
  if (!row) return DELIVERY_SETTINGS_DEFAULTS;
  const parsed = deliverySettingsSchema.safeParse(row.value);
  return parsed.success ? parsed.data : DELIVERY_SETTINGS_DEFAULTS;
}

/** Stores validated settings, closures already over dropped (the list never grows forever). */
export async function writeDeliveryCalendar(
  db: DbOrTx,
  settings: DeliverySettings,
  now = new Date(),
): Promise<DeliverySettings> {
  const kept = withoutPastClosures(settings, parisDateTime(now).date);
  await db
    .insert(appSettings)
    .values({ key: KEY, value: kept, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: kept, updatedAt: now } });
  return kept;
}
