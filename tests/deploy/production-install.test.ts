import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/project-copy.ts';

const run = promisify(execFile);

/**
 * The production path as an operator takes it: the project's tracked files in
 * a fresh folder, `npm ci --omit=dev` (no test, benchmark or audit tool), then
 * the `fernhill` bin builds and serves, and a page and a form post are answered.
 * A dependency the site needs at run time but declared for development fails here.
 */
let root: string;
let server: ChildProcess | undefined;
let baseUrl: string;

async function copyTrackedFiles(to: string): Promise<void> {
  const { stdout } = await run('git', ['ls-files', '-z'], { cwd: PROJECT_ROOT });
  for (const file of stdout.split('\0').filter(Boolean)) {
    await mkdir(path.dirname(path.join(to, file)), { recursive: true });
    // A tracked file deleted in the working tree is not part of the project any more.
    await cp(path.join(PROJECT_ROOT, file), path.join(to, file)).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    });
  }
}

function startServe(): Promise<string> {
  const child = spawn(process.execPath, ['bin/fernhill.mjs', 'serve', '--port', '0'], {
    cwd: root,
    env: { ...process.env, SITE_DATA_DIR: path.join(root, 'data'), NO_COLOR: '1' },
  });
  server = child;
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1];
      if (url) resolve(url);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}:\n${output}`)));
  });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'fernhill-production-'));
  await copyTrackedFiles(root);
  await run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: root,
    maxBuffer: 32 * 1024 * 1024,
  });
  await run(process.execPath, ['bin/fernhill.mjs', 'build'], {
    cwd: root,
    env: { ...process.env, NO_COLOR: '1' },
    maxBuffer: 32 * 1024 * 1024,
  });
  baseUrl = await startServe();
}, 900_000);

afterAll(async () => {
  server?.kill('SIGTERM');
  if (root) await rm(root, { recursive: true, force: true });
});

describe('a production install (npm ci --omit=dev)', () => {
  it('installs no test, benchmark or audit tool', async () => {
    const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    const installed = await Promise.all(
      Object.keys(manifest.devDependencies).map((name) =>
        readFile(path.join(root, 'node_modules', name, 'package.json'), 'utf8').then(
          () => name,
          () => undefined,
        ),
      ),
    );
    // A development tool may still arrive as a dependency of a runtime package (prettier through
    // style-dictionary); the ones only tests and audits use must not. (typescript is a runtime
    // dependency: the build locates content errors and stale translations in the sources with it.)
    expect(installed).not.toContain('vitest');
    expect(installed).not.toContain('lighthouse');
    expect(installed).not.toContain('playwright-core');
    expect(installed).not.toContain('autocannon');
  });

  it('builds with the fernhill bin and serves a page in every language', async () => {
    for (const page of ['/', '/de/', '/ar/']) {
      const response = await fetch(new URL(page, baseUrl));
      expect(response.status, page).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<html');
    }
  });

  it('answers a form post and stores it', async () => {
    const response = await fetch(new URL('/api/newsletter', baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl },
      body: JSON.stringify({
        email: 'operator@example.com',
        source: 'footer',
        locale: 'de',
        website: '',
        meta: { elapsedMs: 5000 },
      }),
    });
    expect(response.status).toBe(201);
    const { stdout } = await run(process.execPath, ['bin/fernhill.mjs', 'leads', 'stats'], {
      cwd: root,
      env: { ...process.env, SITE_DATA_DIR: path.join(root, 'data'), NO_COLOR: '1' },
    });
    expect(stdout).toMatch(/newsletter\D+1\b/i);
  });
});
