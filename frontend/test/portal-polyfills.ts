import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';

// jsdom has no fetch: RTK Query's requests go through undici's Request/Response, which need the web
// streams (TextEncoder comes from setup.ts). Imported before any app module, so they find these at load time.
Object.assign(globalThis, { ReadableStream, TransformStream, WritableStream });
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const undici = require('undici') as typeof import('undici');

class RelativeRequest extends undici.Request {
  constructor(input: string | URL, init?: RequestInit) {
    // Relative to the page, as in a browser; jsdom's AbortSignal is not undici's, so undici is not given it, but
    // the request still shows it: a test sees whether the app aborted the request.
    const { signal, ...rest } = init ?? {};
    super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, rest as never);
    if (signal) Object.defineProperty(this, 'signal', { value: signal });
  }
}
Object.assign(globalThis, {
  Request: RelativeRequest,
  Response: undici.Response,
  Headers: undici.Headers,
  // Replaced by serve() in each test; present from the start so RTK Query finds a fetch.
  fetch: () => Promise.reject(new Error('No route table: call serve() first')),
});
