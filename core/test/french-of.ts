import { DEFAULT_LANG, wordMessage } from '../messages';

/**
 * A zod issue's message as a French reader gets it: schemas carry message references (decision
 * 040), worded at the edge; tests of the rules check the French wording through the same path.
 */
export const frenchOf = (message: string | undefined): string | undefined =>
  message === undefined ? undefined : wordMessage(DEFAULT_LANG, message);
