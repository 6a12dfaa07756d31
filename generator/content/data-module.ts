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
