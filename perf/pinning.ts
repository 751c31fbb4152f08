/**
 * One-core mode: the API (and the storefront) and every PostgreSQL process on core 0, the load generator on
 * core 1, so the figures compare with a stack measured the same way. Uses `taskset` (util-linux); every
 * pinning is undone on exit, on failure and on Ctrl-C.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';

const ALL_CORES = `0-${os.cpus().length - 1}`;

/** Whether one-core mode can run here: taskset present and at least two cores. */
export function canPin(): boolean {
  if (os.cpus().length < 2) return false;
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const taskset = (cores: string, pid: number) => {
  try {
    // -a: every thread of the process (libuv's pool, PostgreSQL's are single-threaded but harmless).
    execFileSync('taskset', ['-apc', cores, String(pid)], { stdio: 'ignore' });
  } catch {
    // The process ended in between (a PostgreSQL backend whose client disconnected): nothing to pin.
  }
};

/** Every PostgreSQL process on this machine (the postmaster and its backends), read from /proc. */
function postgresPids(): number[] {
  try {
    return execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

export interface Pinning {
  /** Pins a process (and its threads) to the server core. */
  server(pid: number): void;
  /** Undoes everything: the bench itself and PostgreSQL back on every core. Idempotent. */
  restore(): void;
  readonly description: string;
}

/**
 * Starts one-core mode: this process (and so the load generators it spawns) on core 1, PostgreSQL on core 0
 * (backends forked later inherit the postmaster's core). `restore` also runs when the process exits, however
 * it exits (run.ts calls it on SIGINT/SIGTERM after stopping its servers).
 */
export function pinOneCore(): Pinning {
  taskset('1', process.pid);
  const pinPostgres = () => postgresPids().forEach((pid) => taskset('0', pid));
  pinPostgres();
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    // Backends forked during the bench inherited core 0: list them again.
    postgresPids().forEach((pid) => taskset(ALL_CORES, pid));
    taskset(ALL_CORES, process.pid);
  };
  process.on('exit', restore);
  return {
    server: (pid) => {
      taskset('0', pid);
      pinPostgres();
    },
    restore,
    description:
      'one-core mode: the API, the storefront and every PostgreSQL process pinned to core 0 with `taskset`, ' +
      'the load generator (wrk, autocannon for checkout) on core 1',
  };
}

/** Shared mode (no taskset, or `--shared`): everything on every core. */
export const unpinned: Pinning = {
  server: () => {},
  restore: () => {},
  description: 'shared mode: the API, PostgreSQL and the load generator share every core',
};
