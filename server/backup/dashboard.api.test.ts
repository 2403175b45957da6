import { describe, expect, it } from 'vitest';
import { backupLineForPage } from '../../app/.server/admin-backup';
import { appPerFile, createTestApp } from '../test/app';
import { recordBackupSuccess } from './status';

/** « Dernière sauvegarde : … » on the dashboard (issue 28): red when off, never made, or 26 hours old. */
const t = appPerFile(async () => createTestApp());
const context = (backups = true) => ({ db: t.database.db, config: { backups } as never });
const result = { name: 'backup-20261128-023000-000', locations: ['/mnt/b/x.tbk'], rows: 10, documents: 2 };

describe('the dashboard’s backup line', () => {
  it('says when backups are off, and when none was made yet, in red', async () => {
    expect(await backupLineForPage(context(false))).toEqual({
      text: 'Sauvegardes désactivées\u00a0: aucun mot de passe de sauvegarde n’est réglé sur le serveur (à demander à la personne qui héberge le site)',
      late: true,
    });
    expect(await backupLineForPage(context())).toEqual({ text: 'Dernière sauvegarde\u00a0: aucune', late: true });
  });

  it('shows the last backup, and turns red past 26 hours', async () => {
    const at = new Date('2026-11-28T02:30:00Z');
    await recordBackupSuccess(t.database.db, { ...result, takenAt: '', missingDocuments: 0, durationMs: 1 }, at);
    const fresh = await backupLineForPage(context(), new Date(at.getTime() + 25 * 3_600_000));
    expect(fresh).toEqual({ text: 'Dernière sauvegarde\u00a0: 28 novembre 2026 à 03:30', late: false });
    const late = await backupLineForPage(context(), new Date(at.getTime() + 26 * 3_600_000 + 60_000));
    expect(late.late).toBe(true);
    expect(late.text).toBe('Dernière sauvegarde\u00a0: 28 novembre 2026 à 03:30 — plus de 26 heures sans sauvegarde');
  });
});
