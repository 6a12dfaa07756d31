import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { esbuildFailure } from '../errors/esbuild-failure.ts';

export type ServerEntry = typeof import('../../components/server-entry.tsx');

/**
 * components/ → one server module, bundled by esbuild into a fresh file per
 * build and imported from there. A fresh module means a fresh Stitches
 * instance (its CSS starts empty) and, in watch mode, current components and
 * tokens without restarting Node. React stays external: it holds no state
 * between renders.
 */
export async function loadServerEntry(root: string): Promise<ServerEntry> {
  const outdir = path.join(root, '.cache', 'server', `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`);
  await mkdir(outdir, { recursive: true });
  try {
    await esbuild.build({
      absWorkingDir: root,
      entryPoints: ['components/server-entry.tsx'],
      outdir,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      external: ['react', 'react-dom', 'react/*', 'react-dom/*', 'i18next', 'react-i18next'],
      logLevel: 'silent',
      outExtension: { '.js': '.mjs' },
      // CommonJS dependencies (final-form, @reach/*) require() React, which stays external.
      banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    });
    return (await import(pathToFileURL(path.join(outdir, 'server-entry.mjs')).href)) as ServerEntry;
  } catch (error) {
    throw esbuildFailure('Component bundle', error);
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
}
