import pino, { type Logger } from 'pino';
import { currentContext } from './context';

export type { Logger };

export function createLogger(service: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
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
  });
}
