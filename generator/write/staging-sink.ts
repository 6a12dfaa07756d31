import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { WrittenFile, type FileContent, type OutputFiles, type Sink } from './sinks.ts';
import type { PrecompressOptions, PrecompressSummary } from './precompress.ts';
import { precompressFolder } from './precompress-folder.ts';
import { emptyTrash, moveToTrash } from './remove-in-background.ts';
import { writeFiles } from './write-files.ts';

/**
 * Writes a whole build into a sibling folder of `outDir` (pages stream into it
 * as they render), then swaps the folders at commit. A build that fails before
 * the swap never touches the previous dist/: `discard` removes the folder.
 */
export class StagingSink implements Sink {
  readonly pageDir: string;
  readonly folder: string;

  private constructor(private readonly outDir: string) {
    this.folder = this.pageDir = `${outDir}.tmp-${process.pid}-${Date.now()}`;
  }

  static async open(outDir: string): Promise<StagingSink> {
    const sink = new StagingSink(outDir);
    await rm(sink.folder, { recursive: true, force: true });
    await mkdir(sink.folder, { recursive: true });
    return sink;
  }

  write(files: ReadonlyMap<string, FileContent>): Promise<void> {
    return writeFiles(this.folder, files);
  }

  async writeAhead(files: ReadonlyMap<string, Uint8Array>): Promise<OutputFiles> {
    await this.write(files);
    return new Map([...files].map(([file, bytes]) => [file, new WrittenFile(bytes.byteLength)]));
  }

  async remove(files: Iterable<string>): Promise<void> {
    await Promise.all([...files].map((file) => rm(path.join(this.folder, file), { force: true })));
  }

  precompress(options?: PrecompressOptions): Promise<PrecompressSummary> {
    return precompressFolder(this.folder, options);
  }

  commit(): Promise<void> {
    return swapInFolder(this.folder, this.outDir);
  }

  discard(): Promise<void> {
    return rm(this.folder, { recursive: true, force: true });
  }
}

/**
 * `folder` becomes `outDir` in one rename; the previous `outDir` is removed
 * after, in the background (remove-in-background.ts: at +10,000 pages it is
 * 62,000 files).
 */
export async function swapInFolder(folder: string, outDir: string): Promise<void> {
  const previous = moveToTrash(outDir);
  try {
    await rename(folder, outDir);
  } catch (error) {
    if (previous) await rename(previous, outDir);
    throw error;
  }
  if (previous) emptyTrash(outDir);
}
