import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ReplacedFiles } from './replaced-files.ts';
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
  /** Files touched since the last commit, their old versions kept. */
  private readonly replaced: ReplacedFiles;

  constructor(outDir: string) {
    this.folder = outDir;
    this.replaced = new ReplacedFiles(outDir);
  }

  write(files: ReadonlyMap<string, FileContent>): Promise<void> {
    return writeFiles(this.folder, files, async (target, content) => {
      await this.replaced.keep(path.relative(this.folder, target));
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
        await this.replaced.keep(file);
        await rm(path.join(this.folder, file), { force: true });
      }),
    );
  }

  commit(): Promise<void> {
    return this.replaced.forget();
  }

  discard(): Promise<void> {
    return this.replaced.restore();
  }
}
