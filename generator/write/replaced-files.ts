import { linkSync, mkdirSync, rmSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * The files of a folder a transaction replaces or removes, kept as hard links
 * (no copy) in a sibling folder until it ends: `restore` puts every one back
 * and removes the files that are new, `forget` drops what was kept. The live
 * sink (dev) and the update sink (a build over the last dist/) write in place
 * through it.
 */
export class ReplacedFiles {
  private readonly dir: string;
  /** Files touched since the last forget: whether each existed before. */
  private readonly touched = new Map<string, boolean>();

  constructor(private readonly folder: string) {
    this.dir = `${folder}.undo-${process.pid}`;
  }

  /**
   * Keeps `file`'s present version (once per transaction); whether there was
   * one. In this thread and at once: a commit of a few hundred files waits for
   * no thread pool.
   */
  keepSync(file: string): boolean {
    const known = this.touched.get(file);
    if (known !== undefined) return known;
    const kept = path.join(this.dir, file);
    mkdirSync(path.dirname(kept), { recursive: true });
    let existed = true;
    try {
      linkSync(path.join(this.folder, file), kept);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      existed = false;
    }
    this.touched.set(file, existed);
    return existed;
  }

  /** keepSync, for a caller that awaits. */
  keep(file: string): Promise<boolean> {
    return Promise.resolve(this.keepSync(file));
  }

  /** Every touched file as it was before the transaction. */
  async restore(): Promise<void> {
    for (const [file, existed] of this.touched) {
      const target = path.join(this.folder, file);
      if (existed) {
        await mkdir(path.dirname(target), { recursive: true });
        await rename(path.join(this.dir, file), target);
      } else await rm(target, { force: true });
    }
    await this.forget();
  }

  /** Ends the transaction: what was kept is dropped (in this thread and at once). */
  forgetSync(): void {
    this.touched.clear();
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** forgetSync, for a caller that awaits. */
  forget(): Promise<void> {
    this.forgetSync();
    return Promise.resolve();
  }
}
