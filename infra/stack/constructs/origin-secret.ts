import { SecretValue, Validations, type RemovalPolicy } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

export type OriginSecretProps = {
  removalPolicy: RemovalPolicy;
  /**
   * The secret version to read (`-c originSecretVersion=ID` after a rotation): a new value in the
   * template makes CloudFormation resolve the reference again. Unset: the current version.
   */
  versionId?: string;
};

/** Fields of the secret's JSON value. */
export type OriginSecretField = 'current' | 'previous';

/**
 * The secret CloudFront adds to every API request (`x-origin-verify`) and the handlers demand
 * (docs/decisions/018-edge-protection.md). A JSON value `{"current": …, "previous": …}`:
 * CloudFront sends `current`; the handlers accept both, so a rotation never refuses requests
 * from edges still sending the old one. Generated at creation (48 letters and digits); `previous`
 * starts as a placeholder too short to be accepted.
 */
export class OriginSecret extends Construct {
  readonly secret: secretsmanager.Secret;
  private readonly versionId?: string;

  constructor(scope: Construct, id: string, props: OriginSecretProps) {
    super(scope, id);
    this.versionId = props.versionId;
    this.secret = new secretsmanager.Secret(this, 'Secret', {
      description: 'VanYard: the header CloudFront adds to API requests (current and previous)',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ previous: 'none' }),
        generateStringKey: 'current',
        passwordLength: 48,
        excludePunctuation: true,
      },
      removalPolicy: props.removalPolicy,
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotated by an operator (docs/infrastructure.md): CloudFront reads the value only when the stack is deployed, so a rotation Lambda could change the secret but not what CloudFront sends; the handlers accept the current and the previous value.',
    });
  }

  /**
   * A CloudFormation dynamic reference to one field (`{{resolve:secretsmanager:…}}`), resolved
   * at deploy time: the value never appears in the template.
   */
  reference(field: OriginSecretField): string {
    return SecretValue.secretsManager(this.secret.secretArn, {
      jsonField: field,
      ...(this.versionId ? { versionId: this.versionId } : {}),
    }).unsafeUnwrap();
  }
}
