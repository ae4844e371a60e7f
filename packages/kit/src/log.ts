import pino, { type Logger } from 'pino';
import { currentContext } from './context';

export type { Logger };

export interface LoggerOptions {
  /**
   * Lines are gathered and written to stdout together (at 4 KB, or after a second), not one write each: a write
   * per request was a tenth of the gateway's CPU per proxied request. pino writes what is left when the process
   * exits; a process killed outright loses its last second of lines.
   */
  buffered?: boolean;
}

export function createLogger(service: string, level: string = process.env.LOG_LEVEL ?? 'info', opts: LoggerOptions = {}): Logger {
  const options: pino.LoggerOptions = {
    name: service,
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    // The request id rides on every line written inside a request, without passing a child logger around.
    mixin() {
      const ctx = currentContext();
      return ctx ? { requestId: ctx.requestId } : {};
    },
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'], remove: true },
  };
  if (!opts.buffered) return pino(options);
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  // The callback takes the error of a destination already closed at exit, which would otherwise throw here.
  setInterval(() => destination.flush(() => undefined), 1000).unref();
  return pino(options, destination);
}
