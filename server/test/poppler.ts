import { execFileSync } from 'node:child_process';

/**
 * pdftotext (poppler-utils, which .ci/run installs): what a reader or an accounting tool copies out
 * of a PDF, Arabic included. On a developer's machine without it the checks that need it are
 * skipped (`hasPoppler` false); under CI=true its absence fails at once, with one line saying how.
 */
export const hasPoppler: boolean = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    if (process.env.CI === 'true') throw new Error('pdftotext is missing: apt-get install -y poppler-utils');
    return false;
  }
})();

/**
 * The PDF's text as pdftotext reads it: `layout` keeps the columns (labels), `raw` the lines as
 * they come; otherwise spaces and line breaks are collapsed into single spaces.
 */
export function pdftotext(pdf: Uint8Array, options: { layout?: boolean; raw?: boolean } = {}): string {
  const text = execFileSync('pdftotext', [...(options.layout ? ['-layout'] : []), '-', '-'], { input: pdf }).toString(
    'utf8',
  );
  return options.layout || options.raw ? text : text.replace(/[\s\u00a0]+/g, ' ');
}
