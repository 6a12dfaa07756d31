import type { CollectionKey, EntryOf } from '../../content/schema/collections.ts';

/** An entry together with the module it came from (for error messages and cache keys). */
export interface Sourced<T> {
  data: T;
  /** Path relative to the project root, e.g. "content/work/shyft.ts". */
  file: string;
}

/**
 * The validated content of the whole site: the one site config, and the
 * entries of every other collection of content/schema/collections.ts
 * (`services: Sourced<Service>[]`, …), so a new collection is declared once.
 */
export type Content = { site: Sourced<EntryOf<'site'>> } & {
  [Key in Exclude<CollectionKey, 'site'>]: Sourced<EntryOf<Key>>[];
};

type FieldIndex = Map<unknown, Sourced<unknown>>;
const indexes = new WeakMap<readonly Sourced<unknown>[], Map<PropertyKey, FieldIndex>>();

/**
 * The first entry of a collection whose `field` equals `value`. Every page
 * looks up its own entry and the entries it links to; on a site of thousands
 * of service areas a linear search per lookup makes the build quadratic, so
 * each collection is indexed by a field once, on first use (the graph is
 * never changed after loading: watch mode loads a new one).
 */
export function findEntry<T, K extends keyof T>(collection: readonly Sourced<T>[], field: K, value: T[K] extends string ? string : T[K]): Sourced<T> | undefined {
  let byField = indexes.get(collection);
  if (!byField) indexes.set(collection, (byField = new Map()));
  let index = byField.get(field);
  if (!index) {
    index = new Map();
    for (const entry of collection) if (!index.has(entry.data[field])) index.set(entry.data[field], entry);
    byField.set(field, index);
  }
  return index.get(value) as Sourced<T> | undefined;
}

/** Blog posts in publication order, newest first (slug breaks ties): the blog lists and the feeds. */
export function postsNewestFirst(content: Content): Content['posts'] {
  return [...content.posts].sort((a, b) => b.data.date.localeCompare(a.data.date) || a.data.slug.localeCompare(b.data.slug));
}
