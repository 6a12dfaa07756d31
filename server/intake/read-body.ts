import type http from 'node:http';

export class BodyTooLarge extends Error {}

/** Reads a request body up to `limit` bytes; stops reading (and throws BodyTooLarge) past it. */
export function readBody(request: http.IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > limit) {
      request.resume();
      reject(new BodyTooLarge(`body of ${declared} bytes exceeds ${limit}`));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.removeAllListeners('data');
        request.resume();
        reject(new BodyTooLarge(`body exceeds ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
