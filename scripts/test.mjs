// npm test: everything, in order — typecheck, audit, lint, format, unit, integration, web build, e2e.
// Every step runs even after a failure, so one run shows all problems; the exit code is 1 if
// any step failed. The last line counts the tests of all runners together.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwrightFailures, vitestFailures } from './test-failures.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const steps = [
  ['typecheck', 'npm run typecheck'],
  // No high or critical advisory in production dependencies (issue 25 item 4, ADR 052).
  ['audit', 'node scripts/audit.mjs'],
  ['lint', 'npm run lint'],
  ['format', 'npm run format:check'],
  [
    'unit',
    `npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=${results}/unit.json`,
  ],
  [
    'integration',
    `node scripts/ensure-test-tools.mjs redis haproxy litecoind && npx vitest run --project integration --reporter=default --reporter=json --outputFile.json=${results}/integration.json`,
  ],
  // The web build, then the first page's JavaScript budget (ARCHITECTURE.md, Targets).
  ['build', 'npm run build && node scripts/check-first-page-js.mjs'],
  ['e2e', 'npm run test:e2e'],
];

const outcome = [];
for (const [name, command] of steps) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const run = spawnSync(command, {
    cwd: root,
    stdio: 'inherit',
    shell: true,
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
  outcome.push({ name, ok: run.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}

function vitestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}
function playwrightCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0), failed: stats?.unexpected ?? 0 };
}
const counts = [
  vitestCounts(join(results, 'unit.json')),
  vitestCounts(join(results, 'integration.json')),
  playwrightCounts(join(results, 'e2e.json')),
];
const passed = counts.reduce((n, c) => n + c.passed, 0);
const failedTests = counts.reduce((n, c) => n + c.failed, 0);
const failedSteps = outcome.filter((o) => !o.ok);

console.log('\n=== summary');
for (const o of outcome) console.log(`${o.ok ? 'ok  ' : 'FAIL'} ${o.name} (${o.seconds}s)`);
// A failed step without failed tests (a type error, a lint error) still counts as a failure.
const failed = failedTests + (failedTests === 0 ? failedSteps.length : 0);
const failures = [
  ...vitestFailures(join(results, 'unit.json'), root),
  ...vitestFailures(join(results, 'integration.json'), root),
  ...playwrightFailures(join(results, 'e2e.json')),
];
for (const failure of failures) console.log(`  failed: ${failure}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
