import { deserialize, serialize } from 'node:v8';
import { fileCache, type FileCache } from '../assets/file-cache.ts';
import { codeBasis, GENERATOR_ROOT } from '../assets/generator-identity.ts';
import type { StoredStep } from './graph.ts';

/**
 * The records of the build graph's persisted steps (the esbuild bundles, the
 * route table, the sitemap, the share cards, the checks that passed), kept in the build
 * cache's folder: a build in a new process reuses a record whose key still
 * holds instead of working it out again. A record counts only for the
 * generator that wrote it, its own code included.
 */
export class StepStore {
  private readonly files: FileCache;
  private basis: Promise<string> | undefined;

  /** `read: false` keeps records for the next build without taking any (a cold build). */
  constructor(private readonly options: { dir: string; read: boolean }) {
    this.files = fileCache(options.dir, 'v8');
  }

  async read(step: string): Promise<StoredStep | undefined> {
    if (!this.options.read) return undefined;
    try {
      const bytes = await this.files.read(fileKey(step));
      const kept = bytes && (deserialize(bytes) as StoredStep & { basis: string });
      return kept && kept.basis === (await this.generatorBasis()) ? kept : undefined;
    } catch {
      return undefined;
    }
  }

  async write(step: string, stored: StoredStep): Promise<void> {
    const basis = await this.generatorBasis();
    await this.files.write(fileKey(step), serialize({ ...stored, basis }));
  }

  /** The generator's own code, which the records count for (the translation parts' too). */
  generatorBasis(): Promise<string> {
    this.basis ??= codeBasis([GENERATOR_ROOT], GENERATOR_CODE);
    return this.basis;
  }
}

/**
 * The generator's modules (a bundle's options live in that code) and those it
 * runs from outside generator/: the page kinds that make the route table, the
 * content schema that says which fields translate, the shared model, the
 * contrast pairs the token check reads. Patterns, not the import graph: a
 * build would spend some 150 ms resolving it (server/dev/own-code.ts does, once
 * per dev session); a test holds this list to the graph instead.
 */
export const GENERATOR_CODE = [
  'generator/**/*.{ts,tsx}',
  'components/page-kinds/**/*.ts',
  'components/render-session.ts',
  'components/theme/contrast-pairs.ts',
  'content/schema/**/*.ts',
  'shared/**/*.ts',
];

const fileKey = (step: string) => step.replaceAll(/[^a-z0-9]+/gi, '-');
