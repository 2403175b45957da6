import { existsSync, readdirSync } from 'node:fs';
import { LANGUAGES, type Lang } from '../../core/messages/languages';

/**
 * Built addresses of the browser's message chunks, which vite.config.ts names: the lookups
 * (`messages-<hash>.js`), each language's catalogue (`messages-<lang>-<hash>.js`) and French's names
 * of the seeded catalogue items (`messages-reference-fr-<hash>.js`). The page renderer hints them
 * to the browser (app/entry.server.tsx, decision 036).
 */
export type MessageChunks = { lookup: string; reference: string } & Record<Lang, string>;

/** The chunks in a build's `assets` folder, or null without a build (development, API tests) or when one is missing. */
export function findMessageChunks(assetsDir: string): MessageChunks | null {
  if (!existsSync(assetsDir)) return null;
  const scripts = readdirSync(assetsDir).filter((name) => name.endsWith('.js'));
  const find = (pattern: RegExp) => {
    const name = scripts.find((file) => pattern.test(file));
    return name === undefined ? undefined : `/assets/${name}`;
  };
  const lookup = find(/^messages-[\w-]{8}\.js$/);
  const reference = find(/^messages-reference-fr-[\w-]+\.js$/);
  const languages = LANGUAGES.map((lang) => [lang, find(new RegExp(`^messages-${lang}-[\\w-]+\\.js$`))] as const);
  if (!lookup || !reference || languages.some(([, url]) => !url)) return null;
  return { lookup, reference, ...(Object.fromEntries(languages) as Record<Lang, string>) };
}
