import { Stack, Validations } from 'aws-cdk-lib';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';

/** Where the edge stack publishes the web ACL's ARN, in us-east-1. */
export const webAclParameterName = (stage: string) => `/vanyard/${stage}/edge/web-acl-arn`;

/** CloudFront web ACLs, and so their parameter, live in us-east-1. */
export const EDGE_REGION = 'us-east-1';

/** The AWS managed rule groups, in evaluation order after the rate rule. */
export const MANAGED_RULE_GROUPS = [
  // Addresses Amazon's threat intelligence lists as bots and attackers.
  'AWSManagedRulesAmazonIpReputationList',
  // OWASP-style common attacks (XSS, path traversal, oversized parts of a request).
  'AWSManagedRulesCommonRuleSet',
  // Request patterns known to exploit vulnerabilities (Log4j, Java deserialisation, …).
  'AWSManagedRulesKnownBadInputsRuleSet',
] as const;

export type EdgeWebAclProps = {
  stage: string;
  /** Requests per viewer address in any 5 minutes before the address is blocked. */
  requestsPer5Minutes: number;
};

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/**
 * The CloudFront-scope web ACL of one stage: a per-address rate rule, then the managed rule
 * groups. Must be created in us-east-1 (EdgeProtectionStack); its ARN goes to an SSM parameter
 * there for the stage's main stack (WebAclReference).
 */
export class EdgeWebAcl extends Construct {
  readonly webAcl: wafv2.CfnWebACL;
  readonly parameter: ssm.StringParameter;

  constructor(scope: Construct, id: string, props: EdgeWebAclProps) {
    super(scope, id);
    const rateRule: wafv2.CfnWebACL.RuleProperty = {
      name: 'RatePerAddress',
      priority: 0,
      action: { block: {} },
      statement: {
        rateBasedStatement: { limit: props.requestsPer5Minutes, aggregateKeyType: 'IP' },
      },
      visibilityConfig: visibility('RatePerAddress'),
    };
    const managed = MANAGED_RULE_GROUPS.map((name, index): wafv2.CfnWebACL.RuleProperty => ({
      name,
      priority: index + 1,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          // The API answers an oversized body itself (413 with the route's limit, up to
          // 16 KB for an enquiry); the rule's 8 KB limit would refuse such bodies with a bare 403.
          ...(name === 'AWSManagedRulesCommonRuleSet'
            ? {
                ruleActionOverrides: [
                  { name: 'SizeRestrictions_BODY', actionToUse: { count: {} } },
                ],
              }
            : {}),
        },
      },
      visibilityConfig: visibility(name),
    }));
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: `vanyard-${props.stage}`,
      description: `VanYard ${props.stage}: managed rule groups and a per-address rate limit`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      rules: [rateRule, ...managed],
      visibilityConfig: visibility(`vanyard-${props.stage}`),
    });
    this.parameter = new ssm.StringParameter(this, 'Arn', {
      parameterName: webAclParameterName(props.stage),
      description: `ARN of the VanYard ${props.stage} CloudFront web ACL (read by the main stack)`,
      stringValue: this.webAcl.attrArn,
    });
  }
}

/**
 * The ARN of the stage's web ACL, read at deploy time from the SSM parameter the edge stack
 * wrote in us-east-1 (an SDK call by a custom resource: CloudFormation cannot reference a value
 * in another region, and the main stack has no fixed region).
 */
export class WebAclReference extends Construct {
  readonly arn: string;

  constructor(scope: Construct, id: string, props: { stage: string }) {
    super(scope, id);
    const name = webAclParameterName(props.stage);
    const read = new cr.AwsCustomResource(this, 'Read', {
      onUpdate: {
        service: 'SSM',
        action: 'getParameter',
        parameters: { Name: name },
        region: EDGE_REGION,
        physicalResourceId: cr.PhysicalResourceId.of(name),
      },
      policy: cr.AwsCustomResourcePolicy.fromSdkCalls({
        resources: [
          Stack.of(this).formatArn({
            service: 'ssm',
            region: EDGE_REGION,
            resource: 'parameter',
            resourceName: name.slice(1),
          }),
        ],
      }),
      installLatestAwsSdk: false,
    });
    this.arn = read.getResponseField('Parameter.Value');

    // CDK's one Lambda behind every AwsCustomResource of the stack, outside this subtree.
    const handler = Stack.of(this).node.tryFindChild(
      'AWS679f53fac002430cb0da5b7982bd2287',
    ) as Construct;
    Validations.of(handler).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          "CDK's AwsCustomResource Lambda uses the AWS managed basic execution policy (log writes only); it runs only during deployments to read the web ACL's ARN.",
      },
      {
        id: 'AwsSolutions-L1',
        reason:
          "CDK's AwsCustomResource Lambda: its runtime is pinned by aws-cdk-lib and moves with upgrades; it runs only during deployments.",
      },
    );
  }
}
