import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULES } from '#infra/stack/definitions/schedules';
import { STREAM_CONSUMERS } from '#infra/stack/definitions/stream-consumers';
import { SEARCH_LOG_PK } from '#shared/table-keys';
import { getAtt, statementsOf } from './support/policies';
import { logicalId, synth, type Built } from './support/synth';

describe('search projection in AWS', () => {
  let built: Built;
  let ids: { table: string; search: string };
  beforeAll(() => {
    built = synth();
    ids = {
      table: logicalId(built.stack.data.table),
      search: logicalId(built.stack.buckets.search),
    };
  });

  const projector = () => built.stack.streamConsumers.consumers.get('SearchProjector')!;
  const compaction = () => built.stack.scheduledJobs.jobs.get('CompactSearchSnapshot')!;
  const functionProps = (fn: { node: { defaultChild?: unknown } }) =>
    built.template.findResources('AWS::Lambda::Function')[logicalId(fn)]?.Properties;

  it('creates one function per stream consumer and scheduled job of the definitions', () => {
    expect([...built.stack.streamConsumers.consumers.keys()]).toEqual(
      STREAM_CONSUMERS.map((c) => c.id),
    );
    expect([...built.stack.scheduledJobs.jobs.keys()]).toEqual(SCHEDULES.map((s) => s.id));
  });

  it('feeds the projector listing items only from the table stream, failures to a queue', () => {
    const mappings = built.template.findResources('AWS::Lambda::EventSourceMapping');
    // One mapping per stream consumer (the admin figures': tests/infra/admin-figures.test.ts).
    expect(Object.keys(mappings)).toHaveLength(STREAM_CONSUMERS.length);
    const mapping = mappings[logicalId(projector().mapping)]!.Properties;
    expect(mapping).toEqual({
      FunctionName: { Ref: logicalId(projector().worker.fn) },
      EventSourceArn: getAtt(ids.table, 'StreamArn'),
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: 100,
      MaximumBatchingWindowInSeconds: 1,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: {
        OnFailure: { Destination: getAtt(logicalId(projector().failures)) },
      },
      FilterCriteria: { Filters: [{ Pattern: expect.any(String) }] },
    });
    expect(JSON.parse(mapping.FilterCriteria.Filters[0].Pattern)).toEqual({
      dynamodb: { Keys: { PK: { S: [{ prefix: 'LISTING#' }] }, SK: { S: ['LISTING'] } } },
    });
  });

  it('keeps the failure queue encrypted and TLS only', () => {
    const queue = logicalId(projector().failures);
    expect(built.template.findResources('AWS::SQS::Queue')[queue]?.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 24 * 3600,
    });
    const [policy] = Object.values(
      built.template.findResources('AWS::SQS::QueuePolicy', {
        Properties: { Queues: [{ Ref: queue }] },
      }),
    );
    expect(policy?.Properties.PolicyDocument.Statement).toEqual([
      expect.objectContaining({
        Effect: 'Deny',
        Action: 'sqs:*',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    ]);
  });

  it('lets the projector write only search log items, read only its stream', () => {
    const { worker, failures } = projector();
    expect(statementsOf(built, worker.role)).toEqual([
      {
        Effect: 'Allow',
        Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        Resource: getAtt(logicalId(worker.fn.logGroup)),
      },
      {
        Effect: 'Allow',
        Action: [
          'dynamodb:PutItem',
          'dynamodb:UpdateItem',
          'dynamodb:DeleteItem',
          'dynamodb:BatchWriteItem',
        ],
        Condition: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [SEARCH_LOG_PK] } },
        Resource: getAtt(ids.table),
      },
      {
        Effect: 'Allow',
        Action: ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'],
        Resource: getAtt(ids.table, 'StreamArn'),
      },
      {
        Effect: 'Allow',
        Action: 'dynamodb:ListStreams',
        Resource: { 'Fn::Join': ['', [getAtt(ids.table), '/stream/*']] },
      },
      {
        Effect: 'Allow',
        Action: ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'],
        Resource: getAtt(logicalId(failures)),
      },
    ]);
  });

  it('lets compaction query the log, scan the table and rewrite snapshots, nothing else', () => {
    const { worker } = compaction();
    const statements = statementsOf(built, worker.role);
    expect(statements.slice(0, 3)).toEqual([
      {
        Effect: 'Allow',
        Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        Resource: getAtt(logicalId(worker.fn.logGroup)),
      },
      {
        Effect: 'Allow',
        Action: ['dynamodb:GetItem', 'dynamodb:Query'],
        Condition: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [SEARCH_LOG_PK] } },
        Resource: getAtt(ids.table),
      },
      // The Scan rebuilds the projection when there is no snapshot; it is on the base table
      // only (no index), and no other table action is allowed without the SEARCHLOG key.
      { Effect: 'Allow', Action: 'dynamodb:Scan', Resource: getAtt(ids.table) },
    ]);
    expect(statements.slice(3)).toEqual([
      {
        Effect: 'Allow',
        Action: expect.arrayContaining([
          's3:GetObject*',
          's3:List*',
          's3:PutObject',
          's3:DeleteObject*',
        ]),
        Resource: [getAtt(ids.search), { 'Fn::Join': ['', [getAtt(ids.search), '/*']] }],
      },
    ]);
  });

  it('tells each job exactly its table and the buckets it may use', () => {
    const base = {
      STAGE: 'dev',
      TABLE_NAME: { Ref: ids.table },
      NODE_OPTIONS: '--enable-source-maps',
    };
    expect(functionProps(projector().worker.fn)?.Environment.Variables).toEqual(base);
    expect(functionProps(compaction().worker.fn)?.Environment.Variables).toEqual({
      ...base,
      SEARCH_BUCKET: { Ref: ids.search },
    });
    expect(functionProps(compaction().worker.fn)).toMatchObject({
      MemorySize: 2048,
      Timeout: 300,
      Architectures: ['arm64'],
    });
  });

  it.each([
    ['compaction', 'CompactSearchSnapshot', 'rate(10 minutes)'],
    ['the sitemaps', 'GenerateSitemaps', 'rate(1 hour)'],
  ])('runs %s on its rate through EventBridge Scheduler, with its own role', (_, id, rate) => {
    const { worker, schedule, invokeRole } = built.stack.scheduledJobs.jobs.get(id)!;
    const resource = built.template.findResources('AWS::Scheduler::Schedule')[logicalId(schedule)];
    expect(resource?.Properties).toMatchObject({
      ScheduleExpression: rate,
      State: 'ENABLED',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: {
        Arn: getAtt(logicalId(worker.fn)),
        RoleArn: getAtt(logicalId(invokeRole)),
        RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 300 },
      },
    });
    const fnArn = getAtt(logicalId(worker.fn));
    expect(statementsOf(built, invokeRole)).toEqual([
      {
        Effect: 'Allow',
        Action: 'lambda:InvokeFunction',
        Resource: [fnArn, { 'Fn::Join': ['', [fnArn, ':*']] }],
      },
    ]);
    const role = built.template.findResources('AWS::IAM::Role')[logicalId(invokeRole)];
    expect(role?.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      expect.objectContaining({
        Principal: { Service: 'scheduler.amazonaws.com' },
        Condition: {
          StringEquals: {
            'aws:SourceAccount': { Ref: 'AWS::AccountId' },
            'aws:SourceArn': expect.anything(),
          },
        },
      }),
    ]);
    // No stack-wide scheduler role shared by every schedule.
    expect(Object.keys(built.template.findResources('AWS::IAM::Role'))).not.toContainEqual(
      expect.stringMatching(/^SchedulerRoleForTarget/),
    );
  });

  it('runs compaction once after a deploy that changes its code, without holding the deploy', () => {
    const { worker, afterDeploy } = compaction();
    expect(afterDeploy).toBeDefined();
    const triggers = built.template.findResources('Custom::Trigger');
    const resource = triggers[logicalId(afterDeploy!)];
    expect(resource?.Properties).toMatchObject({
      // The function's current version, named by its code's hash: a new one with every code
      // change, which runs the job again.
      HandlerArn: {
        Ref: expect.stringMatching(
          new RegExp(`^${logicalId(worker.fn.currentVersion)}[0-9a-f]{32}$`),
        ),
      },
      InvocationType: 'Event',
      ExecuteOnHandlerChange: true,
    });
    // Only compaction is run after a deploy.
    expect(Object.keys(triggers)).toEqual([logicalId(afterDeploy!)]);
  });

  it('lets the search route read snapshots and nothing writes them but compaction', () => {
    const search = built.stack.api.functions.get('SearchListings')!.fn;
    const onBucket = statementsOf(built, search.role!).filter((s) =>
      JSON.stringify(s.Resource).includes(ids.search),
    );
    const actions = onBucket.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
    expect(actions).toEqual(expect.arrayContaining(['s3:GetObject*', 's3:List*']));
    expect(actions.filter((a) => /Put|Delete/.test(a))).toEqual([]);
  });

  it('publishes the search bucket name for the rebuild command', () => {
    expect(built.template.toJSON().Outputs.SearchBucketName.Value).toEqual({ Ref: ids.search });
  });
});
