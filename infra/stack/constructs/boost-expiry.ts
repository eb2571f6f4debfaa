import type { RemovalPolicy } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { BOOST_EXPIRY, END_BOOST_SUBSTITUTION } from '../definitions/state-machines';
import { acknowledgeWildcard } from './grants';
import type { RouteBuckets } from './route-function-context';
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

    this.role = new iam.Role(this, 'Role', {
      description: `VanYard ${props.stage} boost expiry state machine`,
      assumedBy: new iam.ServicePrincipal('states.amazonaws.com'),
    });
    // The unqualified function only (the definition names no version or alias).
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: [this.task.fn.functionArn],
      }),
    );

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    this.stateMachine = new sfn.StateMachine(this, 'StateMachine', {
      comment: BOOST_EXPIRY.description,
      stateMachineType: sfn.StateMachineType.STANDARD,
      // The shared text as it is; Step Functions puts the function's ARN in at deploy time.
      definitionBody: sfn.DefinitionBody.fromString(JSON.stringify(BOOST_EXPIRY.definition)),
      definitionSubstitutions: { [END_BOOST_SUBSTITUTION]: this.task.fn.functionArn },
      role: this.role,
      // Every state's transitions without the data (listing ids only, but no need to keep them).
      logs: { destination: this.logGroup, level: sfn.LogLevel.ALL, includeExecutionData: false },
      tracingEnabled: true,
    });

    // Step Functions' log delivery and X-Ray tracing, which CDK grants with the options above.
    acknowledgeWildcard(
      this.role,
      'Resource::*',
      'Step Functions log delivery (logs:*LogDelivery*, resource policies) and X-Ray tracing accept no resource but *.',
    );
  }

  /** Lets a function start executions of this state machine only, and tells it which. */
  allowStart(fn: lambda.Function): void {
    this.stateMachine.grantStartExecution(fn);
    fn.addEnvironment(BOOST_EXPIRY_ENV, this.stateMachine.stateMachineArn);
  }
}
