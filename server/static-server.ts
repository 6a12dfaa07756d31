import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import send from 'send';
import {
  findRedirect,
  headersFor,
  isRedirect,
  parseHeaders,
  parseRedirects,
  type HeaderRule,
  type RedirectRule,
} from '../generator/deploy/host-rules.ts';
import { HSTS, IMMUTABLE, REVALIDATE } from '../generator/deploy/security-headers.ts';
import { PRECOMPRESSED_EXTENSIONS } from '../generator/write/precompress.ts';

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
  '.br': 'application/octet-stream',
  '.gz': 'application/gzip',
};

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
  /**
   * `dev`: nothing is cached but hashed assets (the stylesheet and pages change under their
   * names), no ETag or Last-Modified, and no precompressed files (the live build writes none).
   */
  dev?: boolean;
}

/** Files of the build the server reads rules from: never served themselves (the hosts do not either). */
const RULE_FILES = new Set(['/_headers', '/_redirects']);

/** A rule file of dist/, parsed, re-read when it changes (dev rebuilds replace it); looked at once a second at most. */
function ruleFile<T>(file: string, parse: (text: string) => T, fallback: T) {
  let cached: { mtimeMs: number; size: number; value: T } | undefined;
  let checked = { at: 0, value: fallback };
  const read = async (): Promise<T> => {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return fallback;
    if (cached?.mtimeMs !== info.mtimeMs || cached.size !== info.size)
      cached = {
        mtimeMs: info.mtimeMs,
        size: info.size,
        value: parse(await readFile(file, 'utf8')),
      };
    return cached.value;
  };
  return async (): Promise<T> => {
    if (Date.now() - checked.at < 1000) return checked.value;
    checked = { at: Date.now(), value: await read() };
    return checked.value;
  };
}

const isHttps = (request: http.IncomingMessage) =>
  Boolean((request.socket as { encrypted?: boolean }).encrypted) ||
  String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim() === 'https';

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

/** The encodings a request accepts (q > 0), from its Accept-Encoding. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const quality = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = parameters.map((parameter) => /^q=([0-9.]+)$/i.exec(parameter)?.[1]).find(Boolean);
    quality.set(name.toLowerCase(), q === undefined ? 1 : Number(q));
  }
  const accepted = new Set<string>();
  for (const encoding of ['br', 'gzip'])
    if ((quality.get(encoding) ?? quality.get('*') ?? 0) > 0) accepted.add(encoding);
  return accepted;
}

/** A precompressed sibling the build wrote (`x.html.br`, `x.html.gz`) that the request accepts, br first. */
async function precompressed(
  file: string,
  request: http.IncomingMessage,
): Promise<{ file: string; encoding: 'br' | 'gzip' } | undefined> {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if (accepted.size === 0) return undefined;
  const original = await stat(file);
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!accepted.has(encoding)) continue;
    const info = await stat(file + suffix).catch(() => undefined);
    // One older than its original is left over from another build (`dev` rewrites files in place): not used.
    if (info?.isFile() && info.mtimeMs >= original.mtimeMs)
      return { file: file + suffix, encoding };
  }
  return undefined;
}

interface SendOptions {
  root: string;
  status: number;
  dev: boolean;
}

/** Sends a file of dist/ with `send` (ETag, 304, Last-Modified, Range, HEAD), precompressed when the build wrote it so. */
async function sendFile(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  file: string,
  { root, status, dev }: SendOptions,
): Promise<void> {
  const extension = path.extname(file);
  const relative = path.relative(root, file).replaceAll('\\', '/');
  response.setHeader('Content-Type', TYPES[extension] ?? 'application/octet-stream');
  if (status !== 200) response.setHeader('Cache-Control', 'no-store');
  else if (dev)
    // `dev` rewrites the stylesheet and pages under one name: only a hashed name may be cached.
    response.setHeader(
      'Cache-Control',
      relative.startsWith('_assets/') && HASHED_NAME.test(relative) ? IMMUTABLE : 'no-store',
    );
  // The hosts' default for what `_headers` gives no Cache-Control (HTML): revalidate every time.
  else if (!response.hasHeader('Cache-Control')) response.setHeader('Cache-Control', REVALIDATE);

  let sent = file;
  if (PRECOMPRESSED_EXTENSIONS.has(extension)) {
    response.setHeader('Vary', 'Accept-Encoding');
    const variant = dev ? undefined : await precompressed(file, request);
    if (variant) {
      sent = variant.file;
      response.setHeader('Content-Encoding', variant.encoding);
    }
  }
  // Conditional requests only for a file answered as itself (status 200), never in `dev`.
  const conditional = status === 200 && !dev;
  if (conditional) {
    // Strong: the bytes sent change whenever their size or modification time does; one per encoding.
    const info = await stat(sent);
    const encoding = sent === file ? '' : `-${path.extname(sent).slice(1)}`;
    response.setHeader(
      'ETag',
      `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${encoding}"`,
    );
  }
  response.statusCode = status;
  const urlPath = path
    .relative(root, sent)
    .split(path.sep)
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  await new Promise<void>((resolve, reject) => {
    const stream = send(request, urlPath, {
      root,
      dotfiles: 'allow',
      index: false,
      cacheControl: false,
      etag: false,
      lastModified: conditional,
      acceptRanges: conditional,
    });
    stream.on('error', (error: { status?: number; headers?: Record<string, string> }) => {
      // 412 and 416 are answers, not failures: keep the headers set so far (send would clear them).
      if (error.status === 412 || error.status === 416) {
        for (const name of ['Content-Encoding', 'Content-Length', 'Content-Type', 'ETag'])
          response.removeHeader(name);
        for (const [name, value] of Object.entries(error.headers ?? {}))
          response.setHeader(name, value);
        response.writeHead(error.status, { 'Content-Length': 0 });
        response.end();
        return;
      }
      reject(error instanceof Error ? error : new Error(`send failed (${String(error.status)})`));
    });
    response.once('finish', () => resolve());
    response.once('close', () => resolve());
    stream.pipe(response);
  });
}

/**
 * Serves dist/ as the static hosts do (Netlify, Cloudflare Pages): the headers of
 * dist/_headers, the rules of dist/_redirects (redirects, 200 rewrites, per-language
 * 404 pages), `404.html` for what nothing answers, and 500.html for server errors
 * (SPEC §2); files through `send` (ETag, 304, Range) and the `.br`/`.gz` siblings the
 * build wrote.
 */
export function createStaticServer({
  distDir,
  intercept,
  intake,
  apiOnly = false,
  fallbackHeaders = {},
  dev = false,
}: StaticServerOptions): http.Server {
  const root = path.resolve(distDir);
  const fallbackRules: HeaderRule[] = [{ pattern: '/*', headers: Object.entries(fallbackHeaders) }];
  const headerRules = ruleFile(path.join(root, '_headers'), parseHeaders, fallbackRules);
  const redirectRules = ruleFile<RedirectRule[]>(path.join(root, '_redirects'), parseRedirects, []);
  const fileFor = async (pathname: string) =>
    RULE_FILES.has(pathname) ? undefined : resolveFile(root, pathname);

  const handle = async (
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ): Promise<void> => {
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      // The headers of dist/_headers for this path on every response: pages, assets, API answers
      // and errors alike. HSTS only over HTTPS (the hosts serve nothing else).
      const https = isHttps(request);
      for (const [name, value] of headersFor(await headerRules(), url.pathname))
        if (https || name.toLowerCase() !== 'strict-transport-security')
          response.setHeader(name, value);
      if (https) for (const [name, value] of Object.entries(HSTS)) response.setHeader(name, value);
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
      let file: string | undefined | null = null;
      const lookUp = async () => (file === null ? (file = await fileFor(url.pathname)) : file);
      const redirect = await findRedirect(
        await redirectRules(),
        url.pathname,
        async () => (await lookUp()) !== undefined,
      );
      if (redirect && isRedirect(redirect.rule)) {
        // The query string goes along unless the target names its own (as the hosts do).
        const location = redirect.target.includes('?')
          ? redirect.target
          : redirect.target + url.search;
        response.writeHead(redirect.rule.status, {
          Location: location,
          'Content-Type': 'text/plain; charset=utf-8',
        });
        response.end(request.method === 'HEAD' ? undefined : `Redirecting to ${location}\n`);
        return;
      }
      if (redirect) {
        // A rewrite (200) or an error page (404): the target's content, the URL unchanged.
        const target = await fileFor(new URL(redirect.target, 'http://localhost').pathname);
        if (target)
          return await sendFile(request, response, target, {
            root,
            status: redirect.rule.status,
            dev,
          });
      } else {
        const found = await lookUp();
        if (found) return await sendFile(request, response, found, { root, status: 200, dev });
      }
      // What no file and no rule answers: the site's 404.html, as the hosts do without a rule.
      const notFound = await fileFor('/404.html');
      if (notFound) return await sendFile(request, response, notFound, { root, status: 404, dev });
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Not Found');
    } catch (error) {
      console.error('✖ server error:', error);
      const errorPage = await resolveFile(root, '/500.html').catch(() => undefined);
      if (!response.headersSent && errorPage) {
        for (const name of ['Content-Encoding', 'ETag', 'Last-Modified', 'Content-Range'])
          response.removeHeader(name);
        await sendFile(request, response, errorPage, { root, status: 500, dev }).catch(() =>
          response.end(),
        );
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
      const shown = host.includes(':') ? `[${host}]` : host;
      resolve({ url: `http://${shown}:${actualPort}/`, port: actualPort });
    });
  });
}
