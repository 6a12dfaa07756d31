import type { Resource } from 'i18next';
import type { ContentParts } from '../../content/content-parts.ts';
import { LOCALES } from '../../../content/schema/index.ts';
import {
  indexCollections,
  type Content,
  type Sourced,
} from '../../../shared/model/content-graph.ts';
import type { KindRoute } from '../../../components/page-kinds/page-kind.ts';
import type { Route, RoutePage } from '../../../shared/model/route.ts';

import { BuildError } from '../../errors/build-error.ts';
import { loadLocales } from '../../i18n/load-locales.ts';
import { sectionVersions } from '../../i18n/locale-sections.ts';
import { LOCK_FILE } from '../../i18n/translation-lock.ts';
import {
  checkTranslations,
  locateListed,
  translationWarnings,
  type TranslationCheck,
} from '../../i18n/translation-policy.ts';
import {
  ContentFields,
  fieldReads,
  type EntryFingerprints,
  type FieldReads,
} from '../../render/content-fields.ts';
import { entryOutline, trackContent } from '../../render/track-content.ts';
import { findRouteConflicts } from '../../routes/route-conflicts.ts';
import { kindRoutes, localizedRoutes } from '../../routes/route-table.ts';
import type { TokenArtifacts } from '../../tokens/build-tokens.ts';
import { writeTokenArtifacts } from '../../tokens/write-token-artifacts.ts';
import type { SiteContext } from '../context.ts';
import { changedFiles, keyOf, type FileHashes } from '../file-fingerprints.ts';
import { step } from '../graph.ts';

/** The year footers and feeds show: read from the clock, so a session that crosses New Year's Eve renders again. */
export const yearStep = step({
  name: 'year',
  inputs: {},
  key: () => String(new Date().getFullYear()),
  run: (): number => new Date().getFullYear(),
});

/** tokens/*.json → CSS variables, the typed theme (tokens/generated/) and every token's entry. */
export const tokensStep = step({
  name: 'tokens',
  inputs: {},
  key: async (_inputs, _versions, context: SiteContext) =>
    keyOf(await context.files.glob('tokens/*.json')),
  run: (_inputs, context: SiteContext): Promise<TokenArtifacts> =>
    writeTokenArtifacts(context.root),
  version: (tokens) => keyOf(tokens.css, tokens.themeModule, tokens.entries),
});

export interface ContentOutput {
  content: Content;
  /** The files it was loaded from, with their hashes (the next load bundles only what changed). */
  files: FileHashes;
  /** Every top-level field of every entry, with a hash of its value: what pages read (with recorded reads). */
  fields: ContentFields;
  /** What `fields` worked out per entry object, for the next load (it hashes only the entries of changed modules). */
  fingerprints: EntryFingerprints;
  /** Each module's version (the content loader's): what is kept per module across builds is keyed by it. */
  moduleVersions: ReadonlyMap<string, string>;
  /** The graph as the module cache's records (a build with the cache): what the render threads read. */
  parts?: ContentParts;
  version: string;
}

/** The content modules and everything they import. */
async function contentFiles(context: SiteContext): Promise<FileHashes> {
  return {
    ...(await context.files.of(context.contentLoader.sources())),
    ...(await context.files.glob('content/**/*.ts')),
  };
}

/** content/**.ts → the validated content graph. */
/** The content step's indexed collections, kept by array (indexCollections). */
const indexedCollections = new WeakMap<readonly Sourced<unknown>[], Sourced<unknown>[]>();

export const contentStep = step({
  name: 'content',
  inputs: {},
  key: async (_inputs, _versions, context: SiteContext) => keyOf(await contentFiles(context)),
  async run(
    _inputs,
    context: SiteContext,
    previous: ContentOutput | undefined,
  ): Promise<ContentOutput> {
    const files = await contentFiles(context);
    // Told what changed, the loader bundles and validates only those modules again.
    const content = await context.contentLoader.load(
      previous ? changedFiles(previous.files, files) : undefined,
    );
    // A fingerprint per field is what recorded reads are compared with (dev); without them the
    // modules' file hashes say when the content changed, at a fraction of the cost per entry.
    const fingerprints = previous?.fingerprints ?? new WeakMap();
    const moduleVersions = await context.contentLoader.moduleVersions();
    // A build in a new process takes the field hashes of the collections whose modules are as the
    // cached build's were from its cache (at +10,000 pages, 38,000 fields hashed again otherwise).
    const fields = context.profile.trackReads
      ? ContentFields.of(
          content,
          previous?.fields ?? context.cache?.fields,
          fingerprints,
          moduleVersions,
        )
      : ContentFields.none;
    // Indexed for the lookups by slug or id of the steps that follow (sitemap, structured data):
    // searched in order, a site of thousands of service areas makes them quadratic.
    const parts = context.contentLoader.contentParts();
    // A render thread started early (steps/bundle.ts) reads the content while the routes are worked
    // out: all of it when every page renders (no cache to take pages from), else its small
    // collections (render-worker.ts), and a large one when a page reads it.
    // Which pages an edit reaches is known only later: one the header reads renders every page,
    // whose first batch then reads what the thread would have read meanwhile (at +10,000 pages
    // about 0.8 s later in a 55 s build; a one-entry edit's 17 pages gain 0.25 s of 4).
    if (parts)
      context.threads.pool?.prefetch(parts, {
        readAll: !context.cache || !!context.cache.coldReason,
      });
    return {
      content: indexCollections(content, indexedCollections),
      ...(parts ? { parts } : {}),
      files,
      fields,
      fingerprints,
      moduleVersions,
      version: context.profile.trackReads ? fields.version : keyOf(files),
    };
  },
  version: (output) => output.version,
});

export interface TranslationsOutput extends TranslationCheck {
  /** The lock file's hash when it was read: an unchanged lock is not read again (watch mode). */
  lockHash: string | undefined;
}

/**
 * Every localised field: translated, missing or stale; the site's policy stops the build (the
 * write reads this step for its verdict). The fields it lists are located and warned about after
 * (translationWarningsStep): the verdict does not wait for TypeScript to load.
 */
export const translationsStep = step({
  name: 'translations',
  inputs: { content: contentStep },
  key: async (_inputs, versions, context: SiteContext) =>
    keyOf(versions, await context.files.of([LOCK_FILE]), context.profile.enforceTranslations),
  async run(
    { content },
    context: SiteContext,
    previous: TranslationsOutput | undefined,
  ): Promise<TranslationsOutput> {
    // A module is checked again when its bundle or its source changed (its fields' locations move
    // with the source, not always the bundle), or what the lock records of it.
    const versionOf = (file: string) => {
      const bundle = content.moduleVersions.get(file);
      const source = content.files[file];
      return bundle && source ? `${bundle} ${source}` : undefined;
    };
    const kept = previous?.modules ?? (await context.translationMemo?.read());
    const lockHash = (await context.files.of([LOCK_FILE]))[LOCK_FILE];
    const check = await checkTranslations(context.root, content.content, {
      enforce: context.profile.enforceTranslations,
      locate: false,
      versionOf,
      ...(kept ? { kept } : {}),
      ...(previous && previous.lockHash === lockHash ? { recorded: previous.recorded } : {}),
      ...(previous ? { unlocated: previous.unlocated } : {}),
      ...(context.scratch ? { scratch: context.scratch } : {}),
    });
    return { ...check, lockHash };
  },
});

/**
 * The translation check's warnings, each field named by `file:line:col`: the
 * fields are located on TypeScript's thread while the site is written (after
 * an edit at +10,000 pages the write waited 0.2 to 0.4 s for them). The check's
 * parts are kept for the next build once located.
 */
export const translationWarningsStep = step({
  name: 'translation warnings',
  inputs: { translations: translationsStep },
  async run({ translations }, context: SiteContext, previous: string[] | undefined) {
    await locateListed(context.root, translations);
    if (translations.checked > 0) await context.translationMemo?.write(translations.modules);
    const warnings = translationWarnings(translations);
    // Said once: watch mode checks again on every save, and repeats nothing that did not change.
    if (warnings.join('\n') !== previous?.join('\n'))
      for (const line of warnings) context.log(line);
    return warnings;
  },
});

export interface LocalesOutput {
  resources: Resource;
  /** A hash of each locale's strings. */
  versions: Record<string, string>;
  /** A hash of each section a page may read (localeKey → hash): a page's key names those it read. */
  sections: ReadonlyMap<string, string>;
}

/** locales/{lng}/translation.json → i18next resources (key parity checked). */
export const localesStep = step({
  name: 'locales',
  inputs: {},
  key: async (_inputs, _versions, context: SiteContext) =>
    keyOf(await context.files.of(LOCALES.map((locale) => `locales/${locale}/translation.json`))),
  async run(_inputs, context: SiteContext): Promise<LocalesOutput> {
    const resources = await loadLocales(context.root);
    return {
      resources,
      versions: Object.fromEntries(LOCALES.map((locale) => [locale, keyOf(resources[locale])])),
      sections: sectionVersions(resources),
    };
  },
  version: (output) => keyOf(output.versions),
});

export interface RoutesOutput {
  routes: Route[];
  /** The page kinds' routes the table was made from (localizedRoutes): what a build with the cache keeps. */
  kindRoutes: KindRoute<RoutePage>[];
  version: string;
  /**
   * With recorded reads (dev, a build with the cache): the content fields the
   * table read. The same entries and the same values of these fields give the
   * same table, so an edit that changes neither keeps it (the step's key): at
   * 10,000 service areas building and keying the table took 0.3 s of a
   * one-entry edit.
   */
  reads?: FieldReads;
}

/**
 * Each collection array's outline: watch mode's content loader gives an
 * unchanged collection as the same array (load-content.ts), which is not
 * walked again (10,000 service areas on every content edit).
 */
const collectionOutlines = new WeakMap<object, string>();

/** The content → every route (pure), refused when two routes claim one path. */
export const routesStep = step({
  name: 'routes',
  inputs: { content: contentStep },
  // The entries and the values of the fields the last table read; without recorded reads it runs.
  key: ({ content }, _versions, _context: SiteContext, previous: RoutesOutput | undefined) =>
    previous?.reads
      ? keyOf(
          entryOutline(content.content, collectionOutlines),
          content.fields.valuesOf(previous.reads),
        )
      : undefined,
  run({ content }, context: SiteContext, previous: RoutesOutput | undefined): RoutesOutput {
    const { result: base, reads } = pageKindRoutes(content.content, context.profile.trackReads);
    const routes = localizedRoutes(base);
    const conflicts = findRouteConflicts(routes);
    if (conflicts.length) throw new BuildError('Route table', conflicts);
    const version = keyOf(routes);
    if (version === previous?.version) return { ...previous, ...(reads ? { reads } : {}) };
    logRoutes(routes, context);
    return { routes, kindRoutes: base, version, ...(reads ? { reads } : {}) };
  },
  version: (output) => output.version,
  // A build with the cache takes the last build's table while its key holds: the page kinds'
  // routes are kept (a third of the table, without the locales' paths), the rest made again.
  persist: {
    save: ({ kindRoutes, version, reads }) => ({ kindRoutes, version, reads }),
    restore: (saved) => {
      const kept = saved as Omit<RoutesOutput, 'routes'>;
      return { ...kept, routes: localizedRoutes(kept.kindRoutes) };
    },
    taken: (output, context) => logRoutes(output.routes, context),
  },
});

/** The routes per locale, said when the table is made or taken from the cache. */
function logRoutes(routes: readonly Route[], context: SiteContext): void {
  const counts = LOCALES.map(
    (locale) => `${locale} ${routes.filter((route) => route.locale === locale).length}`,
  );
  context.log(`✓ content valid · ${routes.length} routes (${counts.join(', ')})`);
}

/** The page kinds' routes, and with `track` the content fields they were made from. */
function pageKindRoutes(
  content: Content,
  track: boolean,
): { result: KindRoute<RoutePage>[]; reads?: FieldReads } {
  if (!track) return { result: kindRoutes(content) };
  const tracker = trackContent(content);
  const { result, dependencies } = tracker.page(() => kindRoutes(tracker.content));
  return { result, reads: fieldReads(dependencies) };
}

export interface SiteIdentity {
  name: string;
  baseUrl: string;
}

/** The site's name and address: share cards, feeds, robots.txt and the token page name them. */
export const siteStep = step({
  name: 'site',
  inputs: { content: contentStep },
  run: ({ content }): SiteIdentity => ({
    name: content.content.site.data.name,
    baseUrl: content.content.site.data.baseUrl,
  }),
  version: (site) => keyOf(site),
});
