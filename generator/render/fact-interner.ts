import type { RenderedPageFacts } from './page-renderer.ts';
import type { HreflangLink } from '../seo/hreflang.ts';
import type { DependencyKey } from './track-content.ts';

/**
 * A copy of `text` that is a string of its own. A slice of a longer string
 * (what a regular expression or a parser gives) keeps that whole string alive
 * in V8 however short it is: a page's facts that held slices of its head kept
 * every head of a 100-page batch until the batch was sent, and a render thread
 * copied those heads into its old generation (about 12 KB a page). Through
 * JSON, so that no text, not even a lone surrogate, changes.
 */
export function ownString<T extends string>(text: T): T {
  return JSON.parse(JSON.stringify(text)) as T;
}

/** One copy of each equal string, each with a number of its own. */
export class StringPool {
  private readonly strings = new Map<string, { value: string; id: number }>();

  /** The copy kept of `value` (the first one seen). */
  string<T extends string>(value: T): T {
    return this.kept(value).value as T;
  }

  kept(value: string): { value: string; id: number } {
    let known = this.strings.get(value);
    if (!known) this.strings.set(value, (known = { value, id: this.strings.size }));
    return known;
  }

  /**
   * The copy kept of `value`, the first one seen kept as a string of its own:
   * a parser's value is often a slice of the text it read (V8 keeps the whole
   * text for it). The alternates read back from the sitemap kept a 31 MB
   * urlset through the render this way.
   */
  ownString<T extends string>(value: T): T {
    const known = this.strings.get(value);
    if (known) return known.value as T;
    const own = ownString(value);
    this.strings.set(own, { value: own, id: this.strings.size });
    return own;
  }
}

/** The empty list pages share: frozen, so a change to it fails where it is made. */
const NONE = Object.freeze([]) as unknown as never[];

/**
 * A page's facts arrive from its render thread as a fresh copy (a message is
 * cloned), and most of their strings recur on other pages: the ids of a
 * template's sections, the content fields every page reads (site name,
 * navigation, the paths the footer links), a page group's hreflang links,
 * "ltr". The build holds the facts of every page until the site-wide outputs
 * are made, so it keeps one copy of each such string and list instead of one
 * per page (at +20,000 pages with the cache, the dependency keys alone were
 * 2.2 KB a page, 44 MB).
 *
 * The facts are changed in place and must not be changed afterwards: a list
 * may be shared by several pages.
 */
export class FactInterner {
  /** Each string kept, with a number of its own (what a list of them is bucketed by). */
  private readonly strings = new StringPool();
  /** Lists of dependency keys by a hash of their strings' numbers: the few to compare a new list with. */
  private readonly keyLists = new Map<number, DependencyKey[][]>();
  /** The list kept for each list a cached page came with (keptPage). */
  private readonly keptLists = new WeakMap<DependencyKey[], DependencyKey[]>();
  /** hreflang sets by a hash of their strings' numbers: the pages of a group list the same one. */
  private readonly linkLists = new Map<number, HreflangLink[][]>();

  /**
   * One copy of equal Stitches sheets: batches of the same templates write the
   * same sheet (at +10,000 pages 105 batches wrote 5 distinct sheets of up to
   * 70 KB), and the build holds every batch's sheet until the next build's
   * cache is written.
   */
  sheet(css: string): string {
    return this.strings.string(css);
  }

  page(page: RenderedPageFacts): void {
    page.links.ids = this.strings.string(page.links.ids);
    // Most pages have neither: one empty list for all (two lists a page, 6 MiB at +100,000 pages).
    if (page.links.problems.length === 0) page.links.problems = NONE;
    if (page.links.fragments.length === 0) page.links.fragments = NONE;
    page.shell = this.strings.string(page.shell);
    const { head } = page;
    if (head.lang !== undefined) head.lang = this.strings.string(head.lang);
    if (head.dir !== undefined) head.dir = this.strings.string(head.dir);
    head.links = this.links(head.links);
    if (page.dependencies) page.dependencies = this.keys(page.dependencies);
    if (page.localeReads) page.localeReads = this.keys(page.localeReads);
  }

  /**
   * The facts of a page the build cache kept (build-cache.ts), read back one
   * record per batch: its shell (one per locale) and the list of UI string
   * sections it read (one per template and locale), whose value the keys
   * then work out once per list (render-keys.ts).
   */
  keptPage(facts: { shell: string; localeReads?: DependencyKey[] }): void {
    facts.shell = this.strings.string(facts.shell);
    const { localeReads } = facts;
    if (!localeReads) return;
    // The pages of a record that read the same sections share one list already (its encoding
    // keeps one copy): the list is worked out once, not once a page (10,000 pages at +10,000).
    let kept = this.keptLists.get(localeReads);
    if (!kept) this.keptLists.set(localeReads, (kept = this.keys(localeReads)));
    facts.localeReads = kept;
  }

  /** The list with its keys kept, or an equal list seen before (a page group's locales read the same fields). */
  private keys(keys: DependencyKey[]): DependencyKey[] {
    let hash = keys.length;
    for (let index = 0; index < keys.length; index++) {
      const known = this.strings.kept(keys[index]!);
      keys[index] = known.value;
      hash = Math.imul(hash ^ known.id, 0x01000193);
    }
    const candidates = this.keyLists.get(hash);
    const same = candidates?.find(
      (list) => list.length === keys.length && list.every((key, index) => key === keys[index]),
    );
    if (same) return same;
    if (candidates) candidates.push(keys);
    else this.keyLists.set(hash, [keys]);
    return keys;
  }

  /** The hreflang links with their strings kept, or an equal list seen before (each page of a group lists the same). */
  private links(links: HreflangLink[]): HreflangLink[] {
    let hash = links.length;
    for (const link of links) {
      const hreflang = this.strings.kept(link.hreflang);
      const href = this.strings.kept(link.href);
      link.hreflang = hreflang.value;
      link.href = href.value;
      hash = Math.imul(Math.imul(hash ^ hreflang.id, 0x01000193) ^ href.id, 0x01000193);
    }
    const candidates = this.linkLists.get(hash);
    const same = candidates?.find(
      (list) =>
        list.length === links.length &&
        list.every(
          (link, index) =>
            link.hreflang === links[index]!.hreflang && link.href === links[index]!.href,
        ),
    );
    if (same) return same;
    if (candidates) candidates.push(links);
    else this.linkLists.set(hash, [links]);
    return links;
  }
}
