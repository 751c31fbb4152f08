/**
 * CPU time of the processes that serve the bench: the API (and the storefront) and the PostgreSQL backends
 * connected to the bench database, read from /proc. Divided by the requests of a case it gives the work each
 * request costs, a figure that other load on a shared machine barely moves (unlike req/s and latency).
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** utime + stime of a process (every thread), in milliseconds; 0 once it has exited. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** A CPU reading (`read`, see CpuMeter) taken `seconds` from now: where a run's warm-up ends. */
export function cpuReadingAfter(seconds: number, read?: () => number): Promise<number | undefined> {
  return new Promise((resolve) => setTimeout(() => resolve(read?.()), seconds * 1000));
}

/** Linux reports process times in ticks of 1/100 s (USER_HZ) on every common platform. */
const CLOCK_TICKS = 100;

export interface CpuMeter {
  /** CPU ms so far of the servers and of the backends seen at the last `refresh`. */
  read(): number;
  /** Lists the bench database's backends again (the pool opens more under load). */
  refresh(): Promise<void>;
  close(): Promise<void>;
}

/** null where /proc is missing (not Linux). */
export async function cpuMeter(serverPids: number[], databaseUrl: string): Promise<CpuMeter | null> {
  try {
    readFileSync(`/proc/${process.pid}/stat`);
  } catch {
    return null;
  }
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  await client?.connect();
  let backends: number[] = [];
  // A backend that exits mid-case (the pool closes idle connections) reads 0 from then on: its last reading
  // stands instead, or the case's CPU would come out short, even negative.
  const lastSeen = new Map<number, number>();
  const cpuOf = (pid: number) => {
    const ms = Math.max(processCpuMs(pid), lastSeen.get(pid) ?? 0);
    lastSeen.set(pid, ms);
    return ms;
  };
  const meter: CpuMeter = {
    read: () =>
      [...new Set([...serverPids, ...backends, ...lastSeen.keys()])].reduce((sum, pid) => sum + cpuOf(pid), 0),
    async refresh() {
      if (!client) return;
      const { rows } = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      backends = rows.map((r) => r.pid);
    },
    close: async () => {
      await client?.end();
    },
  };
  await meter.refresh();
  return meter;
}
