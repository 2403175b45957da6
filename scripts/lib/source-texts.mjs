/**
 * The texts a TypeScript source shows people, found with the TypeScript parser (decision 044,
 * addendum of issue 26): string literals and the static parts of template literals (the content
 * pages, app/content/pages), or the text between JSX tags (app/routes, app/components). Each piece
 * comes with its range in the source, so the typography pass can rewrite it in place.
 */
import ts from 'typescript';

const ARABIC = /[\u0600-\u06FF]/;

/** [start, end) of a literal's text inside its quotes, backquotes or `}`…`${`. */
function literalRange(node) {
  const start = node.getStart();
  switch (node.kind) {
    case ts.SyntaxKind.StringLiteral:
    case ts.SyntaxKind.NoSubstitutionTemplateLiteral:
    case ts.SyntaxKind.TemplateTail:
      return [start + 1, node.getEnd() - 1];
    case ts.SyntaxKind.TemplateHead:
    case ts.SyntaxKind.TemplateMiddle:
      return [start + 1, node.getEnd() - 2];
    default:
      return null;
  }
}

/**
 * The pieces of `source`: `literal` ones (every string and template part, with `arabic` set when
 * it holds Arabic letters) unless `jsxOnly`, and `jsx` ones (text between tags, white space only
 * aside). Import paths are left out.
 */
export function textPieces(source, fileName, { jsxOnly = false } = {}) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const pieces = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isJsxText(node)) {
      const raw = source.slice(node.pos, node.end);
      if (raw.trim()) pieces.push({ start: node.pos, end: node.end, raw, kind: 'jsx', arabic: ARABIC.test(raw) });
    } else if (!jsxOnly) {
      const range = literalRange(node);
      if (range) {
        const raw = source.slice(range[0], range[1]);
        pieces.push({ start: range[0], end: range[1], raw, kind: 'literal', arabic: ARABIC.test(raw) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return pieces.sort((a, b) => a.start - b.start);
}

/** The source with `rewrite(piece)` in place of each piece. */
export function rewritePieces(source, pieces, rewrite) {
  let out = '';
  let last = 0;
  for (const piece of pieces) {
    out += source.slice(last, piece.start) + rewrite(piece);
    last = piece.end;
  }
  return out + source.slice(last);
}

/**
 * The string and template literals of code (issue 26): each with its pieces (a template's
 * static parts), and `jsxAttribute` when it is the value of a JSX attribute (`label="…"`, where
 * `\u00a0` is no escape but `&nbsp;` is). Left out as code rather than text: import paths,
 * property names (`'Content-Type': …`) and tagged templates (sql`…`, css`…`).
 */
export function codeLiterals(source, fileName) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found = [];
  const piece = (node) => {
    const [start, end] = literalRange(node);
    return { start, end, raw: source.slice(start, end) };
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTaggedTemplateExpression(node)) return;
    const parent = node.parent;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const isName =
        parent && (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node;
      if (!isName && !(parent && ts.isLiteralTypeNode(parent)))
        found.push({ pieces: [piece(node)], jsxAttribute: Boolean(parent && ts.isJsxAttribute(parent)) });
    } else if (ts.isTemplateExpression(node)) {
      found.push({
        pieces: [piece(node.head), ...node.templateSpans.map((span) => piece(span.literal))],
        jsxAttribute: false,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
