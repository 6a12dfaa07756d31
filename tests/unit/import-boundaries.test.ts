import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/project-copy.ts';

/**
 * The layers of ARCHITECTURE.md, top imports bottom only:
 *   tools → server → generator, runtime → components → shared → content/schema
 * `generator/cli.ts` is the composition root: the one module that wires the
 * pipeline, the server and the tools together. Tests may import anything.
 */
type Layer =
  | 'schema'
  | 'content'
  | 'tokens'
  | 'shared'
  | 'components'
  | 'islands'
  | 'generator'
  | 'cli'
  | 'runtime'
  | 'server'
  | 'tools';

const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  schema: ['schema'],
  content: ['schema', 'content'],
  tokens: ['tokens'],
  shared: ['schema', 'shared'],
  components: ['schema', 'tokens', 'shared', 'components', 'islands'],
  islands: ['schema', 'tokens', 'shared', 'components', 'islands'],
  // The browser runtime mounts and hydrates islands; the rest of components/ is server-rendered only.
  runtime: ['shared', 'islands', 'runtime'],
  generator: ['schema', 'tokens', 'shared', 'components', 'islands', 'generator'],
  server: ['schema', 'shared', 'components', 'islands', 'generator', 'server'],
  cli: ['schema', 'shared', 'components', 'islands', 'generator', 'server', 'tools'],
  tools: [
    'schema',
    'content',
    'tokens',
    'shared',
    'components',
    'islands',
    'generator',
    'cli',
    'runtime',
    'server',
    'tools',
  ],
};

/** Code that runs in the browser or is rendered anywhere: no Node built-ins (components never read files or the environment). */
const BROWSER_SAFE: readonly Layer[] = ['shared', 'components', 'islands', 'runtime'];

export function layerOf(file: string): Layer | undefined {
  const [top, next] = file.split('/');
  if (top === 'content') return next === 'schema' ? 'schema' : 'content';
  if (top === 'components') return next === 'islands' ? 'islands' : 'components';
  if (file === 'generator/cli.ts') return 'cli';
  if (
    top === 'tokens' ||
    top === 'shared' ||
    top === 'generator' ||
    top === 'runtime' ||
    top === 'server' ||
    top === 'tools'
  )
    return top;
  return undefined;
}

interface Arrow {
  from: string;
  to: string;
}

function importsOf(file: string): string[] {
  const source = readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
  return ts.preProcessFile(source, true, true).importedFiles.map((imported) => imported.fileName);
}

const files = fg.sync(
  ['{content,tokens,shared,components,generator,runtime,server,tools}/**/*.{ts,tsx,mts,mjs}'],
  { cwd: PROJECT_ROOT, ignore: ['**/node_modules/**'] },
);

function arrows(): Arrow[] {
  return files.flatMap((from) =>
    importsOf(from).map((specifier) => ({
      from,
      to: specifier.startsWith('.')
        ? path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
        : specifier,
    })),
  );
}

describe('import boundaries', () => {
  const all = arrows();

  it('finds the project’s modules and their imports', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(all.filter((arrow) => arrow.to.startsWith('shared/')).length).toBeGreaterThan(20);
  });

  it('has no arrow against the layering', () => {
    const against = all
      .filter(
        (arrow) =>
          !arrow.to.startsWith('node:') && arrow.to.includes('/') && !arrow.to.startsWith('@'),
      )
      .filter((arrow) => {
        const from = layerOf(arrow.from);
        const to = layerOf(arrow.to);
        return from !== undefined && to !== undefined && !MAY_IMPORT[from].includes(to);
      })
      .map(
        (arrow) => `${arrow.from} (${layerOf(arrow.from)}) → ${arrow.to} (${layerOf(arrow.to)})`,
      );
    expect(against).toEqual([]);
  });

  it('keeps Node built-ins out of code that is rendered or runs in the browser', () => {
    const nodeOnly = all
      .filter(
        (arrow) =>
          BROWSER_SAFE.includes(layerOf(arrow.from)!) &&
          (arrow.to.startsWith('node:') ||
            ['fs', 'path', 'os', 'child_process'].includes(arrow.to)),
      )
      .map((arrow) => `${arrow.from} → ${arrow.to}`);
    expect(nodeOnly).toEqual([]);
  });

  it('classifies every layer the way ARCHITECTURE.md draws it', () => {
    // The test's own yardstick: an arrow up the layers is refused.
    expect(MAY_IMPORT.shared).not.toContain('components');
    expect(MAY_IMPORT.components).not.toContain('generator');
    expect(MAY_IMPORT.components).not.toContain('runtime');
    expect(MAY_IMPORT.runtime).not.toContain('components');
    expect(MAY_IMPORT.generator).not.toContain('server');
    expect(MAY_IMPORT.server).not.toContain('tools');
    expect(layerOf('components/islands/registry.ts')).toBe('islands');
    expect(layerOf('content/schema/index.ts')).toBe('schema');
    expect(layerOf('generator/cli.ts')).toBe('cli');
  });
});
