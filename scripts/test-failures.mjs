import { existsSync, readFileSync } from 'node:fs';

// The names of the failed tests and the first lines of their errors, printed under the summary so
// that the end of a long log says what failed.
function firstLines(text, n = 4) {
  return String(text ?? '')
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, n)
    .map((line) => `      ${line.slice(0, 240)}`)
    .join('\n');
}
export function vitestFailures(file, root = '') {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failures = [];
  for (const suite of report.testResults ?? []) {
    const where = suite.name ? suite.name.replace(root, '') : '';
    const failed = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed)
      failures.push(`${where} › ${a.fullName}\n${firstLines(a.failureMessages?.join('\n'))}`);
    if (!failed.length && suite.status === 'failed')
      failures.push(`${where}\n${firstLines(suite.message)}`);
  }
  return failures;
}
export function playwrightFailures(file) {
  if (!existsSync(file)) return [];
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(
          `${spec.file} › ${[...titles, spec.title].join(' › ')}\n${firstLines(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) walk(suite, []);
  return failures;
}
