import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileCache } from '../assets/file-cache.ts';
import { contentHash } from '../assets/hash.ts';
import { TokenBuildFailed } from '../errors/catalogue.ts';
import { BuildError, problem } from '../errors/build-error.ts';
import type { TokenArtifacts } from './build-tokens.ts';
import { loadTokens } from './load-tokens.ts';

/**
 * Builds the tokens and writes tokens/generated/{tokens.css,theme.ts}, which
 * components import. Files are only rewritten when they change (watchers and
 * editors stay calm) and always via rename (a parallel build never reads half a file).
 */
export async function writeTokenArtifacts(root: string): Promise<TokenArtifacts> {
  const outDir = path.join(root, 'tokens', 'generated');
  const cache = tokenArtifactsCache(root);
  const fingerprint = await tokenInputFingerprint(root);
  const cached = await cache.read(fingerprint);
  let artifacts: TokenArtifacts;
  if (cached) {
    // The same token files through the same pipeline: Style Dictionary (about 47 MiB) is not even loaded.
    artifacts = JSON.parse(cached.toString('utf8')) as TokenArtifacts;
  } else {
    // Validation names the file, token and reason of every mistake it finds (a BuildError of its own).
    const tokens = await loadTokens(root);
    const { buildTokens } = await import('./build-tokens.ts');
    try {
      artifacts = await buildTokens(tokens);
    } catch (error) {
      // Whatever validation cannot foresee: Style Dictionary's own message.
      throw new BuildError(
        'Design tokens',
        [problem(TokenBuildFailed, { cause: (error as Error).message.trim() })],
        { cause: error },
      );
    }
    await cache.write(fingerprint, Buffer.from(JSON.stringify(artifacts)));
  }
  await mkdir(outDir, { recursive: true });
  for (const [name, content] of [
    ['tokens.css', artifacts.css],
    ['theme.ts', artifacts.themeModule],
  ] as const) {
    const file = path.join(outDir, name);
    const current = await readFile(file, 'utf8').catch(() => undefined);
    if (current === content) continue;
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, content);
    await rename(temporary, file);
  }
  return artifacts;
}

/** Token builds by the fingerprint of their inputs, beside the share-image cache. */
const cacheDirOf = (root: string) =>
  path.join(root, 'node_modules', '.cache', 'fernhill', 'tokens');
const tokenArtifactsCache = (root: string) => fileCache(cacheDirOf(root), 'json');

/** Where the artifacts of the token files as they are now are kept (benchmarks and tests clear or inspect it). */
export async function tokenArtifactsCacheFile(root: string): Promise<string> {
  return path.join(cacheDirOf(root), `${await tokenInputFingerprint(root)}.json`);
}

/**
 * What the artifacts are made from: the token files, the token pipeline's own
 * source (generator/tokens/*.ts) and the Style Dictionary version. Any change
 * to one of them builds the tokens again.
 */
async function tokenInputFingerprint(root: string): Promise<string> {
  const read = async (directory: string, extension: string) =>
    Promise.all(
      (await readdir(directory))
        .filter((name) => name.endsWith(extension))
        .sort()
        .map(async (name) => [name, await readFile(path.join(directory, name), 'utf8')]),
    );
  // The pipeline cannot change under a running process: read once (watch mode fingerprints on every token save).
  pipeline ??= Promise.all([read(import.meta.dirname, '.ts'), styleDictionaryVersion()]);
  return contentHash(
    JSON.stringify([await read(path.join(root, 'tokens'), '.json'), await pipeline]),
    16,
  );
}

let pipeline: Promise<unknown> | undefined;

/** Its package.json is not among its exports: found from its entry file, without loading it. */
async function styleDictionaryVersion(): Promise<string> {
  let directory = path.dirname(createRequire(import.meta.url).resolve('style-dictionary'));
  while (path.basename(directory) !== 'style-dictionary' && path.dirname(directory) !== directory)
    directory = path.dirname(directory);
  return (
    JSON.parse(await readFile(path.join(directory, 'package.json'), 'utf8')) as { version: string }
  ).version;
}

/** Reads one resolved token value back out of the generated CSS, e.g. for the favicon. */
export function tokenValue(css: string, name: string): string | undefined {
  return new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
}
