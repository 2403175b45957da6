// Types of bundle-sizes.mjs, for the TypeScript test that holds the budgets (app/bundle-budget.test.ts).
export interface FileSizes {
  file: string;
  raw: number;
  br: number;
  gz: number;
}
export interface Scripts {
  files: FileSizes[];
  total: Omit<FileSizes, 'file'>;
}
export interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[]; parentId?: string }>;
}
export const BUDGETS: { homeBytes: number; chunkBytes: number };
export function readManifest(clientDir?: string): Manifest | null;
export function pageScripts(manifest: Manifest, routeId: string, clientDir?: string): Scripts;
export function routeScriptsWithLazy(manifest: Manifest, routeId: string, clientDir?: string): Scripts;
