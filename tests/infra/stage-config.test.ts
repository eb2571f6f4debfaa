import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { describe, expect, it } from 'vitest';
import { StageConfigSchema, loadStageConfig, stackName } from '#infra/stack/stage-config';

describe('stage settings', () => {
  it('keeps prod data and protects it; dev is disposable', () => {
    expect(loadStageConfig('prod')).toMatchObject({
      stage: 'prod',
      removalPolicy: 'retain',
      deletionProtection: true,
    });
    expect(loadStageConfig('dev')).toMatchObject({
      stage: 'dev',
      removalPolicy: 'destroy',
      deletionProtection: false,
      logRetention: RetentionDays.TWO_WEEKS,
    });
  });

  it('gives an unknown stage dev-like settings under its own names', () => {
    const config = loadStageConfig('alice');
    expect(config).toMatchObject({
      stage: 'alice',
      removalPolicy: 'destroy',
      authDomainPrefix: 'vanyard-alice',
    });
    expect(config.stripe.secretName).toBe('vanyard/alice/stripe');
    expect(stackName('alice')).toBe('VanYard-alice');
  });

  it('rejects a stage name that cannot name AWS resources', () => {
    expect(() => loadStageConfig('Prod_1')).toThrow(/Invalid settings for stage "Prod_1"/);
  });

  it('requires a certificate whenever a domain is set', () => {
    const result = StageConfigSchema.safeParse({
      ...loadStageConfig('dev'),
      domainName: 'vanyard.example',
    });
    expect(result.success).toBe(false);
  });
});
