import { Duration, Stack, type RemovalPolicy } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as targets from 'aws-cdk-lib/aws-scheduler-targets';
import * as triggers from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';
import type { ScheduleDefinition } from '../definitions/schedules';
import { acknowledgeWildcard, logicalIdOf } from './grants';
import type { RouteBuckets } from './route-function-context';
import { WorkerFunction, type WorkerMail } from './worker-function';

export type ScheduledJobsProps = {
  schedules: readonly ScheduleDefinition[];
  stage: string;
  table: dynamodb.ITable;
  buckets: RouteBuckets;
  /** The site's origin, for jobs that write absolute links (a lazy value). */
  siteUrl: string;
  logRetention: logs.RetentionDays;
  removalPolicy: RemovalPolicy;
  /** The stage's vehicle data secret: what a definition with `vehicleData` access may read. */
  vehicleDataSecretName?: string;
  /** The stage's sender: what a definition with `mail` access sends from. */
  mail?: WorkerMail;
  /** The alert signing secret: what a definition with `alertSigning` access may read. */
  alertSigningSecretName?: string;
};

export type ScheduledJob = {
  worker: WorkerFunction;
  schedule: scheduler.Schedule;
  /** What EventBridge Scheduler assumes to invoke this job's function, and nothing else. */
  invokeRole: iam.Role;
  /** The run after a deployment that changed the function, for a `runAfterDeploy` job. */
  afterDeploy?: triggers.Trigger;
};

/** One function and one EventBridge Scheduler schedule per entry of infra/stack/definitions/schedules.ts. */
export class ScheduledJobs extends Construct {
  readonly jobs: ReadonlyMap<string, ScheduledJob>;

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id);
    const jobs = new Map<string, ScheduledJob>();
    for (const definition of props.schedules) {
      const worker = new WorkerFunction(this, definition.id, {
        definition,
        kind: 'scheduled job',
        stage: props.stage,
        table: props.table,
        buckets: props.buckets,
        siteUrl: 'siteLinks' in definition && definition.siteLinks ? props.siteUrl : undefined,
        logRetention: props.logRetention,
        removalPolicy: props.removalPolicy,
        vehicleDataSecretName: props.vehicleDataSecretName,
        mail: props.mail,
        alertSigningSecretName: props.alertSigningSecretName,
      });
      // A role per job rather than the target's default, which every schedule of the stack
      // would share (one job's role could then invoke every other job).
      const { account, partition, region } = Stack.of(this);
      const invokeRole = new iam.Role(this, `${definition.id}InvokeRole`, {
        description: `EventBridge Scheduler invokes the ${definition.id} job`,
        assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
          conditions: {
            StringEquals: {
              'aws:SourceAccount': account,
              'aws:SourceArn': `arn:${partition}:scheduler:${region}:${account}:schedule-group/default`,
            },
          },
        }),
      });
      const schedule = new scheduler.Schedule(this, `${definition.id}Schedule`, {
        schedule: scheduler.ScheduleExpression.expression(definition.expression),
        description: definition.description,
        target: new targets.LambdaInvoke(worker.fn, {
          role: invokeRole,
          // A run that cannot start soon is superseded by the next one: no pile-up of retries.
          retryAttempts: 2,
          maxEventAge: Duration.minutes(5),
        }),
      });
      acknowledgeWildcard(
        invokeRole,
        `Resource::<${logicalIdOf(worker.fn.node.defaultChild)}.Arn>:*`,
        "The scheduler target's grant: versions and aliases of this one function.",
      );
      const afterDeploy =
        'runAfterDeploy' in definition && definition.runAfterDeploy
          ? new triggers.Trigger(this, `${definition.id}AfterDeploy`, {
              handler: worker.fn,
              // Each code change makes a new function version, which runs the job once. Not
              // waited for: the deployment finishes while the job runs (its rate retries it).
              executeOnHandlerChange: true,
              invocationType: triggers.InvocationType.EVENT,
            })
          : undefined;
      jobs.set(definition.id, { worker, schedule, invokeRole, afterDeploy });
    }
    this.jobs = jobs;
  }
}
