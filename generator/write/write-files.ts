import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileContent } from './sinks.ts';

/** Writes `files` under `dir`, creating folders as needed. */
export async function writeFiles(
  dir: string,
  files: ReadonlyMap<string, FileContent>,
  write: (file: string, content: FileContent) => Promise<void> = writeFile,
): Promise<void> {
  const entries = [...files];
  const directories = new Set(entries.map(([file]) => path.dirname(path.join(dir, file))));
  for (const directory of [...directories].sort()) await mkdir(directory, { recursive: true });
  // Bounded parallelism: thousands of small writes, without exhausting file handles.
  for (let index = 0; index < entries.length; index += 64) {
    await Promise.all(
      entries
        .slice(index, index + 64)
        .map(([file, content]) => write(path.join(dir, file), content)),
    );
  }
}
