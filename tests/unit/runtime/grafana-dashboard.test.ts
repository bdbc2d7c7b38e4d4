// The dashboard in ops/ asks only for metrics the shop exports (a renamed metric would leave an empty panel).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const dashboard = JSON.parse(fs.readFileSync('ops/grafana-dashboard.json', 'utf8')) as { panels: { title: string; targets: { expr: string }[] }[] };
const sources = ['server/runtime/metrics/metrics.ts', 'server/runtime/metrics/cache-metrics.ts', 'server/runtime/metrics/database-metrics.ts'].map((file) => fs.readFileSync(file, 'utf8')).join('\n');

describe('ops/grafana-dashboard.json', () => {
  it('queries only metrics the shop defines (shop_*) or prom-client exports (process_*, nodejs_*)', () => {
    const names = dashboard.panels.flatMap((panel) => panel.targets.flatMap((target) => target.expr.match(/\b(shop|process|nodejs)_[a-z0-9_]+/g) ?? []));
    expect(names.length).toBeGreaterThan(10);
    for (const name of names.filter((n) => n.startsWith('shop_'))) {
      expect(sources, name).toContain(`'${name.replace(/_(bucket|count|sum)$/, '')}'`);
    }
  });
});
