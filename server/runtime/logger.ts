// The process's one pino logger (issue #15 item 5): JSON lines for log collectors, readable colourful lines when a
// person watches a terminal (`npm start`), and the same request serializers everywhere, which redact tokens, cart
// ids and e-mail addresses and cut long paths (issue #13 items 8 and 13, log-redaction.ts).
import { pino, stdSerializers, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { Config } from '../config.js';
import { redactError, redactFields, redactText, redactUrl } from './log-redaction.js';

export type LogFormat = 'auto' | 'json' | 'pretty';

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
  headers?: Record<string, string | string[] | undefined>;
}

/** What a request log line says about the request: never its headers (tokens, cookies) and never the raw URL. */
export function serializeRequest(req: LoggedRequest): Record<string, unknown> {
  return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip ?? req.socket?.remoteAddress };
}

export const LOG_SERIALIZERS: NonNullable<LoggerOptions['serializers']> = {
  req: serializeRequest,
  res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
  err: (error: Error) => redactError(stdSerializers.err(error) as unknown as Record<string, unknown>),
  // Any other line that names a URL (e.g. a page that failed to render) shows it redacted and cut as well.
  url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url),
};

/**
 * The options every logger of the shop is made with (this module's, and Fastify's own when no logger is passed): the
 * serializers above, and the redaction rule of log-redaction.ts on every other field and on the message itself, so
 * no caller can log a token, an address or a 16 KB path by writing it into a message or an ad-hoc field.
 */
export const LOG_OPTIONS: Pick<LoggerOptions, 'serializers' | 'formatters' | 'hooks'> = {
  serializers: LOG_SERIALIZERS,
  formatters: { log: (object) => redactFields(object) as Record<string, unknown> },
  hooks: {
    logMethod(args, method) {
      const redacted = args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)) as Parameters<typeof method>;
      method.apply(this, redacted);
    },
  },
};

/** Pretty output only for a person at a terminal (or when asked); a pipe or a file gets JSON. */
export function wantsPrettyLogs(format: LogFormat, isTty = Boolean(process.stdout.isTTY)): boolean {
  return format === 'pretty' || (format === 'auto' && isTty);
}

/** `destination` replaces stdout (tests read the lines). */
export async function createLogger(config: Pick<Config, 'logLevel'> & { logFormat?: LogFormat }, bindings: Record<string, unknown> = {}, destination?: DestinationStream): Promise<Logger> {
  const options: LoggerOptions = { level: config.logLevel, ...LOG_OPTIONS, base: { pid: process.pid, ...bindings } };
  if (destination) return pino(options, destination);
  if (!wantsPrettyLogs(config.logFormat ?? 'auto')) return pino(options);
  // Loaded only for a terminal: production processes never pay for the prettifier.
  const { default: pretty } = await import('pino-pretty');
  return pino(options, pretty({ colorize: true, sync: true, translateTime: 'HH:MM:ss.l', ignore: 'hostname' }));
}
