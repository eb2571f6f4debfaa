import { Validations, type RemovalPolicy } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * The key that signs the unsubscribe links of saved-search alert e-mails
 * (docs/decisions/065-saved-searches-and-alerts.md): JSON `{"key": …}`, 64 letters and digits
 * generated when the stack creates it, under the stage config's name, so the routes and jobs
 * that check or sign links are granted it by name. Never sent to a browser.
 */
export class AlertSigningSecret extends Construct {
  readonly secret: secretsmanager.Secret;

  constructor(
    scope: Construct,
    id: string,
    props: { secretName: string; removalPolicy: RemovalPolicy },
  ) {
    super(scope, id);
    this.secret = new secretsmanager.Secret(this, 'Secret', {
      secretName: props.secretName,
      description: 'VanYard: signs the unsubscribe links of saved-search alert e-mails',
      generateSecretString: {
        secretStringTemplate: '{}',
        generateStringKey: 'key',
        passwordLength: 64,
        excludePunctuation: true,
      },
      removalPolicy: props.removalPolicy,
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotated by an operator (docs/infrastructure.md): a new key makes the links in e-mails already sent invalid, so it is changed only deliberately.',
    });
  }
}
