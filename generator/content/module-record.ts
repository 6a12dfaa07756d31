import { deserialize, serialize } from 'node:v8';
import type { Sourced } from '../../shared/model/content-graph.ts';

/**
 * A validated content module as the module cache keeps it (module-cache.ts):
 * a small head (what it was validated from, and an outline of its entries)
 * and its entries, each serialized apart. A build reads the head of every
 * module and decodes a module's entries only when something reads them: after
 * a blog post's edit at +10,000 pages the service areas' 16 MB of entries
 * were decoded (and copied through the young generation) for nothing but
 * their ids.
 */
export interface ModuleHead {
  /** What validation depended on besides the module (module-cache.ts BASIS). */
  basis: string;
  /** Every project file the module was bundled from, with its content hash. */
  sources: Record<string, string>;
  /** The bundle's hash, as the loader keeps it. */
  hash: string;
  summary: ModuleSummary;
}

/** What the checks across a collection read of a module's entries: enough to check, not to report. */
export interface ModuleSummary {
  /** The module's path (relative to the root): every entry's `file`. */
  file: string;
  /** Each entry's id (its collection's idOf), in order; null where it has none. */
  ids: Array<string | null>;
  /** The service-area slugs its entries name as `nearby`, each once. */
  nearby?: string[];
}

/**
 * A record whose entries turn out unreadable when first read (damaged since
 * it was written): the build starts again without its caches (generator/build.ts).
 */
export class ModuleRecordUnreadable extends Error {
  override name = 'ModuleRecordUnreadable';
}

/** head length (4 bytes, little-endian) · head · entries */
export function encodeModuleRecord(head: ModuleHead, entries: Array<Sourced<unknown>>): Buffer {
  const headBytes = serialize(head);
  const length = Buffer.alloc(4);
  length.writeUInt32LE(headBytes.byteLength);
  return Buffer.concat([length, headBytes, serialize(entries)]);
}

/** A record's head, and its entries decoded when asked. Throws on bytes that are not a record. */
export function decodeModuleRecord(bytes: Buffer): {
  head: ModuleHead;
  entries: () => Array<Sourced<unknown>>;
} {
  const headEnd = 4 + bytes.readUInt32LE(0);
  const head = deserialize(bytes.subarray(4, headEnd)) as ModuleHead;
  if (typeof head?.hash !== 'string' || typeof head.summary !== 'object')
    throw new Error('not a content module record');
  return {
    head,
    entries: () => {
      const entries = deserialize(bytes.subarray(headEnd)) as unknown;
      if (!Array.isArray(entries)) throw new Error('not a content module record');
      return entries as Array<Sourced<unknown>>;
    },
  };
}
