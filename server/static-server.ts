import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  HSTS,
  IMMUTABLE,
  parseHeadersFile,
  REVALIDATE,
} from '../generator/deploy/security-headers.ts';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);

type Handler = (
  request: http.IncomingMessage,
  response: http.ServerResponse,
) => boolean | Promise<boolean>;

export interface StaticServerOptions {
  distDir: string;
  /** Handles a request before static files (the dev server's live-reload endpoint); return true when handled. */
  intercept?: Handler;
  /** The form intake (POST /api/contact, /api/newsletter). */
  intake?: Handler;
  /** `serve --api-only`: the intake alone, no pages. */
  apiOnly?: boolean;
  /** Headers for api-only mode, where there is no dist/_headers to read. */
  fallbackHeaders?: Record<string, string>;
  /** `dev`: only hashed assets are cached (the stylesheet and pages change under their names); nothing is compressed (local). */
  dev?: boolean;
}

/** The build's dist/_headers, re-read when it changes (dev rebuilds replace it). */
function headersReader(distDir: string, fallback: Record<string, string>) {
  let cached: { mtimeMs: number; headers: Record<string, string> } | undefined;
  let checked = { at: 0, headers: fallback };
  return async (): Promise<Record<string, string>> => {
    // Look at the file at most once a second, not once per request.
    if (Date.now() - checked.at < 1000) return checked.headers;
    checked = { at: Date.now(), headers: await read() };
    return checked.headers;
  };
  async function read(): Promise<Record<string, string>> {
    const file = path.join(distDir, '_headers');
    const info = await stat(file).catch(() => undefined);
    if (!info) return fallback;
    if (cached?.mtimeMs !== info.mtimeMs)
      cached = { mtimeMs: info.mtimeMs, headers: parseHeadersFile(await readFile(file, 'utf8')) };
    return cached.headers;
  }
}

const isHttps = (request: http.IncomingMessage) =>
  Boolean((request.socket as { encrypted?: boolean }).encrypted) ||
  String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim() === 'https';

/** Hashed assets never change under their name; HTML and page data must be revalidated. */
function cacheControl(relativePath: string, dev: boolean): string {
  if (!relativePath.startsWith('_assets/')) return dev ? 'no-store' : REVALIDATE;
  // `dev` also writes files that change under one name (the stylesheet): only a hashed name is cached there.
  return !dev || HASHED_NAME.test(relativePath) ? IMMUTABLE : 'no-store';
}

/** `name.<hash>.ext`, as esbuild (8 characters, upper case) and the generator (10, lower case) name files. */
const HASHED_NAME = /\.[A-Za-z0-9]{8,10}\.[a-z0-9]+$/;

/** Maps a URL path to a file in dist/: /x → x/index.html, /x.html → x.html. Never escapes distDir. */
export async function resolveFile(distDir: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const safe = path.normalize(decoded).replace(/^(\.\.(\/|\\|$))+/, '');
  const candidates = [path.join(distDir, safe), path.join(distDir, safe, 'index.html')];
  for (const candidate of candidates) {
    if (!candidate.startsWith(distDir)) continue;
    const info = await stat(candidate).catch(() => undefined);
    if (info?.isFile()) return candidate;
  }
  return undefined;
}

/** The 404 page of the request's locale (/de/… → de/404.html), else the default one. */
async function notFoundPage(distDir: string, urlPath: string): Promise<string | undefined> {
  const locale = /^\/([a-z]{2})\//.exec(urlPath)?.[1];
  if (locale) {
    const localized = await resolveFile(distDir, `/${locale}/404.html`);
    if (localized) return localized;
  }
  return resolveFile(distDir, '/404.html');
}

/**
 * Compressed files, kept in memory by path, encoding and modification time: a
 * page is compressed once, not on every request. Bounded by total size.
 */
const compressedCache = new Map<string, Buffer>();
let compressedBytes = 0;
const COMPRESSED_CACHE_LIMIT = 64 * 1024 * 1024;

async function compressedFile(file: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const info = await stat(file);
  const key = `${encoding}:${info.mtimeMs}:${file}`;
  const cached = compressedCache.get(key);
  if (cached) return cached;
  const body = await readFile(file);
  const compressed =
    encoding === 'br'
      ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
      : await gzip(body, { level: 9 });
  if (compressedBytes + compressed.length > COMPRESSED_CACHE_LIMIT) {
    compressedCache.clear();
    compressedBytes = 0;
  }
  compressedCache.set(key, compressed);
  compressedBytes += compressed.length;
  return compressed;
}

async function send(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  file: string,
  status: number,
  distDir: string,
  dev: boolean,
) {
  const extension = path.extname(file);
  const relative = path.relative(distDir, file).replaceAll('\\', '/');
  response.setHeader('Content-Type', TYPES[extension] ?? 'application/octet-stream');
  response.setHeader('Cache-Control', status === 200 ? cacheControl(relative, dev) : 'no-store');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (!dev && COMPRESSIBLE.has(extension) && /\b(br|gzip)\b/.test(accepts)) {
    const useBrotli = /\bbr\b/.test(accepts);
    const compressed = await compressedFile(file, useBrotli ? 'br' : 'gzip');
    response.setHeader('Content-Encoding', useBrotli ? 'br' : 'gzip');
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('Content-Length', compressed.length);
    response.writeHead(status);
    response.end(request.method === 'HEAD' ? undefined : compressed);
    return;
  }
  const info = await stat(file);
  response.setHeader('Content-Length', info.size);
  response.writeHead(status);
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
}

/** Serves dist/ (SPEC §2: 404.html with status 404, 500.html for server errors). */
export function createStaticServer({
  distDir,
  intercept,
  intake,
  apiOnly = false,
  fallbackHeaders = {},
  dev = false,
}: StaticServerOptions): http.Server {
  const root = path.resolve(distDir);
  const securityHeaders = headersReader(root, fallbackHeaders);
  const handle = async (
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ): Promise<void> => {
    try {
      // Security headers on every response: pages, assets, API answers and errors alike.
      for (const [name, value] of Object.entries(await securityHeaders()))
        response.setHeader(name, value);
      if (isHttps(request))
        for (const [name, value] of Object.entries(HSTS)) response.setHeader(name, value);
      if (intercept && (await intercept(request, response))) return;
      if (intake && (await intake(request, response))) return;
      if (apiOnly) {
        response.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
        response.end('{"error":"not_found"}');
        return;
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, {
          Allow: 'GET, HEAD',
          'Content-Type': 'text/plain; charset=utf-8',
        });
        response.end('Method Not Allowed');
        return;
      }
      const url = new URL(request.url ?? '/', 'http://localhost');
      const file = await resolveFile(root, url.pathname);
      if (file) return await send(request, response, file, 200, root, dev);
      const notFound = await notFoundPage(root, url.pathname);
      if (notFound) return await send(request, response, notFound, 404, root, dev);
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Not Found');
    } catch (error) {
      console.error('✖ server error:', error);
      const errorPage = await resolveFile(root, '/500.html').catch(() => undefined);
      if (!response.headersSent && errorPage) {
        await send(request, response, errorPage, 500, root, dev).catch(() => response.end());
      } else if (!response.headersSent) {
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end('Internal Server Error');
      } else {
        response.end();
      }
    }
  };
  return http.createServer((request, response) => {
    // Should answering with the error page fail too, drop the connection: an unhandled
    // rejection would take the whole server down.
    handle(request, response).catch((error: unknown) => {
      console.error('✖ server error:', error);
      response.destroy();
    });
  });
}

export function listen(
  server: http.Server,
  port: number,
  host = '127.0.0.1',
): Promise<{ url: string; port: number }> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({ url: `http://${host}:${actualPort}/`, port: actualPort });
    });
  });
}
