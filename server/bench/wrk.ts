/** wrk runs: one Lua script per case, with one signed-in shopper per connection where the case needs one. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
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
}

const lua = (value: string) => JSON.stringify(value); // a JSON string literal is a valid Lua string literal here

/**
 * With shoppers, wrk runs one thread per connection: `setup` hands each thread (so each connection) its own
 * shopper, as many people shopping at once. Without, one thread drives every connection. `done` prints the
 * figures as JSON (latencies in microseconds).
 */
function script(call: WrkCall): string {
  const headers = { ...call.headers, ...(call.body ? { 'Content-Type': 'application/json' } : {}) };
  const headerLines = Object.entries(headers)
    .map(([k, v]) => `h[${lua(k)}] = ${lua(v)}`)
    .join('\n  ');
  const shoppers = call.shoppers ?? [];
  return `
local shoppers = { ${shoppers.map((s) => `{ ${lua(s.token)}, ${s.productId} }`).join(', ')} }
local next_shopper = 0
function setup(thread)
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
function request() return req end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\nWRK_JSON {"requests":%d,"duration_us":%d,"p50":%d,"p99":%d,"non2xx":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.status, e.connect + e.read + e.write + e.timeout))
end
`;
}

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
    writeFileSync(file, script(call));
    const threads = call.shoppers?.length ? opts.connections : 1;
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
    if (opts.warmup > 0) await run('wrk', args(opts.warmup));
    const cpuBefore = opts.cpu?.();
    const { stdout } = await run('wrk', args(opts.seconds));
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
