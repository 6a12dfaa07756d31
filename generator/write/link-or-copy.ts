import { copyFileSync, linkSync, unlinkSync } from 'node:fs';

/**
 * A hard link of `source` at `target` (replacing it), a copy where links
 * cannot be made (EXDEV: another file system; EPERM/ENOTSUP: none there).
 * Nothing is copied where a link can be made: `build --merge` places a
 * shard's pages, a build its cached pages, about 20,000 files at +10,000
 * pages. False when there is no `source` (a page too small to compress has
 * no `.br`).
 */
export function linkOrCopy(source: string, target: string): boolean {
  try {
    linkSync(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    if (code === 'EEXIST') {
      unlinkSync(target);
      return linkOrCopy(source, target);
    }
    copyFileSync(source, target);
  }
  return true;
}
