import type { Locale } from '../../content/schema/index.ts';
import type { Route } from '../../shared/model/route.ts';
import type { BatchOutput, PageFacts } from '../render/page-renderer.ts';
import type { ContentFields } from '../render/content-fields.ts';
import { shareCardKeyOf } from '../routes/share-section.ts';
import { isLocaleKey, localeOfKey, type DependencyKey } from '../render/track-content.ts';
import type { SiteContext } from './context.ts';
import { keyOf, type FileHashes } from './file-fingerprints.ts';
import { hashSet, readsAny } from './read-hashes.ts';
import type { VersionsOf } from './graph.ts';
import { templateKeys, templateOf } from './template-keys.ts';
import type { RenderInputs, RenderOutput, renderInputs } from './steps/render.ts';

/**
 * What a page's render read, part by part (each a hash): the content fields it
 * read, its locale's strings, its template and what that imports, its route and
 * share card, what every page renders with, and the site-wide inputs. The parts
 * that changed name the reason a page renders again.
 */
export interface KeyParts {
  reads: string;
  locale: string;
  template: string;
  route: string;
  components: string;
  assets: string;
  stamp: string;
  linkTargets: string;
  media: string;
}

export interface RouteEntry {
  /** What the page was rendered from; undefined when its reads are not recorded (never reused). */
  parts?: KeyParts;
  key?: string;
  keying?: Keying;
  /** Its key, or a mark unique to the render: the writer writes a page whose stamp changed. */
  stamp: string;
  facts: PageFacts;
}

/**
 * A route's entry, keyed or not. Written as two literals, so entries share their
 * shape: built by spreading, each of +20,000 entries had its own (216 bytes).
 */
export function routeEntry(
  key: { parts: KeyParts; key: string; keying: Keying } | undefined,
  facts: PageFacts,
  unkeyedStamp: string,
): RouteEntry {
  return key
    ? { parts: key.parts, key: key.key, keying: key.keying, stamp: key.key, facts }
    : { stamp: unkeyedStamp, facts };
}

/**
 * What a route's key was worked out from, kept with its entry: the next key
 * takes the hash of the page's own reads from here unless one of the fields it
 * read changed since (at 10,000 service areas hashing every page's reads again
 * took about 1 s of each content edit, three times over).
 */
export interface Keying {
  /** The content step's field fingerprints the key was computed with. */
  fields: ContentFields;
  /** A hash of the values of the page's own reads under `fields`. */
  own: string;
  /** Its reads as hashes (read-hashes.ts) when their keys are not at hand: a page the build cache holds. */
  reads?: Uint32Array;
  /**
   * The route table and share cards the key's route part was worked out from
   * (routeBasis): while they are the same, so is the part (hashing every
   * route again took about 0.17 s of a build after a one-entry edit at
   * +10,000 pages).
   */
  routes?: string;
}

/** What every route's route part is made of: the route table and the share cards, by their versions. */
export function routeBasis(versions: VersionsOf<typeof renderInputs>): string {
  return `${versions.routes} ${versions.shareImages}`;
}

/** What a render ran with, to name what changed in the next one. */
export interface RenderBasis {
  fields: ContentFields;
  locales: Record<string, string>;
  rendererSources: FileHashes;
  runtimeEntry: string;
}

export function renderBasis(rendered: RenderInputs): RenderBasis {
  return {
    fields: rendered.content.fields,
    locales: rendered.locales.versions,
    rendererSources: rendered.renderer.sources,
    runtimeEntry: rendered.pageAssets.assets.runtimeEntry,
  };
}

/** The shared reads of this render's batches, joined to those gathered before (unless every page rendered again). */
export function sharedReads(
  batches: readonly BatchOutput[],
  previous: Pick<RenderOutput, 'everyPage' | 'footers'> | undefined,
) {
  const everyPage = new Set(previous?.everyPage);
  const footers = new Map(
    [...(previous?.footers ?? [])].map(([locale, keys]) => [locale, new Set(keys)]),
  );
  for (const batch of batches) {
    for (const key of batch.shared?.everyPage ?? []) everyPage.add(key);
    for (const [locale, keys] of Object.entries(batch.shared?.footers ?? {}) as Array<
      [Locale, DependencyKey[]]
    >) {
      const footer = footers.get(locale) ?? new Set();
      for (const key of keys) footer.add(key);
      footers.set(locale, footer);
    }
  }
  return { everyPage, footers };
}

/**
 * Each route's key from its entry's recorded reads (undefined without them).
 * The parts every route shares are computed once; the costly parts of a
 * route's own (its reads' values, its route) are taken from its last keying
 * when what they are made of did not change.
 */
export function routeKeys(
  rendered: RenderInputs,
  versions: VersionsOf<typeof renderInputs>,
  context: SiteContext,
  reads: Pick<RenderOutput, 'everyPage' | 'footers'>,
) {
  const { fields } = rendered.content;
  const { sections } = rendered.locales;
  // A content field's hash, or a UI string section's (the header's and footers' reads hold both).
  const valuesOf = (keys: Iterable<DependencyKey>) =>
    keyOf([...keys].map((key) => [key, fields.get(key) ?? sections.get(key) ?? '']));
  // Pages of a template and locale read the same sections, as one list (fact-interner.ts): its
  // value is worked out once (hashing every page's list took some 40 ms of a one-entry edit at
  // +10,000 pages).
  const localeValues = new Map<readonly DependencyKey[], string>();
  const localeValuesOf = (keys: readonly DependencyKey[]) => {
    let value = localeValues.get(keys);
    if (value === undefined) localeValues.set(keys, (value = valuesOf(keys)));
    return value;
  };
  const everyPageKeys = new Map<Locale, string>();
  /** What every page of `locale` read: the content fields, and the UI strings of its own locale. */
  const everyPageOf = (locale: Locale) => {
    let key = everyPageKeys.get(locale);
    if (key === undefined)
      everyPageKeys.set(
        locale,
        (key = valuesOf(
          [...reads.everyPage].filter((read) => !isLocaleKey(read) || localeOfKey(read) === locale),
        )),
      );
    return key;
  };
  const footerKeys = new Map<Locale, string>();
  const footerOf = (locale: Locale) => {
    let key = footerKeys.get(locale);
    if (key === undefined)
      footerKeys.set(locale, (key = valuesOf(reads.footers.get(locale) ?? [])));
    return key;
  };
  const reach = templateReach(rendered);
  const site = {
    components: reach.common,
    assets: keyOf(versions.pageAssets, versions.year, context.profile.settings),
    stamp: versions.stamp,
    linkTargets: versions.linkTargets,
    media: versions.media,
  };
  const cards = rendered.shareImages.cards;
  const routes = routeBasis(versions);
  return {
    of(
      route: Route,
      entry: Pick<RouteEntry, 'facts' | 'parts' | 'key' | 'keying'> | undefined,
    ): { parts: KeyParts; key: string; keying: Keying } | undefined {
      if (!context.profile.trackReads || !entry) return undefined;
      const dependencies = entry.facts.dependencies;
      const last = entry.keying;
      const reads = dependencies ?? last?.reads;
      if (!reads) return undefined;
      let own: string;
      if (last && !readsChanged(reads, last.fields, fields)) {
        own = last.own;
        // Still true of the newer fields (the values it read are the same): the next look is free.
        last.fields = fields;
      } else if (dependencies) own = valuesOf(dependencies);
      // A cached page that read a changed field: only rendering it again tells what it reads now.
      else return undefined;
      const parts: KeyParts = {
        reads: `${own} ${everyPageOf(route.locale)} ${entry.facts.usesFooter ? footerOf(route.locale) : ''}`,
        // The sections of its locale's strings the page read; a page rendered before they were
        // recorded has its locale's strings as a whole.
        locale: entry.facts.localeReads
          ? localeValuesOf(entry.facts.localeReads)
          : (rendered.locales.versions[route.locale] ?? ''),
        template: reach.template(templateOf(route)),
        route:
          last?.routes === routes && entry.parts
            ? entry.parts.route
            : routePart(route, cards[shareCardKeyOf(route)]),
        ...site,
      };
      const key =
        entry.key !== undefined && entry.parts && sameParts(entry.parts, parts)
          ? entry.key
          : keyOf(parts);
      return {
        parts,
        key,
        keying: {
          fields,
          own,
          routes,
          ...(dependencies || !last?.reads ? {} : { reads: last.reads }),
        },
      };
    },
  };
}

export function sameParts(a: KeyParts, b: KeyParts): boolean {
  return (Object.keys(b) as Array<keyof KeyParts>).every((part) => a[part] === b[part]);
}

/** Fields whose value differs between two content versions, worked out once per pair. */
const fieldChanges = new WeakMap<
  ContentFields,
  WeakMap<ContentFields, ReadonlySet<DependencyKey>>
>();

/** The fields whose value differs between two content versions (changed, added or removed). */
export function fieldsChangedBetween(
  before: ContentFields,
  after: ContentFields,
): ReadonlySet<DependencyKey> {
  let byAfter = fieldChanges.get(before);
  if (!byAfter) fieldChanges.set(before, (byAfter = new WeakMap()));
  let changed = byAfter.get(after);
  if (!changed) byAfter.set(after, (changed = after.changedSince(before)));
  return changed;
}

/** The hashes (read-hashes.ts) of a set of changed fields, worked out once per set. */
const changedHashes = new WeakMap<ReadonlySet<DependencyKey>, ReadonlySet<number>>();

/** Whether any of `reads` (keys, or their hashes) has another value in `after` than in `before`. */
export function readsChanged(
  reads: readonly DependencyKey[] | Uint32Array,
  before: ContentFields,
  after: ContentFields,
): boolean {
  if (before === after) return false;
  const changed = fieldsChangedBetween(before, after);
  if (changed.size === 0) return false;
  if (!(reads instanceof Uint32Array)) return reads.some((key) => changed.has(key));
  let hashes = changedHashes.get(changed);
  if (!hashes) changedHashes.set(changed, (hashes = hashSet(changed)));
  return readsAny(reads, hashes);
}

/** The template keys of a route table with a renderer bundle, worked out once per pair. */
const reaches = new WeakMap<object, WeakMap<object, ReturnType<typeof templateKeys>>>();
function templateReach(rendered: RenderInputs): ReturnType<typeof templateKeys> {
  let byRoutes = reaches.get(rendered.renderer);
  if (!byRoutes) reaches.set(rendered.renderer, (byRoutes = new WeakMap()));
  let reach = byRoutes.get(rendered.routes);
  if (!reach) {
    reach = templateKeys(
      rendered.renderer.bundle.imports,
      rendered.renderer.sources,
      new Set(rendered.routes.routes.map(templateOf)),
    );
    byRoutes.set(rendered.routes, reach);
  }
  return reach;
}

/** A route's own key part (the route and its share card), kept per route object. */
const routeParts = new WeakMap<Route, { card: unknown; key: string }>();
function routePart(route: Route, card: unknown): string {
  const known = routeParts.get(route);
  if (known && known.card === card) return known.key;
  const key = keyOf(route, card);
  routeParts.set(route, { card, key });
  return key;
}
