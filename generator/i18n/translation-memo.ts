import { deserialize, serialize } from 'node:v8';
import { fileCache, type FileCache } from '../assets/file-cache.ts';
import type { ModuleTranslations } from './translation-policy.ts';

/**
 * The translation check's parts per content module (translation-policy.ts),
 * kept across builds in the build cache's folder: a build in a new process
 * checks again only the modules whose basis changed. A part's basis names its
 * module's version, which covers the schema and the validator (the module
 * cache's basis); the record counts only for the generator code that made it
 * (the step store's basis: how fields are read, located and fingerprinted).
 */
const KEY = 'modules';

interface MemoRecord {
  basis: string;
  modules: Map<string, ModuleTranslations>;
}

export class TranslationMemo {
  private readonly records: FileCache;

  /** `read: false` keeps the parts for the next build without taking any (a cold build). */
  constructor(
    private readonly options: { dir: string; read: boolean; basis: () => Promise<string> },
  ) {
    this.records = fileCache(options.dir, 'v8');
  }

  async read(): Promise<Map<string, ModuleTranslations> | undefined> {
    if (!this.options.read) return undefined;
    try {
      const bytes = await this.records.read(KEY);
      const record = bytes && (deserialize(bytes) as MemoRecord);
      return record && record.basis === (await this.options.basis()) ? record.modules : undefined;
    } catch {
      return undefined;
    }
  }

  async write(modules: Map<string, ModuleTranslations>): Promise<void> {
    const record: MemoRecord = {
      basis: await this.options.basis(),
      modules: withoutChanges(modules),
    };
    await this.records.write(KEY, serialize(record));
  }
}

/**
 * The parts as a later build may take them: a part whose fields the lock is
 * still to record (its changes, lines in this build's own folder) only once
 * the lock records them, by its settled basis. Until then its module is
 * checked again.
 */
function withoutChanges(modules: Map<string, ModuleTranslations>): Map<string, ModuleTranslations> {
  const kept = new Map<string, ModuleTranslations>();
  for (const [file, part] of modules)
    kept.set(file, part.changes ? { basis: '', settled: part.settled, listed: part.listed } : part);
  return kept;
}
