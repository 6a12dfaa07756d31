import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

/**
 * A folder of files named by the hash of everything that produced them, so a
 * hit can never be stale: change an input and the key changes. Writes go
 * through a rename, so a parallel build never reads half a file.
 */
export interface FileCache {
  read(key: string): Promise<Buffer | undefined>;
  write(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Writes the file of `key` through `fill`, which writes it from its start (a file too large to
   * hold at once). `fill` resolving to false drops what it wrote; whether the file was kept.
   */
  writeWith(key: string, fill: (file: FileHandle) => Promise<boolean | void>): Promise<boolean>;
  /** Where the file of `key` is. */
  fileOf(key: string): string;
}

export function fileCache(dir: string, extension: string): FileCache {
  const fileOf = (key: string) => path.join(dir, `${key}.${extension}`);
  async function writeWith(key: string, fill: (file: FileHandle) => Promise<boolean | void>) {
    await mkdir(dir, { recursive: true });
    const temporary = `${fileOf(key)}.${randomUUID()}.tmp`;
    const file = await open(temporary, 'w');
    let kept = false;
    try {
      kept = (await fill(file)) !== false;
    } finally {
      await file.close();
      // Thrown or dropped: the file of `key`, if any, stays as it was.
      if (!kept) await rm(temporary, { force: true });
    }
    if (kept) await rename(temporary, fileOf(key));
    return kept;
  }
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
      await writeWith(key, (file) => file.writeFile(bytes));
    },
    writeWith,
  };
}
