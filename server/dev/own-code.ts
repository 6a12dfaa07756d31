import path from 'node:path';
import { build } from 'esbuild';

/**
 * The project files the dev process runs itself, besides the render threads:
 * the generator and what it imports (the page kinds' routes and meta, the URL
 * scheme, the content schemas). The render threads take a fresh bundle of the
 * components on every change, but these stay as the process loaded them, so a
 * change to one of them needs a new process (`fernhill dev` starts one, see
 * generator/cli.ts). Worked out as esbuild resolves the imports of `entries`
 * (the dev process's by default), without writing anything; paths relative to
 * the root, as the watcher reports them.
 */
export async function ownCodeOf(
  root: string,
  entries: readonly string[] = ['generator/dev/incremental-site.ts'],
): Promise<Set<string>> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: entries.map((entry) => path.join(root, entry)),
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
    outdir: path.join(root, '.own-code'),
  });
  return new Set(
    Object.keys(result.metafile.inputs).map((file) =>
      path.relative(root, path.resolve(root, file)).replaceAll('\\', '/'),
    ),
  );
}
