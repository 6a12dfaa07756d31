/**
 * What a cached value is worked out from. The render worker names what an
 * update brings: the fields of RendererInit it replaces
 * (generator/render/page-renderer.ts), and two that are not fields:
 * - `footers`: content the footers read has changed (watch mode tells; other
 *   content changes leave the rendered footers as they are),
 * - `stylesheet`: the Stitches sheet was emptied (every render batch starts one).
 */
export type SessionInput =
  | 'content'
  | 'resources'
  | 'settings'
  | 'mediaUrls'
  | 'year'
  | 'assets'
  | 'buildHash'
  | 'linkTargets'
  | 'footers'
  | 'stylesheet';

/**
 * A cache the render session keeps for one module. The module declares it as
 * a constant beside the code that fills it; the session holds the entries, so
 * no module keeps state of its own between renders.
 */
export interface SessionCache<Key, Value> {
  readonly name: string;
  /** Emptied when any of these changes. */
  readonly derivedFrom: readonly SessionInput[];
  /** Emptied before it grows past this many entries (for keys without a bound, e.g. every URL of a site). */
  readonly limit?: number;
  /** Carries the key and value types only. */
  readonly types?: (key: Key) => Value;
}

export function sessionCache<Key, Value>(
  name: string,
  derivedFrom: readonly SessionInput[],
  { limit }: { limit?: number } = {},
): SessionCache<Key, Value> {
  return { name, derivedFrom, ...(limit === undefined ? {} : { limit }) };
}

/**
 * Where a render's reads are recorded (the build's dependency tracking,
 * generator/render/track-content.ts), so that an edit renders again only the
 * pages that read what it changed. Without one (the browser, a build that
 * records nothing) reads go unrecorded.
 */
export interface ReadRecorder {
  /** A UI string of `locale` (locales/{lng}/translation.json) read by its dotted key. */
  translation(locale: string, key: string): void;
  /**
   * Runs `compute` recording its reads for the page that runs it, and gives
   * them back: a value remembered for many pages is read once, and each page
   * that uses it again replays them.
   */
  capture<T>(compute: () => T): { value: T; reads: ReadonlySet<string> };
  /** Records reads captured before for the page that renders now. */
  replay(reads: ReadonlySet<string>): void;
}

/**
 * Everything the renderer remembers between pages, for one build (or one warm
 * render pool in watch mode): rendered headers and footers, i18next instances
 * and their translators, the serialised runtime config, the content graph's
 * lookup indexes, link verdicts, document tails. A render worker creates one
 * (generator/render/render-worker.ts) and passes it to every render, which
 * hands it to its components in the site context (useRenderSession); when an
 * update brings new inputs, `invalidate` empties the caches worked out from them.
 */
export class RenderSession {
  private readonly stores = new Map<SessionCache<unknown, unknown>, Map<unknown, unknown>>();
  /** Set by the page renderer while it records what pages read. */
  reads: ReadRecorder | undefined;
  /**
   * Set by the page renderer: hears of each part of the markup a page shows
   * outside its <main> (the head's shared tail, the skip link, header, footer
   * and runtime config), as rendered for every page that shows it. Client-side
   * navigation keeps that markup, so the build hash follows it
   * (generator/graph/steps/stamp.ts).
   */
  shell: ((part: string) => void) | undefined;

  /** The entries of `cache`, to read and fill directly where a lookup per call would cost (emptied when full). */
  store<Key, Value>(cache: SessionCache<Key, Value>): Map<Key, Value> {
    const store = this.entries(cache);
    if (cache.limit !== undefined && store.size >= cache.limit) store.clear();
    return store;
  }

  /** The value of `key` in `cache`, worked out by `compute` the first time. */
  remember<Key, Value>(cache: SessionCache<Key, Value>, key: Key, compute: () => Value): Value {
    const store = this.entries(cache);
    const known = store.get(key);
    if (known !== undefined || store.has(key)) return known as Value;
    const value = compute();
    // Emptied only to make room for a new key: a cache of one entry keeps it while its key stays.
    if (cache.limit !== undefined && store.size >= cache.limit) store.clear();
    store.set(key, value);
    return value;
  }

  private entries<Key, Value>(cache: SessionCache<Key, Value>): Map<Key, Value> {
    let store = this.stores.get(cache as SessionCache<unknown, unknown>) as
      Map<Key, Value> | undefined;
    if (!store) {
      store = new Map();
      this.stores.set(cache as SessionCache<unknown, unknown>, store);
    }
    return store;
  }

  /** Forgets every cache worked out from any of `changed`. */
  invalidate(...changed: SessionInput[]): void {
    for (const cache of this.stores.keys()) {
      if (cache.derivedFrom.some((input) => changed.includes(input))) this.stores.delete(cache);
    }
  }
}

/** `session.remember(…)`, or just `compute()` without a session. */
export function remembered<Key, Value>(
  session: RenderSession | null,
  cache: SessionCache<Key, Value>,
  key: Key,
  compute: () => Value,
): Value {
  return session ? session.remember(cache, key, compute) : compute();
}

/**
 * `session.remember(…)` for a value whose computation reads UI strings or
 * content: each page that takes it from the cache records what computing it
 * read, as the page that computed it did.
 */
export function rememberedReading<Key, Value>(
  session: RenderSession | null,
  cache: SessionCache<Key, ReadingValue<Value>>,
  key: Key,
  compute: () => Value,
): Value {
  if (!session) return compute();
  const kept = session.remember(
    cache,
    key,
    (): ReadingValue<Value> => session.reads?.capture(compute) ?? { value: compute() },
  );
  if (kept.reads) session.reads?.replay(kept.reads);
  return kept.value;
}

/** A value rememberedReading keeps, with the reads that computing it recorded. */
export interface ReadingValue<Value> {
  value: Value;
  reads?: ReadonlySet<string>;
}
