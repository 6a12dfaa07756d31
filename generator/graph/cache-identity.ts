import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where `build` keeps its cache (generator/graph/build-cache.ts) and the
 * snapshot of its inputs (input-snapshot.ts): under node_modules/.cache/,
 * which CI systems cache between runs. `build --cache-dir` moves it.
 */
export const BUILD_CACHE_DIR = path.join('node_modules', '.cache', 'fernhill', 'build');

let version: string | undefined;

/**
 * The generator's version, Node's and its compressors': what a build's bytes
 * depend on besides the sources (the build cache and the input snapshot
 * compare it).
 */
export function generatorVersion(): string {
  if (version === undefined) {
    const packageJson = path.resolve(import.meta.dirname, '..', '..', 'package.json');
    const { name, version: own } = JSON.parse(readFileSync(packageJson, 'utf8')) as {
      name: string;
      version: string;
    };
    const { node, zlib, brotli } = process.versions;
    version = `${name}@${own} node ${node} zlib ${zlib} brotli ${brotli}`;
  }
  return version;
}
