import { fileCache, type FileCache } from '../assets/file-cache.ts';
import { codeBasis, GENERATOR_ROOT } from '../assets/generator-identity.ts';
import { contentHash } from '../assets/hash.ts';
import type { Sourced } from '../../shared/model/content-graph.ts';
import {
  READ_ON_DEMAND_BYTES,
  readOnDemand,
  readsOnDemand,
  type ModulePart,
} from './content-parts.ts';
import {
  readModuleRecord,
  ModuleRecordWriter,
  writeModuleRecord,
  ModuleRecordUnreadable,
  type ModuleHead,
  type ModuleSummary,
} from './module-record.ts';

/**
 * Validated content modules kept across builds (in the build cache's folder):
 * a build in a new process takes a module whose source files are unchanged
 * from here instead of bundling, evaluating and validating it again. At
 * +10,000 service areas that module is 15 MB of TypeScript, and loading it
 * was most of a one-entry edit's content step. A module is kept only when it
 * was valid; a record counts only for the generator, packages and schema it
 * was validated with (its basis).
 */
export interface RestoredModule {
  hash: string;
  sources: string[];
  summary: ModuleSummary;
  /** Its entries, decoded from the record when first asked for (module-record.ts). */
  entries: () => Array<Sourced<unknown>>;
}

/** What validation depends on besides the module: the validator, the schema, the packages. */
const BASIS = [
  'content/schema/**/*.ts',
  'generator/content/**/*.ts',
  'shared/model/**/*.ts',
  'package-lock.json',
];

export interface ModuleCacheOptions {
  dir: string;
  /** false: keep records for the next build without taking any (a cold build). */
  read: boolean;
  /**
   * A file's content hash (absolute path; undefined when it is gone): the build's own file
   * fingerprints, which hashed the content modules for the content step's key before the load.
   */
  hashOf(file: string): Promise<string | undefined>;
}

export class ModuleCache {
  private readonly records: FileCache;
  private basisHash: Promise<string> | undefined;
  /** The records this process read or wrote, by module: what a render thread may read again. */
  private readonly held = new Map<string, ModulePart>();

  constructor(
    private readonly root: string,
    private readonly options: ModuleCacheOptions,
  ) {
    this.records = fileCache(options.dir, 'v8');
  }

  /** The module's record, when it was validated from the files as they are now. */
  async restore(module: string): Promise<RestoredModule | undefined> {
    if (!this.options.read) return undefined;
    let record: Awaited<ReturnType<typeof readModuleRecord>>;
    try {
      record = await readModuleRecord(this.records.fileOf(recordKey(module)), READ_ON_DEMAND_BYTES);
    } catch {
      return undefined;
    }
    if (!record) return undefined;
    const { head, entries, size } = record;
    if (head.basis !== (await this.basis())) return undefined;
    const sources = Object.keys(head.sources);
    const now = await Promise.all(sources.map((file) => this.options.hashOf(file)));
    if (sources.some((file, index) => now[index] !== head.sources[file])) return undefined;
    this.hold(module, head.hash, size);
    let decoded: Array<Sourced<unknown>> | undefined;
    const decode = () => {
      try {
        return entries();
      } catch (error) {
        throw new ModuleRecordUnreadable(
          `the record of ${head.summary.file} is unreadable (${(error as Error).message})`,
        );
      }
    };
    // Decoded once; the record's bytes are let go with the loader's module.
    return {
      hash: head.hash,
      sources,
      summary: head.summary,
      entries: () => (decoded ??= decode()),
    };
  }

  /** Keeps a valid module for the next build. */
  async save(
    module: string,
    validated: {
      hash: string;
      sources: Iterable<string>;
      summary: ModuleSummary;
      entries: Array<Sourced<unknown>>;
    },
  ): Promise<void> {
    const sources = await this.sourceHashes(validated.sources);
    if (!sources) return;
    const head: ModuleHead = {
      basis: await this.basis(),
      sources,
      hash: validated.hash,
      summary: validated.summary,
    };
    let size = 0;
    await this.records.writeWith(recordKey(module), async (file) => {
      size = await writeModuleRecord(file, head, validated.entries);
    });
    this.hold(module, head.hash, size);
  }

  /**
   * Writes a module's record as `validate` gives its valid entries (`append`), without holding
   * them: a generated module of 33,334 service areas. `validate` resolves to the module's summary,
   * or to undefined when the module is not valid, and then no record is kept. The module's entries
   * are read from the record, each when its data is read, or undefined when none was kept.
   */
  async saveEach(
    module: string,
    validated: { hash: string; sources: Iterable<string>; idField: string | undefined },
    validate: (
      append: (entry: Sourced<unknown>) => Promise<void>,
    ) => Promise<ModuleSummary | undefined>,
  ): Promise<(() => Array<Sourced<unknown>>) | undefined> {
    // A source gone since it was read: the record serves this build and is never restored.
    const sources = (await this.sourceHashes(validated.sources, GONE)) ?? {};
    const basis = await this.basis();
    let size = 0;
    const kept = await this.records.writeWith(recordKey(module), async (file) => {
      const writer = new ModuleRecordWriter(file);
      const summary = await validate((entry) => writer.append(entry));
      if (!summary) return false;
      size = await writer.finish({ basis, sources, hash: validated.hash, summary });
      return true;
    });
    if (!kept) return undefined;
    this.hold(module, validated.hash, size);
    return entriesOnRead(this.part(module, validated.hash)!, validated.idField);
  }

  /** Each source's content hash; undefined when one is gone, unless `gone` stands for it. */
  private async sourceHashes(
    files: Iterable<string>,
    gone?: string,
  ): Promise<Record<string, string> | undefined> {
    const sources: Record<string, string> = {};
    for (const file of files) {
      const hash = (await this.options.hashOf(file)) ?? gone;
      if (hash === undefined) return undefined;
      sources[file] = hash;
    }
    return sources;
  }

  /**
   * The entries of the module's record, each decoded when its data is read, when the record holds
   * `hash` and READ_ON_DEMAND_BYTES or more (content-parts.ts); else undefined.
   */
  entriesOnDemand(
    module: string,
    hash: string,
    idField: string | undefined,
  ): (() => Array<Sourced<unknown>>) | undefined {
    const part = this.part(module, hash);
    if (!part || !readsOnDemand(part)) return undefined;
    return entriesOnRead(part, idField);
  }

  private hold(module: string, hash: string, bytes: number): void {
    this.held.set(module, { file: this.records.fileOf(recordKey(module)), hash, bytes });
  }

  /** The record of `module` as this process read or wrote it last, when it holds `hash`. */
  part(module: string, hash: string): ModulePart | undefined {
    const part = this.held.get(module);
    return part?.hash === hash ? part : undefined;
  }

  /** What validation depended on besides the module (BASIS): a module validated on another basis may hold other values. */
  basis(): Promise<string> {
    this.basisHash ??= codeBasis([this.root, GENERATOR_ROOT], BASIS);
    return this.basisHash;
  }
}

const recordKey = (module: string) => contentHash(module, 16);

/**
 * The entries of a record, read on demand (content-parts.ts) once asked for. Made here, not
 * where the record was written: a closure holds every variable its scope's closures use, and one
 * made in saveEach held `validate`, and through it the module's bytes (150 MB at +100,000 pages),
 * for the rest of the build.
 */
function entriesOnRead(part: ModulePart, idField: string | undefined) {
  let entries: Array<Sourced<unknown>> | undefined;
  return () => (entries ??= readOnDemand(part, idField));
}

/** A source's hash in a record when the source was gone: no file hashes so, and the record is not restored. */
const GONE = '';
