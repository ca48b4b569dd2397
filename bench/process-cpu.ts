import { readdirSync, readFileSync } from 'node:fs';

/** CPU time (user + system) a process has used so far, in seconds, from /proc/<pid>/stat (ticks of 1/100 s). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After "pid (comm) ", utime and stime are the 12th and 13th fields.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU time so far of each process whose command (`/proc/<pid>/comm`) is `command` and, with `keep`, whose command line
 * it keeps, in seconds, by pid.
 */
export function commandCpu(command: string, keep?: (cmdline: string) => boolean): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== command) continue;
      if (keep && !keep(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '))) continue;
      byPid.set(Number(pid), cpuSeconds(Number(pid)));
    } catch {
      // The process ended meanwhile.
    }
  }
  return byPid;
}

/** CPU time the processes of `command` used since `before` (a process started since counts from 0; one that ended, not at all). */
export function commandCpuSince(command: string, before: Map<number, number>, keep?: (cmdline: string) => boolean): number {
  let total = 0;
  for (const [pid, now] of commandCpu(command, keep)) total += now - (before.get(pid) ?? 0);
  return total;
}

/**
 * A PostgreSQL process of `database`: the server's own (checkpointer, WAL writer…) and the backends connected to that
 * database, not those of other databases on the same server (another bench or test suite sharing the machine).
 */
const ofDatabase = (database: string) => (cmdline: string) => cmdline.includes(` ${database} `) || !/\(\d+\)|\[local\]/.test(cmdline);

/** CPU time so far of each PostgreSQL process (the server's and the backends'), in seconds, by pid. */
export function postgresCpu(): Map<number, number> {
  return commandCpu('postgres');
}

/** CPU time PostgreSQL's processes used since `before` (a process started since counts from 0; one that ended, not at all). */
export function postgresCpuSince(before: Map<number, number>): number {
  return commandCpuSince('postgres', before);
}

/** The whole machine's CPU time so far, every process and the kernel's own work: busy and in all (idle included), in core-seconds. */
export function machineCpu(): { busy: number; total: number } {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already counted in user); stolen time is not ours.
  const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks;
  const busy = user + nice + system + irq + softirq;
  return { busy: busy / 100, total: (busy + idle + iowait + steal) / 100 };
}

/**
 * The CPU time a set of processes (by command, as `commandCpu`) used since the meter was made, sampled as often as
 * `since()` is called: a process that ended between two calls keeps the time it had at the last one (a pool that
 * closes a connection does not take its backend's time away from the total).
 */
export class CommandCpuMeter {
  private readonly before: Map<number, number>;
  private readonly last = new Map<number, number>();

  constructor(
    private readonly command: string,
    private readonly keep?: (cmdline: string) => boolean,
  ) {
    this.before = commandCpu(command, keep);
  }

  since(): number {
    for (const [pid, now] of commandCpu(this.command, this.keep)) this.last.set(pid, now);
    let total = 0;
    for (const [pid, now] of this.last) total += now - (this.before.get(pid) ?? 0);
    return total;
  }
}

/** A CommandCpuMeter of PostgreSQL's processes (with `database`, the server's own and that database's backends). */
export const postgresCpuMeter = (database?: string) => new CommandCpuMeter('postgres', database ? ofDatabase(database) : undefined);
