import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { EDGE_REGION, EdgeWebAcl } from './constructs/edge-web-acl';
import type { StageConfig } from './stage-config';

export type EdgeProtectionStackProps = Omit<StackProps, 'env'> & { config: StageConfig };

/**
 * What a stage needs in us-east-1 because CloudFront only takes it from there: the AWS WAF web
 * ACL (docs/decisions/018-edge-protection.md). Pinned to the region, account from the CLI.
 */
export class EdgeProtectionStack extends Stack {
  readonly webAcl: EdgeWebAcl;

  constructor(scope: Construct, id: string, props: EdgeProtectionStackProps) {
    super(scope, id, { ...props, env: { region: EDGE_REGION } });
    this.webAcl = new EdgeWebAcl(this, 'Waf', {
      stage: props.config.stage,
      requestsPer5Minutes: props.config.waf.requestsPer5Minutes,
    });
  }
}
