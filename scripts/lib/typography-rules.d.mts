// Types of typography-rules.mjs, for the TypeScript tests that hold the catalogues to its rules.
export const SPEC_EMAIL_WORDING: Set<string>;
export function frenchLiteral(raw: string, keepEmail?: boolean): string;
export function arabicLiteral(raw: string): string;
export function literals(source: string): { start: number; end: number; raw: string; key: string | null }[];
export function rewriteLiterals(source: string, rewrite: (raw: string, key: string | null) => string): string;
export function frenchJsxText(raw: string): string;
