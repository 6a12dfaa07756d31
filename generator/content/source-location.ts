import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as Babel from '@babel/parser';
import type * as Syntax from '@babel/types';

/**
 * Babel's parser, loaded when a source is first parsed: a build says where a
 * field is only when something is wrong with it (or on the locate thread), and
 * importing the parser took some 20 ms of every build's start.
 */
let babel: typeof Babel | undefined;
const parse: typeof Babel.parse = (...args) =>
  (babel ??= createRequire(import.meta.url)('@babel/parser') as typeof Babel).parse(...args);
/**
 * Maps a path into a module's default export (e.g. [0, 'blocks', 4, 'author'])
 * to the line and column of that value in the TypeScript source, so a schema
 * violation can say `content/work/shyft.ts:42:5`. When the field itself is
 * missing, the nearest enclosing object is reported.
 */
export interface SourcePosition {
  line: number;
  column: number;
}

export function locateInSource(
  sourceText: string,
  fileName: string,
  path: ReadonlyArray<PropertyKey>,
): SourcePosition {
  return sourceLocator(sourceText, fileName)(path);
}

/**
 * A content module's syntax tree, by Babel's parser: it loads in some 30 ms
 * where the TypeScript compiler took 0.45 s, which a build after an edit that
 * leaves translations stale spent to say where they are. A module that does
 * not parse (esbuild bundled it, so hardly ever) has no tree.
 */
export function parseContentModule(sourceText: string, fileName: string): Syntax.File | undefined {
  try {
    return parse(sourceText, {
      sourceType: 'module',
      sourceFilename: fileName,
      plugins: ['typescript'],
    });
  } catch {
    return undefined;
  }
}

/** Parses a module once and locates any number of paths in it (a report of hundreds of fields reads each file once). */
export function sourceLocator(
  sourceText: string,
  fileName: string,
): (path: ReadonlyArray<PropertyKey>) => SourcePosition {
  const file = parseContentModule(sourceText, fileName);
  return (path) => {
    const start = file && nodeAt(file, path).node?.loc?.start;
    // Babel's columns count from 0, as UTF-16 units (an editor's columns, from 1).
    return start ? { line: start.line, column: start.column + 1 } : { line: 1, column: 1 };
  };
}

/**
 * `file:line:col` of paths in any content module of `root`, each module read
 * and parsed once however many of its paths are asked for (error reports).
 */
export function moduleLocator(
  root: string,
): (file: string, path: ReadonlyArray<PropertyKey>) => Promise<string> {
  const locators = new Map<string, ReturnType<typeof sourceLocator>>();
  return async (file, path) => {
    let locate = locators.get(file);
    if (!locate)
      locators.set(file, (locate = sourceLocator(await readFile(join(root, file), 'utf8'), file)));
    const { line, column } = locate(path);
    return `${file}:${line}:${column}`;
  };
}

/**
 * The syntax node of the value at `path` in the module's default export, or of
 * its nearest enclosing value when the path runs past what is written
 * (`exact` says which). The translation import edits the source at these nodes.
 */
export function nodeAt(
  file: Syntax.File,
  path: ReadonlyArray<PropertyKey>,
): { node: Syntax.Node | undefined; exact: boolean } {
  let node: Syntax.Node | undefined = defaultExportExpression(file);
  if (!node) return { node, exact: false };
  for (const key of path) {
    const next = child(unwrap(node), key);
    if (!next) return { node, exact: false };
    node = next;
  }
  return { node, exact: true };
}

function defaultExportExpression(file: Syntax.File): Syntax.Node | undefined {
  for (const statement of file.program.body) {
    if (statement.type === 'ExportDefaultDeclaration')
      return resolveIdentifier(file, statement.declaration);
  }
  return undefined;
}

/** `export default site;` → the initializer of `const site = {…}`. */
function resolveIdentifier(file: Syntax.File, expression: Syntax.Node): Syntax.Node {
  const inner = unwrap(expression);
  if (inner.type !== 'Identifier') return expression;
  for (const statement of file.program.body) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declaration of statement.declarations) {
      if (
        declaration.id.type === 'Identifier' &&
        declaration.id.name === inner.name &&
        declaration.init
      ) {
        return declaration.init;
      }
    }
  }
  return expression;
}

/** Looks through `x satisfies T`, `x as T`, `<T>x` and `define(x)` wrappers (Babel keeps no node for `(x)`). */
function unwrap(node: Syntax.Node): Syntax.Node {
  let current = node;
  for (;;) {
    if (
      current.type === 'TSSatisfiesExpression' ||
      current.type === 'TSAsExpression' ||
      current.type === 'TSTypeAssertion'
    ) {
      current = current.expression;
    } else if (current.type === 'CallExpression' && current.arguments.length === 1) {
      current = current.arguments[0]!;
    } else {
      return current;
    }
  }
}

function child(node: Syntax.Node, key: PropertyKey): Syntax.Node | undefined {
  if (node.type === 'ArrayExpression' && typeof key === 'number')
    return node.elements[key] ?? undefined;
  if (node.type === 'ObjectExpression') {
    for (const property of node.properties) {
      if (property.type === 'SpreadElement' || property.computed) continue;
      if (propertyName(property.key) !== String(key)) continue;
      return property.type === 'ObjectProperty' ? property.value : property;
    }
  }
  return undefined;
}

/** A property's name as written: `slug`, `'slug'` or `1`; undefined for any other key. */
export function propertyName(key: Syntax.Node): string | undefined {
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'StringLiteral') return key.value;
  if (key.type === 'NumericLiteral') return String(key.value);
  return undefined;
}
