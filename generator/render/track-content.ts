import type { Locale } from '../../content/schema/primitives.ts';
import { collections, type CollectionKey } from '../../content/schema/collections.ts';
import type { Content, Sourced } from '../../shared/model/content-graph.ts';
import { contentHash } from '../assets/hash.ts';

/**
 * Watch mode re-renders only the pages a change reaches. To know which, the
 * render workers record what each page read from the content graph, at the
 * granularity of an entry's top-level field: `services/react-development.title`.
 * Deeper reads count for the top-level field they are under.
 *
 * Reads outside any page (a renderer's setup, e.g. the structured-data maps)
 * and the header's reads count for every page; reads while the footer renders
 * count for every page of that locale that carries the footer.
 */
export type DependencyKey = string;

export const dependencyKey = (
  collection: CollectionKey,
  id: string,
  field: string,
): DependencyKey => `${collection}/${id}.${field}`;

/** An entry's fields as dependency keys with the hash of their value, and a hash of them all. */
interface EntryFields {
  fields: ReadonlyArray<readonly [DependencyKey, string]>;
  digest: string;
}

/** What fieldFingerprints worked out per entry object, kept for the next content graph. */
export type EntryFingerprints = WeakMap<object, EntryFields>;

/**
 * Every field of every entry, as dependency keys with a hash of the value
 * (compared between two content graphs), and a version of them all. `known`:
 * what was worked out for entries seen before; the content loader keeps the
 * entry objects of modules that did not change, so after a one-module edit
 * only that module's entries are hashed (at 10,000 service areas hashing all
 * 38,000 fields took 0.45 s, and the version over them 25 ms more).
 */
export function fieldFingerprints(
  content: Content,
  known: EntryFingerprints = new WeakMap(),
): { fields: Map<DependencyKey, string>; version: string } {
  const fingerprints = new Map<DependencyKey, string>();
  const digests: string[] = [];
  for (const { collection, entry } of entriesOf(content)) {
    let entryFields = known.get(entry);
    if (!entryFields) {
      const id = idOf(collection, entry);
      const fields = Object.entries(entry.data as Record<string, unknown>).map(
        ([field, value]) =>
          [
            dependencyKey(collection, id, field),
            contentHash(JSON.stringify(value) ?? 'undefined', 16),
          ] as const,
      );
      entryFields = { fields, digest: contentHash(JSON.stringify(fields), 16) };
      known.set(entry, entryFields);
    }
    for (const [key, hash] of entryFields.fields) fingerprints.set(key, hash);
    digests.push(entryFields.digest);
  }
  return { fields: fingerprints, version: contentHash(digests.join(' '), 16) };
}

/**
 * The entries of every collection in order, by id and module: when they
 * differ, the route table (and every listing) may change.
 */
export function entryOutline(content: Content): string {
  return JSON.stringify(
    collections.map(({ key }) => [
      key,
      listOf(content, key).map((entry) => [idOf(key, entry), entry.file]),
    ]),
  );
}

export interface ContentTracker {
  /** The graph to render from: reads through it are recorded. */
  content: Content;
  /** Records the reads of `render` for one page; returns what it read with the result. */
  page<T>(render: () => T): { result: T; dependencies: DependencyKey[] };
  /**
   * Records the reads of the footer of a locale (they apply to every page of that locale that shows
   * it). A function property, not a method: the renderer hands it on as the footer's wrapper.
   */
  footer: <T>(locale: Locale, render: () => T) => T;
  /**
   * Records reads that apply to every page, even while a page renders (the header, rendered once for
   * many pages). Handed on as the header's wrapper, like `footer`.
   */
  everyPage: <T>(render: () => T) => T;
  /** Reads outside any page and the footers' reads by locale, since the last call. */
  takeShared(): { everyPage: DependencyKey[]; footers: Partial<Record<Locale, DependencyKey[]>> };
}

export function trackContent(content: Content): ContentTracker {
  const everyPage = new Set<DependencyKey>();
  let sink = everyPage;
  let footers: Partial<Record<Locale, Set<DependencyKey>>> = {};

  const trackEntry = (collection: CollectionKey, entry: Sourced<unknown>): Sourced<unknown> => {
    const id = idOf(collection, entry);
    // Pages read the same fields thousands of times: one key string per field, not per read.
    const keys = new Map<string, DependencyKey>();
    const keyOf = (field: string) => {
      let key = keys.get(field);
      if (key === undefined) keys.set(field, (key = dependencyKey(collection, id, field)));
      return key;
    };
    const data = new Proxy(entry.data as Record<string, unknown>, {
      get(target, field, receiver): unknown {
        if (typeof field === 'string') sink.add(keyOf(field));
        return Reflect.get(target, field, receiver);
      },
      ownKeys(target) {
        for (const field of Object.keys(target)) sink.add(keyOf(field));
        return Reflect.ownKeys(target);
      },
    });
    return { data, file: entry.file };
  };

  const tracked = Object.fromEntries(
    collections.map(({ key }) => [
      key,
      key === 'site'
        ? trackEntry(key, content.site)
        : listOf(content, key).map((entry) => trackEntry(key, entry)),
    ]),
  ) as unknown as Content;

  const during = <T>(target: Set<DependencyKey>, render: () => T): T => {
    const previous = sink;
    sink = target;
    try {
      return render();
    } finally {
      sink = previous;
    }
  };

  return {
    content: tracked,
    page(render) {
      const dependencies = new Set<DependencyKey>();
      const result = during(dependencies, render);
      return { result, dependencies: [...dependencies] };
    },
    footer(locale, render) {
      const target = (footers[locale] ??= new Set());
      return during(target, render);
    },
    everyPage: (render) => during(everyPage, render),
    takeShared() {
      const shared = {
        everyPage: [...everyPage],
        footers: Object.fromEntries(
          Object.entries(footers).map(([locale, keys]) => [locale, [...keys]]),
        ) as Partial<Record<Locale, DependencyKey[]>>,
      };
      everyPage.clear();
      footers = {};
      return shared;
    },
  };
}

function listOf(content: Content, key: CollectionKey): Array<Sourced<unknown>> {
  return key === 'site' ? [content.site] : content[key];
}

function idOf(key: CollectionKey, entry: Sourced<unknown>): string {
  const collection = collections.find((candidate) => candidate.key === key)!;
  return collection.idOf(entry.data as Record<string, unknown>) ?? entry.file;
}

function* entriesOf(
  content: Content,
): Generator<{ collection: CollectionKey; entry: Sourced<unknown> }> {
  for (const { key } of collections)
    for (const entry of listOf(content, key)) yield { collection: key, entry };
}
