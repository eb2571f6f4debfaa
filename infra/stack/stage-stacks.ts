import type { App } from 'aws-cdk-lib';
import { EdgeProtectionStack } from './edge-protection-stack';
import { edgeStackName, stackName, type StageConfig } from './stage-config';
import { VanYardStack, type VanYardStackProps } from './vanyard-stack';

export type StageStacks = { main: VanYardStack; edge?: EdgeProtectionStack };

/**
 * The stacks of one stage: the environment-agnostic main stack and, when the stage has AWS WAF
 * on, the edge stack in us-east-1 that holds the web ACL. The main stack depends on the edge
 * stack, so `cdk deploy -c stage=NAME --all` deploys them in order (decision 018).
 */
export function addStageStacks(
  app: App,
  config: StageConfig,
  props: Omit<VanYardStackProps, 'config'> = {},
): StageStacks {
  const tags = { project: 'vanyard', stage: config.stage };
  const edge = config.waf.enabled
    ? new EdgeProtectionStack(app, edgeStackName(config.stage), {
        config,
        description: `VanYard marketplace, stage ${config.stage}: AWS WAF for CloudFront (us-east-1)`,
        tags,
      })
    : undefined;
  const main = new VanYardStack(app, stackName(config.stage), {
    description: `VanYard marketplace, stage ${config.stage}`,
    tags,
    ...props,
    config,
  });
  if (edge) main.addStackDependency(edge, 'The distribution uses the web ACL of the edge stack');
  return { main, edge };
}
