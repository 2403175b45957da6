import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { REPLY_MINUTES_DEFAULT, REPLY_MINUTES_MAX } from '../../core/chat-rules';
import { formatOpenHours, OpenHoursError, parseOpenHours, type ChatSchedule } from '../../core/chat-schedule';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema';
import { msg, ref } from '../../core/messages';

const KEY = 'chat.schedule';

const replyMinutes = z
  .number(msg('chat.replyMinutesInvalid'))
  .int(msg('chat.replyMinutesWhole'))
  .min(1, msg('chat.replyMinutesMin'))
  .max(REPLY_MINUTES_MAX, msg('chat.replyMinutesMax'));

/** What the admin may override: the hours (null: the CHAT_OPEN_HOURS default), closed dates, and the reply time the panel announces. */
const chatSettingsSchema = z.object({
  hours: z
    .string()
    .max(500, msg('chat.hoursTooLong'))
    .nullable()
    .superRefine((value, ctx) => {
      if (value === null || value.trim() === '') return;
      try {
        parseOpenHours(value);
      } catch (err) {
        if (!(err instanceof OpenHoursError)) throw err;
        ctx.addIssue({ code: 'custom', message: ref('chat.hoursInvalid', { reason: err.message }) });
      }
    })
    .transform((v) => (v === null || v.trim() === '' ? null : formatOpenHours(parseOpenHours(v)))),
  closedDates: z
    .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, msg('chat.closedDateFormat')))
    .max(366, msg('chat.closedDatesTooMany'))
    .transform((dates) => [...new Set(dates)].sort()),
  /** « Réponse en général sous N min » in the open panel's header. */
  replyMinutes: replyMinutes.default(REPLY_MINUTES_DEFAULT),
});
/** What PUT accepts: without replyMinutes, the stored value stays (older clients send hours and dates only). */
export const chatSettingsInputSchema = chatSettingsSchema.extend({ replyMinutes: replyMinutes.optional() });
export type ChatSettings = z.output<typeof chatSettingsSchema>;

export async function readChatSettings(db: Database): Promise<ChatSettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  const parsed = chatSettingsSchema.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : { hours: null, closedDates: [], replyMinutes: REPLY_MINUTES_DEFAULT };
}

export async function writeChatSettings(db: Database, input: z.output<typeof chatSettingsInputSchema>): Promise<void> {
  const settings: ChatSettings = {
    ...input,
    replyMinutes: input.replyMinutes ?? (await readChatSettings(db)).replyMinutes,
  };
  await db
    .insert(appSettings)
    .values({ key: KEY, value: settings, updatedAt: new Date() })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: settings, updatedAt: new Date() } });
}

/** The schedule in force and the announced reply time, read once. */
export async function currentChatSettings(
  db: Database,
  defaultHours: string,
  today = new Date(),
): Promise<{ schedule: ChatSchedule; replyMinutes: number }> {
  const settings = await readChatSettings(db);
  const since = new Date(today.getTime() - 86_400_000).toISOString().slice(0, 10);
  return {
    schedule: {
      slots: parseOpenHours(settings.hours ?? defaultHours),
      closedDates: settings.closedDates.filter((d) => d >= since),
    },
    replyMinutes: settings.replyMinutes,
  };
}
