import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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
  let result: esbuild.BuildResult<ReturnType<typeof bundleOptions>>;
  try {
    result = await (bundler ? bundler.build() : esbuild.build(bundleOptions(root)));
  } catch (error) {
    throw esbuildFailure('Component bundle', error);
  }
  const imports = Object.fromEntries(
    Object.entries(result.metafile.inputs).map(([input, meta]) => [
      input,
      meta.imports.map((imported) => imported.path),
    ]),
  );
  const files = Object.fromEntries(
    result.outputFiles.map((output) => [path.basename(output.path), output.contents]),
  );
  return writeRenderBundle(root, { files, imports });
}

/** A renderer bundle as a build with the cache keeps it for the next (generator/graph/step-store.ts). */
export interface StoredRenderBundle {
  /** The bundle and its source map, by name. */
  files: Record<string, Uint8Array>;
  imports: Record<string, string[]>;
}

export async function storeRenderBundle(bundle: RenderBundle): Promise<StoredRenderBundle> {
  const folder = path.dirname(bundle.file);
  const names = await readdir(folder);
  const files = Object.fromEntries(
    await Promise.all(
      names.map(async (name) => [name, await readFile(path.join(folder, name))] as const),
    ),
  );
  return { files, imports: bundle.imports };
}

/** The files of a bundle written into a fresh folder of their own, which `remove` deletes. */
export async function writeRenderBundle(
  root: string,
  { files, imports }: StoredRenderBundle,
): Promise<RenderBundle> {
  // At the depth bundleOptions names: the source map's paths are relative to it.
  const outdir = path.join(
    root,
    '.cache',
    'render',
    `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
  );
  const remove = () => rm(outdir, { recursive: true, force: true });
  try {
    await mkdir(outdir, { recursive: true });
    for (const [name, contents] of Object.entries(files))
      await writeFile(path.join(outdir, name), contents);
  } catch (error) {
    await remove();
    throw error;
  }
  const code = files['render-entry.mjs'];
  if (!code) throw new Error('A renderer bundle without render-entry.mjs');
  return {
    file: path.join(outdir, 'render-entry.mjs'),
    root,
    hash: contentHash(Buffer.from(code).toString('utf8'), 16),
    imports,
    remove,
  };
}
