import type http from 'node:http';

/**
 * Stops accepting connections, lets the requests in flight finish (their answers close their
 * connections), closes idle keep-alive connections, and resolves when no connection is left,
 * or after `timeoutMs`, when the rest are cut off.
 */
export type Shutdown = (timeoutMs: number) => Promise<{ cutOff: number }>;

/**
 * Graceful shutdown for an HTTP server, as service managers and orchestrators expect on SIGTERM:
 * a submission being stored when the signal comes is still stored and answered. Call it right
 * after creating the server, so it sees every request.
 */
export function gracefulShutdown(server: http.Server): Shutdown {
  let closing = false;
  const inFlight = new Set<http.ServerResponse>();
  const endsConnection = (response: http.ServerResponse) => {
    // A keep-alive client learns to reconnect (elsewhere) instead of reusing a closing connection.
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };
  server.on('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
    inFlight.add(response);
    if (closing) endsConnection(response);
    response.once('close', () => {
      inFlight.delete(response);
      if (closing) server.closeIdleConnections();
    });
  });
  return (timeoutMs) => {
    closing = true;
    inFlight.forEach(endsConnection);
    const closed = new Promise<'closed'>((resolve) => server.close(() => resolve('closed')));
    server.closeIdleConnections();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    return Promise.race([closed, timedOut]).then((outcome) => {
      clearTimeout(timer);
      if (outcome === 'closed') return { cutOff: 0 };
      const cutOff = inFlight.size;
      server.closeAllConnections();
      return { cutOff };
    });
  };
}
