import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as TypeScript from 'typescript';
import type { SourcePosition } from '../content/source-location.ts';
import { jsonSyntaxError } from '../errors/json-syntax.ts';

let ts: typeof TypeScript;

/**
 * The TypeScript compiler, loaded when a token's position is first asked for
 * (its JSON parser keeps every node's place): loading it costs about 0.45 s of
 * CPU and 46 MiB of memory, which a build whose tokens are right never spends.
 */
function typescript(): typeof TypeScript {
  ts ??= createRequire(import.meta.url)('typescript') as typeof TypeScript;
  return ts;
}

/**
 * tokens/*.json read and parsed, each with a way to find a token's line and
 * column, so an error can point a designer's editor at the exact spot. A file
 * that is not valid JSON comes back with the position of the syntax error.
 */
export interface TokenFile {
  /** Relative to the project root, e.g. `tokens/color.json`. */
  file: string;
  json: unknown;
  /** Line and column of the value at `keys` (the nearest existing parent when a key is missing). */
  locate: (keys: ReadonlyArray<string | number>) => SourcePosition;
}

export interface TokenSyntaxError {
  file: string;
  position: SourcePosition;
  reason: string;
}

export async function readTokenFiles(
  root: string,
): Promise<{ files: TokenFile[]; syntaxErrors: TokenSyntaxError[] }> {
  const names = (await readdir(path.join(root, 'tokens')))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `tokens/${name}`);
  const files: TokenFile[] = [];
  const syntaxErrors: TokenSyntaxError[] = [];
  for (const file of names) {
    const text = await readFile(path.join(root, file), 'utf8');
    const parsed = parseTokenJson(file, text);
    if ('reason' in parsed) syntaxErrors.push(parsed);
    else files.push(parsed);
  }
  return { files, syntaxErrors };
}

/** One file's text → its tokens and locator, or the syntax error (JSON.parse is strict, like the DTCG format). */
export function parseTokenJson(file: string, text: string): TokenFile | TokenSyntaxError {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { file, ...jsonSyntaxError(text, error) };
  }
  // Positions are needed only for error messages: the file is parsed with TypeScript on first use.
  let source: TypeScript.JsonSourceFile | undefined;
  return {
    file,
    json,
    locate: (keys) => locate((source ??= typescript().parseJsonText(file, text)), keys),
  };
}

function locate(
  source: TypeScript.JsonSourceFile,
  keys: ReadonlyArray<string | number>,
): SourcePosition {
  let node: TypeScript.Node | undefined = source.statements[0]?.expression;
  for (const key of keys) {
    const next = node && childOf(node, key);
    if (!next) break;
    node = next;
  }
  const start = node ? node.getStart(source) : 0;
  const { line, character } = source.getLineAndCharacterOfPosition(start);
  return { line: line + 1, column: character + 1 };
}

function childOf(node: TypeScript.Node, key: string | number): TypeScript.Node | undefined {
  const ts = typescript();
  if (ts.isArrayLiteralExpression(node) && typeof key === 'number') return node.elements[key];
  if (!ts.isObjectLiteralExpression(node)) return undefined;
  const property = node.properties.find(
    (candidate): candidate is TypeScript.PropertyAssignment =>
      ts.isPropertyAssignment(candidate) &&
      (ts.isStringLiteral(candidate.name) || ts.isIdentifier(candidate.name)) &&
      candidate.name.text === String(key),
  );
  return property?.initializer;
}
