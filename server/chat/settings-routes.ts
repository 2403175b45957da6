import { z } from 'zod';
import { requireAdmin } from '../accounts/guards';
import { problem } from '../http/error-schema';
import type { ZodApp } from '../http/zod-app';
import type { ChatRealtime } from './realtime';
import { chatSettingsInputSchema, readChatSettings, writeChatSettings } from './settings';

const settingsAnswer = z.object({
  hours: z.string().nullable(),
  defaultHours: z.string(),
  closedDates: z.array(z.string()),
  replyMinutes: z.number(),
});

/** The admin's chat settings: hours, closed dates and the reply time the widget announces. */
export function registerChatSettingsRoutes(app: ZodApp, opts: { realtime: ChatRealtime; defaultHours: string }) {
  const db = app.database.db;
  const adminOnly = async (request: Parameters<typeof requireAdmin>[0]) => {
    await requireAdmin(request);
  };

  app.get(
    '/api/admin/chat/settings',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['administration'],
        summary:
          'Horaires du chat\u00a0: réglage de l’administration, valeur par défaut (CHAT_OPEN_HOURS), dates de fermeture et délai de réponse annoncé',
        response: { 200: settingsAnswer, 401: problem, 403: problem },
      },
    },
    async () => {
      return { ...(await readChatSettings(db)), defaultHours: opts.defaultHours };
    },
  );

  app.put(
    '/api/admin/chat/settings',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['administration'],
        summary:
          'Modifie les horaires du chat (null\u00a0: valeur par défaut), les dates de fermeture et le délai de réponse annoncé',
        body: chatSettingsInputSchema,
        response: { 200: settingsAnswer, 400: problem, 401: problem, 403: problem },
      },
    },
    async (request) => {
      await writeChatSettings(db, request.body);
      opts.realtime.forgetSchedule();
      // Pages state the hours (/cgu): the cached ones would keep the old ones until they expire.
      app.pageCache.invalidate();
      return { ...(await readChatSettings(db)), defaultHours: opts.defaultHours };
    },
  );
}
