import { Duration, Validations, type RemovalPolicy } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StreamConsumerDefinition } from '../definitions/stream-consumers';
import { acknowledgeWildcard, logicalIdOf } from './grants';
import type { RouteBuckets } from './route-function-context';
import { WorkerFunction, type WorkerMail } from './worker-function';

export type StreamConsumersProps = {
  consumers: readonly StreamConsumerDefinition[];
  stage: string;
  table: dynamodb.ITable;
  buckets: RouteBuckets;
  logRetention: logs.RetentionDays;
  removalPolicy: RemovalPolicy;
  /** The stage's vehicle data secret: what a definition with `vehicleData` access may read. */
  vehicleDataSecretName?: string;
  /** The stage's sender: what a definition with `mail` access sends from. */
  mail?: WorkerMail;
  /** The alert signing secret: what a definition with `alertSigning` access may read. */
  alertSigningSecretName?: string;
};

export type StreamConsumer = {
  worker: WorkerFunction;
  mapping: lambda.EventSourceMapping;
  /** Where a batch goes (its stream position, not its records) after its last retry. */
  failures: sqs.Queue;
};

/**
 * One function per entry of infra/stack/definitions/stream-consumers.ts, fed by the table stream:
 * only records whose keys pass one of the definition's filters, in order per shard, failures reported
 * per record and retried (halving the batch) before the batch's position goes to a queue.
 */
export class StreamConsumers extends Construct {
  readonly consumers: ReadonlyMap<string, StreamConsumer>;

  constructor(scope: Construct, id: string, props: StreamConsumersProps) {
    super(scope, id);
    const streamArn = props.table.tableStreamArn;
    if (!streamArn) throw new Error('Stream consumers need the table stream');

    const consumers = new Map<string, StreamConsumer>();
    for (const definition of props.consumers) {
      const worker = new WorkerFunction(this, definition.id, {
        definition,
        kind: 'stream consumer',
        stage: props.stage,
        table: props.table,
        buckets: props.buckets,
        logRetention: props.logRetention,
        removalPolicy: props.removalPolicy,
        vehicleDataSecretName: props.vehicleDataSecretName,
        mail: props.mail,
        alertSigningSecretName: props.alertSigningSecretName,
      });
      // Written out rather than table.grantStreamRead, which allows dynamodb:ListStreams on
      // every resource: reading this one stream needs nothing beyond it.
      worker.role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'],
          resources: [streamArn],
        }),
      );
      worker.role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['dynamodb:ListStreams'],
          resources: [`${props.table.tableArn}/stream/*`],
        }),
      );
      acknowledgeWildcard(
        worker,
        `Resource::<${logicalIdOf(props.table.node.defaultChild)}.Arn>/stream/*`,
        "ListStreams on this table's streams only (the form AWS documents for Lambda stream consumers).",
      );

      const failures = new sqs.Queue(this, `${definition.id}Failures`, {
        enforceSSL: true,
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        retentionPeriod: Duration.days(14),
      });
      Validations.of(failures).acknowledge({
        id: 'AwsSolutions-SQS3',
        reason:
          'This queue is itself the failure destination of a stream consumer; it holds stream positions for an operator, nothing consumes it.',
      });

      const mapping = new lambda.EventSourceMapping(this, `${definition.id}Source`, {
        target: worker.fn,
        eventSourceArn: streamArn,
        // From the oldest record kept (24 h): a recreated mapping replays changes rather than
        // missing them; replaying is harmless because readers apply each listing in order.
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: definition.batchSize,
        maxBatchingWindow: Duration.seconds(definition.batchingWindowSeconds),
        bisectBatchOnError: true,
        retryAttempts: definition.retryAttempts,
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(failures),
        // One pattern per key filter: Lambda delivers a record that matches any of them.
        filters: definition.filters.map((filter) =>
          lambda.FilterCriteria.filter({
            dynamodb: {
              Keys: {
                PK: { S: lambda.FilterRule.beginsWith(filter.partitionKeyPrefix) },
                SK: { S: lambda.FilterRule.isEqual(filter.sortKey) },
              },
            },
          }),
        ),
      });
      consumers.set(definition.id, { worker, mapping, failures });
    }
    this.consumers = consumers;
  }
}
