import { existsSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FrameLocator } from '../errors/cause-chain.ts';

/** A V8 stack line: "    at name (file:line:column)" or "    at file:line:column". */
const FRAME = /^\s*at (?:.*? \()?(.+?):(\d+):(\d+)\)?$/;

/**
 * Finds the first frame of a stack in the project's own code (not
 * node_modules, not Node), as "components/pages/PostPage.tsx:58:41" relative
 * to `root`. Render workers run the render bundle, so frames in a file with a
 * source map beside it (generator/render/render-bundle.ts writes one, read
 * only here, when a page fails) are mapped back to their sources.
 */
export function sourceFrameLocator(root: string): FrameLocator {
  const maps = new Map<string, { map: SourceMap; directory: string } | null>();
  const mapOf = (file: string) => {
    let known = maps.get(file);
    if (known === undefined) {
      const mapFile = `${file}.map`;
      const payload = existsSync(mapFile)
        ? (JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapPayload)
        : undefined;
      known = payload ? { map: new SourceMap(payload), directory: path.dirname(file) } : null;
      maps.set(file, known);
    }
    return known;
  };
  const original = (
    file: string,
    line: number,
    column: number,
  ): { source: string; line: number; column: number } | undefined => {
    const mapped = mapOf(file);
    if (!mapped) return { source: file, line, column };
    const entry = mapped.map.findEntry(line - 1, column - 1);
    if (!('originalSource' in entry)) return undefined;
    const source = entry.originalSource.startsWith('file://')
      ? fileURLToPath(entry.originalSource)
      : path.resolve(mapped.directory, entry.originalSource);
    return { source, line: entry.originalLine + 1, column: entry.originalColumn + 1 };
  };
  return (stack) => {
    for (const line of stack?.split('\n') ?? []) {
      const match = FRAME.exec(line);
      if (!match) continue;
      const location = match[1]!.startsWith('file://') ? fileURLToPath(match[1]!) : match[1]!;
      if (!path.isAbsolute(location)) continue;
      const frame = original(location, Number(match[2]), Number(match[3]));
      if (!frame) continue;
      const relative = path.relative(root, frame.source);
      if (
        relative.startsWith('..') ||
        path.isAbsolute(relative) ||
        relative.split(path.sep).includes('node_modules')
      )
        continue;
      return `${relative.split(path.sep).join('/')}:${frame.line}:${frame.column}`;
    }
    return undefined;
  };
}
