import { readFileSync } from 'node:fs';

/**
 * CPU time of the calling thread alone (Linux: /proc/thread-self/stat), so the
 * benchmark can say which threads a build's CPU time went to: this thread, the
 * render threads, and the rest (V8's compiler and garbage-collector helpers,
 * libuv). `process.cpuUsage()` only knows the whole process, and Node 20 has
 * no per-thread counterpart. Undefined where /proc is not available.
 */
export function threadCpuMs(): number | undefined {
  try {
    return cpuMsFromStat(readFileSync('/proc/thread-self/stat', 'utf8'));
  } catch {
    return undefined;
  }
}

/** Clock ticks per second of /proc's times (USER_HZ): 100 on every Linux architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/**
 * User + system time of a /proc/…/stat line in milliseconds. The command name
 * (field 2) is in parentheses and may itself hold spaces or parentheses, so
 * fields are counted from the last ")": utime and stime are fields 14 and 15.
 */
export function cpuMsFromStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  if (!Number.isInteger(utime) || !Number.isInteger(stime))
    throw new Error(`Not a /proc stat line: ${stat.slice(0, 80)}`);
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}
