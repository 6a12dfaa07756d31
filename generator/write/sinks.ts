import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Every file of a build, by path relative to dist/. */
export type OutputFiles = Map<string, string | Uint8Array>;

/**
 * Writes a build to `outDir` atomically: everything goes into a sibling temp
 * folder first, then the folders are swapped. A build that fails before this
 * point never touches the previous dist/.
 */
export async function writeToDisk(files: OutputFiles, outDir: string, beforeSwap?: (stagingDir: string) => Promise<void>): Promise<void> {
  const stamp = `${process.pid}-${Date.now()}`;
  const staging = `${outDir}.tmp-${stamp}`;
  const previous = `${outDir}.old-${stamp}`;
  await rm(staging, { recursive: true, force: true });
  const directories = new Set([...files.keys()].map((file) => path.dirname(path.join(staging, file))));
  for (const directory of [...directories].sort()) await mkdir(directory, { recursive: true });
  const entries = [...files];
  // Bounded parallelism: thousands of small writes, without exhausting file handles.
  for (let index = 0; index < entries.length; index += 64) {
    await Promise.all(entries.slice(index, index + 64).map(([file, content]) => writeFile(path.join(staging, file), content)));
  }
  await beforeSwap?.(staging);
  const hadPrevious = await rename(outDir, previous).then(() => true, () => false);
  try {
    await rename(staging, outDir);
  } catch (error) {
    if (hadPrevious) await rename(previous, outDir);
    throw error;
  }
  if (hadPrevious) await rm(previous, { recursive: true, force: true });
}
