import module from 'node:module';

/**
 * Node 22.1+ keeps the compiled code of every module loaded after this call on disk (in the
 * system's temporary folder, keyed by source and Node version), so a restart skips most of the
 * ~600 ms the process spends compiling JavaScript before its first answer (issue 15, reopen ≤ 1 s).
 * Node 20, this project's floor, has no such function: the call is then a no-op. Imported first by
 * server/main.ts, before the app's modules, which main.ts loads dynamically.
 */
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
