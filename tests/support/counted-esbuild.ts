import type * as Esbuild from 'esbuild';

/** The entry points esbuild was asked to bundle since a test last emptied this list. */
export const bundled: string[] = [];

/**
 * esbuild as the loader sees it, counted, not replaced: for `vi.mock('esbuild', …)`, which a test
 * file hoists above its imports, so its factory imports this module itself.
 */
export async function countedEsbuild(
  importOriginal: () => Promise<typeof Esbuild>,
): Promise<typeof Esbuild> {
  const esbuild = await importOriginal();
  return {
    ...esbuild,
    build: (options: Esbuild.BuildOptions) => {
      const entries = options.entryPoints;
      if (Array.isArray(entries)) bundled.push(...(entries as string[]));
      return esbuild.build(options);
    },
  };
}
