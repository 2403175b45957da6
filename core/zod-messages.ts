/**
 * Zod's own messages (a wrong type, a string too long, an unknown option…) as message references
 * of the catalogue, for every schema that gives no message of its own: otherwise zod answers in
 * English, whatever the page's language. Installed once per process (browser: core/zod-setup.ts;
 * server: server/plugins/error-handler.ts); the reference is worded at the edge (decision 040).
 */
import { config, type $ZodRawIssue } from 'zod/v4/core';
import { ref } from './messages/lookup';

/** Strings, arrays and numbers are measured differently: characters, items, a value. */
function sizeMessage(issue: { origin: string }, bound: number, side: 'min' | 'max'): string {
  if (issue.origin === 'string') {
    if (side === 'min') return bound <= 1 ? ref('form.required') : ref('form.tooShort', { min: bound });
    return ref('form.tooLong', { max: bound });
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return side === 'min' ? ref('form.tooFewItems', { min: bound }) : ref('form.tooManyItems', { max: bound });
  }
  return side === 'min' ? ref('form.tooSmall', { min: bound }) : ref('form.tooBig', { max: bound });
}

/** The reference for an issue zod raised without a message of the schema's own. */
function zodIssueMessage(issue: $ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? ref('form.required') : ref('form.invalidValue');
    case 'too_small':
      return sizeMessage(issue, Number(issue.minimum), 'min');
    case 'too_big':
      return sizeMessage(issue, Number(issue.maximum), 'max');
    case 'invalid_format':
      return issue.format === 'email' ? ref('form.emailInvalid') : ref('form.invalidFormat');
    case 'invalid_value':
      return ref('form.invalidOption');
    case 'unrecognized_keys':
      return ref('form.unknownField');
    default:
      return ref('form.invalidValue');
  }
}

config({ customError: zodIssueMessage });
