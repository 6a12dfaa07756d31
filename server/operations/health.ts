import type http from 'node:http';

export interface HealthOptions {
  /** Resolves when the intake can store a submission (its database answers); rejects otherwise. */
  ready: () => Promise<void>;
  /** How long the readiness check may take before it counts as a failure. */
  readyTimeoutMs?: number;
  /** Told why a readiness check failed (the reason stays in the server's log, not the answer). */
  onNotReady?: (error: unknown) => void;
}

export const HEALTH_PATH = '/api/health';
export const READY_PATH = '/api/ready';

function answer(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  status: number,
  body: unknown,
): true {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(request.method === 'HEAD' ? undefined : text);
  return true;
}

function withTimeout(check: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /api/health: the process is up and serving (a liveness probe: restart it when this fails).
 * GET /api/ready: the database answers too (a readiness probe: send it no traffic while this
 * fails). Neither says why to the caller: a connection error can name hosts and users.
 */
export function createHealthHandler(options: HealthOptions) {
  return async (request: http.IncomingMessage, response: http.ServerResponse): Promise<boolean> => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname !== HEALTH_PATH && pathname !== READY_PATH) return false;
    request.resume();
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return answer(request, response, 405, { error: 'method_not_allowed' });
    }
    if (pathname === HEALTH_PATH) return answer(request, response, 200, { status: 'ok' });
    try {
      await withTimeout(options.ready(), options.readyTimeoutMs ?? 2000);
      return answer(request, response, 200, { status: 'ready' });
    } catch (error) {
      options.onNotReady?.(error);
      response.setHeader('Retry-After', '5');
      return answer(request, response, 503, { status: 'unavailable' });
    }
  };
}
