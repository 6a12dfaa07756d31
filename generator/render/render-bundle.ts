import { mkdir, rm, writeFile } from 'node:fs/promises';
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

/** esbuild's options for the renderer bundle of `root` (its output named later, per build). */
function bundleOptions(root: string): esbuild.BuildOptions & { metafile: true; write: false } {
  const here = import.meta.dirname;
  const entry = [
    "import * as server from './components/server-entry.tsx';",
    `import { createPageRenderer } from ${JSON.stringify(path.join(here, 'page-renderer.ts'))};`,
    `import { serveRenderRequests } from ${JSON.stringify(path.join(here, 'render-worker.ts'))};`,
    // In a render worker this starts answering batches; in the main thread it does nothing.
    'serveRenderRequests(server, createPageRenderer);',
    'export { server, createPageRenderer };',
  ].join('\n');
  return {
    absWorkingDir: root,
    stdin: { contents: entry, resolveDir: root, sourcefile: 'render-entry.ts', loader: 'ts' },
    // Written by bundleRenderer into a fresh folder per bundle (write: false) at this depth:
    // the source map's paths are relative to it.
    outfile: path.join(root, '.cache', 'render', 'bundle', 'render-entry.mjs'),
    write: false,
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
  };
}

/**
 * Watch mode keeps one esbuild context for the renderer: a rebuild after a
 * component edit parses only what changed (esbuild's incremental build).
 */
export class RendererBundler {
  private context: Promise<esbuild.BuildContext<ReturnType<typeof bundleOptions>>> | undefined;

  constructor(private readonly root: string) {}

  build(): Promise<esbuild.BuildResult<ReturnType<typeof bundleOptions>>> {
    // The packages stay out of watch mode's bundle: a thread loading a new bundle keeps them
    // loaded and compiled, and esbuild writes a tenth of the code (and its source map).
    this.context ??= esbuild.context({ ...bundleOptions(this.root), packages: 'external' });
    return this.context.then((context) => context.rebuild());
  }

  async dispose(): Promise<void> {
    const context = this.context;
    this.context = undefined;
    await (await context?.catch(() => undefined))?.dispose();
  }
}

/**
 * components/ (of `root`) and the page renderer → one ESM module, bundled by
 * esbuild into a fresh file per build, which every render worker loads. A
 * fresh module means a fresh Stitches instance and, in watch mode, current
 * components without restarting Node (`bundler`: watch mode's kept esbuild
 * context). React and i18next stay external: they hold no state between renders.
 */
export async function bundleRenderer(
  root: string,
  bundler?: RendererBundler,
): Promise<RenderBundle> {
  const outdir = path.join(
    root,
    '.cache',
    'render',
    `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
  );
  const remove = () => rm(outdir, { recursive: true, force: true });
  try {
    const result = await (bundler ? bundler.build() : esbuild.build(bundleOptions(root)));
    await mkdir(outdir, { recursive: true });
    let code = '';
    for (const output of result.outputFiles) {
      const name = path.basename(output.path);
      if (name === 'render-entry.mjs') code = output.text;
      await writeFile(path.join(outdir, name), output.contents);
    }
    const file = path.join(outdir, 'render-entry.mjs');
    const imports = Object.fromEntries(
      Object.entries(result.metafile.inputs).map(([input, meta]) => [
        input,
        meta.imports.map((imported) => imported.path),
      ]),
    );
    return { file, root, hash: contentHash(code, 16), imports, remove };
  } catch (error) {
    await remove();
    throw esbuildFailure('Component bundle', error);
  }
}
