/**
 * The browser's `zod`: the pages' CSP forbids eval, and zod probes `new Function` to compile
 * fast validators (the probe alone is reported as a violation). Vite resolves every `zod`
 * import of the browser build here (vite.config.ts), so the settings always run first:
 * no eval, and zod's own messages as catalogue references (./zod-messages.ts).
 */
import * as z from 'zod/v4';
import './zod-messages';

z.config({ jitless: true });

export * from 'zod/v4';
export { z };
