import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A folder of files named by the hash of everything that produced them, so a
 * hit can never be stale: change an input and the key changes. Writes go
 * through a rename, so a parallel build never reads half a file.
 */
export interface FileCache {
  read(key: string): Promise<Buffer | undefined>;
  write(key: string, bytes: Uint8Array): Promise<void>;
  /** Where the file of `key` is. */
  fileOf(key: string): string;
}

export function fileCache(dir: string, extension: string): FileCache {
  const fileOf = (key: string) => path.join(dir, `${key}.${extension}`);
  return {
    fileOf,
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async write(key, bytes) {
      await mkdir(dir, { recursive: true });
      const temporary = `${fileOf(key)}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, fileOf(key));
    },
  };
}
