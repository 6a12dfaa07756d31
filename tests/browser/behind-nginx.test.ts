import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { launchChromium } from '../support/chromium.ts';
import {
  localNginxConfig,
  readmeNginxExample,
  readmeNginxIntakeEnvironment,
} from '../support/nginx-config.ts';
import { freePort, startNginx, type RunningNginx } from '../support/nginx.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';
import { serveCli, type ServingCli } from '../support/serve-cli.ts';

// The README's deployment, for real: nginx serves dist/ and proxies /api/ to
// `serve --api-only` with the README's settings. The browser visits a host name
// (not .dev: Chromium forces HTTPS there) over plain HTTP, so its posts pass the
// origin check only through the forwarded host and scheme nginx sets.
const SITE = 'www.fernhill.test';
const TEST_ENV = {
  // Low enough to run out quickly: 2 per minute refill, a burst of 5.
  SITE_FORMS_RATE_LIMIT: '2',
  SITE_FORMS_MIN_FILL_MS: '0',
};
const BURST = 5;

let temp: string;
let distDir: string;
let intake: ServingCli;
let nginx: RunningNginx;
let browser: Browser;
let base: string;
/** SITE_ORIGIN as the README sets it. */
let siteOrigin: string;

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), 'fernhill-nginx-'));
  await chmod(temp, 0o755); // nginx's workers run as another user and must read dist/
  distDir = path.join(temp, 'dist');
  // As the README's nginx section builds it: nginx's gzip_static sends the .gz files.
  await build({ root: PROJECT_ROOT, sink: 'disk', outDir: distDir, precompress: true });
  const readmeEnv = await readmeNginxIntakeEnvironment();
  expect(Object.keys(readmeEnv).sort()).toEqual(['SITE_ORIGIN', 'SITE_TRUST_PROXY']);
  siteOrigin = readmeEnv.SITE_ORIGIN!;
  intake = await serveCli(['--api-only'], {
    ...readmeEnv,
    ...TEST_ENV,
    SITE_DATA_DIR: path.join(temp, 'data'),
  });
  const port = await freePort();
  const config = localNginxConfig(await readmeNginxExample(), {
    port,
    distDir,
    intakePort: intake.port,
    prefix: path.join(temp, 'nginx'),
  });
  nginx = await startNginx(config, path.join(temp, 'nginx'), port);
  base = `http://${SITE}:${port}`;
  browser = await launchChromium([`--host-resolver-rules=MAP ${SITE} 127.0.0.1`]);
});

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  await intake?.stop();
  if (temp) await rm(temp, { recursive: true, force: true });
});

interface Leads {
  contactRequests: Array<Record<string, unknown>>;
  newsletterSubscriptions: Array<Record<string, unknown>>;
}

/** What `leads export --format json` says is stored, as an operator would check. */
async function storedLeads(): Promise<Leads> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(PROJECT_ROOT, 'bin', 'fernhill.mjs'), 'leads', 'export', '--format', 'json'],
    { cwd: PROJECT_ROOT, env: { ...process.env, SITE_DATA_DIR: path.join(temp, 'data') } },
  );
  return JSON.parse(stdout) as Leads;
}

/** A JSON post to nginx from a given local address (each 127.x.y.z is another visitor to nginx). */
function postThroughNginx(
  endpoint: string,
  {
    from,
    headers = {},
    body = '{}',
  }: { from: string; headers?: Record<string, string>; body?: string },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: nginx.port,
        path: endpoint,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          Host: `${SITE}:${nginx.port}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A GET to nginx: status, headers and the body's bytes as sent (not decoded). */
function getThroughNginx(
  pathname: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: nginx.port,
        path: pathname,
        agent: false,
        headers: { Host: `${SITE}:${nginx.port}`, ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
  });
}

describe('behind the README’s nginx', () => {
  it('sends the .gz the build wrote to a client that accepts gzip, and the file itself to one that does not', async () => {
    for (const [pathname, file] of [
      ['/de/work/', 'de/work/index.html'],
      ['/page-data/de/work.json', 'page-data/de/work.json'],
    ] as const) {
      const gzipped = await getThroughNginx(pathname, { 'Accept-Encoding': 'gzip' });
      expect(gzipped.status, pathname).toBe(200);
      expect(gzipped.headers['content-encoding'], pathname).toBe('gzip');
      expect(gzipped.headers.vary, pathname).toMatch(/Accept-Encoding/i);
      // nginx compressing on the fly (gzip level 1) would send other bytes than the build's level 9.
      expect(gzipped.body.equals(await readFile(path.join(distDir, `${file}.gz`))), pathname).toBe(
        true,
      );
      const plain = await getThroughNginx(pathname);
      expect(plain.headers['content-encoding'], pathname).toBeUndefined();
      expect(plain.body.equals(await readFile(path.join(distDir, file))), pathname).toBe(true);
    }
  });

  it('a browser loads pages and sends the contact form: 201 and a stored row', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    expect((await page.goto(`${base}/`, { waitUntil: 'load' }))?.status()).toBe(200);
    const response = await page.goto(`${base}/de/services/react-development`, {
      waitUntil: 'load',
    });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await page.locator('#workTogetherCTA').click();
    await page.locator('#contact-dialog-name').waitFor();
    await page.fill('#contact-dialog-name', 'Grace Hopper');
    await page.fill('#contact-dialog-email', 'grace@example.com');
    await page.selectOption('#contact-dialog-budget', '50k-150k');
    await page.fill('#contact-dialog-message', 'A compiler for business data processing.');
    await page.check('#contact-dialog-consent');
    const answer = page.waitForResponse((candidate) => candidate.url().endsWith('/api/contact'));
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    expect((await answer).status()).toBe(201);
    const { contactRequests } = await storedLeads();
    expect(contactRequests.filter((row) => row.email === 'grace@example.com')).toMatchObject([
      { name: 'Grace Hopper', locale: 'de', source_path: '/de/services/react-development' },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the footer newsletter subscribes: 201 and a stored row', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${base}/work`, { waitUntil: 'load' });
    const email = page.locator('#footer-newsletter-email');
    await email.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="newsletter"][data-hydration="done"]');
    await email.fill('proxied-reader@example.com');
    const answer = page.waitForResponse((candidate) => candidate.url().endsWith('/api/newsletter'));
    await page.getByRole('button', { name: 'Subscribe' }).click();
    expect((await answer).status()).toBe(201);
    const { newsletterSubscriptions } = await storedLeads();
    expect(
      newsletterSubscriptions.filter((row) => row.email === 'proxied-reader@example.com'),
    ).toMatchObject([{ source: 'footer', locale: 'en', entry_point: '/work' }]);
    await context.close();
  });

  it('two visitors have their own rate limit; a visitor’s own X-Forwarded-For changes nothing', async () => {
    const statuses = async (from: string, count: number, spoof = false) => {
      const answers: number[] = [];
      for (let index = 0; index < count; index++)
        answers.push(
          await postThroughNginx('/api/newsletter', {
            from,
            headers: spoof ? { 'X-Forwarded-For': `198.51.100.${index + 1}` } : {},
          }),
        );
      return answers;
    };
    // `{}` is no valid subscription (400): the rate limit answers before the body is read.
    expect(await statuses('127.0.0.2', BURST + 1)).toEqual([...Array(BURST).fill(400), 429]);
    expect(await statuses('127.0.0.3', 1)).toEqual([400]);
    // nginx appends the address it saw; only that one is trusted to name the visitor.
    expect(await statuses('127.0.0.4', BURST + 1, true)).toEqual([...Array(BURST).fill(400), 429]);
  });

  it('a cross-site post gets 403, even with forged forwarded headers; the public origin may post', async () => {
    const evil = { Origin: 'https://evil.example' };
    expect(await postThroughNginx('/api/contact', { from: '127.0.0.5', headers: evil })).toBe(403);
    // nginx sets X-Forwarded-Host/-Proto itself (README), so a visitor's own never reach the intake.
    // (Plain http, the scheme nginx forwards here: only the forged host could make them match.)
    const forged = {
      Origin: 'http://evil.example',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'http',
      Forwarded: 'host=evil.example;proto=http',
    };
    expect(await postThroughNginx('/api/contact', { from: '127.0.0.5', headers: forged })).toBe(
      403,
    );
    const fromSite = { Origin: siteOrigin };
    expect(await postThroughNginx('/api/contact', { from: '127.0.0.6', headers: fromSite })).toBe(
      400,
    );
  });
});
