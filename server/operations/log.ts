import type http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * The server's log (SITE_LOG_FORMAT). `text`, the default, is for a terminal: the start-up line,
 * warnings and errors. `json` is for log shippers: one JSON object per line, with one line per
 * request and per stored submission besides. Nothing personal is logged: no address, no query
 * string, no field of a submission (its kind, id, status and locale only).
 */
export type LogFormat = 'text' | 'json';

export interface RequestEvent {
  method: string;
  path: string;
  status: number;
  ms: number;
  bytes: number;
}

export interface SubmissionEvent {
  kind: string;
  id: string;
  status: number;
  duplicate: boolean;
  locale: string;
}

export interface ServerLog {
  format: LogFormat;
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
  request(event: RequestEvent): void;
  submission(event: SubmissionEvent): void;
}

export function parseLogFormat(value: string | undefined): LogFormat {
  const format = (value ?? '').trim().toLowerCase() || 'text';
  if (format !== 'text' && format !== 'json')
    throw new Error(`SITE_LOG_FORMAT "${value}" is not valid: use text (the default) or json.`);
  return format;
}

/** An error as a log may show it: its class, code and message, not its properties. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  return `${error.name}${code ? ` (${code})` : ''}: ${error.message}`;
}

export function createServerLog(
  format: LogFormat,
  out: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  err: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): ServerLog {
  if (format === 'text')
    return {
      format,
      info: out,
      warn: err,
      error: (message, error) =>
        err(error === undefined ? message : `${message} ${describeError(error)}`),
      request: () => {},
      submission: () => {},
    };
  const line = (level: string, event: string, fields: object) =>
    JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  return {
    format,
    info: (message) => out(line('info', 'message', { message })),
    warn: (message) => err(line('warn', 'message', { message })),
    error: (message, error) =>
      err(
        line('error', 'error', {
          message,
          ...(error === undefined ? {} : { error: describeError(error) }),
        }),
      ),
    request: (event) => out(line('info', 'request', event)),
    submission: (event) => out(line('info', 'submission', event)),
  };
}

/** One `request` event per answered request: method, path (no query), status, time and bytes. */
export function logRequests(server: http.Server, log: ServerLog): void {
  if (log.format === 'text') return;
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const started = performance.now();
    response.once('finish', () => {
      const length = Number(response.getHeader('Content-Length'));
      log.request({
        method: request.method ?? 'GET',
        path: new URL(request.url ?? '/', 'http://localhost').pathname,
        status: response.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        bytes: Number.isFinite(length) ? length : 0,
      });
    });
  });
}
