import { collections, type CollectionKey } from '../../content/schema/collections.ts';
import type { Content, Sourced } from '../../shared/model/content-graph.ts';
import { contentHash } from '../assets/hash.ts';
import {
  collectionModules,
  dependencyKey,
  entryIdOf,
  listOf,
  type DependencyKey,
} from './track-content.ts';

/** An entry's fields (by name) with a hash of each value, and a hash of them all. */
interface EntryFields {
  /** "services/react-development": its fields' dependency keys are this, a dot and the field. */
  prefix: string;
  fields: ReadonlyMap<string, string>;
  digest: string;
}

/** One collection's entries' fields, and the entry objects they were worked out from. */
interface CollectionFields {
  entries: readonly Sourced<unknown>[];
  /** The versions of the modules the entries came from (collectionBasis): the same, the same fields. */
  basis?: string;
  byPrefix: ReadonlyMap<string, EntryFields>;
  digest: string;
  /** A collection read back from a cache: its entries are the cache's already (by its key and digest). */
  stored?: true;
  /** valuesOf's hashes of this collection's part, by the id of the reads (FieldReads), the latest last. */
  values: Map<string, string>;
}

/**
 * ContentFields as plain data (a build cache keeps it): the collections'
 * digests here, each collection's entries apart (StoredEntries), by its key
 * and digest, which stand for them (an entry's digest covers its id, its
 * fields and their hashes).
 */
export interface StoredFields {
  version: string;
  collections: StoredCollection[];
}

interface StoredCollection {
  key: string;
  basis?: string;
  digest: string;
  /** CollectionFields.values. */
  values?: Array<[string, string]>;
}

/** How a stored collection's entries are read (a build cache's fields file). */
type ReadEntries = (collection: { key: string; digest: string }) => StoredEntries;

/** A collection's entries as a build cache keeps them. */
export type StoredEntries = Array<{
  prefix: string;
  digest: string;
  fields: Array<[string, string]>;
}>;

/**
 * Content fields a step read (its dependency keys), by collection: each
 * group with an id of its keys (ContentFields.valuesOf keeps a hash of their
 * values by it).
 */
export type FieldReads = Array<{ collection: string; id: string; keys: DependencyKey[] }>;

/** How many hashes of reads' values a collection keeps (ContentFields.valuesOf). */
const KEPT_VALUES = 4;

/** `keys` (content fields' dependency keys) grouped by collection, in the order of their first key. */
export function fieldReads(keys: readonly DependencyKey[]): FieldReads {
  const groups = new Map<string, DependencyKey[]>();
  for (const key of keys) {
    const collection = key.slice(0, key.indexOf('/'));
    let group = groups.get(collection);
    if (!group) groups.set(collection, (group = []));
    group.push(key);
  }
  return [...groups].map(([collection, group]) => ({
    collection,
    id: contentHash(group.join('\n'), 16),
    keys: group,
  }));
}

/** What ContentFields worked out per entry object, kept for the next content graph. */
export type EntryFingerprints = WeakMap<object, EntryFields>;

/**
 * A hash of every field of every entry, by dependency key
 * (generator/render/track-content.ts): what recorded reads are compared with.
 * Built from the last one: the content loader keeps the entry objects of
 * modules that did not change, so after a one-module edit only that module's
 * entries are hashed, and a collection whose entries are all the same objects
 * keeps its index. At 10,000 service areas a flat map of the 38,000 fields
 * took 0.45 s to hash and 16 ms just to fill again on every edit.
 */
export class ContentFields {
  /** No fields: what a build that records no reads has. */
  static readonly none = new ContentFields(new Map(), '');

  private constructor(
    private readonly collections: ReadonlyMap<string, CollectionFields>,
    /** Changes when any field's value, or the entries, change. */
    readonly version: string,
  ) {}

  /**
   * `moduleVersions` (the content loader's): a collection of another build
   * (`previous` from its cache, without entry objects) is taken when its
   * entries come from the same versions of the same modules.
   */
  static of(
    content: Content,
    previous: ContentFields | undefined,
    known: EntryFingerprints = new WeakMap(),
    moduleVersions?: ReadonlyMap<string, string>,
  ): ContentFields {
    const byCollection = new Map<string, CollectionFields>();
    for (const { key } of collections) {
      const last = previous?.collections.get(key);
      // By the collection's modules, which the loader names without decoding their entries (a
      // collection it took from its cache is not read here when its modules are as they were).
      const basis =
        moduleVersions && collectionBasis(collectionModules(content, key), moduleVersions);
      if (last && basis !== undefined && basis === last.basis) {
        byCollection.set(key, last);
        continue;
      }
      const entries = listOf(content, key);
      const same = last && sameEntries(last.entries, entries);
      byCollection.set(key, same ? last : collectionFields(key, entries, known, basis));
    }
    const digests = [...byCollection.values()].map((collection) => collection.digest);
    return new ContentFields(byCollection, contentHash(digests.join(' '), 16));
  }

  /** The hashes as plain data, for a build cache (generator/graph/build-cache.ts): the collections' entries apart (newEntries). */
  toStored(): StoredFields {
    return {
      version: this.version,
      collections: [...this.collections].map(([key, collection]) => ({
        key,
        ...(collection.basis ? { basis: collection.basis } : {}),
        digest: collection.digest,
        ...(collection.values.size ? { values: [...collection.values] } : {}),
      })),
    };
  }

  /** The collections whose entries a cache does not hold yet (worked out by this build), as plain data. */
  *newEntries(): Generator<{ key: string; digest: string; entries: StoredEntries }> {
    for (const [key, collection] of this.collections) {
      if (collection.stored) continue;
      const entries = [...collection.byPrefix.values()].map((entry) => ({
        prefix: entry.prefix,
        digest: entry.digest,
        fields: [...entry.fields],
      }));
      yield { key, digest: collection.digest, entries };
    }
  }

  /**
   * The fields of an earlier build, from its cache: what `changedSince`
   * compares with (no entry objects). A collection's entries are read
   * (`readEntries`) when a field of it is first looked up.
   */
  static fromStored(stored: StoredFields, readEntries: ReadEntries): ContentFields {
    const byCollection = new Map<string, CollectionFields>(
      stored.collections.map((collection) => [
        collection.key,
        storedCollection(collection, readEntries),
      ]),
    );
    return new ContentFields(byCollection, stored.version);
  }

  /**
   * A hash of the values of the fields `reads` names, a part per collection:
   * a collection's part is worked out once under its digest and kept with it
   * (a build cache keeps it too), so a collection whose fields are the ones
   * it was worked out under is not read (the route table's key read the
   * 10,000 service areas' slugs, 1.5 MB of hashes, on every build).
   */
  valuesOf(reads: FieldReads): string {
    const parts = reads.map(({ collection, id, keys }) => {
      const fields = this.collections.get(collection);
      if (!fields) return [collection, keys.length];
      let hash = fields.values.get(id);
      if (hash === undefined)
        hash = contentHash(keys.map((key) => this.get(key) ?? '').join(' '), 16);
      // The latest last; a few kept (a collection's reads change with the route table's code).
      fields.values.delete(id);
      fields.values.set(id, hash);
      if (fields.values.size > KEPT_VALUES)
        fields.values.delete(fields.values.keys().next().value!);
      return [collection, hash];
    });
    return contentHash(JSON.stringify(parts), 16);
  }

  /** The hash of a field's value; undefined for a field no entry has. */
  get(key: DependencyKey): string | undefined {
    const dot = key.lastIndexOf('.');
    const collection = this.collections.get(key.slice(0, key.indexOf('/')));
    return collection?.byPrefix.get(key.slice(0, dot))?.fields.get(key.slice(dot + 1));
  }

  /** The fields whose value differs from `before`'s: changed or added, then removed. */
  changedSince(before: ContentFields): Set<DependencyKey> {
    const changed = new Set<DependencyKey>();
    const addAll = (entry: EntryFields) => {
      for (const field of entry.fields.keys()) changed.add(`${entry.prefix}.${field}`);
    };
    for (const [key, collection] of this.collections) {
      const old = before.collections.get(key);
      if (old === collection) continue;
      for (const [prefix, entry] of collection.byPrefix) {
        const was = old?.byPrefix.get(prefix);
        if (was === entry || was?.digest === entry.digest) continue;
        for (const [field, hash] of entry.fields)
          if (was?.fields.get(field) !== hash) changed.add(`${prefix}.${field}`);
        for (const field of was?.fields.keys() ?? [])
          if (!entry.fields.has(field)) changed.add(`${prefix}.${field}`);
      }
      for (const [prefix, entry] of old?.byPrefix ?? [])
        if (!collection.byPrefix.has(prefix)) addAll(entry);
    }
    for (const [key, collection] of before.collections)
      if (!this.collections.has(key))
        for (const entry of collection.byPrefix.values()) addAll(entry);
    return changed;
  }
}

/**
 * A collection as a cache kept it, read and indexed only when a field of it
 * is looked up: after a one-module edit the other collections are taken whole
 * by their basis (indexing 10,000 entries' fields took about 0.1 s of every
 * build, and reading them with the cache's manifest 15 ms more).
 */
function storedCollection(
  collection: StoredCollection,
  readEntries: ReadEntries,
): CollectionFields {
  let byPrefix: Map<string, EntryFields> | undefined;
  return {
    entries: [],
    ...(collection.basis ? { basis: collection.basis } : {}),
    digest: collection.digest,
    stored: true,
    values: new Map(Array.isArray(collection.values) ? collection.values : []),
    get byPrefix() {
      byPrefix ??= new Map(
        readEntries(collection).map((entry) => [
          entry.prefix,
          { prefix: entry.prefix, digest: entry.digest, fields: new Map(entry.fields) },
        ]),
      );
      return byPrefix;
    },
  };
}

function sameEntries(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((entry, index) => entry === b[index]);
}

/** The versions of a collection's modules, in order; undefined when one has none. */
function collectionBasis(
  modules: ReturnType<typeof collectionModules>,
  moduleVersions: ReadonlyMap<string, string>,
): string | undefined {
  const versions: string[] = [];
  for (const { file } of modules) {
    const version = moduleVersions.get(file);
    if (version === undefined) return undefined;
    versions.push(`${file} ${version}`);
  }
  return contentHash(versions.join('\n'), 16);
}

function collectionFields(
  key: CollectionKey,
  entries: readonly Sourced<unknown>[],
  known: EntryFingerprints,
  basis: string | undefined,
): CollectionFields {
  const byPrefix = new Map<string, EntryFields>();
  const digests: string[] = [];
  for (const entry of entries) {
    let fields = known.get(entry);
    if (!fields) {
      fields = entryFields(key, entry);
      known.set(entry, fields);
    }
    byPrefix.set(fields.prefix, fields);
    digests.push(fields.digest);
  }
  return {
    entries: [...entries],
    ...(basis ? { basis } : {}),
    byPrefix,
    digest: contentHash(digests.join(' '), 16),
    values: new Map(),
  };
}

function entryFields(key: CollectionKey, entry: Sourced<unknown>): EntryFields {
  const prefix = dependencyKey(key, entryIdOf(key, entry), '').slice(0, -1);
  const fields = new Map(
    Object.entries(entry.data as Record<string, unknown>).map(([field, value]) => [
      field,
      contentHash(JSON.stringify(value) ?? 'undefined', 16),
    ]),
  );
  return { prefix, fields, digest: contentHash(JSON.stringify([prefix, ...fields]), 16) };
}
