// The browser tests drive Debian's Chromium (its headless shell, decision 077); they never
// download a browser. Installs it when possible (root with apt), otherwise stops with one line.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { TEST_BROWSER, TEST_BROWSER_PACKAGE } from './lib/test-browser.mjs';

export function ensureChromium() {
  if (existsSync(TEST_BROWSER)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium not found at ${TEST_BROWSER}: install it with "sudo apt-get install -y ${TEST_BROWSER_PACKAGE}" (or set CHROMIUM_PATH), then run the tests again.`,
    );
    process.exit(1);
  }
  console.log(`Chromium not found: installing it from Debian (apt-get install ${TEST_BROWSER_PACKAGE})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const result = spawnSync('apt-get', ['install', '-y', '-qq', TEST_BROWSER_PACKAGE], { stdio: 'inherit', env });
  if (result.status !== 0 || !existsSync(TEST_BROWSER)) {
    console.error(
      `Could not install Chromium with apt-get: install the "${TEST_BROWSER_PACKAGE}" package by hand, then run the tests again.`,
    );
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
