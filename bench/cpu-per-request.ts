import { type CommandCpuMeter, postgresCpuMeter } from './process-cpu';

/**
 * CPU time per request of a closed-loop scenario, the in-process API (with the client beside it: the same in every
 * version) and its database's PostgreSQL processes, warm-up included. Steadier than a request rate on a machine that
 * other work shares: another process's load slows the requests, but costs them little CPU of their own.
 */
export class CpuPerRequest {
  private sent = 0;
  private readonly started = process.cpuUsage();
  private readonly postgres: CommandCpuMeter;

  constructor(databaseUrl: string) {
    this.postgres = postgresCpuMeter(new URL(databaseUrl).pathname.slice(1));
  }

  /** `send`, counted. */
  counted<T>(send: (index: number) => Promise<T>): (index: number) => Promise<T> {
    return (index) => {
      this.sent++;
      return send(index);
    };
  }

  figures(): Record<string, string> {
    const usage = process.cpuUsage(this.started);
    const apiMs = (usage.user + usage.system) / 1000;
    const postgresMs = this.postgres.since() * 1000;
    return {
      'requests sent (warm-up included)': String(this.sent),
      'CPU per request, API and client (ms)': (apiMs / this.sent).toFixed(2),
      'CPU per request, PostgreSQL (ms)': (postgresMs / this.sent).toFixed(2),
    };
  }
}
