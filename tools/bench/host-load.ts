import { readFile } from 'node:fs/promises';

/**
 * How busy the host was while a benchmark ran. On a shared machine other
 * tenants take CPU time from this one (steal) or keep its threads waiting for
 * a core (pressure), and wall times move by a third from run to run: the
 * figures say which runs to trust. Linux only (/proc); elsewhere unknown.
 */
export interface HostLoad {
  /**
   * Share of the time at least one runnable thread waited for a CPU
   * (/proc/pressure/cpu, "some"). The build's own threads count too: a
   * build with more threads than cores shows some pressure on an idle host.
   */
  cpuPressurePct?: number;
  /** Share of the CPU time the hypervisor gave to others (/proc/stat, steal). */
  stealPct?: number;
}

interface Sample {
  at: number;
  pressureMicros?: number;
  steal?: number;
  total?: number;
}

async function readOptional(file: string): Promise<string | undefined> {
  return readFile(file, 'utf8').catch(() => undefined);
}

export async function sampleHostLoad(): Promise<Sample> {
  const [pressure, stat] = await Promise.all([
    readOptional('/proc/pressure/cpu'),
    readOptional('/proc/stat'),
  ]);
  const sample: Sample = { at: performance.now() };
  const some = /^some .*total=(\d+)/m.exec(pressure ?? '');
  if (some) sample.pressureMicros = Number(some[1]);
  // cpu  user nice system idle iowait irq softirq steal …
  const cpu = /^cpu\s+(.+)$/m.exec(stat ?? '');
  if (cpu) {
    const ticks = cpu[1]!.trim().split(/\s+/).map(Number);
    sample.total = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
    sample.steal = ticks[7] ?? 0;
  }
  return sample;
}

export function hostLoadBetween(before: Sample, after: Sample): HostLoad {
  const load: HostLoad = {};
  const wallMicros = (after.at - before.at) * 1000;
  if (before.pressureMicros !== undefined && after.pressureMicros !== undefined && wallMicros > 0) {
    load.cpuPressurePct = Math.round(
      ((after.pressureMicros - before.pressureMicros) / wallMicros) * 100,
    );
  }
  if (before.total !== undefined && after.total !== undefined && after.total > before.total) {
    load.stealPct = Math.round(
      (((after.steal ?? 0) - (before.steal ?? 0)) / (after.total - before.total)) * 100,
    );
  }
  return load;
}
