/** Characters WinAnsi has beyond Latin-1 (0x80–0x9F). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the standard fonts can print: thin and narrow spaces become no-break spaces, the rest unknown becomes « ? ». */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if (ch === '\u202f' || ch === '\u2009' || ch === '\u2007') out += '\u00a0';
    else if (ch === '\u2010' || ch === '\u2011') out += '-';
    else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else if (ch === '\n') out += ch;
    else out += '?';
  }
  return out;
}
