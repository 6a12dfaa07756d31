import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Sends one real request from `from` (any 127.x.y.z address is this machine on Linux)
 * to a server on 127.0.0.1, and returns what `inspect` made of the request it received:
 * code under test sees a real socket address and real headers.
 */
export async function inspectRequest<T>(
  inspect: (request: http.IncomingMessage) => T,
  { from = '127.0.0.1', headers = {} }: { from?: string; headers?: Record<string, string> } = {},
): Promise<T> {
  let result: { value: T } | { error: unknown } | undefined;
  const server = http.createServer((request, response) => {
    try {
      result = { value: inspect(request) };
    } catch (error) {
      result = { error };
    }
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, localAddress: from, headers, agent: false }, (response) => {
          response.resume();
          response.on('end', resolve);
        })
        .on('error', reject);
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  if (!result) throw new Error('The server received no request.');
  if ('error' in result) throw result.error;
  return result.value;
}
