#!/usr/bin/env node
// `npm test`: every check and every test, in order, then each layer's time against its budget
// (decision 040) and, last, one summary line "N passed, N failed" that CI reads. Static checks
// count as one test each.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const out = '.test-output';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

// `--only checks,unit` runs those layers alone (to measure one); the default is every layer.
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? new Set(process.argv[onlyAt + 1]?.split(',')) : undefined;
const wanted = (layer) => !only || only.has(layer);

const results = [];
const started = Date.now();

/**
 * Seconds a layer may take on the 2-core CI machine: 15 minutes in all. A layer over its budget
 * is reported (not failed): find what made it slow before it becomes the norm.
 */
const BUDGETS = { checks: 60, unit: 60, infra: 40, integration: 300, e2e: 540 };
const seconds = Object.fromEntries(Object.keys(BUDGETS).map((layer) => [layer, 0]));
const cpuSeconds = Object.fromEntries(Object.keys(BUDGETS).map((layer) => [layer, 0]));

/**
 * CPU seconds the whole machine has spent busy (Linux; undefined elsewhere). A layer's share,
 * next to its wall time, says whether it waits (room for more workers) or computes (decision
 * 046); on a machine running nothing else it is the layer's own CPU time.
 */
function machineBusySeconds() {
  try {
    const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user + nice + system + irq + softirq) / 100;
  } catch {
    return undefined;
  }
}

/** Adds the machine's busy CPU seconds since `before` to a layer. */
function countCpu(layer, before) {
  const after = machineBusySeconds();
  if (before !== undefined && after !== undefined) cpuSeconds[layer] += after - before;
}

function run(layer, label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const t0 = Date.now();
  const cpu0 = machineBusySeconds();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const took = (Date.now() - t0) / 1000;
  seconds[layer] += took;
  countCpu(layer, cpu0);
  console.log(
    `=== ${label}: ${result.status === 0 ? 'ok' : `failed (exit ${result.status})`} in ${took.toFixed(1)}s`,
  );
  return result.status === 0;
}

/**
 * The static checks and the build at once: each is mostly one process on one core, and the
 * machine has two (decision 040). Each one's output is printed whole when it ends, and the layer
 * counts the wall time of them all.
 */
async function checks(list) {
  const t0 = Date.now();
  const cpu0 = machineBusySeconds();
  const outcomes = await Promise.all(
    list.map(
      ([label, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => {
            const took = (Date.now() - started) / 1000;
            console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
            process.stdout.write(Buffer.concat(output));
            console.log(
              `=== ${label}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${took.toFixed(1)}s`,
            );
            resolve({ label, ok: status === 0 });
          });
        }),
    ),
  );
  seconds.checks += (Date.now() - t0) / 1000;
  countCpu('checks', cpu0);
  for (const { label, ok } of outcomes)
    results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
  return Object.fromEntries(outcomes.map(({ label, ok }) => [label, ok]));
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** One layer's vitest projects in one run: names or patterns ('unit*' is unit and unit-web). */
function vitest(project, projects = [project]) {
  const file = join(out, `vitest-${project}.json`);
  const ok = run(project, `vitest ${project}`, 'npx', [
    'vitest',
    'run',
    ...projects.flatMap((name) => ['--project', name]),
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

function e2e(built) {
  const chromium = spawnSync('node', ['scripts/ensure-chromium.mjs', '--headless-shell'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (chromium.status !== 0) {
    results.push({ label: 'e2e (no browser)', passed: 0, failed: 1, skipped: 0 });
    return;
  }
  // The stages serve the build the checks made: without it there is nothing to test.
  if (!built) {
    results.push({ label: 'e2e (build failed)', passed: 0, failed: 1, skipped: 0 });
    return;
  }
  const file = join(out, 'e2e.json');
  const ok = run('e2e', 'e2e (Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    CHROMIUM_PATH: chromium.stdout.trim(),
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    // playwright.config.ts builds before starting the stages unless told it is done.
    VANYARD_BUILT: '1',
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

// The integration and browser tests serve the built site and its page renderer (dist/web,
// dist/render): built once, here.
// Without the checks, the browser tests serve the build already there.
const { build: built = existsSync('dist/web/index.html') } = wanted('checks')
  ? await checks([
      ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
      ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
      ['format', 'npx', ['prettier', '--check', '.']],
      ['build', 'npm', ['run', 'build']],
    ])
  : {};
if (wanted('unit')) vitest('unit', ['unit*']);
if (wanted('infra')) vitest('infra');
if (wanted('integration')) vitest('integration', ['integration*']);
if (wanted('e2e') && existsSync('playwright.config.ts')) e2e(built);

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
if (total.skipped) console.log(`  ${total.skipped} skipped`);
console.log('\nTime per layer (seconds, budget, CPU seconds of the machine)');
const over = [];
for (const [layer, budget] of Object.entries(BUDGETS)) {
  if (!wanted(layer)) continue;
  const took = Math.round(seconds[layer]);
  if (took > budget) over.push(layer);
  console.log(
    `  ${layer.padEnd(12)} ${String(took).padStart(5)} ${String(budget).padStart(5)} ${String(Math.round(cpuSeconds[layer])).padStart(6)}${took > budget ? '  OVER BUDGET' : ''}`,
  );
}
const budget = Object.values(BUDGETS).reduce((sum, b) => sum + b, 0);
console.log(
  `  ${'total'.padEnd(12)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} ${String(budget).padStart(5)}`,
);
if (over.length)
  console.log(
    `  warning: over budget: ${over.join(', ')} (see docs/decisions/040-test-suite-budget.md)`,
  );
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
