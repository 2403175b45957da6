import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import '../../core/messages/server';
import { callControl } from '../data-dir/control';
import { DataDirInUseError } from '../data-dir/lock';
import { configOrExit } from '../lifecycle';
import { openStorage } from '../storage';
import { runRetention, type RetentionRun } from './job';
import { retentionPolicy } from './policy';

/**
 * `npm run retention [-- --dry-run]`: one purge now, or with --dry-run what it would remove
 * (counts only). With the embedded database and the server running, the server does it (its
 * control socket); otherwise this process opens the database itself.
 */
export const RETENTION_USAGE = 'Usage: npm run retention [-- --dry-run]';

const LABELS: [keyof RetentionRun['counts'], string][] = [
  ['ordersDocumentsDeleted', 'commandes dont les documents et traductions sont supprimés'],
  ['quoteDocumentsDeleted', 'documents joints à des demandes de devis supprimés'],
  ['filesDeleted', 'fichiers chiffrés supprimés avec eux'],
  ['requestsErased', 'demandes de devis, de contact et de support effacées'],
  ['chatConversationsErased', 'conversations du chat effacées'],
  ['accountsErased', 'comptes clients inactifs effacés'],
  ['unpaidOrdersErased', 'commandes jamais payées effacées'],
  ['paidOrdersAnonymised', 'commandes payées anonymisées (pièces comptables gardées)'],
  ['shippingDetailsRemoved', 'adresses d’expédition et téléphones retirés de commandes livrées'],
  ['paidOrdersErased', 'commandes payées effacées après la durée comptable'],
  ['emailsErased', 'copies d’e-mails effacées'],
  ['accessLinksPurged', 'sessions et liens d’accès expirés purgés'],
  ['orphanFiles', 'fichiers orphelins (sans enregistrement, plantage) supprimés'],
  ['leftoverFiles', 'fichiers temporaires d’envois interrompus supprimés'],
];

export function describeRun(run: RetentionRun): string {
  const head = run.dryRun
    ? `Simulation au ${run.at}\u00a0: rien n’a été supprimé. Une purge supprimerait\u00a0:`
    : `Purge du ${run.at}\u00a0:`;
  return [head, ...LABELS.map(([key, label]) => `  ${String(run.counts[key]).padStart(5)}  ${label}`)].join('\n');
}

async function main(): Promise<number> {
  let dryRun: boolean;
  try {
    dryRun = parseArgs({
      args: process.argv.slice(2),
      options: { 'dry-run': { type: 'boolean', default: false } },
      strict: true,
    }).values['dry-run'];
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n${RETENTION_USAGE}\n`);
    return 2;
  }
  const config = configOrExit();
  const { openDatabase } = await import('../db/client');
  let run: RetentionRun | null;
  try {
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    try {
      const log = {
        info: () => {},
        warn: (obj: object, msg: string) => process.stderr.write(`${msg} ${JSON.stringify(obj)}\n`),
      };
      run = await runRetention(
        {
          db: database.db,
          files: await openStorage(config),
          dataDir: config.DATA_DIR,
          policy: retentionPolicy(config),
          log: log as never,
        },
        { dryRun },
      );
    } finally {
      await database.close();
    }
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    process.stdout.write(`Le serveur (processus ${err.pid}) utilise le dossier de données\u00a0: il fait la purge.\n`);
    const answer = await callControl(config.DATA_DIR, '/retention', { dryRun }).catch((e: NodeJS.ErrnoException) => {
      throw new Error(`Le serveur ne répond pas sur son canal de commande (${e.code ?? e.message}).`);
    });
    if (answer.status !== 200) throw new Error(String(answer.body.message));
    run = answer.body.run as RetentionRun | null;
  }
  if (!run) {
    process.stdout.write('Une autre instance fait déjà la purge\u00a0: rien à faire.\n');
    return 0;
  }
  process.stdout.write(describeRun(run) + '\n');
  return 0;
}

const invoked = process.argv[1] ? pathToFileURL(realpathSync(process.argv[1])).href : '';
if (import.meta.url === invoked) {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`${(err as Error).message}\n`);
      process.exit(1);
    },
  );
}
