/** wrk runs: one Lua script per case, with one signed-in shopper per connection where the case needs one. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { cpuReadingAfter } from './cpu';
import type { CaseResult } from './load';

const run = promisify(execFile);

export interface WrkCall {
  method: 'GET' | 'POST';
  path: string;
  /** Per-connection values: connection i gets `shoppers[i % n]` (its token and its product). */
  shoppers?: { token: string; productId: number }[];
  /** A JSON body; `$PRODUCT` is replaced by the connection's product id. */
  body?: string;
  headers?: Record<string, string>;
  /** One thread per connection, timed in steady state, without shoppers (implied by them). */
  perConnection?: boolean;
  /** Paths asked in turn (instead of `path`), each thread from its own place in the list: many distinct URLs. */
  paths?: string[];
  /**
   * Every `every`-th request of a connection is `DELETE path` instead (the same headers, no body): an add to the
   * cart stays a real write under the cap on a line's units (MAX_LINE_UNITS, 10) when every tenth call empties it.
   */
  emptyEvery?: { every: number; path: string };
}

const lua = (value: string) => JSON.stringify(value); // a JSON string literal is a valid Lua string literal here

/**
 * With shoppers (or `perConnection`), wrk runs one thread per connection: `setup` hands each thread (so each
 * connection) its own shopper, as many people shopping at once. Without, one thread drives every connection.
 * `done` prints the figures as JSON (latencies in microseconds).
 *
 * One thread per connection also lets each thread time its own requests (`steady`): a request lasts from its
 * `request()` call to the next one (wrk asks for the next request as soon as the response is read), and only
 * requests started after the warm-up count. The warm-up then runs on the very connections that are measured.
 * Why: a server under full load accepts a burst of new connections one per event-loop turn (about 0.5 s for 32
 * at 1 ms per request), and a separate warm-up run left that ramp in every measured run's tail: a product page's
 * p99 read 140–250 ms in wrk while its steady p99 was 37 ms (2026-11-23).
 */
function script(call: WrkCall, steadyAfterUs: number | null): string {
  const headers = { ...call.headers, ...(call.body ? { 'Content-Type': 'application/json' } : {}) };
  const headerLines = Object.entries(headers)
    .map(([k, v]) => `h[${lua(k)}] = ${lua(v)}`)
    .join('\n  ');
  const shoppers = call.shoppers ?? [];
  return `
local shoppers = { ${shoppers.map((s) => `{ ${lua(s.token)}, ${s.productId} }`).join(', ')} }
local next_shopper = 0
local threads = {}
function setup(thread)
  table.insert(threads, thread)
  if #shoppers > 0 then
    local s = shoppers[next_shopper % #shoppers + 1]
    next_shopper = next_shopper + 1
    thread:set("token", s[1])
    thread:set("product", tostring(s[2]))
  end
end
local req
function init(args)
  local h = {}
  ${headerLines}
  if token then h["Authorization"] = "Bearer " .. token end
  local body = ${call.body ? lua(call.body) : 'nil'}
  if body and product then body = body:gsub("%$PRODUCT", product) end
  req = wrk.format(${lua(call.method)}, ${lua(call.path)}, h, body)
end
local function report(requests, duration_us, p50, p99, e)
  io.write(string.format('\\nWRK_JSON {"requests":%d,"duration_us":%d,"p50":%d,"p99":%d,"non2xx":%d,"errors":%d}\\n',
    requests, duration_us, p50, p99, e.status, e.connect + e.read + e.write + e.timeout))
end
${steadyAfterUs === null ? WHOLE_RUN : steadyTiming(steadyAfterUs)}
${call.paths?.length ? rotating(call) : ''}
${call.emptyEvery ? emptying(call.emptyEvery) : ''}
`;
}

/** Wraps `request()` so every `every`-th request of the thread (one connection) is a DELETE of `path`. */
function emptying({ every, path: emptyPath }: { every: number; path: string }): string {
  return `
local counted_request = request
local sent = 0
local empty_req
function request()
  local r = counted_request()
  sent = sent + 1
  if sent % ${every} == 0 then
    if not empty_req then
      local h = {}
      if token then h["Authorization"] = "Bearer " .. token end
      empty_req = wrk.format("DELETE", ${lua(emptyPath)}, h)
    end
    return empty_req
  end
  return r
end`;
}

/**
 * Many URLs in turn: wraps `request()` so each call formats the next path (each thread starts at its own offset,
 * from wrk's per-thread id, so connections do not ask the same URL at once).
 */
function rotating(call: WrkCall): string {
  return `
local paths = { ${call.paths!.map(lua).join(', ')} }
math.randomseed(tonumber(tostring({}):match("0x(%x+)") or "1", 16) % 2147483647)
local path_index = math.random(#paths)
local timed_request = request
function request()
  timed_request()
  path_index = path_index % #paths + 1
  return wrk.format(${lua(call.method)}, paths[path_index])
end`;
}

/** wrk's own figures: every request of the run. */
const WHOLE_RUN = `
function request() return req end
function done(summary, latency, requests)
  report(summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), summary.errors)
end`;

/**
 * Each thread (one connection) times its requests started `afterUs` past its start, in 0.1 ms buckets, with
 * LuaJIT's FFI for a monotonic clock (wrk's Lua has none); `done` merges the threads' buckets.
 */
const steadyTiming = (afterUs: number) => `
local ffi = require("ffi")
ffi.cdef[[ typedef struct { long tv_sec; long tv_nsec; } bench_timespec; int clock_gettime(int, bench_timespec *); ]]
local clock = ffi.new("bench_timespec")
local function now_us() ffi.C.clock_gettime(1, clock); return tonumber(clock.tv_sec) * 1e6 + tonumber(clock.tv_nsec) / 1e3 end
local measure_from, last
buckets = {}
measured = 0
function request()
  local now = now_us()
  measure_from = measure_from or now + ${afterUs}
  if last and last >= measure_from then
    local b = math.floor((now - last) / 100)
    buckets[b] = (buckets[b] or 0) + 1
    measured = measured + 1
  end
  last = now
  return req
end
function done(summary, latency, requests)
  local all, keys, n = {}, {}, 0
  for _, t in ipairs(threads) do
    for b, c in pairs(t:get("buckets")) do
      if not all[b] then all[b] = 0; table.insert(keys, b) end
      all[b] = all[b] + c
    end
    n = n + t:get("measured")
  end
  table.sort(keys)
  local function pct(q)
    local target, seen = n * q / 100, 0
    for _, b in ipairs(keys) do
      seen = seen + all[b]
      if seen >= target then return (b + 1) * 100 end
    end
    return 0
  end
  report(n, summary.duration - ${afterUs}, pct(50), pct(99), summary.errors)
end`;

export interface MeasureOptions {
  connections: number;
  seconds: number;
  warmup: number;
  /** CPU milliseconds used so far by the processes serving the case (see cpu.ts). */
  cpu?: () => number;
}

export async function wrk(name: string, base: string, call: WrkCall, opts: MeasureOptions): Promise<CaseResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ft-bench-wrk-'));
  try {
    const file = path.join(dir, 'case.lua');
    const steady = Boolean(call.perConnection || call.shoppers?.length);
    writeFileSync(file, script(call, steady ? opts.warmup * 1e6 : null));
    const threads = steady ? opts.connections : 1;
    const args = (seconds: number) => [
      `-t${threads}`,
      `-c${opts.connections}`,
      `-d${seconds}s`,
      '--timeout',
      '10s',
      '-s',
      file,
      base,
    ];
    let stdout: string;
    let cpuBefore: number | undefined;
    if (steady) {
      // One run: the CPU meter is read when the warm-up ends and when the run does.
      const running = run('wrk', args(opts.warmup + opts.seconds));
      cpuBefore = await cpuReadingAfter(opts.warmup, opts.cpu);
      stdout = (await running).stdout;
    } else {
      if (opts.warmup > 0) await run('wrk', args(opts.warmup));
      cpuBefore = opts.cpu?.();
      stdout = (await run('wrk', args(opts.seconds))).stdout;
    }
    const cpuMs = cpuBefore === undefined ? undefined : opts.cpu!() - cpuBefore;
    const line = stdout.split('\n').find((l) => l.startsWith('WRK_JSON '));
    if (!line) throw new Error(`wrk printed no figures:\n${stdout}`);
    const r = JSON.parse(line.slice('WRK_JSON '.length)) as Record<string, number>;
    const ms = (us: number) => Math.round(us / 100) / 10;
    return {
      name,
      requestsPerSec: Math.round(r.requests / (r.duration_us / 1e6)),
      p50: ms(r.p50),
      p99: ms(r.p99),
      total: r.requests,
      non2xx: r.non2xx,
      errors: r.errors,
      cpuMsPerRequest: cpuMs === undefined || !r.requests ? undefined : cpuMs / r.requests,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
