// Types of source-texts.mjs, for the tests that hold the pages' sources to the typography.
export interface TextPiece {
  start: number;
  end: number;
  raw: string;
  kind: 'literal' | 'jsx';
  arabic: boolean;
}
export function textPieces(source: string, fileName: string, options?: { jsxOnly?: boolean }): TextPiece[];
export function rewritePieces(source: string, pieces: TextPiece[], rewrite: (piece: TextPiece) => string): string;
