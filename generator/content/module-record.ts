import { closeSync, fstatSync, openSync, readFileSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { deserialize, serialize } from 'node:v8';
import { readBytesAt } from '../assets/read-bytes.ts';
import type { Sourced } from '../../shared/model/content-graph.ts';

/**
 * A validated content module as the module cache keeps it (module-cache.ts):
 * a small head (what it was validated from, and an outline of its entries)
 * and its entries, each serialized apart. A build reads the head of every
 * module and decodes a module's entries only when something reads them: after
 * a blog post's edit at +10,000 pages the service areas' 16 MB of entries
 * were decoded (and copied through the young generation) for nothing but
 * their ids. A render thread reads a large module's entries one at a time,
 * from the file, when a page reads one (ModuleRecordReader): at +100,000
 * pages each thread held its own 217 MiB copy of the service areas.
 */
export interface ModuleHead {
  /** What validation depended on besides the module (module-cache.ts BASIS). */
  basis: string;
  /** Every project file the module was bundled from, with its content hash. */
  sources: Record<string, string>;
  /** The bundle's hash, as the loader keeps it. */
  hash: string;
  summary: ModuleSummary;
}

/** What the checks across a collection read of a module's entries: enough to check, not to report. */
export interface ModuleSummary {
  /** The module's path (relative to the root): every entry's `file`. */
  file: string;
  /** Each entry's id (its collection's idOf), in order; null where it has none. */
  ids: Array<string | null>;
  /** The service-area slugs its entries name as `nearby`, each once. */
  nearby?: string[];
}

/**
 * A record whose entries turn out unreadable when first read (damaged since
 * it was written): the build starts again without its caches (generator/build.ts).
 */
export class ModuleRecordUnreadable extends Error {
  override name = 'ModuleRecordUnreadable';
}

const U32 = 4;

/**
 * The entries · each entry's end (u32, from the record's start) · the head ·
 * the head's length (u32) · the entry count (u32); integers little-endian.
 * The head and the offsets come last so that a record is written as its
 * entries are validated, one at a time: the head's summary (every entry's id)
 * is known only after the last.
 */
class RecordLayout {
  private readonly ends: number[] = [];
  private size = 0;

  /** An entry's bytes, its end noted. */
  entry(entry: Sourced<unknown>): Uint8Array {
    const bytes = serialize(entry);
    this.size += bytes.byteLength;
    this.ends.push(this.size);
    return bytes;
  }

  /** What follows the entries: their ends, the head and the trailer. */
  *closing(head: ModuleHead): Generator<Uint8Array> {
    const table = Buffer.alloc(U32 * this.ends.length);
    this.ends.forEach((end, index) => table.writeUInt32LE(end, U32 * index));
    yield table;
    const headBytes = serialize(head);
    yield headBytes;
    const trailer = Buffer.alloc(2 * U32);
    trailer.writeUInt32LE(headBytes.byteLength, 0);
    trailer.writeUInt32LE(this.ends.length, U32);
    yield trailer;
  }
}

/** A whole record in one buffer: what a ModuleRecordWriter writes (the tests read and damage records with it). */
export function encodeModuleRecord(
  head: ModuleHead,
  entries: ReadonlyArray<Sourced<unknown>>,
): Buffer {
  const layout = new RecordLayout();
  return Buffer.concat([...entries.map((entry) => layout.entry(entry)), ...layout.closing(head)]);
}

/**
 * Writes a record to `file` as its entries are given, each serialized alone
 * and written in batches of about WRITE_BATCH bytes. Every entry's bytes held
 * at once (and then their copy in one buffer) were freed memory the process
 * kept: at +50,000 pages, saving the service areas' 79 MB record left the
 * main thread's malloc heap ([heap]) at 175 to 183 MiB for the rest of the build.
 */
export class ModuleRecordWriter {
  private readonly layout = new RecordLayout();
  private readonly batch = Buffer.allocUnsafe(WRITE_BATCH);
  private batched = 0;
  private written = 0;

  constructor(private readonly file: FileHandle) {}

  append(entry: Sourced<unknown>): Promise<void> {
    return this.put(this.layout.entry(entry));
  }

  /** Writes the head and what else follows the entries; the record's size. */
  async finish(head: ModuleHead): Promise<number> {
    for (const bytes of this.layout.closing(head)) await this.put(bytes);
    await this.flush(this.batch.subarray(0, this.batched));
    this.batched = 0;
    return this.written;
  }

  private async put(bytes: Uint8Array): Promise<void> {
    if (this.batched + bytes.byteLength > WRITE_BATCH) {
      await this.flush(this.batch.subarray(0, this.batched));
      this.batched = 0;
    }
    if (bytes.byteLength > WRITE_BATCH) await this.flush(bytes);
    else {
      this.batch.set(bytes, this.batched);
      this.batched += bytes.byteLength;
    }
  }

  private async flush(bytes: Uint8Array): Promise<void> {
    if (bytes.byteLength === 0) return;
    await this.file.write(bytes, 0, bytes.byteLength, this.written);
    this.written += bytes.byteLength;
  }
}

/** Writes a record of `entries` to `file`; its size. */
export async function writeModuleRecord(
  file: FileHandle,
  head: ModuleHead,
  entries: ReadonlyArray<Sourced<unknown>>,
): Promise<number> {
  const writer = new ModuleRecordWriter(file);
  for (const entry of entries) await writer.append(entry);
  return writer.finish(head);
}

const WRITE_BATCH = 1024 * 1024;

/** A record's head, and its entries decoded when asked. Throws on bytes that are not a record. */
export function decodeModuleRecord(bytes: Buffer): {
  head: ModuleHead;
  entries: () => Array<Sourced<unknown>>;
} {
  const read = (position: number, length: number) => bytes.subarray(position, position + length);
  const { head, headStart, count } = readHead(read, bytes.byteLength);
  return {
    head,
    entries: () => {
      const ends = entryEnds(read, headStart, count);
      return ends.map((end, index) => decodeEntry(bytes.subarray(ends[index - 1] ?? 0, end)));
    },
  };
}

/**
 * A record read from its file an entry at a time: only the head and the
 * entries' offsets stay in memory, an entry's bytes are read (from the
 * system's file cache) when it is asked for. The open file is the record as
 * it was opened: the module cache replaces a record by renaming a new file
 * over it, which this one does not see.
 */
export class ModuleRecordReader {
  readonly head: ModuleHead;
  readonly count: number;
  private readonly fd: number;
  private readonly ends: number[];
  /** The entries read last, by index, oldest first: a page reads its entry's fields many times. */
  private readonly recent = new Map<number, Sourced<unknown>>();

  constructor(file: string) {
    this.fd = openSync(file, 'r');
    try {
      const read = (position: number, length: number) => this.read(position, length);
      const { head, headStart, count } = readHead(read, fstatSync(this.fd).size);
      this.head = head;
      this.ends = entryEnds(read, headStart, count);
      this.count = count;
    } catch (error) {
      closeSync(this.fd);
      throw error;
    }
    READERS.register(this, this.fd);
  }

  /** The entry at `index`, decoded (the same object while it is among the few read last). */
  entry(index: number): Sourced<unknown> {
    let entry = this.recent.get(index);
    if (entry) {
      this.recent.delete(index);
    } else {
      const from = this.ends[index - 1] ?? 0;
      const length = this.ends[index]! - from;
      // Into one buffer for every read, decoded at once: no buffer per entry for a collection to free.
      if (scratch.byteLength < length)
        scratch = Buffer.allocUnsafe(Math.max(length, 2 * scratch.byteLength));
      entry = decodeEntry(this.read(from, length, scratch));
      if (this.recent.size >= RECENT_ENTRIES) this.recent.delete(this.recent.keys().next().value!);
    }
    this.recent.set(index, entry);
    return entry;
  }

  /** `length` bytes from `position`, into `into` (its start) or a new buffer. */
  private read(position: number, length: number, into?: Buffer): Buffer {
    const bytes = into ? into.subarray(0, length) : Buffer.allocUnsafe(length);
    if (!readBytesAt(this.fd, bytes, position)) throw new Error('not a content module record');
    return bytes;
  }
}

/**
 * Entries a reader keeps decoded: a page reads its own entry and the few it
 * links to (a service area's nearby areas), each many times.
 */
const RECENT_ENTRIES = 16;

/** Where readers read an entry's bytes, decoded at once (a thread reads one entry at a time). */
let scratch = Buffer.allocUnsafe(64 * 1024);

/** A reader's file is closed once the reader is collected (watch mode replaces modules for hours). */
const READERS = new FinalizationRegistry<number>((fd) => closeSync(fd));

function decodeHead(bytes: Buffer): ModuleHead {
  const head = deserialize(bytes) as ModuleHead;
  if (typeof head?.hash !== 'string' || typeof head.summary !== 'object')
    throw new Error('not a content module record');
  return head;
}

type ReadAt = (position: number, length: number) => Buffer;

/** A record's head, where it starts and how many entries precede it, from its trailer. */
function readHead(
  read: ReadAt,
  size: number,
): { head: ModuleHead; headStart: number; count: number } {
  const span = headSpan(size, read);
  return { head: decodeHead(read(span.headStart, span.headLength)), ...span };
}

/** Where a record's head is and how many entries precede it, from its trailer (`readTrailer`). */
function headSpan(
  size: number,
  readTrailer: ReadAt,
): { headStart: number; headLength: number; count: number } {
  if (size < 2 * U32) throw new Error('not a content module record');
  const trailer = readTrailer(size - 2 * U32, 2 * U32);
  const headLength = trailer.readUInt32LE(0);
  const count = trailer.readUInt32LE(U32);
  const headStart = size - 2 * U32 - headLength;
  if (headStart < U32 * count) throw new Error('not a content module record');
  return { headStart, headLength, count };
}

/**
 * The record in `file`: its head, its size, and its entries decoded when
 * asked; undefined when there is no such file. A record of `wholeBelow` bytes
 * or more is not read whole for its head: its entries are read from the file
 * only if asked for (a build reads such a module an entry at a time instead,
 * content-parts.ts). The service areas' 16.7 MB at +10,000 pages were read on
 * every build for a head of some 300 KB. Throws on a file that is not a record.
 */
export async function readModuleRecord(
  file: string,
  wholeBelow: number,
): Promise<{ head: ModuleHead; size: number; entries: () => Array<Sourced<unknown>> } | undefined> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const { size } = await handle.stat();
    if (size < wholeBelow) return { ...decodeModuleRecord(await handle.readFile()), size };
    // Its trailer, then its head: a few hundred KB, read at once from the system's file cache.
    const read: ReadAt = (position, length) => {
      const bytes = Buffer.allocUnsafe(length);
      if (!readBytesAt(handle.fd, bytes, position)) throw new Error('not a content module record');
      return bytes;
    };
    const { headStart, headLength } = headSpan(size, read);
    const head = decodeHead(read(headStart, headLength));
    return {
      head,
      size,
      entries: () => {
        // Read now by its name: a record written over it since is not this one.
        const record = decodeModuleRecord(readFileSync(file));
        if (record.head.hash !== head.hash) throw new Error('the record was replaced');
        return record.entries();
      },
    };
  } finally {
    await handle.close();
  }
}

/** Each entry's end, from the table before the head (which starts at `headStart`), checked to fit. */
function entryEnds(read: ReadAt, headStart: number, count: number): number[] {
  const tableStart = headStart - U32 * count;
  const table = read(tableStart, U32 * count);
  if (table.byteLength !== U32 * count) throw new Error('not a content module record');
  const ends: number[] = [];
  for (let index = 0; index < count; index++) {
    const end = table.readUInt32LE(U32 * index);
    if (end <= (ends[index - 1] ?? 0)) throw new Error('not a content module record');
    ends.push(end);
  }
  if ((ends.at(-1) ?? 0) !== tableStart) throw new Error('not a content module record');
  return ends;
}

function decodeEntry(bytes: Buffer): Sourced<unknown> {
  const entry = deserialize(bytes) as Sourced<unknown>;
  if (typeof entry?.file !== 'string' || typeof entry.data !== 'object')
    throw new Error('not a content module record');
  return entry;
}
