import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { wordMessage } from '../../core/messages';
import { ConfigError, loadDotEnv, parseEnv } from '../config/config';
import type { Env } from '../config/env';
import { privateUmask } from '../data-dir/permissions';

/** Prints one line in French (the operator's language; a catalogue reference is worded). */
export function say(text: string, stream: NodeJS.WriteStream = process.stdout): void {
  stream.write(wordMessage('fr', text) + '\n');
}

/**
 * The settings without loadConfig's side effects: it would create DATA_DIR and a session secret
 * in it, and a restore must first see the folder as it is.
 */
export function envOrExit(): Env {
  privateUmask();
  loadDotEnv();
  try {
    return parseEnv(process.env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    say(err.message, process.stderr);
    process.exit(1);
  }
}

/** Runs `main` when the module is the process's entry point; any error is one line, exit 1. */
export function runWhenMain(url: string, main: () => Promise<number>): void {
  const invoked = process.argv[1] ? pathToFileURL(realpathSync(process.argv[1])).href : '';
  if (url !== invoked) return;
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      say((err as Error).message, process.stderr);
      process.exit(1);
    },
  );
}

/** The one argument of restore and verify: the archive's path. */
export function archiveArgument(): string | null {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  return args.length === 1 && !args[0]!.startsWith('-') ? args[0]! : null;
}
