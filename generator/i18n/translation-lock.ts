import { closeSync, openSync } from 'node:fs';
import { open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { contentHash, contentHashOfParts, shortDigest } from '../assets/hash.ts';
import { readBytesAt } from '../assets/read-bytes.ts';
import {
  entryLine,
  filePieces,
  LockLinesBuilder,
  sortedLocales,
  type LockBlock,
} from './lock-lines.ts';
import type { FieldTranslation, TranslationState } from './translation-report.ts';

/**
 * translations.lock.json: for every translated field and locale, a fingerprint
 * of the English the translation was written against and of the translation
 * itself (`"<english>:<translation>"`). When the English of a field changes and
 * its translation does not, the translation is stale. The build and the
 * translation commands keep it current, like npm's package-lock.json: commit it.
 */
export const LOCK_FILE = 'translations.lock.json';

export interface TranslationLock {
  version: 1;
  /** Field id → locale → "englishHash:translationHash". */
  fields: LockEntries;
}

/** Field id → locale → "englishHash:translationHash". */
export type LockEntries = Record<string, Record<string, string>>;

const fingerprint = (text: string) => contentHash(text, 8);

export function emptyLock(): TranslationLock {
  return { version: 1, fields: {} };
}

/** The lock as committed; a missing one is empty (every translation counts as current), a corrupt one is an error. */
export async function readLock(root: string): Promise<TranslationLock> {
  const file = path.join(root, LOCK_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyLock();
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `${LOCK_FILE} is not valid JSON (${(error as Error).message}); delete it to record every current translation again`,
      { cause: error },
    );
  }
  const lock = parsed as Partial<TranslationLock>;
  if (lock.version !== 1 || typeof lock.fields !== 'object' || lock.fields === null) {
    throw new Error(
      `${LOCK_FILE} has an unknown format; delete it to record every current translation again`,
    );
  }
  return lock as TranslationLock;
}

/**
 * What a check reads of the lock's fields: a TranslationLock, or one module's
 * lines looked up by id without making an object of every field (LockIndex).
 */
export interface RecordedPrints {
  /** The prints recorded for a field, by locale; undefined when the lock has none. */
  of(id: string): Readonly<Record<string, string>> | undefined;
  /** How many prints it records: one per field and locale. */
  readonly prints: number;
  /** Every field and its prints, in the lock's order. */
  entries(): Iterable<readonly [string, Readonly<Record<string, string>>]>;
}

/** The lock as a TranslationLock or as RecordedPrints: what a check reads of it. */
export type LockRead = TranslationLock | RecordedPrints;

/** A field's prints by locale, in either form of the lock. */
const printsOf = (lock: LockRead, id: string): Readonly<Record<string, string>> | undefined =>
  'fields' in lock ? lock.fields[id] : lock.of(id);

/** RecordedPrints of entries already parsed. */
export function recordedPrints(entries: LockEntries): RecordedPrints {
  let prints = 0;
  for (const id in entries) prints += Object.keys(entries[id]!).length;
  return { of: (id) => entries[id], prints, entries: () => Object.entries(entries) };
}

/** The fingerprints of a field's English and of its translation as they are now. */
export interface TranslationPrints {
  english: string;
  translation: string;
}

/** A field's English, fingerprinted once for every locale's translation of it. */
export const englishPrint = (english: string): string => fingerprint(english);

/** `englishFingerprint`: englishPrint of the field's English, worked out once for its locales. */
export const translationPrints = (
  englishFingerprint: string,
  translation: string,
): TranslationPrints => ({ english: englishFingerprint, translation: fingerprint(translation) });

/** What the lock records of a translation written against today's English. */
export const currentPrint = (prints: TranslationPrints): string =>
  `${prints.english}:${prints.translation}`;

/**
 * A translation's state against the lock. Not in the lock yet: current (it is
 * recorded as written against today's English). Both English and translation
 * changed since: current again (the translator updated it with the source).
 */
export function lockedState(
  lock: LockRead,
  id: string,
  locale: string,
  prints: TranslationPrints,
): TranslationState {
  const recorded = printsOf(lock, id)?.[locale];
  if (!recorded) return 'translated';
  const [englishPrint, translationPrint] = recorded.split(':');
  if (englishPrint === prints.english) return 'translated';
  return translationPrint === prints.translation ? 'stale' : 'translated';
}

/** What the lock records of a field: its state and, where translated, today's fingerprints. */
export type LockedField = Pick<
  FieldTranslation,
  'id' | 'locale' | 'state' | 'english' | 'translation' | 'print'
>;

/**
 * The lock that records `fields` as they are now: current translations get
 * today's fingerprints, stale ones keep the fingerprints that make them stale,
 * and fields that are missing or gone are dropped. (serializeLock sorts it.)
 */
export function lockFor(lock: TranslationLock, fields: readonly LockedField[]): TranslationLock {
  const next: LockEntries = {};
  for (const field of fields) {
    const print = recordedPrint(lock, field);
    if (print !== undefined) (next[field.id] ??= {})[field.locale] = print;
  }
  return { version: 1, fields: next };
}

/** Adds what lockFor records of one field to `lines` (a check that keeps no report calls it field by field). */
export function recordField(lines: LockLinesBuilder, lock: LockRead, field: LockedField): void {
  const print = recordedPrint(lock, field);
  if (print !== undefined) lines.addPrint(field.id, field.locale, print);
}

/** What lockFor records of a field: undefined for a field it drops (missing, gone). */
function recordedPrint(lock: LockRead, field: LockedField): string | undefined {
  if (field.state === 'missing' || field.translation === undefined) return undefined;
  return field.state === 'stale'
    ? printsOf(lock, field.id)![field.locale]!
    : (field.print ??
        currentPrint(translationPrints(englishPrint(field.english), field.translation)));
}

/**
 * lockFor's lines of one module's fields, compared with the lock's as the
 * fields come: it keeps only the fields whose prints differ from the lock's,
 * as lines (LockLinesBuilder), not a second copy of every field's (a heap
 * snapshot at +10,000 pages: one module's prints 15.2 MiB, beside 11.3 MiB of
 * the lock's parsed). A field id is met once, its locales one after the other:
 * ids are a module's entry ids and each field's path, both unique.
 */
export class LockDiff {
  private readonly differing = new LockLinesBuilder();
  private differences = 0;
  /** Fields met that the lock records, with the same print or not. */
  private metRecorded = 0;

  private readonly lock: RecordedPrints;

  constructor(lock: LockRead) {
    this.lock = 'fields' in lock ? recordedPrints(lock.fields) : lock;
  }

  record(field: LockedField): void {
    const print = recordedPrint(this.lock, field);
    if (print === undefined) return;
    const locales = this.lock.of(field.id);
    const recorded = locales?.[field.locale];
    if (recorded !== undefined) this.metRecorded += 1;
    if (recorded === print) return;
    // The field's line: the lock's prints, with those that differ.
    this.differing.addPrint(field.id, field.locale, print, locales);
    this.differences += 1;
  }

  /**
   * What lockFor records of the fields met: 'same' when that is the lock's
   * lines; else those lines, when every field the lock records was met (in a
   * file of `dir`, LockLinesBuilder.finish); undefined when one was not (a
   * field or entry removed, a translation deleted): which one, only the fields
   * again can tell.
   */
  result(dir: string | undefined): 'same' | LockBlock | undefined {
    if (this.metRecorded !== this.lock.prints) return undefined;
    if (this.differences === 0) return 'same';
    copyRecorded(this.lock, this.differing);
    return this.differing.finish(dir);
  }
}

/** The lock's lines into `lines`, each yielding to a line of the same field there. */
function copyRecorded(lock: RecordedPrints, lines: LockLinesBuilder): void {
  if (lock instanceof LockIndex) lock.copyInto(lines);
  else for (const [id, locales] of lock.entries()) lines.addField(id, locales, true);
}

/** Whether two locks record the same fingerprints (in any order). */
export function sameLock(a: TranslationLock, b: TranslationLock): boolean {
  return sameEntries(a.fields, b.fields);
}

/** Whether two sets of lock entries record the same fingerprints (in any order). */
export function sameEntries(a: LockEntries, b: LockEntries): boolean {
  const ids = Object.keys(a);
  if (ids.length !== Object.keys(b).length) return false;
  return ids.every((id) => {
    const mine = a[id]!;
    const theirs = b[id];
    if (!theirs) return false;
    const locales = Object.keys(mine);
    return (
      locales.length === Object.keys(theirs).length &&
      locales.every((locale) => mine[locale] === theirs[locale])
    );
  });
}

/**
 * The lock's entries by the content module their field is in (a field id
 * starts with its module's file: `content/services/design.ts › …`).
 */
export function lockEntriesByModule(lock: TranslationLock): Map<string, LockEntries> {
  const modules = new Map<string, LockEntries>();
  for (const [id, locales] of Object.entries(lock.fields)) {
    const file = moduleOf(id);
    let entries = modules.get(file);
    if (!entries) modules.set(file, (entries = {}));
    entries[id] = locales;
  }
  return modules;
}

/**
 * One module's entries in the lock as read: their lines as the file writes
 * them (what a check's basis prints), parsed only when asked, or looked up by
 * id without parsing them into an object (recorded(): a check). At +10,000
 * service areas the lock is 5 MB, and a build that checks one module need not
 * parse the rest. The lines are kept as UTF-8: a slice of the file's text
 * would keep the whole text alive, two bytes a character (the ids' "›"). They
 * are parsed each time they are asked for, and the parsed entries are not
 * kept: a build asks once per module, or twice when it writes the lock, and
 * the entries parsed take about twice the bytes of their lines, for as long as
 * the build keeps the check (at +10,000 pages 11.3 MiB against 5.4 MB).
 */
export class ModuleLock {
  private printed: string | undefined;

  /**
   * `lines`: the module's lines as the lock file has them, each but the last ending in the comma
   * that separates it from the next; `at`: where they are in the file (release).
   */
  constructor(
    private lines: Buffer | undefined,
    private readonly parsed?: LockEntries,
    private readonly at?: { file: string; start: number; length: number },
  ) {}

  /** Entries already parsed, printed as serializeLock would write them. */
  static parsed(entries: LockEntries): ModuleLock {
    const module = new ModuleLock(Buffer.alloc(0), entries);
    module.printed = entriesPrint(entries);
    return module;
  }

  get print(): string {
    this.printed ??= contentHash(this.bytes(), 16);
    return this.printed;
  }

  entries(): LockEntries {
    return this.parsed ?? parseBlock(this.bytes().toString('utf8'));
  }

  /**
   * The entries looked up by id (what a check reads): its lines indexed, not
   * parsed into an object. Not kept: a build asks once per module it checks.
   */
  recorded(): RecordedPrints {
    return this.parsed ? recordedPrints(this.parsed) : new LockIndex(this.bytes());
  }

  /**
   * The lines a piece at a time (what the build writes into the lock): from
   * the lock file when they were let go, checked against what was read.
   */
  *pieces(): Generator<Uint8Array> {
    if (this.parsed) {
      yield Buffer.from([...sortedLines(this.parsed)].join(''));
      return;
    }
    if (this.lines) {
      yield this.lines;
      return;
    }
    const { file, start, length } = this.at!;
    const hash = createHash('sha256');
    for (const piece of filePieces(file, start, length)) {
      hash.update(piece);
      yield piece;
    }
    if (shortDigest(hash, 16) !== this.printed)
      throw new Error(`${LOCK_FILE} changed while the build read it; build again`);
  }

  /**
   * Lets the lines go once the check has read them: they are read again from
   * the lock file when asked (the lock written at the end of a build, the
   * next check in watch mode), and must be as they were. The file's bytes
   * stayed with the check's output for the rest of the build (at +100,000
   * pages 47 MB).
   */
  release(): void {
    if (!this.at || !this.lines) return;
    this.printed ??= contentHash(this.lines, 16);
    this.lines = undefined;
  }

  private bytes(): Buffer {
    if (this.lines) return this.lines;
    const { file, start, length } = this.at!;
    const bytes = Buffer.allocUnsafe(length);
    let complete = false;
    try {
      const fd = openSync(file, 'r');
      try {
        complete = readBytesAt(fd, bytes, start);
      } finally {
        closeSync(fd);
      }
    } catch {
      // Gone or unreadable: said below, as any other change.
    }
    if (!complete || contentHash(bytes, 16) !== this.printed)
      throw new Error(`${LOCK_FILE} changed while the build read it; build again`);
    return bytes;
  }
}

/**
 * One module's lock lines, each field's prints found by its id: a hash table
 * of the ids' hashes (FNV-1a of their bytes as the line writes them) to line
 * numbers, in typed arrays. A lookup compares the id's bytes with the line's
 * and parses only the line's prints. A check used to parse the lines into an
 * object of every field (at +10,000 pages 11.3 MiB for the synthetic module's
 * 37,000 fields, against 4.7 MiB of lines); this keeps 16 to 24 bytes a field
 * beside the lines. Every line's prints are parsed once as it is indexed (and
 * an id with an escape in it), so a damaged line is said at once.
 */
export class LockIndex implements RecordedPrints {
  /** Each line's first byte, and the end of the block (plus one) after the last. */
  private readonly starts: Uint32Array;
  /** Where each line's id ends (its closing quote). */
  private readonly idEnds: Uint32Array;
  private readonly hashes: Uint32Array;
  /** Open addressing: a slot holds a line number plus one, 0 when empty. */
  private readonly slots: Uint32Array;
  /** Lines whose id has an escape in it, by id. */
  private readonly escaped = new Map<string, number>();
  readonly prints: number;
  /** The last field looked up: a check asks for each of its locales in turn. */
  private last: { id: string; locales: Readonly<Record<string, string>> | undefined } | undefined;

  constructor(private readonly lines: Buffer) {
    const starts: number[] = [];
    for (let at = 0; at < lines.length;) {
      starts.push(at);
      const end = lines.indexOf(NEWLINE, at);
      at = end < 0 ? lines.length : end + 1;
    }
    const count = starts.length;
    this.starts = Uint32Array.from([...starts, lines.length + 1]);
    this.idEnds = new Uint32Array(count);
    this.hashes = new Uint32Array(count);
    this.slots = new Uint32Array(2 ** Math.ceil(Math.log2(Math.max(2, count * 2))));
    const mask = this.slots.length - 1;
    let prints = 0;
    for (let line = 0; line < count; line += 1) {
      const idStart = this.starts[line]! + LINE_START.length;
      const idEnd = (this.idEnds[line] = idEndOf(lines, idStart, this.lineEnd(line)));
      prints += Object.keys(this.printsAt(line)).length;
      // An id written with an escape may be written in more than one way: found by its text.
      if (lines.subarray(idStart, idEnd).includes(BACKSLASH)) {
        this.escaped.set(this.idAt(line), line);
        continue;
      }
      const hash = (this.hashes[line] = bytesHash(lines, idStart, idEnd));
      let slot = hash & mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
      this.slots[slot] = line + 1;
    }
    this.prints = prints;
  }

  of(id: string): Readonly<Record<string, string>> | undefined {
    if (this.last?.id === id) return this.last.locales;
    const escapedLine = this.escaped.get(id);
    if (escapedLine !== undefined) return this.printsAt(escapedLine);
    // The id as its line writes it, between the quotes.
    const bytes = Buffer.from(JSON.stringify(id));
    const [from, to] = [1, bytes.length - 1];
    const hash = bytesHash(bytes, from, to);
    const mask = this.slots.length - 1;
    let locales: Readonly<Record<string, string>> | undefined;
    for (let slot = hash & mask; this.slots[slot] !== 0; slot = (slot + 1) & mask) {
      const line = this.slots[slot]! - 1;
      if (this.hashes[line] !== hash) continue;
      const idStart = this.starts[line]! + LINE_START.length;
      if (this.lines.compare(bytes, from, to, idStart, this.idEnds[line]) === 0) {
        locales = this.printsAt(line);
        break;
      }
    }
    this.last = { id, locales };
    return locales;
  }

  *entries(): Generator<readonly [string, Readonly<Record<string, string>>]> {
    for (let line = 0; line < this.hashes.length; line += 1)
      yield [this.idAt(line), this.printsAt(line)];
  }

  /** Every line as it is written, into `lines`, each yielding to a line of the same field there. */
  copyInto(lines: LockLinesBuilder): void {
    for (let line = 0; line < this.hashes.length; line += 1) {
      const start = this.starts[line]!;
      lines.addBytes(
        this.lines.subarray(start, this.lineEnd(line)),
        this.idEnds[line]! - start,
        true,
      );
    }
  }

  private idAt(line: number): string {
    const quote = this.starts[line]! + LINE_START.length - 1;
    try {
      return JSON.parse(this.lines.toString('utf8', quote, this.idEnds[line]! + 1)) as string;
    } catch (error) {
      throw notJson((error as Error).message, error);
    }
  }

  /** Where a line ends, without the comma that separates it from the next. */
  private lineEnd(line: number): number {
    const end = this.starts[line + 1]! - 1;
    return this.lines[end - 1] === COMMA ? end - 1 : end;
  }

  /** A line's prints by locale: the object after its id's `": `. */
  private printsAt(line: number): Record<string, string> {
    const from = this.idEnds[line]! + ID_END.length;
    const end = this.lineEnd(line);
    if (!bytesAt(this.lines, ID_END, this.idEnds[line]!)) throw notJson('a line has no prints');
    let prints: unknown;
    try {
      prints = JSON.parse(this.lines.toString('utf8', from, end));
    } catch (error) {
      throw notJson((error as Error).message, error);
    }
    if (typeof prints !== 'object' || prints === null || Array.isArray(prints))
      throw notJson('a line has no prints');
    return prints as Record<string, string>;
  }
}

/** Where the JSON string of a line's id ends (its closing quote), from its first character. */
function idEndOf(lines: Buffer, from: number, lineEnd: number): number {
  for (let at = from; at < lineEnd; at += 1) {
    const byte = lines[at]!;
    if (byte < 0x20) break;
    if (byte === BACKSLASH) at += 1;
    else if (byte === QUOTE) return at;
  }
  throw notJson('a line has no field id');
}

/** FNV-1a of `bytes[from, to)`. */
function bytesHash(bytes: Uint8Array, from: number, to: number): number {
  let hash = 0x811c9dc5;
  for (let at = from; at < to; at += 1) {
    hash ^= bytes[at]!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const notJson = (why: string, cause?: unknown) =>
  new Error(
    `${LOCK_FILE} is not valid JSON (${why}); delete it to record every current translation again`,
    { cause },
  );

/** What the lock records of a module it has no line for. */
export const NO_ENTRIES = ModuleLock.parsed({});

/** A hash of a module's lines: the same entries written the same way print the same. */
export const linesPrint = (lines: readonly string[]): string => contentHash(lines.join(',\n'), 16);

/**
 * linesPrint of the lines serializeLock writes for `entries`, hashed line by
 * line: at +50,000 pages one module's lines, their sorted copy and their joined
 * text were some 140 MB at once, while the build had begun to render.
 */
export function entriesPrint(entries: LockEntries): string {
  return contentHashOfParts(sortedLines(entries), 16);
}

/** The lines of `entries` as serializeLock writes them, with the separators between them. */
function* sortedLines(entries: LockEntries): Generator<string> {
  let first = true;
  for (const id of Object.keys(entries).sort()) {
    if (!first) yield ',\n';
    first = false;
    yield entryLine(id, entries[id]!);
  }
}

/** The lines of `entries` as serializeLock writes them (give them sorted, as it does). */
export const entryLines = (entries: LockEntries): string[] =>
  Object.entries(entries).map(([id, locales]) => entryLine(id, locales));

function parseBlock(block: string): LockEntries {
  try {
    return JSON.parse(`{${block}}`) as LockEntries;
  } catch (error) {
    throw new Error(
      `${LOCK_FILE} is not valid JSON (${(error as Error).message}); delete it to record every current translation again`,
      { cause: error },
    );
  }
}

/** The module a field id is in: `content/services/design.ts › ui-design › …`. */
const moduleOf = (id: string) => {
  const cut = id.indexOf(' › ');
  return cut < 0 ? id : id.slice(0, cut);
};

/**
 * The lock by module, each module's lines as the file has them when it is as
 * serializeLock writes it (the build and the translation commands do); any
 * other file is parsed whole, with readLock's errors.
 */
export async function readLockByModule(root: string): Promise<Map<string, ModuleLock>> {
  const file = path.join(root, LOCK_FILE);
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  return writtenLines(bytes, file) ?? byModule(await readLock(root));
}

const LOCK_HEAD = Buffer.from('{\n "version": 1,\n "fields": {\n');
const LOCK_TAIL = Buffer.from('\n }\n}\n');
const LINE_SEPARATOR = Buffer.from(',\n');
const LINE_START = Buffer.from('  "');
const ID_SEPARATOR = Buffer.from(' › ');
const ID_END = Buffer.from('": ');
const [NEWLINE, COMMA, CLOSING_BRACE, QUOTE, BACKSLASH] = [0x0a, 0x2c, 0x7d, 0x22, 0x5c];

const bytesAt = (bytes: Buffer, expected: Buffer, at: number) =>
  at >= 0 && bytes.compare(expected, 0, expected.length, at, at + expected.length) === 0;

/**
 * The lines of a lock file serializeLock wrote, by module; undefined for any
 * other file. Its lines are sorted by field id, which starts with the module's
 * file: each module's lines are one block, cut out whole (a 5 MB lock is not
 * split into its 30,000 lines). Read as bytes: the file as text would take two
 * bytes a character (the ids' "›"), kept whole by any slice of it.
 */
function writtenLines(bytes: Buffer, lockFile: string): Map<string, ModuleLock> | undefined {
  if (!bytesAt(bytes, LOCK_HEAD, 0) || !bytesAt(bytes, LOCK_TAIL, bytes.length - LOCK_TAIL.length))
    return undefined;
  const end = bytes.length - LOCK_TAIL.length;
  const modules = new Map<string, ModuleLock>();
  let start = LOCK_HEAD.length;
  while (start < end) {
    // A line is `  "<file> › …": {…}`, a comma after it unless it is the last.
    if (!bytesAt(bytes, LINE_START, start)) return undefined;
    const cut = bytes.indexOf(ID_SEPARATOR, start);
    const lineEnd = bytes.indexOf(NEWLINE, start);
    if (cut < 0 || (lineEnd >= 0 && cut > lineEnd)) return undefined;
    const file = bytes.toString('utf8', start + LINE_START.length, cut);
    // A file name the id writes with escapes is read the long way; so is a module listed twice.
    if (/["\\]/.test(file) || modules.has(file)) return undefined;
    const prefix = Buffer.from(`  "${file} › `);
    let last = lineEnd < 0 || lineEnd > end ? end : lineEnd;
    while (last < end && bytesAt(bytes, prefix, last + 1)) {
      const next = bytes.indexOf(NEWLINE, last + 1);
      last = next < 0 || next > end ? end : next;
    }
    // Each line but the file's last ends in "},", the last in "}".
    const blockEnd = last === end ? last : last - 1;
    if (blockEnd <= start || bytes[blockEnd - 1] !== CLOSING_BRACE) return undefined;
    if (last !== end && bytes[last - 1] !== COMMA) return undefined;
    // A view, not a copy: the file's bytes stay with the modules, at one byte a character.
    modules.set(
      file,
      new ModuleLock(bytes.subarray(start, blockEnd), undefined, {
        file: lockFile,
        start,
        length: blockEnd - start,
      }),
    );
    start = last + 1;
  }
  return modules;
}

/** A parsed lock by module, each printed as serializeLock would write it. */
function byModule(lock: TranslationLock): Map<string, ModuleLock> {
  return new Map(
    [...lockEntriesByModule(lock)].map(([file, group]) => [file, ModuleLock.parsed(group)]),
  );
}

/** The lock with these translations recorded as written against this English (what an import wrote), the rest as it was. */
export function recordTranslations(
  lock: TranslationLock,
  written: ReadonlyArray<{ id: string; locale: string; english: string; translation: string }>,
): TranslationLock {
  const next = Object.fromEntries(
    Object.entries(lock.fields).map(([id, locales]) => [id, { ...locales }]),
  );
  for (const field of written)
    (next[field.id] ??= {})[field.locale] = currentPrint(
      translationPrints(englishPrint(field.english), field.translation),
    );
  return { version: 1, fields: next };
}

/** The lock with the chosen stale fields recorded against today's English (a reviewer confirmed their translations still hold). */
export function acceptFields(
  lock: TranslationLock,
  fields: readonly FieldTranslation[],
  chosen: (field: FieldTranslation) => boolean,
): TranslationLock {
  return lockFor(
    lock,
    fields.map((field) =>
      field.state === 'stale' && chosen(field) ? { ...field, state: 'translated' as const } : field,
    ),
  );
}

/**
 * One line per field, so a content edit changes as many lines of the lock as
 * fields it touched; fields and locales sorted, so the file diffs cleanly.
 */
export function serializeLock(lock: TranslationLock): string {
  return `{\n "version": 1,\n "fields": {\n${[...sortedLines(lock.fields)].join('')}\n }\n}\n`;
}

/** The entries in the order the lock file lists them: fields, then each field's locales, sorted. */
export function sortedEntries(entries: LockEntries): LockEntries {
  const sorted: LockEntries = {};
  for (const id of Object.keys(entries).sort()) sorted[id] = sortedLocales(entries[id]!);
  return sorted;
}

/**
 * Writes the lock when its text changed (atomically: a crash never leaves half
 * a file). `read`: the lock as read at the start (a build's), which it is
 * compared with first, so a build that changed no translation neither sorts
 * nor writes a lock of every field. Returns whether it wrote.
 */
export async function writeLock(
  root: string,
  lock: TranslationLock,
  read?: TranslationLock,
): Promise<boolean> {
  if (read && sameLock(lock, read)) return false;
  const file = path.join(root, LOCK_FILE);
  const text = serializeLock(lock);
  const current = await readFile(file, 'utf8').catch(() => undefined);
  if (current === text) return false;
  await writeFile(`${file}.tmp`, text);
  await rename(`${file}.tmp`, file);
  return true;
}

/** What the lock file is written from: a module's lines, a piece at a time. */
export interface ModuleLines {
  pieces(): Iterable<Uint8Array>;
}

/** A module's lines parsed: its entries. */
export function parseLockLines(lines: ModuleLines): LockEntries {
  return parseBlock(Buffer.concat([...lines.pieces()]).toString('utf8'));
}

/**
 * Writes the lock of these modules' lines (atomically), a piece at a time:
 * the lock a first build of 100,000 pages writes is 49 MB, which as one text
 * (two bytes a character: the ids' "›") the build made beside the entries it
 * was made of, and beside the file's text it compared it with, at the build's
 * end (1,226 MiB, against 850 through the render). Each module's lines are one
 * block of the file: ids start with their module's file.
 */
export async function writeLockLines(
  root: string,
  modules: ReadonlyMap<string, ModuleLines>,
): Promise<void> {
  const file = path.join(root, LOCK_FILE);
  const temporary = `${file}.tmp`;
  // In the order of their ids: `${file} › …`.
  const byId = (module: string) => `${module} › `;
  const order = [...modules].sort(([a], [b]) => (byId(a) < byId(b) ? -1 : 1));
  const handle = await open(temporary, 'w');
  try {
    await handle.write(LOCK_HEAD);
    let written = false;
    for (const [, lines] of order) {
      let started = false;
      for (const piece of lines.pieces()) {
        if (piece.length === 0) continue;
        if (!started && written) await handle.write(LINE_SEPARATOR);
        started = written = true;
        await handle.write(piece);
      }
    }
    await handle.write(LOCK_TAIL);
    await handle.close();
  } catch (error) {
    await handle.close().catch(() => {});
    await rm(temporary, { force: true });
    throw error;
  }
  await rename(temporary, file);
}
