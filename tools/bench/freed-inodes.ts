import { readdir, readFile, realpath } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { TRASH } from '../../generator/write/remove-in-background.ts';

/**
 * ext4 without a journal keeps away from inodes freed in the last minute or
 * so: `find_inode_bit()` scans past every free inode whose deletion time is
 * recent (`recently_deleted()`: 60 s, 360 s while its inode table block is
 * unwritten) and takes one only when it finds nothing else. Creating files
 * next to tens of thousands of just-deleted ones costs 0.5–1 ms of kernel time
 * each (measured with perf on this machine). A journalled ext4 skips the check.
 * A build's own new files dirty the inode table blocks it allocates from, so
 * the 360 s hold: a site created two minutes after the benchmark's clean-up
 * was built at +10,000 pages in 10.3 s, an older one beside it in 6.0 s
 * (render threads: 13.7 against 5.9 s of CPU; in perf, `recently_deleted` and
 * the block lookups it makes took 17% of the build's CPU); six minutes after,
 * in 7.2 and 7.5 s.
 */
export const FREED_INODE_WINDOW_MS = 390_000;

interface Mount {
  mountPoint: string;
  fsType: string;
  /** The device's kernel name, e.g. "vda" for /dev/vda. */
  device: string;
}

/** /proc/self/mountinfo lines: "36 35 98:0 / /mnt rw,noatime shared:1 - ext4 /dev/vda rw,…" (fields after " - ": type, source). */
export function parseMountInfo(text: string): Mount[] {
  return text.split('\n').flatMap((line) => {
    const [before, after] = line.split(' - ');
    const mountPoint = before?.split(' ')[4];
    const [fsType, source] = after?.split(' ') ?? [];
    if (!mountPoint || !fsType || !source) return [];
    // Mount points escape spaces and other bytes as octal (\040).
    return [
      {
        mountPoint: mountPoint.replace(/\\([0-7]{3})/g, (_, octal: string) =>
          String.fromCharCode(parseInt(octal, 8)),
        ),
        fsType,
        device: path.basename(source),
      },
    ];
  });
}

/** The mount a path lives on: the longest mount point that contains it. */
export function mountOf(mounts: readonly Mount[], file: string): Mount | undefined {
  const contains = (mount: Mount) =>
    mount.mountPoint === '/' ||
    file === mount.mountPoint ||
    file.startsWith(`${mount.mountPoint}/`);
  return mounts.filter(contains).sort((a, b) => b.mountPoint.length - a.mountPoint.length)[0];
}

/** Whether `dir` is on ext4 without a journal (Linux: a journalled device has an entry in /proc/fs/jbd2). */
export async function onJournalLessExt4(dir: string): Promise<boolean> {
  const mountInfo = await readFile('/proc/self/mountinfo', 'utf8').catch(() => undefined);
  if (mountInfo === undefined) return false;
  const mount = mountOf(parseMountInfo(mountInfo), await realpath(dir));
  if (mount?.fsType !== 'ext4') return false;
  const journals = await readdir('/proc/fs/jbd2').catch(() => [] as string[]);
  return !journals.some((journal) => journal.startsWith(`${mount.device}-`));
}

/** How long to wait before creating many files, after `deletedAt` (ms since the epoch) freed many nearby. */
export function freedInodeWaitMs(
  deletedAt: number | undefined,
  now: number,
  windowMs = FREED_INODE_WINDOW_MS,
): number {
  return deletedAt === undefined ? 0 : Math.max(0, deletedAt + windowMs - now);
}

/**
 * Before a benchmark creates many files under the system's temporary folder:
 * waits out the freed-inode window after the latest clean-up the `records`
 * (JSON files with a `cleanedUpAt`, as the benchmarks write them) tell of,
 * saying so first. Nothing to wait for off journal-less ext4.
 */
export async function waitForFreedInodes(records: readonly string[]): Promise<void> {
  if (!(await onJournalLessExt4(os.tmpdir()))) return;
  const times = await Promise.all(
    records.map(async (record) => {
      const text = await readFile(record, 'utf8').catch(() => '{}');
      const { cleanedUpAt } = JSON.parse(text) as { cleanedUpAt?: string };
      return cleanedUpAt ? Date.parse(cleanedUpAt) : undefined;
    }),
  );
  const known = times.filter((time): time is number => time !== undefined && !Number.isNaN(time));
  const deletedAt = known.length > 0 ? Math.max(...known) : undefined;
  const wait = freedInodeWaitMs(deletedAt, Date.now());
  if (wait <= 0) return;
  console.log(
    `Waiting ${Math.ceil(wait / 1000)} s: a benchmark deleted its files at ${new Date(deletedAt!).toISOString()}, and ext4 without a journal creates files slowly next to freshly freed inodes.`,
  );
  await setTimeout(wait);
}

/**
 * Waits until no folder in `dirs` holds trash (`*.trash-*`: what a build swapped out, removed
 * by a process of its own after the build returns, generator/write/remove-in-background.ts),
 * for at most `timeoutMs`; returns when it was gone. The freed-inode window starts then.
 */
export async function waitForTrashRemoved(
  dirs: readonly string[],
  timeoutMs = 120_000,
): Promise<number> {
  const started = Date.now();
  const hasTrash = async () => {
    for (const dir of dirs) {
      const names = await readdir(dir).catch(() => [] as string[]);
      if (names.some((name) => name.includes(TRASH))) return true;
    }
    return false;
  };
  while ((await hasTrash()) && Date.now() - started < timeoutMs) await setTimeout(100);
  return Date.now();
}
