import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { formatOpenHours, OpenHoursError, parseOpenHours, type ChatSchedule } from '../../core/chat-schedule';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema';

const KEY = 'chat.schedule';

/** What the admin may override: the hours (null: the CHAT_OPEN_HOURS default) and closed dates. */
export const chatSettingsSchema = z.object({
  hours: z
    .string()
    .max(500, 'Horaires trop longs.')
    .nullable()
    .superRefine((value, ctx) => {
      if (value === null || value.trim() === '') return;
      try {
        parseOpenHours(value);
      } catch (err) {
        if (!(err instanceof OpenHoursError)) throw err;
        ctx.addIssue({ code: 'custom', message: `Horaires invalides : ${err.message}.` });
      }
    })
    .transform((v) => (v === null || v.trim() === '' ? null : formatOpenHours(parseOpenHours(v)))),
  closedDates: z
    .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Les dates de fermeture s’écrivent AAAA-MM-JJ.'))
    .max(366, 'Trop de dates de fermeture.')
    .transform((dates) => [...new Set(dates)].sort()),
});
export type ChatSettings = z.output<typeof chatSettingsSchema>;

export async function readChatSettings(db: Database): Promise<ChatSettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  const parsed = chatSettingsSchema.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : { hours: null, closedDates: [] };
}

export async function writeChatSettings(db: Database, settings: ChatSettings): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: KEY, value: settings, updatedAt: new Date() })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: settings, updatedAt: new Date() } });
}

/** The schedule in force: the admin's hours when set, else the configured default; past closed dates dropped. */
export async function currentSchedule(db: Database, defaultHours: string, today = new Date()): Promise<ChatSchedule> {
  const settings = await readChatSettings(db);
  const since = new Date(today.getTime() - 86_400_000).toISOString().slice(0, 10);
  return { slots: parseOpenHours(settings.hours ?? defaultHours), closedDates: settings.closedDates.filter((d) => d >= since) };
}
