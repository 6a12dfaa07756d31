import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../generator/build.ts';
import { compressVariantsSync, isVariant } from '../../generator/write/precompress.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';
import { serveCli, type ServingCli } from '../support/serve-cli.ts';

/**
 * `serve` behaves like the static hosts the README recommends (Netlify,
 * Cloudflare Pages) on a real build: every rule of its dist/_redirects and
 * dist/_headers, read here with a reader of the test's own, answers as
 * declared; conditional and range requests; the precompressed files the
 * build writes. The server runs as `npm run serve` runs it (bin/fernhill.mjs).
 */

/** What `serve` says as it starts on a site built without `--precompress`. */
const UNCOMPRESSED_NOTICE = 'Files are sent uncompressed: the build wrote no .br/.gz.';

let folder: string;
let dist: string;
let served: ServingCli;
let files: string[];

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'fernhill-static-host-'));
  dist = path.join(folder, 'dist');
  await build({ root: PROJECT_ROOT, sink: 'disk', outDir: dist, precompress: true });
  files = (await fg('**/*', { cwd: dist, dot: true })).sort();
  served = await serveCli(['--out', dist], { SITE_DATA_DIR: path.join(folder, 'data') });
}, 240_000);

afterAll(async () => {
  await served?.stop();
  await rm(folder, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One plain HTTP request (no client-side decompression, nothing added): what the server really sent. */
function request(
  pathname: string,
  headers: Record<string, string> = {},
  options: { host?: string; port?: number; method?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: options.host ?? '127.0.0.1',
        port: options.port ?? served.port,
        path: pathname,
        method: options.method ?? 'GET',
        headers,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const fileBytes = (file: string) => readFile(path.join(dist, file));

/** The test's own reading of Netlify's syntax: `from to [status][!]`, `*` and `:name`. */
function readRedirects(text: string) {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const [from, to, status = '301'] = line.split(/\s+/) as [string, string, string?];
      return { from, to, status: Number(status.replace('!', '')), force: status.endsWith('!') };
    });
}

function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split(/(\*|:\w+)/)
    .map((part) =>
      part === '*'
        ? '(.*)'
        : part.startsWith(':')
          ? '([^/]+)'
          : part.replace(/[.?+^$()[\]{}|\\]/g, '\\$&'),
    )
    .join('');
  // `/x/*` also covers `/x` itself.
  return new RegExp(`^${body.replace(/\/\(\.\*\)$/, '(?:/(.*))?')}$`);
}

/** Whether a file of dist/ answers the path (/x → x or x/index.html). */
function fileAt(pathname: string): string | undefined {
  const relative = pathname.replace(/^\//, '');
  const candidates = [relative, path.posix.join(relative, 'index.html')];
  return candidates.find((candidate) => candidate && files.includes(candidate));
}

describe('serve applies dist/_redirects as the hosts do', () => {
  it('answers every rule with its status and Location, or its page, in the order declared', async () => {
    const rules = readRedirects(await readFile(path.join(dist, '_redirects'), 'utf8'));
    expect(rules.length).toBeGreaterThanOrEqual(6);
    for (const [index, rule] of rules.entries()) {
      // A path the rule covers that no file answers: the splat and placeholders filled with a made-up name.
      const probe = rule.from.replace('*', 'no-such-page/deeper').replace(/:\w+/g, 'no-such');
      expect(rule.force || !fileAt(probe), `${probe} has a file`).toBe(true);
      // The first rule covering the probe is the one declared for it (first match wins).
      const first = rules.findIndex(
        (other) => patternToRegExp(other.from).test(probe) && (other.force || !fileAt(probe)),
      );
      expect(first, `${probe} is answered by ${rule.from}`).toBe(index);
      const match = patternToRegExp(rule.from).exec(probe)!;
      const target = rule.to.replace(':splat', match[1] ?? '');
      const answer = await request(`${probe}?from=test`);
      expect(answer.status, `${probe} → ${rule.status}`).toBe(rule.status);
      if (rule.status >= 300 && rule.status < 400) {
        // The query string goes along (the target names none).
        expect(answer.headers.location, probe).toBe(`${target}?from=test`);
      } else {
        // A rewrite or an error page: the target's content at the same URL.
        expect(answer.headers.location).toBeUndefined();
        expect(answer.body.equals(await fileBytes(fileAt(target)!)), `${probe} → ${target}`).toBe(
          true,
        );
      }
    }
  });

  it('serves a file that exists under a rule that is not forced (shadowing)', async () => {
    const rules = readRedirects(await readFile(path.join(dist, '_redirects'), 'utf8'));
    const checked: string[] = [];
    for (const rule of rules.filter((candidate) => !candidate.force)) {
      const pattern = patternToRegExp(rule.from);
      const shadowed = files
        .filter((file) => !/\.(br|gz)$/.test(file) && !file.startsWith('_'))
        .map((file) => `/${file.replace(/(^|\/)index\.html$/, '$1')}`)
        .find((pathname) => pattern.test(pathname) && fileAt(pathname));
      if (!shadowed) continue;
      const answer = await request(shadowed);
      expect(answer.status, `${shadowed} under ${rule.from}`).toBe(200);
      expect(answer.body.equals(await fileBytes(fileAt(shadowed)!))).toBe(true);
      checked.push(rule.from);
    }
    // At least the per-language 404 rules and the catch-all cover pages of the site.
    expect(checked).toContain('/*');
    expect(checked.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps the rule files themselves private, as the hosts do', async () => {
    for (const file of ['/_headers', '/_redirects']) expect((await request(file)).status).toBe(404);
  });
});

describe('serve applies dist/_headers as the hosts do', () => {
  it('sends every header of every rule on a path the rule matches, joined as the hosts join them', async () => {
    const blocks: Array<{ pattern: string; headers: Array<[string, string]> }> = [];
    for (const line of (await readFile(path.join(dist, '_headers'), 'utf8')).split('\n')) {
      if (!line.trim() || line.trim().startsWith('#')) continue;
      if (!line.startsWith(' ')) blocks.push({ pattern: line.trim(), headers: [] });
      else {
        const colon = line.indexOf(':');
        blocks.at(-1)!.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
      }
    }
    expect(blocks.map((block) => block.pattern)).toContain('/_assets/*');
    for (const block of blocks) {
      const pattern = patternToRegExp(block.pattern);
      const pathname =
        block.pattern === '/*'
          ? '/'
          : `/${files.find((file) => !/\.(br|gz)$/.test(file) && pattern.test(`/${file}`))!}`;
      expect(pattern.test(pathname), `${pathname} for ${block.pattern}`).toBe(true);
      // HSTS is sent over HTTPS only (a proxy in front says so), as the hosts serve nothing else.
      const answer = await request(pathname, { 'x-forwarded-proto': 'https' });
      expect(answer.status, pathname).toBe(200);
      for (const [name] of block.headers) {
        const expected = blocks
          .filter((other) => patternToRegExp(other.pattern).test(pathname))
          .flatMap((other) =>
            other.headers.filter(([header]) => header.toLowerCase() === name.toLowerCase()),
          )
          .map(([, value]) => value)
          .join(', ');
        expect(answer.headers[name.toLowerCase()], `${name} on ${pathname}`).toBe(expected);
      }
    }
    // Without HTTPS, no HSTS.
    expect((await request('/')).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('conditional and range requests', () => {
  it('answers If-None-Match with the current ETag with 304, and a stale one with the page', async () => {
    const first = await request('/about-us');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[^"]+"$/); // strong
    const again = await request('/about-us', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await request('/about-us', { 'if-none-match': '"stale"' })).status).toBe(200);
  });

  it('answers If-Modified-Since with 304 unless the file is newer', async () => {
    const { headers } = await request('/de/');
    const lastModified = headers['last-modified']!;
    expect(Date.parse(lastModified)).not.toBeNaN();
    expect((await request('/de/', { 'if-modified-since': lastModified })).status).toBe(304);
    const before = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await request('/de/', { 'if-modified-since': before })).status).toBe(200);
  });

  it('sends a byte range with 206 and Content-Range, and 416 for a range past the end', async () => {
    const bytes = await fileBytes('index.html');
    const part = await request('/', { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.byteLength}`);
    expect(part.body.equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await request('/', { range: 'bytes=-50' });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(bytes.subarray(bytes.byteLength - 50))).toBe(true);
    const past = await request('/', { range: `bytes=${bytes.byteLength + 10}-` });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.byteLength}`);
    // The security headers stay on the error.
    expect(past.headers['content-security-policy']).toBeDefined();
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await request('/', {}, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe((await fileBytes('index.html')).byteLength);
    expect(head.body.byteLength).toBe(0);
  });
});

describe('precompressed files from the build', () => {
  it('writes .br and .gz beside every text output from 1 KB, and the service worker precaches none', async () => {
    const texts = files.filter((file) =>
      /\.(html|css|js|json|svg|xml|txt|webmanifest)$/.test(file),
    );
    const missing: string[] = [];
    for (const file of texts) {
      const { size } = statSync(path.join(dist, file));
      if (size >= 1024 && !files.includes(`${file}.br`) && !files.includes(`${file}.gz`))
        missing.push(file);
    }
    expect(missing).toEqual([]);
    expect(files.filter((file) => file.endsWith('.html.br')).length).toBeGreaterThan(400);
    expect(await readFile(path.join(dist, 'sw.js'), 'utf8')).not.toMatch(/\.(br|gz)"/);
  });

  it("writes a page's variants with the page (render threads) as the folder pass writes them: the same bytes", async () => {
    const pageFiles = files.filter(
      (file) =>
        /(^|\/)index\.html$|^page-data\/.*\.json$/.test(file) && files.includes(`${file}.br`),
    );
    expect(pageFiles.length).toBeGreaterThan(800);
    for (const file of pageFiles) {
      const original = await fileBytes(file);
      const expected = compressVariantsSync(file, original);
      expect((await fileBytes(`${file}.br`)).equals(expected.br), file).toBe(true);
      expect((await fileBytes(`${file}.gz`)).equals(expected.gz), file).toBe(true);
    }
  });

  it('sends them by Accept-Encoding (br first) with a distinct ETag, decompressing to the very bytes of the file', async () => {
    const stylesheet = files.find((file) => /^_assets\/site\.[a-z0-9]+\.css$/.test(file))!;
    for (const file of ['index.html', stylesheet, 'page-data/index.json', 'sitemap.xml']) {
      const pathname = `/${file.replace(/index\.html$/, '')}`;
      const original = await fileBytes(file);
      const plain = await request(pathname);
      expect(plain.headers['content-encoding'], file).toBeUndefined();
      expect(plain.headers.vary).toContain('Accept-Encoding');
      expect(plain.body.equals(original)).toBe(true);
      const br = await request(pathname, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding'], file).toBe('br');
      expect(br.headers.vary).toContain('Accept-Encoding');
      expect(zlib.brotliDecompressSync(br.body).equals(original), file).toBe(true);
      expect(br.body.equals(await fileBytes(`${file}.br`))).toBe(true);
      const gz = await request(pathname, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding'], file).toBe('gzip');
      expect(zlib.gunzipSync(gz.body).equals(original), file).toBe(true);
      expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
      // Revalidation per encoding: the br ETag is current for a br request.
      const revalidated = await request(pathname, {
        'accept-encoding': 'br',
        'if-none-match': br.headers.etag!,
      });
      expect(revalidated.status).toBe(304);
      // br refused (q=0): gzip.
      const refused = await request(pathname, { 'accept-encoding': 'br;q=0, gzip' });
      expect(refused.headers['content-encoding']).toBe('gzip');
    }
  });

  it('sends the 404 pages precompressed too, still with status 404', async () => {
    const answer = await request('/ar/no/such/page', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(answer.body).equals(await fileBytes('ar/404.html'))).toBe(
      true,
    );
  });
});

describe('serve on the command line', () => {
  it('refuses to start without a built site, naming the folder and the fix (exit 1)', async () => {
    const empty = path.join(folder, 'not-built');
    const child = spawn(
      process.execPath,
      [path.join(PROJECT_ROOT, 'bin', 'fernhill.mjs'), 'serve', '--port', '0', '--out', empty],
      { cwd: PROJECT_ROOT, env: { ...process.env, FORCE_COLOR: '0' } },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`✖ serve failed: no built site in ${empty}`);
    expect(stderr).toContain('npm run build');
  });

  it('listens on the address --host names', async () => {
    // Another loopback address: answering there and not on 127.0.0.1 shows the option is honoured.
    const other = await serveCli(['--out', dist, '--host', '127.0.0.2'], {
      SITE_DATA_DIR: path.join(folder, 'data-host'),
    });
    try {
      expect(other.host).toBe('127.0.0.2');
      expect((await request('/', {}, { host: '127.0.0.2', port: other.port })).status).toBe(200);
      await expect(request('/', {}, { host: '127.0.0.1', port: other.port })).rejects.toThrow(
        /ECONNREFUSED/,
      );
    } finally {
      await other.stop();
    }
  });

  it('sends the files as they are from a build without --precompress, and says so as it starts', async () => {
    // The same site as a build without --precompress writes it: no .br/.gz.
    const plainDist = path.join(folder, 'dist-plain');
    await cp(dist, plainDist, { recursive: true, filter: (source) => !isVariant(source) });
    const plain = await serveCli(['--out', plainDist], {
      SITE_DATA_DIR: path.join(folder, 'data-plain'),
    });
    try {
      const page = await request('/de/', { 'accept-encoding': 'br, gzip' }, { port: plain.port });
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBeUndefined();
      expect(page.body.equals(await fileBytes('de/index.html'))).toBe(true);
      await vi.waitFor(() => expect(plain.output()).toContain(UNCOMPRESSED_NOTICE));
    } finally {
      await plain.stop();
    }
    // The precompressed build's server said nothing of the kind.
    expect((await request('/', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe(
      'br',
    );
    expect(served.output()).not.toContain(UNCOMPRESSED_NOTICE);
  });
});
