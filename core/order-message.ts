import { z } from 'zod';
import { msg } from './messages';

/** « Une question ou remarque ? » — one rule for the dialog and the API. */
export const ORDER_MESSAGE_MAX = 5000;

export const orderMessageSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, msg('form.messageRequired'))
    .max(ORDER_MESSAGE_MAX, msg('form.messageTooLong', { max: ORDER_MESSAGE_MAX })),
});
