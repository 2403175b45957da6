// The browser the Playwright suite drives (decision 077): Debian's Chromium in its headless-shell
// build, the same Chromium version as the `chromium` package, without the desktop browser's
// window machinery. Measured on the 2-core machine: the whole suite in 614 s and 1 147 CPU-seconds,
// against 1 011 s and about 2 000 with /usr/bin/chromium. CHROMIUM_PATH names another binary
// (/usr/bin/chromium runs the same suite).
export const TEST_BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** The Debian package that puts the default browser there. */
export const TEST_BROWSER_PACKAGE = 'chromium-headless-shell';
