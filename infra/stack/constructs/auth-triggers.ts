import type { RemovalPolicy } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';
import { grantSiteOriginRead, siteOriginParameterName } from './site-origin-parameter';
import {
  CUSTOM_MESSAGE_TRIGGER,
  POST_CONFIRMATION_TRIGGER,
  PRE_SIGN_UP_TRIGGER,
} from '../definitions/auth-triggers';
import type { RouteBuckets } from './route-function-context';
import { WorkerFunction } from './worker-function';

export type AuthTriggersProps = {
  stage: string;
  userPool: cognito.UserPool;
  table: dynamodb.ITable;
  buckets: RouteBuckets;
  /** The site's origin: the custom domain's, or the distribution's. */
  siteUrl: string;
  logRetention: logs.RetentionDays;
  removalPolicy: RemovalPolicy;
};

/**
 * The user pool's Lambda triggers. Post-confirmation: every confirmed account gets its profile;
 * its role may write profile items (`USER#…` keys) and nothing else. Custom message: our wording
 * for the mails that carry a code, with the reset mail's link; its role may read one SSM
 * parameter, the site's origin, and nothing else. Pre-sign-up: a first Google sign-in linked to
 * the password account with its verified e-mail (decision 076); its role may list and link the
 * pool's users, nothing else.
 */
export class AuthTriggers extends Construct {
  readonly profile: WorkerFunction;
  readonly messages: WorkerFunction;
  readonly siteOrigin: ssm.StringParameter;
  readonly linking: WorkerFunction;

  constructor(scope: Construct, id: string, props: AuthTriggersProps) {
    super(scope, id);
    const worker = {
      kind: 'Cognito trigger',
      stage: props.stage,
      table: props.table,
      buckets: props.buckets,
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
    };
    this.profile = new WorkerFunction(this, 'PostConfirmation', {
      ...worker,
      definition: POST_CONFIRMATION_TRIGGER,
    });
    props.userPool.addTrigger(cognito.UserPoolOperation.POST_CONFIRMATION, this.profile.fn);

    // The pool cannot pass the distribution's domain to its trigger as a variable: the API
    // depends on the pool and the distribution on the API, so that would be a cycle. The trigger
    // reads a parameter by name instead, and its grant names the parameter by a literal ARN.
    const parameterName = siteOriginParameterName(props.stage);
    this.siteOrigin = new ssm.StringParameter(this, 'SiteOrigin', {
      parameterName,
      stringValue: props.siteUrl,
      description: `The VanYard ${props.stage} site's origin, for links in Cognito's mails`,
    });
    this.messages = new WorkerFunction(this, 'CustomMessage', {
      ...worker,
      definition: CUSTOM_MESSAGE_TRIGGER,
      environment: { SITE_ORIGIN_PARAMETER: parameterName },
    });
    grantSiteOriginRead(this, this.messages.role, parameterName);
    props.userPool.addTrigger(cognito.UserPoolOperation.CUSTOM_MESSAGE, this.messages.fn);

    this.linking = new WorkerFunction(this, 'PreSignUp', {
      ...worker,
      definition: PRE_SIGN_UP_TRIGGER,
    });
    props.userPool.addTrigger(cognito.UserPoolOperation.PRE_SIGN_UP, this.linking.fn);
    // A policy of its own, not the role's default one: the function does not wait for it, so
    // naming the pool (which waits for the function) makes no cycle. Two actions, one pool.
    new iam.Policy(this, 'PreSignUpLinking', {
      roles: [this.linking.role],
      statements: [
        new iam.PolicyStatement({
          actions: ['cognito-idp:ListUsers', 'cognito-idp:AdminLinkProviderForUser'],
          resources: [props.userPool.userPoolArn],
        }),
      ],
    });
  }
}
