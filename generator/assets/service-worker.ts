import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import fg from 'fast-glob';
import { OFFLINE_PAGE } from '../../shared/contracts/offline-page.ts';
import { esbuildFailure } from '../errors/esbuild-failure.ts';
import { fileCache, type FileCache } from './file-cache.ts';
import { contentHash } from './hash.ts';

/** Where the worker lives: the site root, so its scope is the whole site (SPEC §2). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * runtime/service-worker/sw.ts (Workbox's own modules) → one minified script,
 * bundled with the other bundles. Only the precache list depends on the
 * written files; it is injected at the end (serviceWorkerFile), which
 * loads Workbox's small injectManifest instead of generateSW and its rollup
 * (about 110 MiB less at the build's peak).
 */
export async function bundleServiceWorker(root: string): Promise<string> {
  try {
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: ['runtime/service-worker/sw.ts'],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
      minify: true,
      write: false,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    return result.outputFiles[0]!.text;
  } catch (error) {
    throw esbuildFailure('Service worker bundle', error);
  }
}

/** The files of dist/ the worker precaches (globs): the shell every page needs, and the offline page. */
export const PRECACHED_FILES = [
  '_assets/site.*.css',
  '_assets/js/main.*.js',
  '_assets/fonts/*-latin-400-normal.*.woff2',
  '_assets/favicon.*.svg',
  OFFLINE_PAGE.slice(1),
] as const;

export interface ServiceWorkerFile {
  text: string;
  count: number;
  size: number;
}

/**
 * Where a build with the cache keeps its last worker (the build cache's
 * folder): while the bundle, the precached files' names and bytes, and the
 * packages (`basis`) are the same, the next build takes it instead of loading
 * Workbox again (about 0.3 s of a build after a content edit).
 */
export interface KeptServiceWorker {
  dir: string;
  /** false: keep the worker for the next build without taking one (a cold build). */
  read: boolean;
  basis: string;
}

const KEPT = 'service-worker';

/** Globs of the precached files in `distDir`, as injectManifest reads them. */
const PRECACHE_GLOBS = {
  globPatterns: [...PRECACHED_FILES],
  // Never the build's precompressed siblings (written after this list, but a rule is clearer than an order).
  globIgnores: ['**/*.br', '**/*.gz'],
  // Hashed file names already bust caches (10 characters; the stylesheet carries the whole
  // 16-character build hash); the manifest's own revision covers the offline page.
  dontCacheBustURLsMatching: /\.[a-z0-9]{10}(?:[a-z0-9]{6})?\.(?:css|js|woff2|svg)$/,
};

/**
 * The bundled worker with the precache list of the files in `distDir` (the
 * site as written so far), as the text of dist/sw.js.
 */
export async function serviceWorkerFile(
  distDir: string,
  bundle: string,
  kept?: KeptServiceWorker,
): Promise<ServiceWorkerFile> {
  if (!kept) return injectPrecache(distDir, bundle);
  const memo = fileCache(kept.dir, 'json');
  const key = await precacheKey(distDir, bundle, kept.basis);
  if (kept.read) {
    const last = await keptWorker(memo);
    if (last?.key === key) return last.worker;
  }
  const worker = await injectPrecache(distDir, bundle);
  await memo.write(KEPT, Buffer.from(JSON.stringify({ key, worker })));
  return worker;
}

/** Everything the worker's text is made of: the bundle, the precached files (names and bytes), the options. */
async function precacheKey(distDir: string, bundle: string, basis: string): Promise<string> {
  const files = await fg(PRECACHE_GLOBS.globPatterns, {
    cwd: distDir,
    ignore: PRECACHE_GLOBS.globIgnores,
    onlyFiles: true,
    dot: true,
  });
  const hashes = await Promise.all(
    files
      .sort()
      .map(async (file) => [file, contentHash(await readFile(path.join(distDir, file)), 16)]),
  );
  return contentHash(
    JSON.stringify([basis, String(PRECACHE_GLOBS.dontCacheBustURLsMatching), bundle, hashes]),
    16,
  );
}

/** The last worker kept and its key; none when the record is missing or unreadable (then Workbox runs). */
async function keptWorker(
  memo: FileCache,
): Promise<{ key: string; worker: ServiceWorkerFile } | undefined> {
  try {
    const bytes = await memo.read(KEPT);
    const record = bytes && (JSON.parse(bytes.toString('utf8')) as Record<string, unknown>);
    const worker = record?.worker as Partial<ServiceWorkerFile> | undefined;
    const whole =
      typeof record?.key === 'string' &&
      typeof worker?.text === 'string' &&
      typeof worker.count === 'number' &&
      typeof worker.size === 'number';
    return whole ? { key: record.key as string, worker: worker as ServiceWorkerFile } : undefined;
  } catch {
    return undefined;
  }
}

async function injectPrecache(distDir: string, bundle: string): Promise<ServiceWorkerFile> {
  // injectManifest reads the worker from a file of its own and writes it to one, outside the folder it lists.
  const workDir = `${distDir}.sw`;
  const source = path.join(workDir, 'src', 'sw.js');
  const destination = path.join(workDir, 'out', SERVICE_WORKER_PATH.slice(1));
  await mkdir(path.dirname(source), { recursive: true });
  try {
    await writeFile(source, bundle);
    // Loaded here, not with the generator: `dev` writes no service worker, and workbox-build takes
    // about 0.1 s to load.
    const { injectManifest } = await import('workbox-build/build/inject-manifest.js');
    const { count, size, warnings } = await injectManifest({
      swSrc: source,
      swDest: destination,
      globDirectory: distDir,
      ...PRECACHE_GLOBS,
    });
    if (warnings.length) console.warn(`service worker: ${warnings.join('; ')}`);
    return { text: await readFile(destination, 'utf8'), count, size };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
