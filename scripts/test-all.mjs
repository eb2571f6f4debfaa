#!/usr/bin/env node
// `npm test`: every check and every test, in order, then one summary line
// "N passed, N failed" that CI reads. Static checks count as one test each.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const out = '.test-output';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const results = [];
const started = Date.now();

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(
    `=== ${label}: ${result.status === 0 ? 'ok' : `failed (exit ${result.status})`} in ${seconds}s`,
  );
  return result.status === 0;
}

function check(label, command, args) {
  const ok = run(label, command, args);
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function vitest(project) {
  const file = join(out, `vitest-${project}.json`);
  const ok = run(`vitest ${project}`, 'npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const report = readJson(file);
  if (!report) {
    results.push({ label: `vitest ${project}`, passed: 0, failed: 1, skipped: 0 });
    return;
  }
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  results.push({
    label: `vitest ${project}`,
    passed: report.numPassedTests,
    failed,
    skipped: report.numPendingTests + report.numTodoTests,
  });
}

function e2e() {
  const chromium = spawnSync('node', ['scripts/ensure-chromium.mjs'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (chromium.status !== 0) {
    results.push({ label: 'e2e (no browser)', passed: 0, failed: 1, skipped: 0 });
    return;
  }
  if (!run('build the SPA', 'npm', ['run', 'build'])) {
    results.push({ label: 'e2e (build failed)', passed: 0, failed: 1, skipped: 0 });
    return;
  }
  const file = join(out, 'e2e.json');
  const ok = run('e2e (Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    CHROMIUM_PATH: chromium.stdout.trim(),
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  const stats = readJson(file)?.stats;
  if (!stats) {
    results.push({ label: 'e2e', passed: 0, failed: 1, skipped: 0 });
    return;
  }
  const failed = stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
  results.push({
    label: 'e2e',
    passed: stats.expected + stats.flaky,
    failed,
    skipped: stats.skipped,
  });
}

check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
check('format', 'npx', ['prettier', '--check', '.']);
// The integration tests serve the built site and its page renderer (dist/web, dist/render).
check('build', 'npm', ['run', 'build']);
vitest('unit');
vitest('infra');
vitest('integration');
if (existsSync('playwright.config.ts')) e2e();

const total = results.reduce(
  (sum, r) => ({
    passed: sum.passed + r.passed,
    failed: sum.failed + r.failed,
    skipped: sum.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('\nSummary');
for (const r of results) {
  console.log(
    `  ${r.label.padEnd(20)} ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`,
  );
}
console.log(`  took ${((Date.now() - started) / 1000).toFixed(0)}s\n`);
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(total.failed === 0 ? 0 : 1);
