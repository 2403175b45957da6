// `npm start`: builds when there is no build or the sources are newer, then
// runs the server in this same process so signals reach it directly.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale } from './lib/build-if-stale.mjs';

buildIfStale();
// React picks its production build from NODE_ENV at run time.
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.resolve('dist/server.js')).href);
