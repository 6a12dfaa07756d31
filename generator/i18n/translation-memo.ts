import { deserialize, serialize } from 'node:v8';
import { fileCache, type FileCache } from '../assets/file-cache.ts';
import { codeBasis, GENERATOR_ROOT } from '../assets/generator-identity.ts';
import type { ModuleTranslations } from './translation-policy.ts';

/**
 * The translation check's parts per content module (translation-policy.ts),
 * kept across builds in the build cache's folder: a build in a new process
 * checks again only the modules whose basis changed. The record counts only
 * for the code that made it: the schema says which fields translate, the
 * generator how they are read, located and fingerprinted.
 */
const BASIS = [
  'content/schema/**/*.ts',
  'generator/**/*.{ts,tsx}',
  'shared/model/**/*.ts',
  'package-lock.json',
];
const KEY = 'modules';

interface MemoRecord {
  basis: string;
  modules: Map<string, ModuleTranslations>;
}

export class TranslationMemo {
  private readonly records: FileCache;
  private basisHash: Promise<string> | undefined;

  /** `read: false` keeps the parts for the next build without taking any (a cold build). */
  constructor(
    private readonly root: string,
    private readonly options: { dir: string; read: boolean },
  ) {
    this.records = fileCache(options.dir, 'v8');
  }

  async read(): Promise<Map<string, ModuleTranslations> | undefined> {
    if (!this.options.read) return undefined;
    try {
      const bytes = await this.records.read(KEY);
      const record = bytes && (deserialize(bytes) as MemoRecord);
      return record && record.basis === (await this.basis()) ? record.modules : undefined;
    } catch {
      return undefined;
    }
  }

  async write(modules: Map<string, ModuleTranslations>): Promise<void> {
    const record: MemoRecord = { basis: await this.basis(), modules };
    await this.records.write(KEY, serialize(record));
  }

  private basis(): Promise<string> {
    this.basisHash ??= codeBasis([this.root, GENERATOR_ROOT], BASIS);
    return this.basisHash;
  }
}
