import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { contentHash } from './hash.ts';

/** The project the generator runs from (tests and benchmarks build copies of the site with it). */
export const GENERATOR_ROOT = path.resolve(import.meta.dirname, '..', '..');

let version: string | undefined;

/**
 * The generator's version, Node's and its compressors': what a build's bytes
 * depend on besides the sources. What a build keeps for the next (the build
 * cache, its kept modules and bundles, the input snapshot) counts only for it.
 */
export function generatorVersion(): string {
  if (version === undefined) {
    const packageJson = path.join(GENERATOR_ROOT, 'package.json');
    const { name, version: own } = JSON.parse(readFileSync(packageJson, 'utf8')) as {
      name: string;
      version: string;
    };
    const { node, zlib, brotli } = process.versions;
    version = `${name}@${own} node ${node} zlib ${zlib} brotli ${brotli}`;
  }
  return version;
}

/**
 * One hash of the generator's version and of every file matching `patterns`
 * under each of `roots`: what kept work was done with (the schema and the
 * validator for kept content modules, the generator's code for kept bundles).
 */
export async function codeBasis(roots: readonly string[], patterns: string[]): Promise<string> {
  const files = (
    await Promise.all(
      [...new Set(roots)].map(async (cwd) =>
        (await fg(patterns, { cwd, onlyFiles: true })).map((file) => path.join(cwd, file)),
      ),
    )
  )
    .flat()
    .sort();
  const hashes = await Promise.all(
    files.map(async (file) => contentHash(await readFile(file), 16)),
  );
  return contentHash(JSON.stringify([generatorVersion(), files, hashes]), 16);
}
