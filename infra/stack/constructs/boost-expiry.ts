import type { RemovalPolicy } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { BOOST_EXPIRY, END_BOOST_SUBSTITUTION } from '../definitions/state-machines';
import type { RouteBuckets } from './route-function-context';
import { allowStartExecution, taskStateMachine } from './task-state-machine';
import { WorkerFunction } from './worker-function';

export type BoostExpiryProps = {
  stage: string;
  table: dynamodb.ITable;
  buckets: RouteBuckets;
  logRetention: logs.RetentionDays;
  removalPolicy: RemovalPolicy;
};

/** The variable that names the state machine to the functions that start it. */
export const BOOST_EXPIRY_ENV = 'BOOST_EXPIRY_STATE_MACHINE';

/**
 * The boost expiry (docs/boosts.md): a Standard state machine from the shared definition
 * (infra/stack/definitions/state-machines.ts), whose task is the end-boost function. Its role may
 * invoke that one function, write its logs and traces, and nothing else; the functions that
 * start executions are granted StartExecution on it alone (`allowStart`).
 */
export class BoostExpiry extends Construct {
  readonly stateMachine: sfn.StateMachine;
  readonly role: iam.Role;
  readonly task: WorkerFunction;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: BoostExpiryProps) {
    super(scope, id);
    this.task = new WorkerFunction(this, BOOST_EXPIRY.task.id, {
      definition: BOOST_EXPIRY.task,
      kind: 'state machine task',
      stage: props.stage,
      table: props.table,
      buckets: props.buckets,
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });

    ({
      role: this.role,
      logGroup: this.logGroup,
      stateMachine: this.stateMachine,
    } = taskStateMachine(this, {
      roleDescription: `VanYard ${props.stage} boost expiry state machine`,
      machine: BOOST_EXPIRY,
      substitutions: { [END_BOOST_SUBSTITUTION]: this.task.fn },
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
    }));
  }

  /** Lets a function start executions of this state machine only, and tells it which. */
  allowStart(fn: lambda.Function): void {
    allowStartExecution(this.stateMachine, BOOST_EXPIRY_ENV, fn);
  }
}
