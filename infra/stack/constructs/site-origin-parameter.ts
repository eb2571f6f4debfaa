import { ArnFormat, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { SITE_ORIGIN_PARAMETER } from '../definitions/auth-triggers';

/** The stage's SSM parameter that holds the site's origin (written once the distribution exists). */
export function siteOriginParameterName(stage: string): string {
  return SITE_ORIGIN_PARAMETER.replace('{stage}', stage);
}

/**
 * Lets a function read that parameter. By a literal ARN, not the parameter construct's: the
 * parameter's value names the distribution, and a reference would make a dependency cycle.
 */
export function grantSiteOriginRead(
  scope: Construct,
  role: iam.IRole,
  parameterName: string,
): void {
  role.addToPrincipalPolicy(
    new iam.PolicyStatement({
      actions: ['ssm:GetParameter'],
      resources: [
        Stack.of(scope).formatArn({
          service: 'ssm',
          resource: 'parameter',
          resourceName: parameterName.replace(/^\//, ''),
          arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
        }),
      ],
    }),
  );
}
