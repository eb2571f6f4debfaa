import { Validations, type App, type PolicyViolation } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MATRIX_ROUTES, FULL_CONFIG, buildApp, type BuildOptions } from './support/synth';

/** Rule id and construct path of every unacknowledged finding, for a readable failure. */
function describeFindings(violations: PolicyViolation[]): string[] {
  return violations.flatMap((v) =>
    v.violatingResources.map((r) => `${v.severity} ${v.ruleName} at ${r.constructPath}`),
  );
}

/**
 * Synthesises the app the way `cdk synth` does (AwsSolutions registered as a validation plugin,
 * CDK's own template validation on) and collects the pack's unacknowledged findings.
 */
function nag(options: BuildOptions, mutate?: (app: App) => void) {
  const { app, stack } = buildApp({ ...options, cloudFormationValidation: true });
  mutate?.(stack.node.root as App);
  const pack = new AwsSolutionsChecks(app);
  Validations.of(app).addPlugins(pack);
  let synthError: unknown;
  try {
    app.synth();
  } catch (error) {
    synthError = error;
  }
  const { violations } = pack.validateScope(app);
  return {
    synthError,
    errors: describeFindings(violations.filter((v) => v.severity === 'error')),
    warnings: describeFindings(violations.filter((v) => v.severity === 'warning')),
  };
}

const VARIANTS: Array<[string, BuildOptions]> = [
  ['dev', { stage: 'dev' }],
  ['prod', { stage: 'prod' }],
  [
    'domain, Google, alarms and every route access level',
    { stage: 'dev', config: FULL_CONFIG, routes: ACCESS_MATRIX_ROUTES },
  ],
];

describe('cdk-nag AwsSolutions', () => {
  const results = new Map<string, ReturnType<typeof nag>>();
  beforeAll(() => {
    for (const [name, options] of VARIANTS) results.set(name, nag(options));
  });

  it.each(VARIANTS.map(([name]) => name))('has no unacknowledged error (%s)', (name) => {
    const result = results.get(name)!;
    expect(result.errors).toEqual([]);
    expect(result.synthError).toBeUndefined();
  });

  it.each(VARIANTS.map(([name]) => name))('has no unacknowledged warning either (%s)', (name) => {
    expect(results.get(name)!.warnings).toEqual([]);
  });

  it('still catches a finding nobody acknowledged', () => {
    const result = nag({ stage: 'dev' }, (app) => {
      const stack = app.node.children.find((c) => c.node.id === 'VanYard-dev')!;
      new s3.Bucket(stack, 'Careless');
    });
    expect(result.errors).toEqual(
      expect.arrayContaining([expect.stringMatching(/AwsSolutions-S1 at VanYard-dev\/Careless/)]),
    );
    expect(result.synthError).toBeInstanceOf(Error);
  });
});
