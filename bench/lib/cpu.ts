// CPU time spent, from /proc (Linux): of the whole machine, and of given processes (database backends).
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** Clock ticks per second of /proc times (`getconf CLK_TCK`, 100 on Linux). */
const TICK_MS = 10;

/** User + system CPU time of process `pid` in ms, or null when it is gone (or not on Linux). */
export const processCpuMs = (pid: number): number | null => {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are 14 and 15.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
};

interface MachineTimes {
  busy: number;
  total: number;
}

const machineTimes = (): MachineTimes | null => {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number) as number[];
    const idleAll = idle! + iowait!;
    const busy = user! + nice! + system! + irq! + softirq! + steal!;
    return { busy, total: busy + idleAll };
  } catch {
    return null;
  }
};

/**
 * Starts measuring; `stop()` gives this process's CPU time and the share of all the machine's cores busy
 * meanwhile (every process, ours or not).
 */
export const startCpuMeter = () => {
  const ownStart = process.cpuUsage();
  const machineStart = machineTimes();
  return {
    stop: () => {
      const own = process.cpuUsage(ownStart);
      const machineEnd = machineTimes();
      const machineBusyShare =
        machineStart && machineEnd
          ? (machineEnd.busy - machineStart.busy) / Math.max(1, machineEnd.total - machineStart.total)
          : NaN;
      return { ownMs: (own.user + own.system) / 1000, machineBusyShare, cores: cpus().length };
    },
  };
};
