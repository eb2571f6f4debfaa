import type { RemovalPolicy } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { POST_CONFIRMATION_TRIGGER } from '../definitions/auth-triggers';
import type { RouteBuckets } from './route-function';
import { WorkerFunction } from './worker-function';

export type ProfileTriggerProps = {
  stage: string;
  userPool: cognito.UserPool;
  table: dynamodb.ITable;
  buckets: RouteBuckets;
  logRetention: logs.RetentionDays;
  removalPolicy: RemovalPolicy;
};

/**
 * The user pool's post-confirmation trigger: every confirmed account gets its profile item.
 * Its role may write profile items (`USER#…` keys) and nothing else.
 */
export class ProfileTrigger extends Construct {
  readonly worker: WorkerFunction;

  constructor(scope: Construct, id: string, props: ProfileTriggerProps) {
    super(scope, id);
    this.worker = new WorkerFunction(this, 'Function', {
      definition: POST_CONFIRMATION_TRIGGER,
      kind: 'Cognito trigger',
      stage: props.stage,
      table: props.table,
      buckets: props.buckets,
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    props.userPool.addTrigger(cognito.UserPoolOperation.POST_CONFIRMATION, this.worker.fn);
  }
}
