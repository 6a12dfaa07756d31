import path from 'node:path';
import * as esbuild from 'esbuild';
import { esbuildFailure } from '../errors/esbuild-failure.ts';

export interface RuntimeBundle {
  files: Map<string, Uint8Array>;
  /** Public URL of the entry module every page loads. */
  entryUrl: string;
  /** esbuild's metafile: tests read it to assert the per-page JavaScript budget. */
  metafile: esbuild.Metafile;
}

/**
 * runtime/ (+ the interactive components it imports) → hashed, code-split ES
 * modules in dist/_assets/js. Only what the entry imports statically loads up
 * front; everything behind a dynamic import() becomes its own chunk.
 */
export async function bundleRuntime(
  root: string,
  options: { dev: boolean },
): Promise<RuntimeBundle> {
  try {
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: { main: 'runtime/main.ts' },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
      minify: !options.dev,
      // Linked, not inline: browsers fetch maps only with developer tools open, so dev pages load fast.
      sourcemap: options.dev ? 'linked' : false,
      outdir: '_assets/js',
      entryNames: '[name].[hash]',
      chunkNames: 'chunks/[name].[hash]',
      write: false,
      metafile: true,
      logLevel: 'silent',
      define: {
        'process.env.NODE_ENV': JSON.stringify(options.dev ? 'development' : 'production'),
      },
    });
    const files = new Map<string, Uint8Array>();
    let entryUrl = '';
    for (const file of result.outputFiles) {
      const relative = path.relative(root, file.path).replaceAll('\\', '/');
      files.set(relative, file.contents);
      // Dynamic-import chunks have an entryPoint in the metafile too: match the runtime's own.
      if (result.metafile.outputs[relative]?.entryPoint === 'runtime/main.ts')
        entryUrl = `/${relative}`;
    }
    return { files, entryUrl, metafile: result.metafile };
  } catch (error) {
    throw esbuildFailure('Runtime bundle', error);
  }
}
