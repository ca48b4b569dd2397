import { readdirSync, readFileSync } from 'node:fs';

/** CPU time (user + system) a process has used so far, in seconds, from /proc/<pid>/stat (ticks of 1/100 s). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After "pid (comm) ", utime and stime are the 12th and 13th fields.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU time so far of each PostgreSQL process (the server's and the backends'), in seconds, by pid. */
export function postgresCpu(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') byPid.set(Number(pid), cpuSeconds(Number(pid)));
    } catch {
      // The process ended meanwhile.
    }
  }
  return byPid;
}

/** CPU time PostgreSQL's processes used since `before` (a process started since counts from 0; one that ended, not at all). */
export function postgresCpuSince(before: Map<number, number>): number {
  let total = 0;
  for (const [pid, now] of postgresCpu()) total += now - (before.get(pid) ?? 0);
  return total;
}
