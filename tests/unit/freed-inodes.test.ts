import { describe, expect, it } from 'vitest';
import {
  FREED_INODE_WINDOW_MS,
  freedInodeWaitMs,
  mountOf,
  onJournalLessExt4,
  parseMountInfo,
} from '../../tools/bench/freed-inodes.ts';

const MOUNT_INFO = [
  '23 1 254:0 / / rw,relatime - ext4 /dev/vda rw,discard',
  '24 23 0:22 / /dev/shm rw,relatime - tmpfs tmpfs rw,size=24684084k',
  '25 23 254:16 / /srv/my\\040data rw,relatime - ext4 /dev/vdb rw',
].join('\n');

describe('freed inodes on ext4 without a journal', () => {
  it('finds the mount a path lives on, by the longest mount point, with escaped spaces read back', () => {
    const mounts = parseMountInfo(MOUNT_INFO);
    expect(mounts.map((mount) => mount.mountPoint)).toEqual(['/', '/dev/shm', '/srv/my data']);
    expect(mountOf(mounts, '/tmp/fernhill-bench-x')).toMatchObject({
      fsType: 'ext4',
      device: 'vda',
    });
    expect(mountOf(mounts, '/dev/shm/site')).toMatchObject({ fsType: 'tmpfs' });
    expect(mountOf(mounts, '/dev/shmother')).toMatchObject({ mountPoint: '/' });
    expect(mountOf(mounts, '/srv/my data/dist')).toMatchObject({ device: 'vdb' });
  });

  it('waits out what is left of the window after a clean-up, and not at all without one', () => {
    expect(freedInodeWaitMs(undefined, 5_000)).toBe(0);
    expect(freedInodeWaitMs(1_000, 1_000 + 30_000)).toBe(FREED_INODE_WINDOW_MS - 30_000);
    expect(freedInodeWaitMs(1_000, 1_000 + FREED_INODE_WINDOW_MS + 1)).toBe(0);
    // A window of the caller's own (the incremental builds wait two minutes).
    expect(freedInodeWaitMs(1_000, 1_000 + 30_000, 120_000)).toBe(90_000);
    expect(freedInodeWaitMs(1_000, 1_000 + 120_001, 120_000)).toBe(0);
  });

  it('says no for a folder that is not on ext4', async () => {
    if (process.platform !== 'linux') return expect(await onJournalLessExt4('/')).toBe(false);
    expect(await onJournalLessExt4('/proc')).toBe(false);
  });
});
