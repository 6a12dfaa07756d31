import { readFileSync } from 'node:fs';
import { outlines } from '../../content/schema/collection-outlines.ts';
import {
  KNOWN_ID,
  lazyGraph,
  type Content,
  type KnownId,
  type Sourced,
} from '../../shared/model/content-graph.ts';
import { decodeModuleRecord, ModuleRecordReader } from './module-record.ts';

/**
 * The content graph as the module cache holds it after a load: for each
 * collection, in order, the records of its modules (module-cache.ts), each
 * with the bundle hash the load validated. A render thread reads them itself
 * instead of the build thread serializing the whole graph for it (at +10,000
 * pages 19 MB: about 0.1 s of the build thread on the way to the render).
 */
export interface ContentParts {
  collections: Array<{ key: string; modules: ModulePart[] }>;
}

export interface ModulePart {
  /** The record's path. */
  file: string;
  /** The module's bundle hash, as the record names it. */
  hash: string;
  /** The record's size (what the thread's heap is sized by). */
  bytes: number;
}

/** The records' size together. */
export function partsBytes(parts: ContentParts): number {
  let bytes = 0;
  for (const { modules } of parts.collections) for (const part of modules) bytes += part.bytes;
  return bytes;
}

/**
 * The graph `parts` describe, as the content step gave it: the site config
 * first, then every collection's entries, module by module. A collection's
 * records are read when it is first read (lazyGraph): a build after an edit
 * renders a few pages, which may read none of a large collection. A record
 * that is not the module the load validated (another build rewrote it) fails
 * loudly.
 */
export function contentFromParts(parts: ContentParts): Content {
  const modulesOf = new Map(parts.collections.map(({ key, modules }) => [key, modules]));
  const entriesOf = (key: string) => {
    const idField = outlines.find((outline) => outline.key === key)?.idField;
    return (modulesOf.get(key) ?? []).flatMap((part) => readModule(part, idField));
  };
  return lazyGraph(
    entriesOf('site')[0] as Content['site'],
    parts.collections.map(({ key }) => key),
    entriesOf,
  );
}

/** Reads every collection of a graph read lazily: a build that renders every page reads them all anyway. */
export function readEveryCollection(content: Content): void {
  for (const key of Object.keys(content)) void content[key as keyof Content];
}

/**
 * Reads the collections whose records together hold at most `bytes`. A render
 * thread waiting for its inputs in a build after an edit reads these ahead
 * (content-parts are read on first use): the few pages such a build renders
 * read many small collections (the site's posts, case studies and pages: at
 * +10,000 pages 38 records, which took 0.1 s of the first pages' render), and
 * seldom the large one (10,000 service areas, 16 MB), left until a page reads it.
 */
export function readSmallCollections(content: Content, parts: ContentParts, bytes: number): void {
  for (const { key, modules } of parts.collections)
    if (modules.reduce((sum, part) => sum + part.bytes, 0) <= bytes)
      void content[key as keyof Content];
}

/**
 * A module whose record holds at least this many bytes is read an entry at a
 * time (ModuleRecordReader), when a page reads the entry, and not kept: at
 * +100,000 pages each render thread held the 33,334 service areas of one
 * generated module decoded, 217 MiB, where a page reads a few of them. The
 * real site's largest module is 0.3 MB; 1,000 generated service areas are
 * 4.6 MB.
 */
export const READ_ON_DEMAND_BYTES = 1 << 20;

/**
 * An entry of a module read on demand: its `data` is decoded from the record
 * each time it is read (the few read last are kept, ModuleRecordReader), so
 * holding the entry does not hold its data.
 */
class EntryOnDemand implements Sourced<unknown>, KnownId {
  readonly #record: ModuleRecordReader;
  readonly #index: number;
  readonly [KNOWN_ID]?: { field: string; value: string };

  constructor(
    record: ModuleRecordReader,
    index: number,
    readonly file: string,
    known: { field: string; value: string } | undefined,
  ) {
    this.#record = record;
    this.#index = index;
    if (known) this[KNOWN_ID] = known;
  }

  get data(): unknown {
    return this.#record.entry(this.#index).data;
  }

  /** As an entry with its data is written (a page's props, a test's comparison). */
  toJSON(): Sourced<unknown> {
    return { data: this.data, file: this.file };
  }
}

/** `idField`: the field of the module's collection that its record's ids are the values of. */
function readModule(part: ModulePart, idField: string | undefined): Array<Sourced<unknown>> {
  return readsOnDemand(part) ? readOnDemand(part, idField) : readWhole(part);
}

/** Whether a module's record is read an entry at a time (READ_ON_DEMAND_BYTES). */
export const readsOnDemand = (part: ModulePart): boolean => part.bytes >= READ_ON_DEMAND_BYTES;

/**
 * The entries of a module's record, each decoded when its data is read (the
 * build thread holds a large module so too once its record is written:
 * load-content.ts). `idField`: the field of the module's collection that its
 * record's ids are the values of.
 */
export function readOnDemand(
  { file, hash }: ModulePart,
  idField?: string,
): Array<Sourced<unknown>> {
  let record: ModuleRecordReader | undefined;
  try {
    record = new ModuleRecordReader(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
  }
  if (record?.head.hash !== hash) throw notValidated(file);
  const { file: module, ids } = record.head.summary;
  return Array.from({ length: record.count }, (_, index) => {
    const id = ids[index];
    const known = idField && typeof id === 'string' ? { field: idField, value: id } : undefined;
    return new EntryOnDemand(record, index, module, known);
  });
}

function readWhole({ file, hash }: ModulePart): Array<Sourced<unknown>> {
  let record: ReturnType<typeof decodeModuleRecord> | undefined;
  try {
    record = decodeModuleRecord(readFileSync(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
  }
  if (record?.head.hash !== hash) throw notValidated(file);
  return record.entries();
}

const notValidated = (file: string) =>
  new Error(`The content module record ${file} is not the module the build validated`);
