import type { Locale } from '../../content/schema/primitives.ts';
import {
  outlines as collections,
  type CollectionKey,
} from '../../content/schema/collection-outlines.ts';
import {
  collectionIds,
  decodedOnRead,
  KNOWN_ID,
  type KnownId,
  lazyGraph,
  type CollectionIds,
  LOOKUP_READS,
  type Content,
  type LookupReads,
  type Sourced,
} from '../../shared/model/content-graph.ts';

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

/**
 * What a page read of its locale's UI strings, at the granularity of a
 * top-level section of locales/{lng}/translation.json: `locale:de:blog` for
 * `t('blog.aboutAuthor')` on a German page. A page's key takes these
 * sections' hashes instead of its whole locale's, so an edit of one German
 * string renders the German pages that read its section, not every page.
 */
export const LOCALE_KEY_PREFIX = 'locale:';

export function localeKey(locale: string, key: string): DependencyKey {
  // "translation:blog.x" names the namespace: the section follows it.
  const dottedKey = key.slice(key.indexOf(':') + 1);
  const dot = dottedKey.indexOf('.');
  return `${LOCALE_KEY_PREFIX}${locale}:${dot === -1 ? dottedKey : dottedKey.slice(0, dot)}`;
}

export const isLocaleKey = (key: DependencyKey): boolean => key.startsWith(LOCALE_KEY_PREFIX);

/** The locale a locale key is of (`locale:de:blog` → `de`). */
export const localeOfKey = (key: DependencyKey): string =>
  key.slice(LOCALE_KEY_PREFIX.length, key.indexOf(':', LOCALE_KEY_PREFIX.length));

/**
 * The entries of every collection in order, by id and module: when they
 * differ, the route table (and every listing) may change.
 */
export function entryOutline(
  content: Content,
  /**
   * Outlines worked out before, by collection array or by the loader's ids of
   * it (collectionIds): a loaded graph never changes in place.
   */
  known?: WeakMap<object, string>,
): string {
  return collections
    .map(({ key }) => {
      const ids = collectionIds(content, key);
      const basis = ids ?? listOf(content, key);
      let outline = known?.get(basis);
      if (outline === undefined) {
        outline = JSON.stringify([
          key,
          collectionModules(content, key).flatMap(({ file, ids }) =>
            ids.map((id) => [id ?? file, file]),
          ),
        ]);
        // `site` without the loader's ids is a list made here for the call: not worth keeping.
        if (key !== 'site' || ids) known?.set(basis, outline);
      }
      return outline;
    })
    .join('\n');
}

/**
 * A collection's modules in order, each with its file and its entries' ids
 * (null: none): as the loader gave them with the graph (collectionIds), which
 * reads no entry, or else worked out from the entries.
 */
export function collectionModules(content: Content, key: CollectionKey): CollectionIds['modules'] {
  const known = collectionIds(content, key);
  if (known) return known.modules;
  const collection = collections.find((candidate) => candidate.key === key)!;
  const modules: Array<{ file: string; ids: Array<string | null> }> = [];
  for (const entry of listOf(content, key)) {
    const id = collection.idOf(entry.data as Record<string, unknown>) ?? null;
    const last = modules.at(-1);
    if (last?.file === entry.file) last.ids.push(id);
    else modules.push({ file: entry.file, ids: [id] });
  }
  return modules;
}

export interface ContentTracker {
  /** The graph to render from: reads through it are recorded. */
  content: Content;
  /**
   * Records the reads of `render` for one page; returns what it read with the result: the content
   * fields, and apart from them the sections of the UI strings (localeKey).
   */
  page<T>(render: () => T): {
    result: T;
    dependencies: DependencyKey[];
    localeReads: DependencyKey[];
  };
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
  /** Records a read of a UI string (localeKey): for the page, footer or header that renders now. */
  translation(locale: string, key: string): void;
  /** Runs `compute`, recording its reads where they go now, and gives them back for replay. */
  capture<T>(compute: () => T): { value: T; reads: ReadonlySet<DependencyKey> };
  /** Records reads captured before where reads go now. */
  replay(reads: ReadonlySet<DependencyKey>): void;
  /** Reads outside any page and the footers' reads by locale, since the last call. */
  takeShared(): { everyPage: DependencyKey[]; footers: Partial<Record<Locale, DependencyKey[]>> };
  /**
   * This tracker over another graph (watch mode's next content): entries it
   * tracked before keep their tracked copies, and a collection that is the
   * same array keeps its tracked array, so an edit of one module wraps only
   * that module's entries again (10,000 service areas took 2 to 25 ms of every
   * content edit's update in each render thread).
   */
  over(content: Content): ContentTracker;
}

export function trackContent(content: Content): ContentTracker {
  const everyPage = new Set<DependencyKey>();
  let sink = everyPage;
  let footers: Partial<Record<Locale, Set<DependencyKey>>> = {};

  const trackData = (collection: CollectionKey, entry: Sourced<unknown>): unknown => {
    const id = entryIdOf(collection, entry);
    // Pages read the same fields thousands of times: one key string per field, not per read.
    const keys = new Map<string, DependencyKey>();
    const keyOf = (field: string) => {
      let key = keys.get(field);
      if (key === undefined) keys.set(field, (key = dependencyKey(collection, id, field)));
      return key;
    };
    return new Proxy(entry.data as Record<string, unknown>, {
      get(target, field, receiver): unknown {
        if (typeof field === 'string') sink.add(keyOf(field));
        return Reflect.get(target, field, receiver);
      },
      ownKeys(target) {
        for (const field of Object.keys(target)) sink.add(keyOf(field));
        return Reflect.ownKeys(target);
      },
    });
  };

  /** The tracked data of each decoded object of entries decoded on read: it dies with the object. */
  const trackedData = new WeakMap<object, unknown>();
  const trackEntry = (collection: CollectionKey, entry: Sourced<unknown>): Sourced<unknown> => {
    if (!decodedOnRead(entry)) return { data: trackData(collection, entry), file: entry.file };
    // A tracked copy that held its data would hold every entry a render read (content-parts.ts).
    return {
      file: entry.file,
      ...((entry as KnownId)[KNOWN_ID] ? { [KNOWN_ID]: (entry as KnownId)[KNOWN_ID] } : {}),
      get data() {
        const data = entry.data as object;
        let tracked = trackedData.get(data);
        if (!tracked) {
          tracked = trackData(collection, { data, file: entry.file });
          trackedData.set(data, tracked);
        }
        return tracked;
      },
    };
  };

  const trackedEntries = new WeakMap<Sourced<unknown>, Sourced<unknown>>();
  const trackedLists = new WeakMap<readonly Sourced<unknown>[], Sourced<unknown>[]>();
  const tracked = (key: CollectionKey, entry: Sourced<unknown>) => {
    let copy = trackedEntries.get(entry);
    if (!copy) trackedEntries.set(entry, (copy = trackEntry(key, entry)));
    return copy;
  };
  // Each collection is wrapped when first read: a graph read lazily (content-parts.ts) stays so.
  const trackGraph = (graph: Content): Content =>
    lazyGraph(
      tracked('site', graph.site) as Content['site'],
      collections.map(({ key }) => key),
      (key) => {
        const entries = listOf(graph, key as CollectionKey);
        let list = trackedLists.get(entries);
        if (!list) {
          list = entries.map((entry) => tracked(key as CollectionKey, entry));
          Object.defineProperty(list, LOOKUP_READS, {
            value: lookupReads(key as CollectionKey, list),
          });
          trackedLists.set(entries, list);
        }
        return list;
      },
    );

  /** What a lookup through a collection's index depends on (findEntry). */
  const lookupReads = (key: CollectionKey, list: readonly Sourced<unknown>[]): LookupReads => {
    const { idField } = collections.find((candidate) => candidate.key === key)!;
    return {
      lookedUp(field, value) {
        if (typeof field !== 'string') return;
        // Ids are unique and name the dependency keys: this key changes when an entry takes or gives up
        // the id, found or not, and only then. One key, where a search in order reads up to 10,000.
        if (field === idField && typeof value === 'string')
          sink.add(dependencyKey(key, value, field));
        // Another field may come to hold the value in any entry: the field of every entry, as a search
        // through all of them reads it (lookups by such fields are in small collections: pages).
        else for (const entry of list) void (entry.data as Record<string, unknown>)[field];
      },
      unrecorded: (read) => during(new Set(), read),
    };
  };

  const translationKeys = new Map<string, Map<string, DependencyKey>>();

  const during = <T>(target: Set<DependencyKey>, render: () => T): T => {
    const previous = sink;
    sink = target;
    try {
      return render();
    } finally {
      sink = previous;
    }
  };

  const trackerOver = (graph: Content): ContentTracker => ({
    content: trackGraph(graph),
    page(render) {
      const reads = new Set<DependencyKey>();
      const result = during(reads, render);
      const dependencies: DependencyKey[] = [];
      const localeReads: DependencyKey[] = [];
      for (const key of reads) (isLocaleKey(key) ? localeReads : dependencies).push(key);
      return { result, dependencies, localeReads };
    },
    footer(locale, render) {
      const target = (footers[locale] ??= new Set());
      return during(target, render);
    },
    everyPage: (render) => during(everyPage, render),
    translation(locale, key) {
      // Pages look up the same keys thousands of times: one dependency key per string key.
      let keys = translationKeys.get(locale);
      if (!keys) translationKeys.set(locale, (keys = new Map<string, DependencyKey>()));
      let dependency = keys.get(key);
      if (dependency === undefined) keys.set(key, (dependency = localeKey(locale, key)));
      sink.add(dependency);
    },
    capture(compute) {
      const reads = new Set<DependencyKey>();
      const target = sink;
      const value = during(reads, compute);
      for (const key of reads) target.add(key);
      return { value, reads };
    },
    replay(reads) {
      for (const key of reads) sink.add(key);
    },
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
    over: trackerOver,
  });
  return trackerOver(content);
}

export function listOf(content: Content, key: CollectionKey): Array<Sourced<unknown>> {
  return key === 'site' ? [content.site] : content[key];
}

/** An entry's id in dependency keys: its collection's id field, or its module. */
export function entryIdOf(key: CollectionKey, entry: Sourced<unknown>): string {
  const collection = collections.find((candidate) => candidate.key === key)!;
  return collection.idOf(entry.data as Record<string, unknown>) ?? entry.file;
}
