import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import * as esbuild from 'esbuild';
import { startEsbuildService } from '../assets/esbuild-service.ts';
import fg from 'fast-glob';
import { contentHash } from '../assets/hash.ts';
import { ContentModuleFailed, ContentSchemaViolation } from '../errors/catalogue.ts';
import { BuildError, problem, type Problem } from '../errors/build-error.ts';
import { collections, type Collection } from '../../content/schema/collections.ts';
import {
  lazyGraph,
  type CollectionIds,
  type Content,
  type Sourced,
} from '../../shared/model/content-graph.ts';
import { dataModuleArray, dataModuleValue, NotJsonLiteral, type DataArray } from './data-module.ts';
import { findDuplicateIds, repeatsAnId } from './duplicate-ids.ts';
import { READ_ON_DEMAND_BYTES, type ContentParts, type ModulePart } from './content-parts.ts';
import { ModuleCache, type ModuleCacheOptions } from './module-cache.ts';
import type { ModuleSummary } from './module-record.ts';
import { findInvalidUtf8 } from './utf8-check.ts';
import { findMissingRequiredPages } from './required-pages.ts';
import { checkReferences, type CheckedNearby } from './references.ts';
import { locateInSource } from './source-location.ts';
import { formatFieldPath, validateEntry } from './validate-entry.ts';

/**
 * content/**.ts → a validated Content graph, or a BuildError listing every
 * violation as `file:line:col › entry › field: rule`.
 */
export async function loadContent(root: string): Promise<Content> {
  const loader = createContentLoader(root);
  try {
    return await loader.load();
  } finally {
    loader.dispose();
  }
}

interface ValidatedModule {
  /** Hash of the module as bundled: the same bundle needs no new import or validation. */
  hash: string;
  /** Its entries: a module taken from the module cache decodes them when first asked. */
  entries: () => Array<Sourced<unknown>>;
  /** Its entries' ids and references: what the checks across its collection read. */
  summary: ModuleSummary;
  problems: Problem[];
  /** Its entries are read from its record, each when its data is read (a large module with the module cache). */
  onDemand?: true;
}

/** What a collection's checks read of a module's valid entries (module-record.ts), an entry at a time. */
function moduleSummary(collection: Collection, file: string) {
  const ids: Array<string | null> = [];
  const nearby = collection.key === 'locations' ? new Set<string>() : undefined;
  return {
    add(data: unknown): void {
      ids.push(collection.idOf(data as Record<string, unknown>) ?? null);
      if (nearby) for (const slug of (data as { nearby: string[] }).nearby) nearby.add(slug);
    },
    done: (): ModuleSummary => (nearby ? { file, ids, nearby: [...nearby] } : { file, ids }),
  };
}

function summarize(
  collection: Collection,
  file: string,
  entries: ReadonlyArray<Sourced<unknown>>,
): ModuleSummary {
  const summary = moduleSummary(collection, file);
  for (const { data } of entries) summary.add(data);
  return summary.done();
}

/**
 * A collection made of `modules`: its ids at once, its entries when first
 * read (a module taken from the module cache decodes them then), kept after.
 */
function loadedCollection(modules: ValidatedModule[]) {
  let entries: Array<Sourced<unknown>> | undefined;
  const ids: CollectionIds = {
    modules: modules
      .filter(({ summary }) => summary.ids.length > 0)
      .map(({ summary }) => ({ file: summary.file, ids: summary.ids })),
  };
  return {
    modules,
    ids,
    entries: () => (entries ??= modules.flatMap((module) => module.entries())),
  };
}

/** Whether every `nearby` slug of the service areas' modules names an area of theirs. */
function nearbyResolves(modules: readonly ValidatedModule[]): boolean {
  const slugs = new Set(modules.flatMap(({ summary }) => summary.ids));
  return modules.every(({ summary }) => (summary.nearby ?? []).every((slug) => slugs.has(slug)));
}

/**
 * Loads the content graph again and again (watch mode) for the cost of what
 * changed: told which files changed, esbuild bundles only the modules built
 * from them, and only a module whose bundle changed is evaluated and validated
 * again. Evaluated, not imported: what a module exports is garbage once
 * validated, where an import would keep every version of every module (ten
 * thousand service areas, or a day of saves in watch mode) for the life of the process.
 */
export function createContentLoader(
  root: string,
  options: { moduleCache?: ModuleCacheOptions } = {},
) {
  const contentDir = path.join(root, 'content');
  const moduleCache = options.moduleCache && new ModuleCache(root, options.moduleCache);
  /**
   * Where esbuild writes the bundles, each read once and deleted. Written, not sent back over
   * esbuild's pipe: its long-lived service keeps a read buffer as large as the largest answer for
   * the life of the process (a heap snapshot at +30,000 pages found 126 MB held by it, twice the
   * bundle). A folder per loader: builds of one project at once do not share files.
   */
  const bundleDir = path.join(
    root,
    '.cache',
    'content',
    `${process.pid}-${randomUUID().slice(0, 8)}`,
  );
  const validated = new Map<string, ValidatedModule>();
  /** Each module → the source files its bundle was built from (itself and what it imports from the project). */
  const sourcesOf = new Map<string, Set<string>>();
  /** The last bundle of each module: a module none of whose sources changed is not bundled again. */
  const bundles = new Map<string, { hash: string }>();
  /**
   * Each collection's entries as the last load gave them, with the modules they came from: a
   * collection none of whose modules changed is the same array again, so what the steps after
   * work out per collection (its lookup indexes, the route table's outline) is kept by identity.
   */
  const lastCollections = new Map<
    string,
    { modules: ValidatedModule[]; entries: () => Array<Sourced<unknown>>; ids: CollectionIds }
  >();
  /** The last load's modules as the module cache holds them, when it holds every one. */
  let lastParts: ContentParts | undefined;
  function partsOf(
    filesByCollection: ReadonlyArray<{ collection: { key: string }; files: string[] }>,
  ): ContentParts | undefined {
    const parts: ContentParts = { collections: [] };
    for (const { collection, files } of filesByCollection) {
      const modules: ModulePart[] = [];
      for (const file of files) {
        const absolute = path.join(contentDir, file);
        const part = moduleCache?.part(absolute, validated.get(absolute)!.hash);
        if (!part) return undefined;
        modules.push(part);
      }
      parts.collections.push({ key: collection.key, modules });
    }
    return parts;
  }
  /** The reference check's findings of the service areas' `nearby`, by the arrays this loader gave. */
  const checkedNearby: CheckedNearby = new WeakMap();

  /** Modules to bundle: all of them, unless the caller knows which files changed and they are all sources of known modules. */
  function modulesToBundle(files: string[], changed: readonly string[] | undefined): string[] {
    const known = files.every((file) => sourcesOf.has(file)) && files.length === sourcesOf.size;
    if (!changed || !known) return files;
    const changedSet = new Set(changed.map((file) => path.resolve(root, file)));
    return files.filter((file) =>
      [...sourcesOf.get(file)!].some((source) => changedSet.has(source)),
    );
  }

  async function bundle(
    files: string[],
  ): Promise<esbuild.BuildResult<{ write: true; metafile: true }>> {
    return esbuild.build({
      entryPoints: files,
      outdir: bundleDir,
      outbase: root,
      bundle: true,
      // CommonJS, evaluated by evaluateBundle: an ES module import would stay in Node's module cache for good.
      format: 'cjs',
      platform: 'node',
      packages: 'external',
      write: true,
      logLevel: 'silent',
      // Text as written, not escaped to ASCII: a module of ten thousand service areas in three
      // languages bundles to 47 MB instead of 76 MB, in about half the time (npm run bench at +30,000).
      charset: 'utf8',
      metafile: true,
      absWorkingDir: root,
    });
  }

  /**
   * The graph as the files are now. `changed` (paths relative to the root), when
   * given, limits the bundling to the modules built from those files.
   */
  async function load(changed?: readonly string[]): Promise<Content> {
    const filesByCollection = await Promise.all(
      collections.map(async (collection) => ({
        collection,
        files: (await fg(collection.pattern, { cwd: contentDir, onlyFiles: true })).sort(),
      })),
    );
    const absoluteFiles = filesByCollection.flatMap(({ files }) =>
      files.map((file) => path.join(contentDir, file)),
    );
    const restored = await restoreFromCache(absoluteFiles);
    // A large data module of a collection of many entries is validated as it is read (validateEach).
    const readEach = new Set(
      moduleCache
        ? filesByCollection
            .filter(({ collection }) => collection.many)
            .flatMap(({ files }) => files.map((file) => path.join(contentDir, file)))
        : [],
    );
    const current = await importChanged(
      absoluteFiles,
      restored.size > 0
        ? absoluteFiles.filter((file) => !restored.has(file))
        : modulesToBundle(absoluteFiles, changed),
      readEach,
    );

    const problems: Problem[] = [];
    const graph = new Map<string, NonNullable<ReturnType<typeof lastCollections.get>>>();
    for (const { collection, files } of filesByCollection) {
      const modules: ValidatedModule[] = [];
      for (const file of files) {
        const absolute = path.join(contentDir, file);
        const bundled = current.get(absolute)!;
        let module = validated.get(absolute);
        if (module?.hash !== bundled.hash) {
          module = await validateImported(collection, absolute, bundled);
          validated.set(absolute, module);
          // Its export, or its bytes, are garbage now.
          current.set(absolute, { hash: bundled.hash });
        }
        // A large module is held as its record (content-parts.ts): at +100,000 pages the build
        // thread held 33,334 service areas decoded, 217 MiB, through the render.
        const onDemand =
          !module.onDemand &&
          module.problems.length === 0 &&
          moduleCache?.entriesOnDemand(absolute, module.hash, collection.idField);
        if (onDemand) {
          module = { ...module, entries: onDemand, onDemand: true };
          validated.set(absolute, module);
        }
        modules.push(module);
        problems.push(...module.problems);
      }
      const last = lastCollections.get(collection.key);
      const same =
        last?.modules.length === modules.length &&
        modules.every((module, index) => module === last.modules[index]);
      const loaded = same ? last : loadedCollection(modules);
      lastCollections.set(collection.key, loaded);
      graph.set(collection.key, loaded);
    }
    for (const file of validated.keys()) if (!current.has(file)) validated.delete(file);
    if (problems.length > 0) throw new BuildError('Content validation', problems);
    // By the modules' ids: a collection taken from the module cache is decoded only to report.
    for (const { collection } of filesByCollection) {
      const loaded = graph.get(collection.key)!;
      if (repeatsAnId(loaded.ids.modules.flatMap(({ ids }) => ids)))
        problems.push(...(await findDuplicateIds(root, collection, loaded.entries())));
    }
    if (problems.length > 0) throw new BuildError('Content validation', problems);

    lastParts = moduleCache && partsOf(filesByCollection);
    const content = lazyGraph(
      graph.get('site')?.entries()[0] as Content['site'],
      [...graph.keys()],
      (key) => graph.get(key)!.entries(),
      new Map([...graph].map(([key, loaded]) => [key, loaded.ids])),
    );
    if (!content.site)
      throw new BuildError('Content validation', [
        problem(ContentModuleFailed, { file: 'content/site.ts', cause: 'not found' }),
      ]);
    const missingPages = findMissingRequiredPages(content);
    if (missingPages.length > 0) throw new BuildError('Content validation', missingPages);
    const referenceProblems = await checkReferences(content, root, {
      checkedNearby,
      nearbyResolve: nearbyResolves(graph.get('locations')?.modules ?? []),
    });
    if (referenceProblems.length > 0) throw new BuildError('Content references', referenceProblems);
    return content;
  }

  /**
   * A build's first load takes the modules whose sources are unchanged from the
   * module cache (module-cache.ts), as if this loader had loaded them before.
   */
  async function restoreFromCache(files: string[]): Promise<Set<string>> {
    const restored = new Set<string>();
    if (!moduleCache || bundles.size > 0) return restored;
    // All at once, taken in file order: one after another, each record's reads and its sources'
    // looks waited in turn (51 modules at +10,000 pages: the build thread sat idle some 80 ms).
    // esbuild's service starts as soon as one must be bundled (when the CLI did not start it after
    // its look at the sources): while the other records are read, not when the bundling waits.
    const modules = await Promise.all(
      files.map((file) =>
        moduleCache.restore(file).then((module) => {
          if (!module) startEsbuildService();
          return module;
        }),
      ),
    );
    for (const [index, file] of files.entries()) {
      const module = modules[index];
      if (!module) continue;
      validated.set(file, {
        hash: module.hash,
        entries: module.entries,
        summary: module.summary,
        problems: [],
      });
      bundles.set(file, { hash: module.hash });
      sourcesOf.set(file, new Set(module.sources));
      restored.add(file);
    }
    return restored;
  }

  async function rejectInvalidUtf8(files: string[]): Promise<void> {
    const notUtf8 = await findInvalidUtf8(files);
    if (notUtf8.length === 0) return;
    throw new BuildError(
      'Content loading',
      notUtf8.map(({ file, line, column, byte }) =>
        problem(ContentModuleFailed, {
          file: `${path.relative(root, file).replaceAll('\\', '/')}:${line}:${column}`,
          cause: `not valid UTF-8 (byte 0x${byte.toString(16).padStart(2, '0')}); save the file as UTF-8`,
        }),
      ),
    );
  }

  /**
   * Bundles `toBundle` (the others keep their last bundle); imports the modules whose bundle is
   * new. `exported` (or `array`, for a large data module among `readEach`) is set only for those.
   */
  async function importChanged(
    files: string[],
    toBundle: string[],
    readEach: ReadonlySet<string>,
  ): Promise<Map<string, Imported>> {
    const modules = new Map<string, Imported>();
    for (const file of files)
      if (!toBundle.includes(file) && bundles.has(file)) modules.set(file, bundles.get(file)!);
    for (const file of [...sourcesOf.keys()]) if (!files.includes(file)) sourcesOf.delete(file);
    if (toBundle.length === 0) return modules;
    const toEsbuild: string[] = [];
    for (const file of toBundle) {
      const data = await readDataModule(file, readEach.has(file) ? READ_EACH_BYTES : Infinity);
      if (!data) {
        toEsbuild.push(file);
        continue;
      }
      // Decoded as esbuild reads it: bytes that are not UTF-8 became U+FFFD (an array read an
      // element at a time is checked as it is read: validateEach).
      if ('value' in data && data.decodedInvalidBytes) await rejectInvalidUtf8([file]);
      const { hash } = data;
      sourcesOf.set(file, new Set([file]));
      bundles.set(file, { hash });
      modules.set(
        file,
        validated.get(file)?.hash === hash
          ? { hash }
          : 'array' in data
            ? { hash, array: data.array }
            : { hash, exported: data.value },
      );
    }
    for (const [file, module] of await bundleAndEvaluate(toEsbuild)) modules.set(file, module);
    return modules;
  }

  /** Bundles `files` with esbuild and runs each bundle that is new (esbuild says where a module does not compile). */
  async function bundleAndEvaluate(files: string[]): Promise<Map<string, Imported>> {
    const modules = new Map<string, Imported>();
    if (files.length === 0) return modules;
    try {
      const result = await bundle(files);
      for (const [output, meta] of Object.entries(result.metafile.outputs)) {
        if (!meta.entryPoint) continue;
        const source = path.resolve(root, meta.entryPoint);
        sourcesOf.set(
          source,
          new Set(Object.keys(meta.inputs).map((input) => path.resolve(root, input))),
        );
        const bundled = path.resolve(root, output);
        const text = await readFile(bundled, 'utf8');
        await rm(bundled, { force: true });
        // esbuild reads bytes that are not UTF-8 as U+FFFD: only a bundle that has one sends us back to its sources.
        if (/\ufffd|\\uFFFD/i.test(text)) await rejectInvalidUtf8([...sourcesOf.get(source)!]);
        const hash = contentHash(text, 16);
        bundles.set(source, { hash });
        if (validated.get(source)?.hash === hash) {
          modules.set(source, { hash });
          continue;
        }
        let exported: unknown;
        try {
          exported = evaluateBundle(text, source);
        } catch (error) {
          const cause = error instanceof Error ? error.message : String(error);
          throw new BuildError(
            'Content loading',
            [
              problem(ContentModuleFailed, {
                file: path.relative(root, source).replaceAll('\\', '/'),
                cause,
              }),
            ],
            { cause: error },
          );
        }
        modules.set(source, { hash, exported });
      }
    } catch (error) {
      if (error instanceof BuildError) throw error;
      const failures = (error as esbuild.BuildFailure).errors ?? [];
      const problems = failures.length
        ? failures.map((failure) =>
            problem(ContentModuleFailed, {
              file: failure.location
                ? `${failure.location.file}:${failure.location.line}:${failure.location.column + 1}`
                : 'content/',
              cause: failure.text,
            }),
          )
        : [
            problem(ContentModuleFailed, {
              file: 'content/',
              cause: String((error as Error).message ?? error),
            }),
          ];
      throw new BuildError('Content loading', problems, { cause: error });
    }
    return modules;
  }

  async function validateModule(
    collection: Collection,
    absolute: string,
    exported: unknown,
  ): Promise<Omit<ValidatedModule, 'hash'>> {
    const relative = path.relative(root, absolute).replaceAll('\\', '/');
    const shapeProblem = moduleShapeProblem(collection, exported);
    if (shapeProblem)
      return {
        entries: () => [],
        summary: summarize(collection, relative, []),
        problems: [problem(ContentModuleFailed, { file: relative, cause: shapeProblem })],
      };
    const entries: Array<Sourced<unknown>> = [];
    const problems: Problem[] = [];
    await validateValues(
      collection,
      absolute,
      collection.many ? (exported as unknown[]) : [exported],
      problems,
      (entry) => entries.push(entry),
    );
    return { entries: () => entries, summary: summarize(collection, relative, entries), problems };
  }

  /**
   * Validates each of a module's values: a valid one goes to `accept` as its entry, each
   * violation to `problems`, located in the module's text (read only then).
   */
  async function validateValues(
    collection: Collection,
    absolute: string,
    values: Iterable<unknown>,
    problems: Problem[],
    accept: (entry: Sourced<unknown>) => unknown,
  ): Promise<void> {
    const relative = path.relative(root, absolute).replaceAll('\\', '/');
    let sourceText: string | undefined;
    let index = 0;
    for (const value of values) {
      const prefix = collection.many ? [index] : [];
      const { data, violations } = validateEntry(collection.schema, value);
      for (const violation of violations) {
        sourceText ??= await readFile(absolute, 'utf8');
        const where = locateInSource(sourceText, absolute, [...prefix, ...violation.path]);
        problems.push(
          problem(ContentSchemaViolation, {
            where: `${relative}:${where.line}:${where.column}`,
            entry: entryLabel(collection, value, index),
            field: formatFieldPath(violation.path, value),
            rule: violation.rule,
          }),
        );
      }
      if (data !== undefined) await accept({ data, file: relative });
      index += 1;
    }
  }

  /**
   * A large data module's array validated element by element as it is read, each valid entry
   * written to the module's record (module-cache.ts) and none held: at +100,000 pages the
   * generated module of service areas is 150 MB, which the loader held as its text (251 MB), its
   * value and its validated entries at once. Its entries are read from the record after. Undefined
   * when the literal turns out not to be JSON (the module is bundled instead).
   */
  async function validateEach(
    collection: Collection,
    absolute: string,
    hash: string,
    array: DataArray,
  ): Promise<ValidatedModule | undefined> {
    const relative = path.relative(root, absolute).replaceAll('\\', '/');
    const summary = moduleSummary(collection, relative);
    const problems: Problem[] = [];
    try {
      const entries = await moduleCache!.saveEach(
        absolute,
        { hash, sources: [absolute], idField: collection.idField },
        async (append) => {
          await validateValues(collection, absolute, array.elements(), problems, (entry) => {
            summary.add(entry.data);
            return append(entry);
          });
          if (array.replacedBytes) await rejectInvalidUtf8([absolute]);
          return problems.length === 0 ? summary.done() : undefined;
        },
      );
      // Not valid: the build stops with the problems, and no entries are read.
      if (!entries) return { hash, entries: NO_ENTRIES, summary: summary.done(), problems };
      return { hash, entries, summary: summary.done(), problems, onDemand: true };
    } catch (error) {
      if (error instanceof NotJsonLiteral) return undefined;
      throw error;
    }
  }

  /** A module imported anew, validated (kept in the module cache when valid). */
  async function validateImported(
    collection: Collection,
    absolute: string,
    imported: Imported,
  ): Promise<ValidatedModule> {
    if (imported.array) {
      const module = await validateEach(collection, absolute, imported.hash, imported.array);
      if (module) return module;
      // Not JSON after all: bundled and run, as any module (a trailing comma, a key without quotes).
      imported = (await bundleAndEvaluate([absolute])).get(absolute)!;
      if (!('exported' in imported)) return validated.get(absolute)!;
    }
    const module: ValidatedModule = {
      hash: imported.hash,
      ...(await validateModule(collection, absolute, imported.exported)),
    };
    if (moduleCache && module.problems.length === 0)
      await moduleCache.save(absolute, {
        hash: module.hash,
        sources: sourcesOf.get(absolute) ?? [],
        summary: module.summary,
        entries: module.entries(),
      });
    return module;
  }

  return {
    load,
    /** Every file the modules were bundled from at the last load (relative to the root): what the graph reads. */
    sources(): string[] {
      const files = new Set([...sourcesOf.values()].flatMap((sources) => [...sources]));
      return [...files].map((file) => path.relative(root, file).replaceAll('\\', '/'));
    },
    /**
     * Each module of the last load (relative to the root) → the hash of its bundle, and of what
     * validated it where modules are kept across builds: the same version, the same entries (what
     * the field hashes and the translation check keep per module across builds).
     */
    async moduleVersions(): Promise<Map<string, string>> {
      const basis = moduleCache ? ` ${await moduleCache.basis()}` : '';
      return new Map(
        [...validated].map(([file, module]) => [
          path.relative(root, file).replaceAll('\\', '/'),
          `${module.hash}${basis}`,
        ]),
      );
    },
    /**
     * The last load's graph as records of the module cache a render thread can read (content-parts.ts);
     * none without the module cache, or when a module has no record.
     */
    contentParts(): ContentParts | undefined {
      return lastParts;
    },
    /** Forgets the bundles and validated entries kept for the next load. */
    dispose(): void {
      rmSync(bundleDir, { recursive: true, force: true });
      validated.clear();
      bundles.clear();
      sourcesOf.clear();
    },
  };
}

export type ContentLoader = ReturnType<typeof createContentLoader>;

/**
 * What is wrong with a module's export as a whole, before its entries are
 * validated: without this, a missing default export read as "(entry): Required"
 * and an object in place of an array as one "Required" per field.
 */
function moduleShapeProblem(collection: Collection, exported: unknown): string | undefined {
  if (exported === undefined) {
    return `has no default export: write \`export default ${collection.many ? '[ { … }, … ]' : '{ … }'}\`${collection.many ? ` (an array of ${collection.label} entries)` : ''}`;
  }
  if (collection.many && !Array.isArray(exported)) {
    return `exports ${exported === null ? 'null' : typeof exported === 'object' ? 'an object' : `a ${typeof exported}`}; modules of this collection export an array of ${collection.label} entries: \`export default [ { … }, … ]\``;
  }
  if (
    !collection.many &&
    (exported === null || typeof exported !== 'object' || Array.isArray(exported))
  ) {
    return `exports ${Array.isArray(exported) ? 'an array' : exported === null ? 'null' : `a ${typeof exported}`}; this module exports one ${collection.label} as an object: \`export default { … }\``;
  }
  return undefined;
}

export function entryLabel(collection: Collection, value: unknown, index: number): string {
  const id =
    value !== null && typeof value === 'object'
      ? collection.idOf(value as Record<string, unknown>)
      : undefined;
  return id ? `${collection.label} "${id}"` : `${collection.label} #${index + 1}`;
}

/** A content module's default export, read on its own (the translation tools read modules one by one, even while another is broken). */
export interface ModuleExport {
  /** Path relative to the project root, e.g. "content/work/shyft.ts". */
  file: string;
  collection: Collection;
  /** The module's entries as written (unvalidated), each with its index in an array module. */
  entries: Array<{ value: unknown; index: number | undefined; label: string }>;
  /** Why the module could not be read, if it could not. */
  error?: string;
}

export async function readContentModule(root: string, file: string): Promise<ModuleExport> {
  const relative = path.relative(root, path.resolve(root, file)).replaceAll('\\', '/');
  const collection = await collectionOf(root, relative);
  if (!collection)
    throw new Error(`${relative} is not a content module (see content/schema/collections.ts)`);
  const absolute = path.join(root, relative);
  try {
    const exported = await readModuleExport(root, absolute);
    const values: unknown[] = collection.many
      ? Array.isArray(exported)
        ? exported
        : [exported]
      : [exported];
    const entries = values.map((value, index) => ({
      value,
      index: collection.many ? index : undefined,
      label: entryLabel(collection, value, index),
    }));
    return { file: relative, collection, entries };
  } catch (error) {
    const failure = (error as esbuild.BuildFailure).errors?.[0];
    const message = failure
      ? `${failure.location ? `${failure.location.file}:${failure.location.line}:${failure.location.column + 1}: ` : ''}${failure.text}`
      : String((error as Error).message ?? error);
    return { file: relative, collection, entries: [], error: message };
  }
}

/** One module's default export: a module that is only data parsed, any other bundled and run. */
async function readModuleExport(root: string, absolute: string): Promise<unknown> {
  const data = await readDataModule(absolute);
  if (data && 'value' in data) return data.value;
  const result = await esbuild.build({
    entryPoints: [absolute],
    bundle: true,
    format: 'cjs',
    platform: 'node',
    packages: 'external',
    write: false,
    logLevel: 'silent',
    absWorkingDir: root,
  });
  return evaluateBundle(result.outputFiles[0]!.text, absolute);
}

/** Every content module of the project, relative to the root, in collection order. */
export async function contentModuleFiles(root: string): Promise<string[]> {
  const files: string[] = [];
  for (const collection of collections) {
    files.push(
      ...(await fg(collection.pattern, { cwd: path.join(root, 'content'), onlyFiles: true }))
        .sort()
        .map((file) => `content/${file}`),
    );
  }
  return files;
}

async function collectionOf(root: string, relative: string): Promise<Collection | undefined> {
  for (const collection of collections) {
    const files = await fg(collection.pattern, {
      cwd: path.join(root, 'content'),
      onlyFiles: true,
    });
    if (files.some((file) => `content/${file}` === relative)) return collection;
  }
  return undefined;
}

/**
 * A module imported anew: its bundle's hash, and its default export, or for a large data module
 * its array to be read an element at a time (validateEach); neither when its bundle is the one
 * validated last.
 */
type Imported = { hash: string; exported?: unknown; array?: DataArray };

/**
 * A module's entries when it has none to give. A constant: a closure made in validateEach would
 * hold the module's bytes (see entriesOnRead in module-cache.ts).
 */
const NO_ENTRIES = () => [];

/**
 * A data module of this many bytes or more is validated an element at a time as it is read
 * (validateEach), its entries then read from its record as a page reads them (content-parts.ts).
 */
const READ_EACH_BYTES = READ_ON_DEMAND_BYTES;

/**
 * A module that is only data (data-module.ts): its value and the hash of its bytes, which stands
 * for its bundle's; undefined for any other module. A module of `readEachFrom` bytes or more whose
 * literal is an array gives the array, read an element at a time, in place of its value.
 */
async function readDataModule(
  file: string,
  readEachFrom = Infinity,
): Promise<
  | { value: unknown; hash: string; decodedInvalidBytes: boolean }
  | { array: DataArray; hash: string }
  | undefined
> {
  const source = await readSource(file, readEachFrom);
  if ('array' in source) return source;
  const { text, hash } = source;
  const data = dataModuleValue(text);
  return data && { value: data.value, hash, decodedInvalidBytes: text.includes('\ufffd') };
}

/**
 * A module's text and the hash of its bytes, or from `readEachFrom` bytes its array literal if it
 * is only data. Decoded in one piece: readFile's own decoding goes chunk by chunk (2.4 s for
 * 150 MB); the bytes are gone before the text is parsed (at +100,000 pages, holding both raised
 * the load's peak RSS from 697 to 842 MiB).
 */
async function readSource(
  file: string,
  readEachFrom: number,
): Promise<{ text: string; hash: string } | { array: DataArray; hash: string }> {
  const bytes = await readFile(file);
  const hash = contentHash(bytes, 16);
  const array = bytes.byteLength >= readEachFrom ? dataModuleArray(bytes) : undefined;
  if (array) return { array, hash };
  return { text: new TextDecoder().decode(bytes), hash };
}

/** Runs one CommonJS bundle of a content module and returns its default export. */
function evaluateBundle(code: string, filename: string): unknown {
  const module = { exports: {} as { default?: unknown } };
  const run = vm.compileFunction(code, ['module', 'exports', 'require'], { filename }) as (
    module: object,
    exports: object,
    require: NodeRequire,
  ) => void;
  run(module, module.exports, createRequire(filename));
  return module.exports.default;
}
