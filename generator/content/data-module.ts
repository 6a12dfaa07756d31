/**
 * A content module that is only data: `export default` and a JSON literal,
 * as a script that generates content (tens of thousands of service areas)
 * writes it. Such a module is read with JSON.parse instead of being bundled by
 * esbuild and evaluated: its value is the same, and a module of 33,334 areas
 * (150 MB) skips a bundle of its own size, written, read back and compiled.
 *
 * Allowed around the literal, as a generator that types its output writes
 * them: comments, `import type …;` (erased), and `satisfies Type` or
 * `satisfies Type[]` after it. Anything else (a key without quotes, a
 * trailing comma, an expression) is not JSON, and the module goes the usual
 * way, where esbuild reports what is wrong with it.
 */

/** Comments, blank space and type-only imports before `export default`. */
const HEAD =
  /^(?:\s|\/\/[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/|import\s+type\s[^;]*;)*export\s+default\s+/;
/** What may follow the literal, matched on the text's last characters only. */
const TAIL = /\s*(?:satisfies\s+[A-Za-z_$][\w$.]*(?:\[\])?\s*)?;?\s*$/;
const TAIL_WINDOW = 256;

/** The module's default export when the module is only data, else undefined. */
export function dataModuleValue(text: string): { value: unknown } | undefined {
  const head = HEAD.exec(text);
  if (!head) return undefined;
  const start = head[0].length;
  const opening = text[start];
  if (opening !== '[' && opening !== '{') return undefined;
  const windowStart = Math.max(start, text.length - TAIL_WINDOW);
  const tail = TAIL.exec(text.slice(windowStart));
  if (!tail) return undefined;
  const end = windowStart + tail.index;
  try {
    return { value: JSON.parse(text.slice(start, end)) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * A data module's array literal, read an element at a time from the module's
 * bytes: a generated module of 100,000 pages' service areas is 150 MB of
 * UTF-8, which V8 holds as a 251 MB string (its Arabic makes it two bytes a
 * character) before JSON.parse makes its value, as large again. Read so, the
 * loader holds the bytes and one element.
 */
export interface DataArray {
  /**
   * Each element's value in order, parsed from its own bytes. Throws
   * NotJsonLiteral where the literal turns out not to be JSON (the module is
   * then bundled as any other).
   */
  elements(): Generator<unknown>;
  /**
   * Whether the text read so far had bytes that are not UTF-8 (decoded as
   * U+FFFD, as esbuild reads them), or a U+FFFD written as such.
   */
  readonly replacedBytes: boolean;
}

export class NotJsonLiteral extends Error {
  override name = 'NotJsonLiteral';
}

/** How much of a module's start may hold the comments and type imports before its literal. */
const HEAD_WINDOW = 64 * 1024;

/**
 * The module's array literal, when the module is only data (as dataModuleValue
 * reads it) and its literal is an array; else undefined. Its elements are
 * checked to be JSON as they are read.
 */
export function dataModuleArray(bytes: Buffer): DataArray | undefined {
  const headText = bytes.toString('utf8', 0, Math.min(bytes.length, HEAD_WINDOW));
  const head = HEAD.exec(headText);
  if (!head || headText[head[0].length] !== '[') return undefined;
  const start = Buffer.byteLength(head[0]);
  const tailFrom = Math.max(start + 1, bytes.length - TAIL_WINDOW);
  const tailText = bytes.toString('utf8', tailFrom);
  const tail = TAIL.exec(tailText);
  if (!tail) return undefined;
  const end = bytes.length - Buffer.byteLength(tailText.slice(tail.index));
  if (end <= start || bytes[end - 1] !== CLOSE_BRACKET) return undefined;
  // Invalid bytes after the literal fail TAIL: only the comments before it may hold them.
  let replacedBytes = head[0].includes('\ufffd');
  return {
    get replacedBytes() {
      return replacedBytes;
    },
    *elements() {
      for (const [from, to] of elementRanges(bytes, start + 1, end - 1)) {
        const text = bytes.toString('utf8', from, to);
        if (text.includes('\ufffd')) replacedBytes = true;
        try {
          yield JSON.parse(text) as unknown;
        } catch (error) {
          if (error instanceof SyntaxError) throw new NotJsonLiteral(error.message);
          throw error;
        }
      }
    },
  };
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const isJsonSpace = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/**
 * Where each element of the array whose brackets enclose bytes[from, to) is:
 * split at the commas outside strings and nested values. Bytes of UTF-8 below
 * 0x80 are always their ASCII character, so quotes and brackets are found
 * byte by byte. An element that is empty (a trailing comma) or not one value
 * is left for JSON.parse to refuse.
 */
function* elementRanges(bytes: Buffer, from: number, to: number): Generator<[number, number]> {
  let at = from;
  while (at < to && isJsonSpace(bytes[at])) at += 1;
  if (at === to) return;
  let start = from;
  let depth = 0;
  while (at < to) {
    const byte = bytes[at]!;
    if (byte === QUOTE) {
      at = stringEnd(bytes, at, to);
      continue;
    }
    if (byte === OPEN_BRACKET || byte === OPEN_BRACE) depth += 1;
    else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) {
      depth -= 1;
      // More closed than opened: the literal ended before its last bracket (`[1], [2]`).
      if (depth < 0) throw new NotJsonLiteral(`unexpected "${String.fromCharCode(byte)}"`);
    } else if (byte === COMMA && depth === 0) {
      yield [start, at];
      start = at + 1;
    }
    at += 1;
  }
  if (depth !== 0) throw new NotJsonLiteral('an element is not closed');
  yield [start, to];
}

/** The position after the string that opens at `at` (a quote), its escaped quotes skipped. */
function stringEnd(bytes: Buffer, at: number, to: number): number {
  let from = at + 1;
  for (;;) {
    const quote = bytes.indexOf(QUOTE, from);
    if (quote < 0 || quote >= to) throw new NotJsonLiteral('a string is not closed');
    let backslashes = 0;
    while (bytes[quote - 1 - backslashes] === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}
