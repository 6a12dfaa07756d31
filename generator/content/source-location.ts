import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as TypeScript from 'typescript';

let ts: typeof TypeScript;

/**
 * The TypeScript compiler, loaded on first use: only an error needs a source
 * position, and loading it costs every build about 46 MiB of memory.
 */
export function typescript(): typeof TypeScript {
  ts ??= createRequire(import.meta.url)('typescript') as typeof TypeScript;
  return ts;
}

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

/** Parses a module once and locates any number of paths in it (a report of hundreds of fields reads each file once). */
export function sourceLocator(
  sourceText: string,
  fileName: string,
): (path: ReadonlyArray<PropertyKey>) => SourcePosition {
  typescript();
  const sourceFile = ts.createSourceFile(
    fileName,
    sourceText,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TS,
  );
  return (path) => {
    const node = nodeAt(sourceFile, path).node;
    if (!node) return { line: 1, column: 1 };
    const { line, character } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    return { line: line + 1, column: character + 1 };
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
  sourceFile: TypeScript.SourceFile,
  path: ReadonlyArray<PropertyKey>,
): { node: TypeScript.Node | undefined; exact: boolean } {
  typescript();
  let node: TypeScript.Node | undefined = defaultExportExpression(sourceFile);
  if (!node) return { node, exact: false };
  for (const key of path) {
    const next = child(unwrap(node), key);
    if (!next) return { node, exact: false };
    node = next;
  }
  return { node, exact: true };
}

function defaultExportExpression(
  sourceFile: TypeScript.SourceFile,
): TypeScript.Expression | undefined {
  for (const statement of sourceFile.statements) {
    if (ts.isExportAssignment(statement))
      return resolveIdentifier(sourceFile, statement.expression);
  }
  return undefined;
}

/** `export default site;` → the initializer of `const site = {…}`. */
function resolveIdentifier(
  sourceFile: TypeScript.SourceFile,
  expression: TypeScript.Expression,
): TypeScript.Expression {
  const inner = unwrap(expression);
  if (!ts.isIdentifier(inner)) return expression;
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (
        ts.isIdentifier(declaration.name) &&
        declaration.name.text === inner.text &&
        declaration.initializer
      ) {
        return declaration.initializer;
      }
    }
  }
  return expression;
}

/** Looks through `x satisfies T`, `x as T`, `(x)` and `define(x)` wrappers. */
function unwrap(node: TypeScript.Node): TypeScript.Node {
  let current = node;
  for (;;) {
    if (
      ts.isSatisfiesExpression(current) ||
      ts.isAsExpression(current) ||
      ts.isParenthesizedExpression(current)
    ) {
      current = current.expression;
    } else if (
      ts.isCallExpression(current) &&
      current.arguments.length === 1 &&
      current.arguments[0]
    ) {
      current = current.arguments[0];
    } else {
      return current;
    }
  }
}

function child(node: TypeScript.Node, key: PropertyKey): TypeScript.Node | undefined {
  if (ts.isArrayLiteralExpression(node) && typeof key === 'number') return node.elements[key];
  if (ts.isObjectLiteralExpression(node)) {
    for (const property of node.properties) {
      if (!property.name) continue;
      const name =
        ts.isIdentifier(property.name) ||
        ts.isStringLiteral(property.name) ||
        ts.isNumericLiteral(property.name)
          ? property.name.text
          : undefined;
      if (name !== String(key)) continue;
      if (ts.isPropertyAssignment(property)) return property.initializer;
      return property;
    }
  }
  return undefined;
}
