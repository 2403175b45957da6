import { type PassThrough, Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router';
import '../core/messages/server';
import { NonceProvider } from './lib/nonce';

/** Rendering is abandoned after this long; loaders should answer well before. */
export const streamTimeout = 10_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Crawlers and the no-JS checks get the whole document at once.
    const readyEvent =
      isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = withoutModulePreloads(cataloguePreload(routerContext, loadContext));
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * The hint for the page's catalogue (decision 036), when one of its route modules shows messages:
 * the browser's lookup chunk imports the catalogue of `<html lang>` before hydration, and without
 * the hint that request would wait for the page's scripts to run. Nothing in development.
 */
function cataloguePreload(
  { manifest, staticHandlerContext }: EntryContext,
  { lang, nonce, messageChunks: chunks }: AppLoadContext,
): string {
  if (!chunks) return '';
  const usesMessages = staticHandlerContext.matches.some(({ route }) => {
    const built = manifest.routes[route.id];
    return built?.module === chunks.lookup || built?.imports?.includes(chunks.lookup);
  });
  if (!usesMessages) return '';
  // The language's catalogue imports French's names of the seeded items, a chunk of their own (core/messages/load.ts).
  return [chunks[lang], chunks.reference]
    .map((href) => `<link rel="modulepreload" href="${href}" nonce="${nonce}"/>`)
    .join('');
}

/**
 * Drops the <link rel="modulepreload"> tags React hoists into <head>. On a slow mobile link
 * 120 KB of scripts fetched in parallel with the stylesheet and the heading font delay the
 * first paint; without the hints the scripts load right after it, from the module graph.
 * `endOfBody` (the catalogue's hint) goes in just before </body>, next to the page's scripts:
 * fetched with them, after the stylesheet.
 */
function withoutModulePreloads(endOfBody: string): PassThrough {
  // A multi-byte character may straddle two chunks: decode with a StringDecoder. So may a tag
  // (React writes in 2 KB pieces): an unfinished tag at a chunk's end waits for the next one.
  const decoder = new StringDecoder('utf8');
  let held = '';
  let hinted = endOfBody === '';
  const edit = (text: string) => {
    let out = text.replace(/<link rel="modulepreload"[^>]*\/>/g, '');
    if (!hinted && out.includes('</body>')) {
      out = out.replace('</body>', `${endOfBody}</body>`);
      hinted = true;
    }
    return out;
  };
  const strip = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = held + decoder.write(chunk);
      const open = text.lastIndexOf('<');
      const cut = open !== -1 && !text.includes('>', open) ? open : text.length;
      held = text.slice(cut);
      done(null, edit(text.slice(0, cut)));
    },
    flush(done) {
      done(null, edit(held + decoder.end()));
    },
  });
  return strip as unknown as PassThrough;
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // Unknown URLs are routine (404 page), not errors worth a stack trace.
  if (request.signal.aborted) return;
  if (error && typeof error === 'object' && 'status' in error && (error as { status: number }).status === 404) return;
  console.error(error);
};
