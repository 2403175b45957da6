/**
 * The browser's share of the message catalogues (decision 036), three small Vite plugins:
 *
 * - the client build resolves `core/messages/index.ts` (both catalogues) to
 *   `core/messages/index.browser.ts` (the page's language, loaded before hydration); the server
 *   build, the Fastify bundle, scripts and tests keep index.ts;
 * - the client build empties the server-only domains of `fr.ts` and `ar.ts` (e-mails, and the page
 *   words the server looks up and sends with the loader data), leaving the files as they are;
 * - the server build gets `virtual:message-chunks`: the built URLs of the lookup chunk and of each
 *   language's catalogue, read from the client build's Vite manifest, for the modulepreload hint
 *   of app/entry.server.tsx (null in development).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** Domains the browser never looks up: e-mails, PDFs and server-rendered page words (app/.server). */
export const SERVER_ONLY_DOMAINS = [
  'mail',
  'orderMail',
  'requestMail',
  'orderPage',
  'landing',
  'legalAr',
  'invoicePdf',
  'structuredData',
] as const;

/**
 * French domains the browser reads on pages of every language: core/order-text.ts tells a seeded
 * catalogue item (translated) from one the admin renamed (her French shown as is) by comparing its
 * name with the seed's French. Served on the other languages' pages as `core/messages/fr.ts?reference`.
 */
export const FRENCH_REFERENCE_DOMAINS = ['orderItem'] as const;

const MESSAGES = 'core/messages/';
const VIRTUAL = 'virtual:message-chunks';

/** Name of the lookups' chunk, and prefix of the catalogues' (vite.config.ts). */
export const MESSAGES_CHUNK = 'messages';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/**
 * `source` (a catalogue compiled to JS: `export const fr = { domain: {…}, … }`) with the object of
 * each domain `drop` picks replaced by `{}`. Throws when the declaration or one of `expected` is not
 * found, so a change of the file's shape fails the build instead of shipping the e-mails again.
 */
export function withoutDomains(
  source: string,
  program: Node,
  name: string,
  expected: readonly string[],
  drop: (domain: string) => boolean,
): string {
  const declaration = (program.body as Node[])
    .filter((n) => n.type === 'ExportNamedDeclaration')
    .map((n) => n.declaration as Node | null)
    .flatMap((d) => (d?.type === 'VariableDeclaration' ? (d.declarations as Node[]) : []))
    .find((d) => (d.id as Node & { name?: string }).name === name);
  const object = declaration?.init as Node | undefined;
  if (object?.type !== 'ObjectExpression') throw new Error(`${name}: no \`export const ${name} = {…}\``);
  const properties = (object.properties as Node[]).filter((p) => p.type === 'Property');
  const domainOf = (p: Node) => (p.key as Node & { name?: string }).name ?? '';
  const missing = expected.filter((domain) => !properties.some((p) => domainOf(p) === domain));
  if (missing.length > 0) throw new Error(`${name}: no domain ${missing.join(', ')}`);
  // A shorthand property (`{ mail }`, the catalogue's index) is rewritten whole: `mail: {}`.
  const cuts = properties
    .filter((p) => drop(domainOf(p)))
    .map((p) =>
      p.shorthand ? { start: p.start, end: p.end, text: `${domainOf(p)}: {}` } : { ...(p.value as Node), text: '{}' },
    );
  let out = source;
  for (const cut of cuts.sort((a, b) => b.start - a.start))
    out = out.slice(0, cut.start) + cut.text + out.slice(cut.end);
  return out;
}

const isIn = (list: readonly string[], domain: string) => list.includes(domain);

export function messagesPerLanguage(): Plugin[] {
  let config: ResolvedConfig;
  const file = (rel: string) => path.join(config.root, rel);
  return [
    {
      name: 'messages-per-language:resolve',
      enforce: 'pre',
      configResolved(resolved) {
        config = resolved;
      },
      // The browser's lookups get a chunk of their own (as an entry would), whose address the server
      // recognises among a route's imports: as a manual chunk it would absorb ./languages and
      // ./active, which the home page needs, and bring the catalogue along.
      buildStart() {
        if (config.command === 'build' && !config.build.ssr) {
          this.emitFile({
            type: 'chunk',
            id: file(`${MESSAGES}index.browser.ts`),
            name: MESSAGES_CHUNK,
            preserveSignature: false,
          });
        }
      },
      async resolveId(source, importer, options) {
        if (source === VIRTUAL) return `\0${VIRTUAL}`;
        if (options.ssr || !importer || !/(^|\/)(messages|index)(\/index)?(\.ts)?$/.test(source)) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved?.id === file(`${MESSAGES}index.ts`) ? file(`${MESSAGES}index.browser.ts`) : null;
      },
      load(id, options) {
        if (id !== `\0${VIRTUAL}`) return null;
        if (config.command !== 'build' || !options?.ssr) return 'export default null;';
        // React Router builds the client first and leaves its Vite manifest until the end.
        const manifest = JSON.parse(readFileSync(file('build/client/.vite/manifest.json'), 'utf8')) as Record<
          string,
          { file: string; name?: string; src?: string }
        >;
        const url = (chunk: { file: string } | undefined, what: string) => {
          if (!chunk) throw new Error(`virtual:message-chunks: no ${what} in the client build`);
          return `${config.base}${chunk.file}`;
        };
        const chunks = {
          lookup: url(manifest[`${MESSAGES}index.browser.ts`], 'lookup chunk'),
          fr: url(manifest[`${MESSAGES}fr/index.ts`], 'French catalogue'),
          ar: url(manifest[`${MESSAGES}ar/index.ts`], 'Arabic catalogue'),
          reference: url(manifest[`${MESSAGES}fr/index.ts?reference`], 'French reference names'),
        };
        return `export default ${JSON.stringify(chunks)};`;
      },
    },
    {
      name: 'messages-per-language:trim',
      transform(code, id, options) {
        if (options?.ssr) return null;
        const [file, query] = id.split('?');
        const lang = /\/core\/messages\/(fr|ar)\/index\.ts$/.exec(file ?? '')?.[1];
        if (!lang) return null;
        const program = this.parse(code) as unknown as Node;
        const trimmed =
          lang === 'fr' && query === 'reference'
            ? withoutDomains(code, program, lang, FRENCH_REFERENCE_DOMAINS, (d) => !isIn(FRENCH_REFERENCE_DOMAINS, d))
            : withoutDomains(code, program, lang, SERVER_ONLY_DOMAINS, (d) => isIn(SERVER_ONLY_DOMAINS, d));
        return { code: trimmed, map: null };
      },
    },
  ];
}
