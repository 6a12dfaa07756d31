import { readFileSync } from 'node:fs';
import { lazyGraph, type Content, type Sourced } from '../../shared/model/content-graph.ts';
import { decodeModuleRecord } from './module-record.ts';

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
  const entriesOf = (key: string) => (modulesOf.get(key) ?? []).flatMap(readModule);
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

function readModule({ file, hash }: ModulePart): Array<Sourced<unknown>> {
  let record: ReturnType<typeof decodeModuleRecord> | undefined;
  try {
    record = decodeModuleRecord(readFileSync(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
  }
  if (record?.head.hash !== hash)
    throw new Error(`The content module record ${file} is not the module the build validated`);
  return record.entries();
}
