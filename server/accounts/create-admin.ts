import { realpathSync } from 'node:fs';
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import '../../core/messages/server';
import { accountEmailSchema, passwordSchema } from '../../core/account-rules';
import { configOrExit } from '../lifecycle';
import type { Database } from '../db/client';
import { callControl } from '../data-dir/control';
import { DataDirInUseError } from '../data-dir/lock';
import { ensureAdmin, findUserByEmail, type AdminOutcome } from './service';
import { DEFAULT_LANG, tr, wordMessage } from '../../core/messages';

/**
 * `npm run admin:create -- --email x@y.fr [--reset-password]`
 *
 * Creates an admin account, or promotes an existing one. The password is asked
 * twice without echo (or read from ADMIN_PASSWORD, for scripts); an existing
 * account keeps its password unless --reset-password is given, which also
 * closes its sessions. With the embedded database (no DATABASE_URL) and the server
 * running, the server holds the data folder: the command then asks it to do the
 * work through its local control socket (server/data-dir/control.ts).
 */
export const USAGE = 'Usage: npm run admin:create -- --email admin@example.fr [--reset-password]';

/** What the command needs from the accounts: the database itself, or the running server on its behalf. */
export interface AdminAccounts {
  exists(email: string): Promise<boolean>;
  ensure(input: {
    email: string;
    password?: string;
    replacePassword?: boolean;
  }): Promise<{ outcome: AdminOutcome; passwordReplaced: boolean }>;
}

export const dbAdminAccounts = (db: Database): AdminAccounts => ({
  exists: async (email) => Boolean(await findUserByEmail(db, email)),
  ensure: (input) => ensureAdmin(db, input),
});

/** The accounts of the server running on this data folder, through its control socket. */
export function controlAdminAccounts(dataDir: string): AdminAccounts {
  const call = async (command: string, body: unknown) => {
    const answer = await callControl(dataDir, command, body).catch((err: NodeJS.ErrnoException) => {
      throw new Error(
        `Le serveur ne répond pas sur son canal de commande (${err.code ?? err.message})\u00a0: arrêtez-le, puis relancez la commande.`,
      );
    });
    if (answer.status !== 200) throw new Error(String(answer.body.message ?? `erreur ${answer.status}`));
    return answer.body;
  };
  return {
    exists: async (email) => (await call('/admin/exists', { email })).exists === true,
    ensure: async (input) =>
      (await call('/admin/ensure', input)) as { outcome: AdminOutcome; passwordReplaced: boolean },
  };
}

export interface CreateAdminIo {
  /** The database (tests, DATABASE_URL, or the embedded one when no server runs)… */
  db?: Database;
  /** …or the accounts through the running server. */
  accounts?: AdminAccounts;
  env: Record<string, string | undefined>;
  /** Asks for a secret without echo. */
  askSecret(prompt: string): Promise<string>;
  print(line: string): void;
}

/** The command's work; returns the process exit code. */
export async function runCreateAdmin(argv: string[], io: CreateAdminIo): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        'reset-password': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }).values;
  } catch (err) {
    io.print(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    io.print(USAGE);
    return 0;
  }
  if (!args.email) {
    io.print(`--email is required.\n${USAGE}`);
    return 2;
  }
  const email = accountEmailSchema.safeParse(args.email);
  if (!email.success) {
    io.print(wordMessage(DEFAULT_LANG, email.error.issues[0]?.message));
    return 2;
  }
  const accounts = io.accounts ?? dbAdminAccounts(io.db!);
  const existing = await accounts.exists(email.data);
  const needsPassword = !existing || args['reset-password'];
  let password: string | undefined;
  if (needsPassword) {
    if (io.env.ADMIN_PASSWORD) {
      password = io.env.ADMIN_PASSWORD;
    } else {
      password = await io.askSecret(existing ? 'Nouveau mot de passe\u00a0: ' : 'Mot de passe\u00a0: ');
      const rule = passwordSchema.safeParse(password);
      if (!rule.success) {
        io.print(wordMessage(DEFAULT_LANG, rule.error.issues[0]?.message));
        return 1;
      }
      const confirm = await io.askSecret('Confirmez le mot de passe\u00a0: ');
      if (confirm !== password) {
        io.print(tr('account.passwordsMismatch'));
        return 1;
      }
    }
    const rule = passwordSchema.safeParse(password);
    if (!rule.success) {
      io.print(wordMessage(DEFAULT_LANG, rule.error.issues[0]?.message));
      return 1;
    }
  }
  const result = await accounts.ensure({ email: email.data, password, replacePassword: args['reset-password'] });
  const what =
    result.outcome === 'created'
      ? `Compte administrateur créé\u00a0: ${email.data}`
      : result.outcome === 'promoted'
        ? `Compte ${email.data} promu administrateur${result.passwordReplaced ? ', mot de passe remplacé' : ' (mot de passe inchangé)'}.`
        : `${email.data} est déjà administrateur${result.passwordReplaced ? '\u202f; mot de passe remplacé et sessions fermées.' : '.'}`;
  io.print(what);
  return 0;
}

/** Reads lines from stdin; on a terminal the typed characters are not echoed. */
function terminalIo(): { askSecret(prompt: string): Promise<string>; close(): void } {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, callback) {
      if (!muted) process.stdout.write(chunk, encoding);
      callback();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: Boolean(process.stdin.isTTY) });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async askSecret(prompt) {
      process.stdout.write(prompt);
      muted = true;
      try {
        const next = await lines.next();
        if (next.done) throw new Error('no input');
        return next.value;
      } finally {
        muted = false;
        process.stdout.write('\n');
      }
    },
    close: () => rl.close(),
  };
}

async function main(): Promise<void> {
  const config = configOrExit();
  const { openDatabase } = await import('../db/client');
  let database: Awaited<ReturnType<typeof openDatabase>> | null = null;
  let accounts: AdminAccounts;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    accounts = dbAdminAccounts(database.db);
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    process.stdout.write(
      `Le serveur (processus ${err.pid}) utilise le dossier de données\u00a0: la commande passe par lui.\n`,
    );
    accounts = controlAdminAccounts(config.DATA_DIR);
  }
  const terminal = terminalIo();
  let code = 1;
  try {
    code = await runCreateAdmin(process.argv.slice(2), {
      accounts,
      env: process.env,
      askSecret: terminal.askSecret,
      print: (line) => process.stdout.write(line + '\n'),
    });
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
  } finally {
    terminal.close();
    await database?.close();
  }
  process.exit(code);
}

const invoked = process.argv[1] ? pathToFileURL(realpathSync(process.argv[1])).href : '';
if (import.meta.url === invoked) await main();
