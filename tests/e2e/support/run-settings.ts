/**
 * Retries and traces of a browser test run. Recording a trace costs every test a screencast and
 * DOM snapshots of each step, about a sixth of the browsers' CPU on the CI machine (decision
 * 049), and a passing test's trace is thrown away: CI, which retries a failed test once, records
 * the retry only; a local run, without retries, keeps each failure's trace.
 */
export function runSettings(env: NodeJS.ProcessEnv) {
  return env.CI
    ? { retries: 1, trace: 'on-first-retry' as const }
    : { retries: 0, trace: 'retain-on-failure' as const };
}
