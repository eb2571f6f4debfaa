import type { RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { acknowledgeWildcard } from './grants';

type TaskStateMachineProps = {
  /** The role's description ('VanYard prod boost expiry state machine'). */
  roleDescription: string;
  /** The shared definition (infra/stack/definitions/state-machines.ts). */
  machine: { description: string; definition: Record<string, unknown> };
  /** Each placeholder of the definition and the function it names. */
  substitutions: Record<string, lambda.IFunction>;
  logRetention: logs.RetentionDays;
  removalPolicy: RemovalPolicy;
};

/**
 * The parts of a Standard state machine whose tasks are our functions, made in `scope` (so the
 * construct ids, and the logical ids, stay the owner's: Role, Logs, StateMachine): a role that
 * may invoke those functions and nothing else, a log group of every transition without the data
 * (ids only, but no need to keep them), X-Ray tracing, and the definition text as it is, with
 * Step Functions putting the functions' ARNs in at deploy time.
 */
export function taskStateMachine(scope: Construct, props: TaskStateMachineProps) {
  const functions = Object.values(props.substitutions);
  const role = new iam.Role(scope, 'Role', {
    description: props.roleDescription,
    assumedBy: new iam.ServicePrincipal('states.amazonaws.com'),
  });
  // The unqualified functions only (the definitions name no version or alias).
  role.addToPrincipalPolicy(
    new iam.PolicyStatement({
      actions: ['lambda:InvokeFunction'],
      resources: functions.map((fn) => fn.functionArn),
    }),
  );

  const logGroup = new logs.LogGroup(scope, 'Logs', {
    retention: props.logRetention,
    removalPolicy: props.removalPolicy,
  });
  const stateMachine = new sfn.StateMachine(scope, 'StateMachine', {
    comment: props.machine.description,
    stateMachineType: sfn.StateMachineType.STANDARD,
    definitionBody: sfn.DefinitionBody.fromString(JSON.stringify(props.machine.definition)),
    definitionSubstitutions: Object.fromEntries(
      Object.entries(props.substitutions).map(([name, fn]) => [name, fn.functionArn]),
    ),
    role,
    logs: { destination: logGroup, level: sfn.LogLevel.ALL, includeExecutionData: false },
    tracingEnabled: true,
  });

  // Step Functions' log delivery and X-Ray tracing, which CDK grants with the options above.
  acknowledgeWildcard(
    role,
    'Resource::*',
    'Step Functions log delivery (logs:*LogDelivery*, resource policies) and X-Ray tracing accept no resource but *.',
  );
  return { role, logGroup, stateMachine };
}

/** Lets a function start executions of this state machine only, and tells it which (`envName`). */
export function allowStartExecution(
  stateMachine: sfn.StateMachine,
  envName: string,
  fn: lambda.Function,
): void {
  stateMachine.grantStartExecution(fn);
  fn.addEnvironment(envName, stateMachine.stateMachineArn);
}
