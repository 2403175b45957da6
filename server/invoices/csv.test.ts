import { describe, expect, it } from 'vitest';
import { csvAmount, csvField, frenchCsv } from './csv';

describe('csvField: what someone typed reaches the spreadsheet as text, never as a formula', () => {
  it.each([
    ["=cmd|' /C calc'!A0@x", `"'=cmd|' /C calc'!A0@x"`],
    ['+33 6 12 34 56 78', `"'+33 6 12 34 56 78"`],
    ['-2+3+cmd|x@example.fr', `"'-2+3+cmd|x@example.fr"`],
    ['@SUM(1+1)*cmd|x', `"'@SUM(1+1)*cmd|x"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
    ['=HYPERLINK("http://x";"y")', `"'=HYPERLINK(""http://x"";""y"")"`],
  ])('%j is neutralised', (typed, cell) => {
    expect(csvField(typed)).toBe(cell);
  });

  it('leaves ordinary text, our own amounts and numbers as they were', () => {
    expect(csvField('marie@example.fr')).toBe('marie@example.fr');
    expect(csvField('a=b@example.fr')).toBe('a=b@example.fr');
    expect(csvField(csvAmount(-7250))).toBe('-72,50');
    expect(csvField('-3')).toBe('-3');
    expect(csvField('')).toBe('');
    expect(csvField('cabinet; "durand"')).toBe('"cabinet; ""durand"""');
  });

  it('holds inside a whole file: one row, the formula an inert cell', () => {
    const csv = frenchCsv([['=1+1;@x', '-15,50']]);
    expect(csv).toBe(`\ufeff"'=1+1;@x";-15,50\r\n`);
  });
});
