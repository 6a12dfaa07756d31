import { readFileSync } from 'node:fs';
import { deserialize } from 'node:v8';
import type { Content, Sourced } from '../../shared/model/content-graph.ts';

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
 * first, then every collection's entries, module by module. A record that is
 * not the module the load validated (another build rewrote it) fails loudly.
 */
export function contentFromParts(parts: ContentParts): Content {
  const graph: Record<string, Array<Sourced<unknown>>> = {};
  for (const { key, modules } of parts.collections)
    graph[key] = modules.flatMap(({ file, hash }) => {
      const record = deserialize(readFileSync(file)) as {
        hash?: unknown;
        entries?: Array<Sourced<unknown>>;
      };
      if (record.hash !== hash || !Array.isArray(record.entries))
        throw new Error(`The content module record ${file} is not the module the build validated`);
      return record.entries;
    });
  const { site, ...collections } = graph;
  return { site: site?.[0], ...collections } as unknown as Content;
}
