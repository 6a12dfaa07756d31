import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { contentHash } from '../assets/hash.ts';
import { readFile } from 'node:fs/promises';
import { deserialize, serialize } from 'node:v8';
import { linkOrCopy } from '../write/link-or-copy.ts';
import { VARIANT_SUFFIXES } from '../write/precompress.ts';
import { emptyTrash, moveToTrash } from '../write/remove-in-background.ts';
import path from 'node:path';
import type { Locale } from '../../content/schema/index.ts';
import { ContentFields, type StoredEntries, type StoredFields } from '../render/content-fields.ts';
import { FactInterner } from '../render/fact-interner.ts';
import type { PageChecks, PageFacts } from '../render/page-renderer.ts';
import type { DependencyKey } from '../render/track-content.ts';
import { generatorVersion } from '../assets/generator-identity.ts';
import { forgetInputSnapshot } from './input-snapshot.ts';
import type { KeyParts } from './render-keys.ts';

/**
 * The persistent build cache (`build` keeps it; `--no-cache` starts it again):
 * every page the last build wrote, stamped and compressed, with what it was
 * rendered from (its key, generator/graph/render-keys.ts) and its facts, by
 * render batch (manifest.json and a record per batch under batches/, its
 * summary under summaries/; what only the site-wide checks read of its
 * pages, under checks/; the content's field hashes by collection, under
 * fields/). A build
 * renders the batches in which a page's key changed and
 * takes the others' pages from here (steps/cached-render.ts), so a one-entry
 * edit renders a batch or two. It lives under node_modules/.cache/, which CI
 * systems cache between runs (cache-location.ts); its pages are hard links of
 * the last dist/'s.
 */
const MANIFEST = 'manifest.json';
const SUMMARIES = 'summaries';
const PAGES = 'pages';
const BATCHES = 'batches';
const CHECKS = 'checks';
const FIELDS = 'fields';
const FORMAT = 13;

/** A page as the cache keeps it: its key and what the build reads of it instead of rendering it. */
export interface CachedPage {
  outFile: string;
  /** Its page data's file (pageDataPath of its path): kept, so listing the cached site's files takes no path work. */
  dataFile: string;
  parts: KeyParts;
  key: string;
  /** The hash of the values of its own reads (render-keys.ts Keying), under the cache's fields. */
  own: string;
  /** The content fields it read, as hashes (read-hashes.ts). */
  reads: Uint32Array;
  /** Its facts but the reads (`dependencies`), which `reads` stands for, and but its head and links (its batch's checks record). */
  facts: Omit<PageFacts, 'dependencies'>;
  /** A hash of its head and links (pageChecksHash): the site-wide checks hold while these are the same. */
  checks: string;
}

/** A render batch (generator/render/render-pool.ts): its pages in batch order and its Stitches sheet. */
export interface CachedBatch {
  css: string;
  pages: CachedPage[];
  /** The style ids each page added to the sheet (BatchOutput.introduced), in page order. */
  introduced: string[][];
  /** The name of the record it is already (the cache's, its pages' keys unchanged): not worked out again. */
  record?: string;
  /**
   * The record of its pages' heads and links under checks/ (PageChecks[] in
   * page order), named by their hashes: read only when a site-wide check
   * runs, or when some of its pages rendered again.
   */
  checksFile: string;
}

/** The manifest but its batches: what a build reads before any batch record. */
export interface ManifestHeader {
  format: number;
  /** What made the files: a cache of another generator, Node or compressor is not used. */
  generator: string;
  /** The build hash the cached pages are stamped with. */
  buildHash: string;
  /** Whether the pages have their `.br`/`.gz` (BuildProfile.precompress): a build that writes the other way renders every page. */
  precompressed: boolean;
  /**
   * The content's field hashes the keys were computed with: the collections'
   * digests, each collection's entries in a file of their own under fields/
   * (fieldsFileName), read when a field of the collection is looked up. At
   * +10,000 pages the service areas' were 1.5 MB of this file, which every
   * build read and wrote though few builds look at them.
   */
  fields: StoredFields;
  everyPage: DependencyKey[];
  footers: Partial<Record<Locale, DependencyKey[]>>;
  /** The size of the renderer's inputs as the render threads last read them (a build starts a thread early with a heap for it). */
  renderInputBytes?: number;
  /**
   * The renderer bundle the pages were rendered with, and the CSS its modules
   * wrote as they loaded, which every batch's sheet carries: another bundle
   * that writes other CSS so renders every batch.
   */
  rendererHash: string;
  moduleCss: string;
  /** The batches' sheets merged (mergeStitchesSheets): taken again while every batch keeps its sheet. */
  stylesheet?: string;
  /** The route table and share cards the pages' route parts were worked out from (render-keys.ts routeBasis). */
  routeBasis?: string;
  /**
   * The site's files but pages and page data, variants aside, each with the
   * mark the write step wrote it under (WrittenSite.written): with the
   * batches' pages, every file of the dist/ the cache was kept from. A build
   * that updates that dist/ in place writes only the files whose mark changed
   * and removes those the site no longer has.
   */
  otherFiles?: Record<string, string>;
}

/**
 * What a build reads of a batch before it decides what renders
 * (steps/cached-render.ts), kept under summaries/ by the name of the batch's
 * record. A one-entry edit's build at +10,000 pages decoded all 105 records
 * (60 to 100 ms of CPU, and the collections their objects caused) before
 * anything rendered, to find the 3 batches the edit reached; now it decodes
 * those, and the others while the page renders. The pages of a batch
 * fall into classes whose keys differ only by their own reads and route (one
 * template and locale, most often); while no read of the batch changed and
 * the route table is the same, a class's pages keep their keys when its first
 * page does.
 */
export interface BatchSummary {
  pages: number;
  /** Every read of its pages (read-hashes.ts), once each, in ascending order. */
  reads: Uint32Array;
  /** Each page's class, in page order. */
  classOf: Uint16Array;
  /** The first page of each class and its offset in the batch, by class. */
  firsts: Array<{ offset: number; page: CachedPage }>;
}

/**
 * The batches of the cache a build opened: each record is read and decoded
 * when first asked for (a build after a one-entry edit asks for the few its
 * summaries do not vouch for before it renders, and for the others while its
 * render threads render).
 */
export interface CachedBatches {
  readonly count: number;
  /** The batch at `index`; a record that is missing or damaged makes the cache unusable (BuildCacheUnusable). */
  get(index: number): CachedBatch;
  /**
   * The batch at `index` as `get` gives it, its record read on libuv's
   * threads (the read `prefetch` started, if any): the records of the batches
   * a build takes as their summaries vouched are 10 MB at +10,000 pages, and
   * reading them in this thread took 40 to 80 ms of it.
   */
  load(index: number): Promise<CachedBatch>;
  /** Starts reading the records of these batches (`load` takes them). */
  prefetch(indexes: Iterable<number>): void;
  /** Every batch, in order. */
  all(): readonly CachedBatch[];
  /** Whether the batch's record was decoded already. */
  decoded(index: number): boolean;
  /** Its summary, when the cache kept one. */
  summary(index: number): BatchSummary | undefined;
  /** The name of its record. */
  record(index: number): string;
}

export interface BuildCacheManifest extends ManifestHeader {
  batches: CachedBatches;
}

/**
 * manifest.json: the manifest but its batches, each a file of its own under
 * batches/ named by its pages' keys, so a build after a one-entry edit writes
 * the few batches it rendered, not 30 MB (at +10,000 pages) of which nearly all
 * was there already. The records are V8's serialization, not JSON: their
 * German and Arabic titles and heads made every byte go through UTF-8
 * decoding, and reading them as JSON took about twice as long (0.6 against
 * 0.3 s at +10,000 pages).
 */
interface StoredManifest extends ManifestHeader {
  batchFiles: string[];
  /** Each batch's checks record (CachedBatch.checksFile), so a build knows them without decoding the batches. */
  checksFiles: string[];
}

/**
 * A batch record's file name: a hash of its pages' files and keys, which
 * decide everything the record holds (what each page rendered, and so its
 * facts and the batch's sheet).
 */
function batchFileName(batch: CachedBatch): string {
  const keys = batch.pages
    .map((page) => RECORD_NAMED_BY.map((field) => page[field]).join(' '))
    .join('\n');
  return `${contentHash(keys, 16)}.v8`;
}

/** What of each page a record's name is a hash of (batchFileName, sameRecordPages). */
const RECORD_NAMED_BY = ['outFile', 'key', 'own', 'checks'] as const;

/** The parts of a page's key that the pages of one template and locale share. */
type SharedParts = Omit<KeyParts, 'reads' | 'route'>;

/**
 * A page as its batch's record keeps it: its reads in the record's `reads`,
 * the shared parts of its key and its shell by their numbers.
 */
interface StoredPage extends Omit<CachedPage, 'reads' | 'parts' | 'facts'> {
  parts: Pick<KeyParts, 'reads' | 'route'> & { shared: number };
  facts: Omit<CachedPage['facts'], 'shell'> & { shell: number };
}

/**
 * A batch as its record under batches/ keeps it. V8's deserializer makes an
 * object of every value it reads (each string too), and calls back into Node
 * for every typed array (a JavaScript call and a copy each): so the parts of
 * the pages' keys that recur are kept once (`shared`), and so are the pages'
 * shells (one per locale), every page's read hashes are in one array
 * (`reads`, `readCounts` each page's share, in page order), and equal lists of
 * UI string sections and equal coverage counts are one object (the serializer
 * writes an object it met before as a reference to it). At +10,000 pages this
 * took decoding the records from about 200 to 130 ms, and their bytes from 14.1 to
 * 11.1 MB.
 */
interface BatchRecord extends Omit<CachedBatch, 'pages'> {
  shared: SharedParts[];
  shells: string[];
  reads: Uint32Array;
  readCounts: Uint32Array;
  pages: StoredPage[];
}

/** A batch's record, as encodeBatch writes it. */
function encodeBatch(batch: CachedBatch): Buffer {
  const shared: SharedParts[] = [];
  const sharedNumbers = new Map<string, number>();
  const shells: string[] = [];
  const shellNumbers = new Map<string, number>();
  const once = new Map<string, unknown>();
  const kept = <T>(value: T): T => {
    const text = JSON.stringify(value);
    if (!once.has(text)) once.set(text, value);
    return once.get(text) as T;
  };
  const reads = new Uint32Array(batch.pages.reduce((sum, page) => sum + page.reads.length, 0));
  const readCounts = new Uint32Array(batch.pages.length);
  let offset = 0;
  const pages = batch.pages.map((page, index): StoredPage => {
    reads.set(page.reads, offset);
    offset += readCounts[index] = page.reads.length;
    const { reads: readsPart, route, ...rest } = page.parts;
    const text = JSON.stringify(rest);
    let number = sharedNumbers.get(text);
    if (number === undefined) {
      sharedNumbers.set(text, (number = shared.length));
      shared.push(rest);
    }
    const { facts } = page;
    let shell = shellNumbers.get(facts.shell);
    if (shell === undefined) {
      shellNumbers.set(facts.shell, (shell = shells.length));
      shells.push(facts.shell);
    }
    return {
      outFile: page.outFile,
      dataFile: page.dataFile,
      parts: { reads: readsPart, route, shared: number },
      key: page.key,
      own: page.own,
      facts: {
        ...facts,
        coverage: kept(facts.coverage),
        shell,
        ...(facts.localeReads ? { localeReads: kept(facts.localeReads) } : {}),
      },
      checks: page.checks,
    };
  });
  const record: BatchRecord = {
    css: batch.css,
    introduced: batch.introduced,
    checksFile: batch.checksFile,
    shared,
    shells,
    reads,
    readCounts,
    pages,
  };
  return serialize(record);
}

/** A batch from its record (encodeBatch); throws when the record is not one. */
function decodeBatch(bytes: Buffer): CachedBatch {
  const record = deserialize(bytes) as Partial<BatchRecord>;
  const { pages, shared, shells, reads, readCounts } = record;
  if (
    !Array.isArray(pages) ||
    !Array.isArray(shared) ||
    !Array.isArray(shells) ||
    !(reads instanceof Uint32Array) ||
    !(readCounts instanceof Uint32Array) ||
    readCounts.length !== pages.length
  )
    throw new Error('not a batch record');
  let offset = 0;
  return {
    css: record.css!,
    introduced: record.introduced!,
    checksFile: record.checksFile!,
    pages: pages.map((page, index): CachedPage => {
      const start = offset;
      offset += readCounts[index]!;
      const common = shared[page.parts.shared];
      const shell = shells[page.facts.shell];
      if (!common || shell === undefined || offset > reads.length)
        throw new Error('not a batch record');
      return {
        outFile: page.outFile,
        dataFile: page.dataFile,
        parts: { reads: page.parts.reads, route: page.parts.route, ...common },
        key: page.key,
        own: page.own,
        reads: reads.subarray(start, offset),
        facts: { ...page.facts, shell },
        checks: page.checks,
      };
    }),
  };
}

/**
 * A page's facts as the cache keeps them: without its reads (kept as hashes)
 * and its head and links (its batch's checks record).
 */
export function keptFacts(facts: PageFacts & Partial<PageChecks>): CachedPage['facts'] {
  // A page the cache held is kept so already (nearly every page after an edit): taken as it is.
  if (!('dependencies' in facts || 'head' in facts || 'links' in facts)) return facts;
  const kept = { ...facts };
  delete kept.dependencies;
  delete kept.head;
  delete kept.links;
  return kept;
}

/**
 * Whether `pages` are those of the cached batch `old` with the same keys:
 * then their batch is the record `old` is (batchFileName hashes only these).
 */
export function sameRecordPages(old: CachedBatch, pages: readonly CachedPage[]): boolean {
  return (
    old.pages.length === pages.length &&
    pages.every((page, offset) =>
      RECORD_NAMED_BY.every((field) => page[field] === old.pages[offset]![field]),
    )
  );
}

/** What a page's head and links hash to: the site-wide checks read nothing else of it. */
export function pageChecksHash(page: PageChecks): string {
  return contentHash(JSON.stringify([page.path, page.head, page.links]), 16);
}

/** A batch's checks record's name: the hashes of its pages' heads and links, which are all it holds. */
export function checksFileName(hashes: readonly string[]): string {
  return `${contentHash(hashes.join('\n'), 16)}.v8`;
}

/**
 * What a build leaves for the next: the manifest but for what made it, and
 * the checks records its batches name that the cache may not hold yet (those of
 * the batches with pages rendered now), by name.
 */
export type CacheContents = Omit<
  ManifestHeader,
  'format' | 'generator' | 'precompressed' | 'fields'
> & {
  fields: ContentFields;
  batches: CachedBatch[];
  checks: ReadonlyMap<string, readonly PageChecks[]>;
};

/** A cache opened for a build: its last manifest, or why there is none to use. */
export interface BuildCache {
  dir: string;
  /** Lets the next build use the cache (each holds it alone while it reads and writes it). */
  release(): void;
  /** Where the cached pages are, as under dist/. */
  pagesDir: string;
  /** Whether this build writes `.br`/`.gz` (BuildProfile.precompress): the cache keeps its pages so. */
  precompress: boolean;
  manifest?: BuildCacheManifest;
  fields?: ContentFields;
  /**
   * The batch records this build read whole: one of these names is not
   * written again. Any other file under batches/ may be damaged or a foreign
   * generator's, so a record of its name is written anew.
   */
  readRecords?: ReadonlySet<string>;
  /** The checks records the manifest names (a build writes those it does not). */
  checksRecords?: ReadonlySet<string>;
  /** The batch summaries this build read whole, by record name (kept as they are). */
  readSummaries?: ReadonlySet<string>;
  /** Set by the render: every page the cache holds is a page of this build (steps/cached-render.ts). */
  pagesStay?: boolean;
  /** Why every page renders (no manifest): one line for the build's log. */
  coldReason?: string;
}

/**
 * The heads and links of a cached batch's pages, in page order (its checks
 * record). A record that is missing or does not fit makes the cache unusable:
 * the build starts again without it.
 */
export function readBatchChecks(cache: BuildCache, batch: CachedBatch): PageChecks[] {
  const file = path.join(cache.dir, CHECKS, batch.checksFile);
  let checks: unknown;
  try {
    checks = deserialize(readFileSync(file));
  } catch (error) {
    throw new BuildCacheUnusable(
      `the checks record ${batch.checksFile} is unreadable (${(error as Error).message})`,
    );
  }
  if (!Array.isArray(checks) || checks.length !== batch.pages.length)
    throw new BuildCacheUnusable(`the checks record ${batch.checksFile} does not fit its batch`);
  return checks as PageChecks[];
}

/** The file under fields/ of a collection's entries: named by the collection and its digest, which stand for them. */
const fieldsFileName = ({ key, digest }: { key: string; digest: string }) =>
  `${key}-${digest}.json`;

/** A collection's entries (their field hashes) as the cache keeps them; one missing or damaged makes the cache unusable. */
function readFieldsFile(dir: string, collection: { key: string; digest: string }): StoredEntries {
  const name = fieldsFileName(collection);
  let entries: unknown;
  try {
    entries = JSON.parse(readFileSync(path.join(dir, FIELDS, name), 'utf8'));
  } catch (error) {
    throw new BuildCacheUnusable(
      `the content fields record ${name} is missing or unreadable (${(error as Error).message})`,
    );
  }
  if (!Array.isArray(entries))
    throw new BuildCacheUnusable(`the content fields record ${name} is not a list of entries`);
  return entries as StoredEntries;
}

/**
 * The cache in `dir`, held by this build until it releases it; `fresh`: ignore
 * what it holds (`build --no-cache`). A string when another build holds it
 * (two builds of one project at once: the second keeps no cache).
 */
export async function openBuildCache(
  dir: string,
  // Whether this build writes `.br`/`.gz`: given by its profile, whose default it is (profile.ts).
  { fresh = false, precompress }: { fresh?: boolean; precompress: boolean },
): Promise<BuildCache | string> {
  const holder = hold(dir);
  if (typeof holder === 'string') return holder;
  const cache: BuildCache = { dir, pagesDir: path.join(dir, PAGES), precompress, release: holder };
  const cold = (reason: string): BuildCache => ({ ...cache, coldReason: reason });
  if (fresh) return cold('not used (--no-cache)');
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST), 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT'
      ? cold(`none yet in ${path.relative(process.cwd(), dir) || '.'}`)
      : cold(`unreadable (${(error as Error).message})`);
  }
  let stored: StoredManifest;
  try {
    stored = JSON.parse(text) as StoredManifest;
  } catch (error) {
    return cold(`corrupt: ${MANIFEST} is not JSON (${(error as Error).message})`);
  }
  if (stored.generator !== generatorVersion())
    return cold(`written by ${stored.generator ?? 'an unknown version'}`);
  if (stored.format !== FORMAT)
    return cold(`kept in another format (${String(stored.format)}; this build keeps ${FORMAT})`);
  if (stored.precompressed !== precompress)
    return cold(
      precompress
        ? 'kept without .br/.gz; this build writes them (--precompress)'
        : 'kept with .br/.gz (build --precompress); this build writes none',
    );
  if (
    !Array.isArray(stored.batchFiles) ||
    !Array.isArray(stored.checksFiles) ||
    stored.checksFiles.length !== stored.batchFiles.length ||
    typeof stored.buildHash !== 'string' ||
    !Array.isArray(stored.fields?.collections)
  )
    return cold(`corrupt: ${MANIFEST} is not a build cache manifest`);
  const readRecords = new Set<string>();
  const readSummaries = new Set<string>();
  const { batchFiles, checksFiles, ...header } = stored;
  const manifest: BuildCacheManifest = {
    ...header,
    batches: lazyBatches(dir, batchFiles, readRecords, readSummaries),
  };
  return {
    ...cache,
    manifest,
    fields: ContentFields.fromStored(manifest.fields, (collection) =>
      readFieldsFile(dir, collection),
    ),
    readRecords,
    readSummaries,
    checksRecords: new Set(checksFiles),
  };
}

/**
 * The batches named by `names`, each record read and decoded on first use
 * (and added to `readRecords`). Batches of the same templates keep the same
 * sheet, pages of a locale the same shell, and pages of a template and locale
 * the same locale sections: one copy of each (each record holds its own).
 */
function lazyBatches(
  dir: string,
  names: readonly string[],
  readRecords: Set<string>,
  readSummaries: Set<string>,
): CachedBatches {
  const interner = new FactInterner();
  const batches = new Array<CachedBatch | undefined>(names.length);
  const summaries = new Array<BatchSummary | null | undefined>(names.length);
  /** Reads started by `prefetch`, by batch, until `load` takes them. */
  const reads = new Map<number, Promise<Buffer>>();
  const fileOf = (index: number) => {
    const name = names[index];
    if (name === undefined) throw new RangeError(`No batch ${index} in the cache`);
    return path.join(dir, BATCHES, name);
  };
  const unusable = (error: unknown) =>
    new BuildCacheUnusable(
      `corrupt: a batch record is missing or unreadable (${(error as Error).message})`,
    );
  /** The batch at `index` from its record's bytes (read by the caller; a read that failed throws). */
  const decodeAt = (index: number, read: () => Buffer): CachedBatch => {
    let batch = batches[index];
    if (batch) return batch;
    try {
      batch = decodeBatch(read());
    } catch (error) {
      throw unusable(error);
    }
    batch.css = interner.sheet(batch.css);
    for (const page of batch.pages) interner.keptPage(page.facts);
    batches[index] = batch;
    readRecords.add(names[index]!);
    return batch;
  };
  const get = (index: number): CachedBatch => decodeAt(index, () => readFileSync(fileOf(index)));
  const prefetch = (indexes: Iterable<number>) => {
    for (const index of indexes) {
      if (batches[index] || reads.has(index)) continue;
      const read = readFile(fileOf(index));
      // Taken by `load`, which reports a failed read; one never taken is of no matter.
      read.catch(() => undefined);
      reads.set(index, read);
    }
  };
  return {
    count: names.length,
    get,
    prefetch,
    async load(index) {
      if (batches[index]) return batches[index];
      prefetch([index]);
      const read = reads.get(index)!;
      let bytes: Buffer;
      try {
        bytes = await read;
      } catch (error) {
        throw unusable(error);
      } finally {
        reads.delete(index);
      }
      return decodeAt(index, () => bytes);
    },
    all: () => names.map((_, index) => get(index)),
    decoded: (index) => batches[index] !== undefined,
    summary(index) {
      let summary = summaries[index];
      if (summary === undefined) {
        const name = names[index]!;
        summaries[index] = summary = readSummary(path.join(dir, SUMMARIES, name), interner);
        if (summary) readSummaries.add(name);
      }
      return summary ?? undefined;
    },
    record: (index) => names[index]!,
  };
}

/**
 * A batch's summary, found by its record's name (it stands for no other
 * record); null when there is none. A damaged one is removed, so the next
 * cache the build keeps has it again.
 */
function readSummary(file: string, interner: FactInterner): BatchSummary | null {
  let summary: Partial<BatchSummary>;
  try {
    summary = deserialize(readFileSync(file)) as Partial<BatchSummary>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') rmSync(file, { force: true });
    return null;
  }
  if (
    typeof summary !== 'object' ||
    summary === null ||
    typeof summary.pages !== 'number' ||
    !(summary.reads instanceof Uint32Array) ||
    !(summary.classOf instanceof Uint16Array) ||
    summary.classOf.length !== summary.pages ||
    !Array.isArray(summary.firsts)
  ) {
    rmSync(file, { force: true });
    return null;
  }
  // Interned as the records' pages are: the keys work a list of UI string sections out once.
  for (const { page } of summary.firsts) interner.keptPage(page.facts);
  return summary as BatchSummary;
}

/**
 * A batch's summary: its pages' reads, and their classes. A page's class is
 * what its key is made of but its own reads and its route (KeyParts, the
 * `reads` part but for its own hash), with the facts the key reads.
 */
export function summarizeBatch(batch: CachedBatch): BatchSummary {
  const classes = new Map<string, number>();
  const classOf = new Uint16Array(batch.pages.length);
  const firsts: BatchSummary['firsts'] = [];
  batch.pages.forEach((page, offset) => {
    const { reads: readsPart, ...rest } = page.parts;
    const shared = { ...rest, route: '' };
    const ownPrefix = `${page.own} `;
    // A reads part not made as render-keys.ts makes it: the page is a class of its own.
    const others = readsPart.startsWith(ownPrefix)
      ? readsPart.slice(ownPrefix.length)
      : `${offset} ${readsPart}`;
    const key = JSON.stringify([
      others,
      shared,
      page.facts.usesFooter ?? false,
      page.facts.localeReads ?? null,
      page.facts.shell,
    ]);
    let number = classes.get(key);
    if (number === undefined) {
      classes.set(key, (number = firsts.length));
      // Its reads copied: a page's are a view of its record's, which would be kept whole.
      firsts.push({ offset, page: { ...page, reads: page.reads.slice() } });
    }
    classOf[offset] = number;
  });
  return { pages: batch.pages.length, reads: readsOnce(batch.pages), classOf, firsts };
}

/**
 * Every read of `pages`, once each, in ascending order: sorted in one typed
 * array and the repeats dropped (a batch whose pages list the service areas
 * read 17,000 fields, 100,000 times over: a set of them took 40 ms).
 */
function readsOnce(pages: readonly CachedPage[]): Uint32Array {
  const all = new Uint32Array(pages.reduce((sum, page) => sum + page.reads.length, 0));
  let offset = 0;
  for (const page of pages) {
    all.set(page.reads, offset);
    offset += page.reads.length;
  }
  all.sort();
  let kept = 0;
  for (let index = 0; index < all.length; index += 1)
    if (index === 0 || all[index] !== all[index - 1]) all[kept++] = all[index]!;
  return all.slice(0, kept);
}

/**
 * Takes the cache's lock file (the holder's pid): a function that gives it
 * back, or why it cannot be taken. A lock whose process is gone is taken over.
 */
function hold(dir: string): (() => void) | string {
  const lock = path.join(dir, 'lock');
  mkdirSync(dir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      let held = true;
      return () => {
        if (held) rmSync(lock, { force: true });
        held = false;
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lock, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && processIsRunning(pid))
        return `in use by another build (pid ${pid}): this one keeps none`;
      rmSync(lock, { force: true });
    }
  }
  return 'in use by another build: this one keeps none';
}

function processIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The dist/ the cache was kept from: every file (variants aside), and the
 * files but pages by their marks; undefined for a manifest without them.
 */
export function cachedSite(
  cache: BuildCache,
):
  | { files: (each: (file: string) => void) => void; marks: ReadonlyMap<string, string> }
  | undefined {
  const { manifest } = cache;
  if (!manifest) return undefined;
  const { otherFiles } = manifest;
  if (typeof otherFiles !== 'object' || otherFiles === null || Array.isArray(otherFiles))
    return undefined;
  const marks = new Map(Object.entries(otherFiles));
  // Listed when asked for (the update's commit, which looks each up in the site): by then the
  // build decoded every batch. Neither gathered into a set nor yielded by a generator: 20,000
  // files at +10,000 pages took 25 and 10 ms so, 1 ms each given in a loop.
  const files = (each: (file: string) => void) => {
    for (const file of marks.keys()) each(file);
    // Each a page of the build, so in its site: not looked up (17 ms at +10,000 pages).
    if (cache.pagesStay) return;
    for (const batch of manifest.batches.all())
      for (const page of batch.pages) {
        each(page.outFile);
        each(page.dataFile);
      }
  };
  return { files, marks };
}

/** Leaves the cache without a manifest: the next build renders every page. */
export function forgetBuildCache(cache: BuildCache): void {
  rmSync(path.join(cache.dir, MANIFEST), { force: true });
  forgetInputSnapshot(cache.dir);
}

/** A page's files as a build writes them (their `.br`/`.gz` aside): the page and its page data. */
const cachedFiles = (page: CachedPage): readonly string[] => [page.outFile, page.dataFile];
const VARIANTS = ['', ...VARIANT_SUFFIXES];

/**
 * Records the build just committed to `outDir`: its pages become the cache's
 * (hard links, or copies across file systems), then its manifest. `rendered`:
 * the pages (their files, as `outFile`) rendered now, whose files are new;
 * every other page's file is the cache's own, linked into dist/ (all are new
 * when the cache had none, or the pages were stamped again). The old manifest
 * goes first, so a build stopped half-way leaves no manifest (the next build
 * renders everything) rather than one naming other files.
 */
export function saveBuildCache(
  cache: BuildCache,
  outDir: string,
  contents: CacheContents,
  rendered: ReadonlySet<string> | 'all',
): void {
  const { checks, fields, ...kept } = contents;
  const manifest: ManifestHeader & { batches: CachedBatch[] } = {
    format: FORMAT,
    generator: generatorVersion(),
    precompressed: cache.precompress,
    ...kept,
    fields: fields.toStored(),
  };
  forgetBuildCache(cache);
  const made = new Set<string>();
  const place = (pagesDir: string, file: string) => {
    for (const suffix of VARIANTS) {
      const target = path.join(pagesDir, file + suffix);
      const directory = path.dirname(target);
      if (!made.has(directory)) {
        mkdirSync(directory, { recursive: true });
        made.add(directory);
      }
      linkOrCopy(path.join(outDir, file + suffix), target);
    }
  };
  const remove = (file: string) => {
    for (const suffix of VARIANTS)
      rmSync(path.join(cache.pagesDir, file + suffix), { force: true });
  };
  const pageCount = manifest.batches.reduce((count, batch) => count + batch.pages.length, 0);
  if (rendered === 'all' || !cache.manifest || rendered.size * 2 >= pageCount) {
    // A new folder swapped in, the old one removed after: on ext4 without a journal, files created
    // next to inodes just freed are slow to create (tools/bench/freed-inodes.ts), so nothing is
    // freed while the 60,000 links of +10,000 pages are made. Half the pages or more rendered
    // again: linking every page anew is less work than unlinking and linking those (a generator
    // update that renders every page under the same build hash took 17 s one file at a time).
    const fresh = `${cache.pagesDir}.new`;
    rmSync(fresh, { recursive: true, force: true });
    for (const batch of manifest.batches)
      for (const page of batch.pages) for (const file of cachedFiles(page)) place(fresh, file);
    moveToTrash(cache.pagesDir);
    renameSync(fresh, cache.pagesDir);
    emptyTrash(cache.pagesDir);
  } else {
    // A page rendered now has new files; a page the site no longer has, none. The others' files
    // are the cache's already (a one-entry edit relinks its 17 pages, not their batches' 800).
    const now = new Set(
      manifest.batches.flatMap((batch) => batch.pages.map((page) => page.outFile)),
    );
    for (const batch of cache.manifest.batches.all())
      for (const page of batch.pages)
        if (rendered.has(page.outFile) || !now.has(page.outFile)) cachedFiles(page).forEach(remove);
    for (const batch of manifest.batches)
      for (const page of batch.pages)
        if (rendered.has(page.outFile))
          for (const file of cachedFiles(page)) place(cache.pagesDir, file);
  }
  const { batches, ...header } = manifest;
  writeChecks(cache, batches, checks);
  const batchFiles = writeBatches(cache, batches);
  writeSummaries(cache, batches, batchFiles);
  writeFields(cache, fields);
  const stored: StoredManifest = {
    ...header,
    batchFiles,
    checksFiles: batches.map((batch) => batch.checksFile),
  };
  const file = path.join(cache.dir, MANIFEST);
  writeFileSync(`${file}.tmp`, JSON.stringify(stored));
  renameSync(`${file}.tmp`, file);
  // Records no manifest names any more go once the manifest naming the new ones is in place.
  removeAllBut(path.join(cache.dir, BATCHES), new Set(stored.batchFiles));
  removeAllBut(path.join(cache.dir, SUMMARIES), new Set(stored.batchFiles));
  removeAllBut(path.join(cache.dir, CHECKS), new Set(batches.map((batch) => batch.checksFile)));
  removeAllBut(
    path.join(cache.dir, FIELDS),
    new Set(header.fields.collections.map(fieldsFileName)),
  );
}

/** Removes the files of `folder` but those named in `kept` (what a cache no longer names). */
export function removeAllBut(folder: string, kept: ReadonlySet<string>): void {
  for (const name of readdirSync(folder))
    if (!kept.has(name)) rmSync(path.join(folder, name), { force: true });
}

/**
 * The checks records the batches name that the last manifest did not (it
 * named only records its build wrote whole), from `records`: a record of the
 * last manifest is the one a build read or could read, and named by its
 * contents. Every one when the cache held no manifest.
 */
function writeChecks(
  cache: BuildCache,
  batches: readonly CachedBatch[],
  records: ReadonlyMap<string, readonly PageChecks[]>,
): void {
  const folder = path.join(cache.dir, CHECKS);
  mkdirSync(folder, { recursive: true });
  const known = new Set(cache.checksRecords);
  for (const { checksFile: name } of batches) {
    if (known.has(name)) continue;
    const record = records.get(name);
    if (!record) throw new Error(`The checks record ${name} was not made`);
    const file = path.join(folder, name);
    writeFileSync(`${file}.tmp`, serialize(record));
    renameSync(`${file}.tmp`, file);
    known.add(name);
  }
}

/** Each batch's record under batches/ (those this build read are not written again): their names, in order. */
function writeBatches(cache: BuildCache, batches: readonly CachedBatch[]): string[] {
  const folder = path.join(cache.dir, BATCHES);
  mkdirSync(folder, { recursive: true });
  return batches.map((batch) => {
    const name = batch.record ?? batchFileName(batch);
    const file = path.join(folder, name);
    if (!cache.readRecords?.has(name)) {
      writeFileSync(`${file}.tmp`, encodeBatch(batch));
      renameSync(`${file}.tmp`, file);
    }
    return name;
  });
}

/**
 * Each batch's summary under summaries/, named as its record: one the cache
 * holds for a record this build read is kept (a record's name stands for its
 * pages' keys, and so for everything its summary says), the others written.
 */
function writeSummaries(
  cache: BuildCache,
  batches: readonly CachedBatch[],
  names: readonly string[],
): void {
  const folder = path.join(cache.dir, SUMMARIES);
  mkdirSync(folder, { recursive: true });
  batches.forEach((batch, index) => {
    const name = names[index]!;
    const file = path.join(folder, name);
    // One read whole is there; of the others (not read: the route table changed), one a stat finds.
    if (cache.readRecords?.has(name) && (cache.readSummaries?.has(name) || existsSync(file)))
      return;
    writeFileSync(`${file}.tmp`, serialize(summarizeBatch(batch)));
    renameSync(`${file}.tmp`, file);
  });
}

/**
 * The entries of the collections this build worked out (those taken from
 * the cache are there already, under the same name).
 */
function writeFields(cache: BuildCache, fields: ContentFields): void {
  const folder = path.join(cache.dir, FIELDS);
  mkdirSync(folder, { recursive: true });
  for (const collection of fields.newEntries()) {
    const file = path.join(folder, fieldsFileName(collection));
    writeFileSync(`${file}.tmp`, JSON.stringify(collection.entries));
    renameSync(`${file}.tmp`, file);
  }
}

/** A cache that turned out not to hold what its manifest says: the build starts again without it. */
export class BuildCacheUnusable extends Error {
  override name = 'BuildCacheUnusable';
}

/**
 * The cached pages `files` (and their `.br`/`.gz`) placed in `folder`, as
 * hard links: pages stamped with the build hash the build has too.
 */
export function placeCachedPages(
  cache: BuildCache,
  folder: string,
  files: readonly string[],
): void {
  const made = new Set<string>();
  for (const file of files) {
    const target = path.join(folder, file);
    const directory = path.dirname(target);
    if (!made.has(directory)) {
      mkdirSync(directory, { recursive: true });
      made.add(directory);
    }
    if (!linkOrCopy(path.join(cache.pagesDir, file), target))
      throw new BuildCacheUnusable(`${file} is missing from the cache (${cache.dir})`);
    for (const suffix of VARIANTS.slice(1))
      linkOrCopy(path.join(cache.pagesDir, file + suffix), target + suffix);
  }
}
