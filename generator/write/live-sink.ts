import { link, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileContent, OutputFiles, Sink } from './sinks.ts';
import { WrittenFile } from './sinks.ts';
import { writeFiles } from './write-files.ts';

/**
 * Writes into the folder being served (dev): each file is written beside its
 * target and renamed over it, so the server never sends half a page. The file
 * it replaces is kept (a hard link in a sibling folder, no copy) until
 * `commit`; `discard` puts every replaced file back and removes the new ones.
 */
export class LiveSink implements Sink {
  readonly folder: string;
  private readonly undoDir: string;
  /** Files touched since the last commit: whether each existed before (its old version is in undoDir). */
  private readonly touched = new Map<string, boolean>();

  constructor(outDir: string) {
    this.folder = outDir;
    this.undoDir = `${outDir}.undo-${process.pid}`;
  }

  write(files: ReadonlyMap<string, FileContent>): Promise<void> {
    return writeFiles(this.folder, files, async (target, content) => {
      await this.keep(target);
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, content);
      await rename(temporary, target);
    });
  }

  async writeAhead(files: ReadonlyMap<string, Uint8Array>): Promise<OutputFiles> {
    await this.write(files);
    return new Map([...files].map(([file, bytes]) => [file, new WrittenFile(bytes.byteLength)]));
  }

  async remove(files: Iterable<string>): Promise<void> {
    await Promise.all(
      [...files].map(async (file) => {
        const target = path.join(this.folder, file);
        await this.keep(target);
        await rm(target, { force: true });
      }),
    );
  }

  async commit(): Promise<void> {
    this.touched.clear();
    await rm(this.undoDir, { recursive: true, force: true });
  }

  async discard(): Promise<void> {
    await Promise.all(
      [...this.touched].map(async ([file, existed]) => {
        const target = path.join(this.folder, file);
        if (existed) await rename(path.join(this.undoDir, file), target);
        else await rm(target, { force: true });
      }),
    );
    await this.commit();
  }

  /** Keeps the version of `target` from before this transaction, the first time it is touched. */
  private async keep(target: string): Promise<void> {
    const file = path.relative(this.folder, target);
    if (this.touched.has(file)) return;
    const kept = path.join(this.undoDir, file);
    await mkdir(path.dirname(kept), { recursive: true });
    const existed = await link(target, kept).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return false;
        throw error;
      },
    );
    this.touched.set(file, existed);
  }
}
