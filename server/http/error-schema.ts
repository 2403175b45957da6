import { z } from 'zod';

/** The error body of every answer that is not a success: `{ message }` in French. */
export const problem = z.object({ message: z.string() });

/** A success that only says what was done: `{ message }` in French. */
export const messageOnly = z.object({ message: z.string() });
