import type { SourcePosition } from '../content/source-location.ts';

/**
 * Where JSON.parse stopped and why, as an editor's line and column: V8 says
 * "… in JSON at position 169", which nobody can find in a file.
 */
export function jsonSyntaxError(
  text: string,
  error: unknown,
): { position: SourcePosition; reason: string } {
  const message = (error as Error).message;
  const offset = Number(/position (\d+)/.exec(message)?.[1] ?? text.length);
  const reason = message
    .replace(/\s*(?:in JSON )?at position \d+.*$/s, '')
    .replace(/^JSON\.parse: /, '');
  const before = text.slice(0, offset).split('\n');
  return { position: { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 }, reason };
}
