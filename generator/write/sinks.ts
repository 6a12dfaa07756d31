import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Files of a build held in memory, by path relative to dist/. */
export type OutputFiles = Map<string, string | Uint8Array>;

export interface Staging {
  /** The sibling folder the build writes into; pages are streamed here while they render. */
  dir: string;
  write: (files: OutputFiles) => Promise<void>;
  /** Swaps the staging folder in for `outDir` (after `beforeSwap`, e.g. the service worker). */
  commit: (beforeSwap?: (stagingDir: string) => Promise<void>) => Promise<void>;
  /** A failed build removes its staging folder: the previous dist/ was never touched. */
  discard: () => Promise<void>;
}

/**
 * Writes a build to `outDir` atomically: everything goes into a sibling temp
 * folder first, then the folders are swapped. A build that fails before the
 * swap never touches the previous dist/.
 */
export async function openStaging(outDir: string): Promise<Staging> {
  const stamp = `${process.pid}-${Date.now()}`;
  const dir = `${outDir}.tmp-${stamp}`;
  const previous = `${outDir}.old-${stamp}`;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  return {
    dir,
    async write(files) {
      const directories = new Set([...files.keys()].map((file) => path.dirname(path.join(dir, file))));
      for (const directory of [...directories].sort()) await mkdir(directory, { recursive: true });
      const entries = [...files];
      // Bounded parallelism: thousands of small writes, without exhausting file handles.
      for (let index = 0; index < entries.length; index += 64) {
        await Promise.all(entries.slice(index, index + 64).map(([file, content]) => writeFile(path.join(dir, file), content)));
      }
    },
    async commit(beforeSwap) {
      await beforeSwap?.(dir);
      const hadPrevious = await rename(outDir, previous).then(() => true, () => false);
      try {
        await rename(dir, outDir);
      } catch (error) {
        if (hadPrevious) await rename(previous, outDir);
        throw error;
      }
      if (hadPrevious) await rm(previous, { recursive: true, force: true });
    },
    discard: () => rm(dir, { recursive: true, force: true }),
  };
}
