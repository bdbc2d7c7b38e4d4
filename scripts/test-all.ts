// The README's test command: type-check, lint, unit, integration (SQLite, and PostgreSQL when reachable), the
// topology test and end-to-end tests in Debian's Chromium, in turn. Every suite runs even when an earlier one fails; the last line
// sums them as "N passed, N failed" (type-check and lint count as one check each).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import net from 'node:net';

interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
}

const results: SuiteResult[] = [];
const env = { ...process.env };

function run(command: string, args: string[], extraEnv: Record<string, string> = {}): number {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const outcome = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  return outcome.status ?? 1;
}

function check(name: string, command: string, args: string[]): void {
  const status = run(command, args);
  results.push({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
}

function vitestProject(project: string, extraEnv: Record<string, string> = {}): void {
  const out = `test-results/vitest-${project}.json`;
  rmSync(out, { force: true });
  const status = run('npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], extraEnv);
  const report = readJson(out) as { numPassedTests?: number; numFailedTests?: number; numTotalTestSuites?: number } | null;
  const passed = report?.numPassedTests ?? 0;
  // A suite that crashes before reporting (or fails to load a file) still counts as a failure.
  const failed = (report?.numFailedTests ?? 0) + (status !== 0 && !(report?.numFailedTests ?? 0) ? 1 : 0);
  results.push({ name: project, passed, failed });
}

function readJson(path: string): unknown {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

async function postgresReachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432 });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

async function main(): Promise<void> {
  mkdirSync('test-results', { recursive: true });
  run('bash', ['scripts/test-prereqs.sh']);
  if (!env.DATABASE_URL && (await postgresReachable())) env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
  console.log(env.DATABASE_URL ? `PostgreSQL suites: on (${env.DATABASE_URL})` : 'PostgreSQL suites: off (no server on 127.0.0.1:5432)');

  check('typecheck', 'npx', ['tsc', '--noEmit']);
  check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
  vitestProject('unit');
  // The client build comes before the integration tests: some of them serve the pages (search results, reviews).
  const buildStatus = run('npm', ['run', 'build']);
  results.push({ name: 'build', passed: buildStatus === 0 ? 1 : 0, failed: buildStatus === 0 ? 0 : 1 });
  vitestProject('integration');
  // The fault-injection topology test (compiled server, PostgreSQL, nginx-light as processes; skips without them).
  if (buildStatus === 0) vitestProject('topology', { LOG_LEVEL: 'warn' });

  if (buildStatus === 0) {
    rmSync('data/e2e', { recursive: true, force: true });
    rmSync('test-results/e2e.json', { force: true });
    // The e2e shop runs on SQLite in a fresh data/e2e (its own PostgreSQL run would leave a shop schema in the
    // shared database's public schema).
    const status = run('npx', ['playwright', 'test'], { CI: 'true', DATABASE_URL: '' });
    const report = readJson('test-results/e2e.json') as { stats?: { expected?: number; unexpected?: number; flaky?: number } } | null;
    const passed = (report?.stats?.expected ?? 0) + (report?.stats?.flaky ?? 0);
    const failed = (report?.stats?.unexpected ?? 0) + (status !== 0 && !(report?.stats?.unexpected ?? 0) ? 1 : 0);
    const flaky = report?.stats?.flaky ?? 0;
    if (flaky > 0) console.log(`e2e: ${flaky} test(s) passed only on their retry (flaky): see the list above`);
    results.push({ name: flaky > 0 ? `e2e (${flaky} flaky)` : 'e2e', passed, failed });
  }

  console.log('\nSummary');
  for (const r of results) console.log(`  ${r.name.padEnd(12)} ${r.passed} passed, ${r.failed} failed`);
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

void main();
