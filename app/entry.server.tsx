import { type PassThrough, Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router';
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
          const body = withoutModulePreloads();
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
 * Drops the <link rel="modulepreload"> tags React hoists into <head>. On a slow mobile link
 * 120 KB of scripts fetched in parallel with the stylesheet and the heading font delay the
 * first paint; without the hints the scripts load right after it, from the module graph.
 */
function withoutModulePreloads(): PassThrough {
  // A multi-byte character may straddle two chunks: decode with a StringDecoder.
  const decoder = new StringDecoder('utf8');
  const strip = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, decoder.write(chunk).replace(/<link rel="modulepreload"[^>]*\/>/g, ''));
    },
    flush(done) {
      done(null, decoder.end());
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
