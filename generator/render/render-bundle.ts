import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { contentHash } from '../assets/hash.ts';
import { esbuildFailure } from '../errors/esbuild-failure.ts';

export type ServerEntry = typeof import('../../components/server-entry.tsx');

export interface RenderBundle {
  /** The bundled module: render worker threads load it by path. */
  file: string;
  /** The project root it was bundled from (render errors name source files relative to it). */
  root: string;
  /** Hash of the bundled code: part of the build hash. */
  hash: string;
  /** Each bundled source file (relative to the root) → the files it imports: watch mode finds a component's pages with it. */
  imports: Record<string, string[]>;
  remove: () => Promise<void>;
}

/**
 * components/ (of `root`) and the page renderer → one ESM module, bundled by
 * esbuild into a fresh file per build, which every render worker loads. A
 * fresh module means a fresh Stitches instance and, in watch mode, current
 * components without restarting Node. React and i18next stay external: they
 * hold no state between renders.
 */
export async function bundleRenderer(root: string): Promise<RenderBundle> {
  const outdir = path.join(
    root,
    '.cache',
    'render',
    `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
  );
  await mkdir(outdir, { recursive: true });
  const remove = () => rm(outdir, { recursive: true, force: true });
  const here = import.meta.dirname;
  const entry = [
    "import * as server from './components/server-entry.tsx';",
    `import { createPageRenderer } from ${JSON.stringify(path.join(here, 'page-renderer.ts'))};`,
    `import { serveRenderRequests } from ${JSON.stringify(path.join(here, 'render-worker.ts'))};`,
    // In a render worker this starts answering batches; in the main thread it does nothing.
    'serveRenderRequests(server, createPageRenderer);',
    'export { server, createPageRenderer };',
  ].join('\n');
  try {
    const result = await esbuild.build({
      absWorkingDir: root,
      stdin: { contents: entry, resolveDir: root, sourcefile: 'render-entry.ts', loader: 'ts' },
      outfile: path.join(outdir, 'render-entry.mjs'),
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      external: [
        'react',
        'react-dom',
        'react/*',
        'react-dom/*',
        'i18next',
        'react-i18next',
        'node-html-parser',
      ],
      logLevel: 'silent',
      metafile: true,
      // Beside the bundle, not linked from it (the bundle's bytes, and so its hash, stay the same):
      // read only when a page fails, to name the component that threw (generator/render/source-frames.ts).
      sourcemap: 'external',
      // CommonJS dependencies (final-form, @reach/*) require() React, which stays external.
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
    });
    const file = path.join(outdir, 'render-entry.mjs');
    const imports = Object.fromEntries(
      Object.entries(result.metafile.inputs).map(([input, meta]) => [
        input,
        meta.imports.map((imported) => imported.path),
      ]),
    );
    return { file, root, hash: contentHash(await readFile(file, 'utf8'), 16), imports, remove };
  } catch (error) {
    await remove();
    throw esbuildFailure('Component bundle', error);
  }
}
