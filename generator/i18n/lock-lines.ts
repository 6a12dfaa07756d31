import { closeSync, mkdirSync, openSync, readSync, writeSync } from 'node:fs';
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { compareCodeUnits } from '../../shared/model/content-graph.ts';
import { shortDigest } from '../assets/hash.ts';

/**
 * One module's block of lock lines as the lock file writes them: sorted by
 * field id, joined by ",\n". What a translation check records of a module
 * whose prints changed, kept until the build writes the lock. At +100,000
 * pages a first build records 330,000 fields of one module: as an object of
 * entries that was some 110 MiB of heap from the check to the end of the build,
 * and the lock's text made from it at the end another 100 MB; as these lines
 * it is 49 MB, in a file of the build's own folder when it has one.
 */
export interface LockBlock {
  /** contentHash of the bytes (16 characters): what ModuleLock.print and entriesPrint give for the same lines. */
  readonly print: string;
  /** Its size in bytes (0: no lines). */
  readonly size: number;
  /** Its bytes, a piece at a time. */
  pieces(): Iterable<Uint8Array>;
}

/** The size of a piece of a block read from its file, and of the builder's chunks. */
const PIECE = 1024 * 1024;

/** A field's line in the lock file, without the comma that separates it from the next. */
export const entryLine = (id: string, locales: Readonly<Record<string, string>>): string =>
  `  ${JSON.stringify(id)}: ${JSON.stringify(sortedLocales(locales))}`;

/** A field's prints in the order the lock file lists them. */
export const sortedLocales = (locales: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(locales).sort(([a], [b]) => compareCodeUnits(a, b)));

const SEPARATOR = Buffer.from(',\n');
const LINE_START = '  "'.length;
const [BACKSLASH, FOUR_BYTE_LEAD] = [0x5c, 0xf0];

/**
 * Lines added in any order, given back sorted by field id (as serializeLock
 * sorts them: by UTF-16 code units). Their bytes are kept in chunks of 1 MiB
 * and their places in typed arrays, not as a string each (two bytes a
 * character: the ids' "›"). Ids are compared as bytes, which for UTF-8 is
 * code-point order, the same as UTF-16 order for characters of the Basic
 * Multilingual Plane; an id written with an escape or with a character beyond
 * it is compared as a string. A line added as yielding (a lock's) gives way
 * to a line of the same field (a check's).
 */
export class LockLinesBuilder {
  private readonly chunks: Buffer[] = [];
  private used = 0;
  private count = 0;
  /** Per line: its chunk, where it starts and ends, where its id ends (closing quote). */
  private chunkOf = new Uint32Array(1024);
  private starts = new Uint32Array(1024);
  private ends = new Uint32Array(1024);
  private idEnds = new Uint32Array(1024);
  private yielding = new Uint8Array(1024);
  /** Lines whose id is compared as a string, by line. */
  private readonly asStrings = new Map<number, string>();
  /** addPrint's field, until the next field's print comes. */
  private pending: { id: string; locales: Record<string, string> } | undefined;

  /**
   * One print of a field: a field's prints come one after the other (a check
   * visits its locales in turn); `others`, its prints for the locales not given.
   */
  addPrint(
    id: string,
    locale: string,
    print: string,
    others?: Readonly<Record<string, string>>,
  ): void {
    if (this.pending?.id !== id) {
      this.flush();
      this.pending = { id, locales: { ...others } };
    }
    this.pending.locales[locale] = print;
  }

  /** A field's line, printed as the lock file writes it. */
  addField(id: string, locales: Readonly<Record<string, string>>, yielding = false): void {
    const idEnd = LINE_START + Buffer.byteLength(JSON.stringify(id)) - 2;
    this.addBytes(Buffer.from(entryLine(id, locales)), idEnd, yielding);
  }

  /**
   * A line as the lock file has it (without the comma after it): `idEnd`, where
   * its id's closing quote is in `line`.
   */
  addBytes(line: Uint8Array, idEnd: number, yielding = false): void {
    this.flush();
    const chunk = this.room(line.length);
    chunk.set(line, this.used);
    const id = line.subarray(LINE_START, idEnd);
    if (id.includes(BACKSLASH) || id.some((byte) => byte >= FOUR_BYTE_LEAD))
      this.asStrings.set(this.count, JSON.parse(`"${Buffer.from(id).toString()}"`) as string);
    this.place(this.used, line.length, idEnd, yielding);
    this.used += line.length;
  }

  /**
   * The lines sorted, in a file of `dir` (removed with it) or in memory without
   * one. The builder is spent.
   */
  finish(dir: string | undefined): LockBlock {
    this.flush();
    const order = this.sorted();
    const hash = createHash('sha256');
    let file: string | undefined;
    let fd: number | undefined;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      file = path.join(dir, `${randomUUID()}.lock-lines`);
      fd = openSync(file, 'w');
    }
    const pieces: Buffer[] = [];
    let size = 0;
    try {
      // Gathered into pieces of 1 MiB, each hashed and written to the file or kept.
      let out = Buffer.allocUnsafe(PIECE);
      let filled = 0;
      const flush = () => {
        if (filled === 0) return;
        const piece = out.subarray(0, filled);
        hash.update(piece);
        size += filled;
        if (fd === undefined) {
          pieces.push(piece);
          out = Buffer.allocUnsafe(PIECE);
        } else writeSync(fd, piece);
        filled = 0;
      };
      order.forEach((line, index) => {
        const bytes = this.chunks[this.chunkOf[line]!]!.subarray(
          this.starts[line],
          this.ends[line],
        );
        const length = bytes.length + (index > 0 ? SEPARATOR.length : 0);
        if (filled + length > out.length) flush();
        if (length > out.length) out = Buffer.allocUnsafe(length);
        if (index > 0) filled += SEPARATOR.copy(out, filled);
        filled += bytes.copy(out, filled);
      });
      flush();
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
    this.spend();
    const print = shortDigest(hash, 16);
    return file ? onDisk(file, size, print) : inMemory(Buffer.concat(pieces), print);
  }

  /** Lets the lines go (a LockDiff that made them may stay with its check's part). */
  private spend(): void {
    this.chunks.length = 0;
    this.count = 0;
    this.asStrings.clear();
    for (const array of ['chunkOf', 'starts', 'ends', 'idEnds'] as const)
      this[array] = new Uint32Array(0);
    this.yielding = new Uint8Array(0);
  }

  /** The lines in id order, one for each id: the one that does not yield, if any. */
  private sorted(): number[] {
    const order = Array.from({ length: this.count }, (_, line) => line);
    // TimSort, stable: a lock's lines, sorted already, and a check's lines are two runs to merge.
    order.sort((a, b) => this.compare(a, b));
    const kept: number[] = [];
    for (let at = 0; at < order.length;) {
      let end = at + 1;
      while (end < order.length && this.compare(order[at]!, order[end]!) === 0) end += 1;
      const same = order.slice(at, end);
      const winning = same.filter((line) => this.yielding[line] === 0);
      // A field's prints come together (addPrint): two lines of one field would each lack some.
      if (winning.length > 1)
        throw new Error(`Lock lines: field ${this.idString(same[0]!)} was given twice`);
      kept.push(winning[0] ?? same.at(-1)!);
      at = end;
    }
    return kept;
  }

  private flush(): void {
    if (!this.pending) return;
    const { id, locales } = this.pending;
    this.pending = undefined;
    this.addField(id, locales);
  }

  private compare(a: number, b: number): number {
    const [stringA, stringB] = [this.asStrings.get(a), this.asStrings.get(b)];
    if (stringA !== undefined || stringB !== undefined) {
      const [idA, idB] = [stringA ?? this.idString(a), stringB ?? this.idString(b)];
      return idA < idB ? -1 : idA > idB ? 1 : 0;
    }
    return this.chunks[this.chunkOf[a]!]!.compare(
      this.chunks[this.chunkOf[b]!]!,
      this.starts[b]! + LINE_START,
      this.idEnds[b],
      this.starts[a]! + LINE_START,
      this.idEnds[a],
    );
  }

  private idString(line: number): string {
    return this.chunks[this.chunkOf[line]!]!.toString(
      'utf8',
      this.starts[line]! + LINE_START,
      this.idEnds[line],
    );
  }

  /** The chunk a line of `length` bytes goes in, from `this.used`. */
  private room(length: number): Buffer {
    if (this.used + length > (this.chunks.at(-1)?.length ?? 0)) {
      this.chunks.push(Buffer.allocUnsafe(Math.max(PIECE, length)));
      this.used = 0;
    }
    return this.chunks.at(-1)!;
  }

  private place(start: number, length: number, idEnd: number, yielding: boolean): void {
    if (this.count === this.starts.length) {
      const grown = <T extends Uint32Array | Uint8Array>(array: T): T => {
        const next = new (array.constructor as new (length: number) => T)(
          Math.max(1024, array.length * 2),
        );
        next.set(array);
        return next;
      };
      this.chunkOf = grown(this.chunkOf);
      this.starts = grown(this.starts);
      this.ends = grown(this.ends);
      this.idEnds = grown(this.idEnds);
      this.yielding = grown(this.yielding);
    }
    this.chunkOf[this.count] = this.chunks.length - 1;
    this.starts[this.count] = start;
    this.ends[this.count] = start + length;
    this.idEnds[this.count] = start + idEnd;
    this.yielding[this.count] = yielding ? 1 : 0;
    this.count += 1;
  }
}

// Each kind made by a function of its own: closures made in one scope share what any of them uses.
const inMemory = (bytes: Buffer, print: string): LockBlock => ({
  print,
  size: bytes.length,
  pieces: () => [bytes],
});

const onDisk = (file: string, size: number, print: string): LockBlock => ({
  print,
  size,
  pieces: () => filePieces(file, 0, size),
});

/** `length` bytes of `file` from `start`, a piece of up to 1 MiB at a time. */
export function* filePieces(file: string, start: number, length: number): Generator<Uint8Array> {
  const fd = openSync(file, 'r');
  try {
    for (let at = 0; at < length;) {
      const piece = Buffer.allocUnsafe(Math.min(PIECE, length - at));
      const read = readSync(fd, piece, 0, piece.length, start + at);
      if (read === 0) throw new Error(`${file} ended before its ${length} bytes`);
      yield piece.subarray(0, read);
      at += read;
    }
  } finally {
    closeSync(fd);
  }
}
