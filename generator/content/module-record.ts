import { closeSync, fstatSync, openSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
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
 * head length (u32) · head · the entries · each entry's end (u32, from the
 * first entry's start) · entry count (u32); integers little-endian. The
 * offsets come last so that a record is written as its entries are
 * serialized, one at a time (writeModuleRecord).
 */
export function* moduleRecordChunks(
  head: ModuleHead,
  entries: ReadonlyArray<Sourced<unknown>>,
): Generator<Uint8Array> {
  const headBytes = serialize(head);
  const length = Buffer.alloc(U32);
  length.writeUInt32LE(headBytes.byteLength);
  yield length;
  yield headBytes;
  const table = Buffer.alloc(U32 * (entries.length + 1));
  let end = 0;
  for (let index = 0; index < entries.length; index++) {
    const bytes = serialize(entries[index]);
    end += bytes.byteLength;
    table.writeUInt32LE(end, U32 * index);
    yield bytes;
  }
  table.writeUInt32LE(entries.length, U32 * entries.length);
  yield table;
}

/** A whole record in one buffer: what writeModuleRecord writes (the tests read and damage records with it). */
export const encodeModuleRecord = (
  head: ModuleHead,
  entries: ReadonlyArray<Sourced<unknown>>,
): Buffer => Buffer.concat([...moduleRecordChunks(head, entries)]);

/**
 * Writes a record to `file`, its entries serialized one at a time and written
 * in batches of about WRITE_BATCH bytes. Every entry's bytes held at once
 * (and then their copy in one buffer) were freed memory the process kept:
 * at +50,000 pages, saving the service areas' 79 MB record left the main
 * thread's malloc heap ([heap]) at 175 to 183 MiB for the rest of the build.
 */
export async function writeModuleRecord(
  file: FileHandle,
  head: ModuleHead,
  entries: ReadonlyArray<Sourced<unknown>>,
): Promise<number> {
  const batch = Buffer.allocUnsafe(WRITE_BATCH);
  let batched = 0;
  let written = 0;
  const flush = async (bytes: Uint8Array) => {
    await file.write(bytes, 0, bytes.byteLength, written);
    written += bytes.byteLength;
  };
  for (const chunk of moduleRecordChunks(head, entries)) {
    if (batched + chunk.byteLength > WRITE_BATCH) {
      await flush(batch.subarray(0, batched));
      batched = 0;
    }
    if (chunk.byteLength > WRITE_BATCH) await flush(chunk);
    else {
      batch.set(chunk, batched);
      batched += chunk.byteLength;
    }
  }
  if (batched > 0) await flush(batch.subarray(0, batched));
  return written;
}

const WRITE_BATCH = 1024 * 1024;

/** A record's head, and its entries decoded when asked. Throws on bytes that are not a record. */
export function decodeModuleRecord(bytes: Buffer): {
  head: ModuleHead;
  entries: () => Array<Sourced<unknown>>;
} {
  const headEnd = U32 + bytes.readUInt32LE(0);
  const head = decodeHead(bytes.subarray(U32, headEnd));
  return {
    head,
    entries: () => {
      const read = (position: number, length: number) =>
        bytes.subarray(position, position + length);
      const { ends, start } = entriesLayout(read, headEnd, bytes.byteLength);
      return ends.map((end, index) =>
        decodeEntry(bytes.subarray(start + (ends[index - 1] ?? 0), start + end)),
      );
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
  private readonly start: number;
  /** The entries read last, by index, oldest first: a page reads its entry's fields many times. */
  private readonly recent = new Map<number, Sourced<unknown>>();

  constructor(file: string) {
    this.fd = openSync(file, 'r');
    try {
      const length = this.read(0, U32).readUInt32LE(0);
      this.head = decodeHead(this.read(U32, length));
      const read = (position: number, length: number) => this.read(position, length);
      ({ ends: this.ends, start: this.start } = entriesLayout(
        read,
        U32 + length,
        fstatSync(this.fd).size,
      ));
      this.count = this.ends.length;
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
      entry = decodeEntry(this.read(this.start + from, length, scratch));
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

/**
 * Where a record's entries are: they start at its head's end (`headEnd`);
 * the entry count is its last four bytes, each entry's end before it. `read`
 * gives the record's bytes at a position; `size` is the record's.
 */
function entriesLayout(
  read: (position: number, length: number) => Buffer,
  headEnd: number,
  size: number,
): { ends: number[]; start: number } {
  if (size < headEnd + U32) throw new Error('not a content module record');
  const count = read(size - U32, U32).readUInt32LE(0);
  const tableStart = size - U32 * (count + 1);
  if (tableStart < headEnd) throw new Error('not a content module record');
  const ends = entryEnds(read(tableStart, U32 * count), count);
  if (headEnd + (ends.at(-1) ?? 0) !== tableStart) throw new Error('not a content module record');
  return { ends, start: headEnd };
}

function entryEnds(table: Buffer, count: number): number[] {
  if (table.byteLength !== U32 * count) throw new Error('not a content module record');
  const ends: number[] = [];
  for (let index = 0; index < count; index++) {
    const end = table.readUInt32LE(U32 * index);
    if (end <= (ends[index - 1] ?? 0)) throw new Error('not a content module record');
    ends.push(end);
  }
  return ends;
}

function decodeEntry(bytes: Buffer): Sourced<unknown> {
  const entry = deserialize(bytes) as Sourced<unknown>;
  if (typeof entry?.file !== 'string' || typeof entry.data !== 'object')
    throw new Error('not a content module record');
  return entry;
}
