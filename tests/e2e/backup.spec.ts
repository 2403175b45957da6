import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { E2E_BACKUP_PASSPHRASE } from '../../playwright.config';
import { ADMIN } from './fixtures';
import { reviewShot } from './helpers';

/**
 * Issue 28: the translator's dashboard says when the last backup was made, in red while there
 * is none; `npm run backup` while the site runs (the server makes it, through its control socket)
 * turns it to today's date. The back office is French only.
 */
const run = promisify(execFile);

test('the dashboard shows the last backup, red until npm run backup makes one', async ({ page }) => {
  test.setTimeout(120_000);
  const login = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/dashboard');
  const line = page.getByTestId('last-backup');
  await expect(line).toHaveText('Dernière sauvegarde\u00a0: aucune');
  await expect(line).toHaveAttribute('data-late', 'true');
  await reviewShot(page, { path: '/tmp/e2e-backup-none-1280.png', fullPage: true });

  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/backup/cli.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'demo',
      DATABASE_URL: '',
      DATA_DIR: process.env.E2E_DATA_DIR,
      BACKUP_DIR: process.env.E2E_BACKUP_DIR,
      BACKUP_PASSPHRASE: E2E_BACKUP_PASSPHRASE,
    },
  });
  const lines = stdout.trim().split('\n');
  expect(lines[0]).toMatch(/^Le serveur \(processus \d+\) utilise le dossier de données/);
  const archive = lines.at(-1)!;
  expect(archive).toMatch(/backup-\d{8}-\d{6}-\d{3}\.tbk$/);
  expect(existsSync(archive)).toBe(true);

  await page.reload();
  const today = new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(new Date());
  await expect(line).toContainText(`Dernière sauvegarde\u00a0: ${today} à `);
  await expect(line).toHaveAttribute('data-late', 'false');
  await reviewShot(page, { path: '/tmp/e2e-backup-done-1280.png', fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(line).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await line.scrollIntoViewIfNeeded();
  await reviewShot(page, { path: '/tmp/e2e-backup-done-390.png' });
});
