import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import fg from 'fast-glob';
import { contentHash } from '../assets/hash.ts';
import { generatorVersion } from './cache-identity.ts';
import type { StoredStep } from './graph.ts';

/**
 * The records of the build graph's persisted steps (the esbuild bundles: the
 * renderer, the runtime, the service worker), kept in the build cache's
 * folder: a build in a new process reuses a bundle whose key still holds
 * instead of bundling again. A record counts only for the generator that
 * wrote it, its own code included: a bundle's options live in that code.
 */
export class StepStore {
  private basis: Promise<string> | undefined;

  /** `read: false` keeps records for the next build without taking any (a cold build). */
  constructor(private readonly options: { dir: string; read: boolean }) {}

  async read(step: string): Promise<StoredStep | undefined> {
    if (!this.options.read) return undefined;
    try {
      const kept = deserialize(await readFile(this.fileOf(step))) as StoredStep & {
        basis: string;
      };
      return kept.basis === (await this.generatorBasis()) ? kept : undefined;
    } catch {
      return undefined;
    }
  }

  async write(step: string, stored: StoredStep): Promise<void> {
    const file = this.fileOf(step);
    const bytes = serialize({ ...stored, basis: await this.generatorBasis() });
    mkdirSync(this.options.dir, { recursive: true });
    // Renamed into place: a build reading it at the same time sees the old record or the new.
    writeFileSync(`${file}.${process.pid}.tmp`, bytes);
    renameSync(`${file}.${process.pid}.tmp`, file);
  }

  private fileOf(step: string): string {
    return path.join(this.options.dir, `${step.replaceAll(/[^a-z0-9]+/gi, '-')}.v8`);
  }

  /** The generator's version and a hash of its own modules. */
  private generatorBasis(): Promise<string> {
    this.basis ??= (async () => {
      const cwd = path.resolve(import.meta.dirname, '..');
      const files = (await fg('**/*.{ts,tsx}', { cwd, onlyFiles: true })).sort();
      const hashes = await Promise.all(
        files.map(async (file) => contentHash(await readFile(path.join(cwd, file)), 16)),
      );
      return contentHash(JSON.stringify([generatorVersion(), files, hashes]), 16);
    })();
    return this.basis;
  }
}
