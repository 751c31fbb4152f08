import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SERVER_ROOT } from '../config';
import { startTestApp, type TestApp } from '../test/test-app';

const deploy = path.join(SERVER_ROOT, '..', 'deploy');
const dashboard = JSON.parse(readFileSync(path.join(deploy, 'grafana-dashboard.json'), 'utf8')) as {
  panels: { title: string; targets: { expr: string }[] }[];
};
const alerts = parse(readFileSync(path.join(deploy, 'prometheus-alerts.yml'), 'utf8')) as {
  groups: { rules: { alert: string; expr: string }[] }[];
};
const rules = alerts.groups.flatMap((g) => g.rules);

const PROMQL_WORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'offset',
  'bool',
  'and',
  'or',
  'unless',
]);

/** The metric names a PromQL expression reads: its identifiers that are neither functions, keywords nor labels. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""') // label values
    .replace(/\{[^}]*\}/g, '') // label matchers
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '') // grouping labels
    .replace(/\[[^\]]*\]/g, ''); // ranges
  const names = [...bare.matchAll(/([a-zA-Z_:][\w:]*)\s*(\()?/g)]
    .filter(([, name, call]) => !call && !PROMQL_WORDS.has(name) && !/^\d/.test(name))
    .map(([, name]) => name);
  return [...new Set(names)];
}

describe('deploy/: the dashboard and the alert rules', () => {
  let t: TestApp;
  let exported: Set<string>;
  beforeAll(async () => {
    t = await startTestApp();
    await t.request('GET', '/api/products/');
    const text = (await t.request('GET', '/api/metrics')).text;
    exported = new Set(
      text.split('\n').flatMap((line) => {
        const typed = /^# TYPE (\S+) (\w+)/.exec(line);
        if (!typed) return [];
        const [, name, type] = typed;
        return type === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name];
      }),
    );
  });
  afterAll(() => t.close());

  it('reads metric names out of PromQL', () => {
    expect(
      metricNames(
        'sum by (route, le) (rate(a_total{x=~"5..",route!="/b"}[5m])) / on (instance) group_left max(b) > 0 or c',
      ),
    ).toEqual(['a_total', 'b', 'c']);
  });

  it('every dashboard and alert expression names only metrics the API exports', () => {
    const exprs = [
      ...dashboard.panels.flatMap((p) => p.targets.map((target) => ({ where: p.title, expr: target.expr }))),
      ...rules.map((r) => ({ where: r.alert, expr: r.expr })),
    ];
    expect(exprs.length).toBeGreaterThan(15);
    for (const { where, expr } of exprs) {
      const names = metricNames(expr);
      expect(names.length, where).toBeGreaterThan(0);
      for (const name of names) expect(exported.has(name), `${where}: ${name}`).toBe(true);
    }
  });

  it('the dashboard has the panels and the alerts the rules an operator needs', () => {
    const titles = dashboard.panels.map((p) => p.title);
    for (const title of [
      'Request rate by route',
      'Errors by route (5xx and 4xx)',
      'Latency p99 by route',
      'Database pool use',
      'Job queue depth',
      'Oldest due job age',
      'Catalog cache hit ratio',
      'Rate-limit fallbacks and Redis',
      'Payments by outcome',
      'Webhook mismatches',
    ])
      expect(titles).toContain(title);
    expect(rules.map((r) => r.alert)).toEqual(
      expect.arrayContaining([
        'ApiHigh5xxRate',
        'ApiSlowP99',
        'JobQueueStuck',
        'JobsFailed',
        'RedisDegraded',
        'StripeWebhookMismatch',
      ]),
    );
  });
});
