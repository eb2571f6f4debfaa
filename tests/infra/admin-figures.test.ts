import { beforeAll, describe, expect, it } from 'vitest';
import { STREAM_CONSUMERS } from '#infra/stack/definitions/stream-consumers';
import { ACTIVITY_PK, FIGURES_PK } from '#shared/table-keys';
import { getAtt, statementsOf } from './support/policies';
import { logicalId, synth, type Built } from './support/synth';

describe('the admin figures consumer in AWS', () => {
  let built: Built;
  let table: string;
  beforeAll(() => {
    built = synth();
    table = logicalId(built.stack.data.table);
  });
  const figures = () => built.stack.streamConsumers.consumers.get('AdminFigures')!;

  it('is fed listing, profile and payment items only, by three filter patterns, failures to its queue', () => {
    const mapping = built.template.findResources('AWS::Lambda::EventSourceMapping')[
      logicalId(figures().mapping)
    ]!.Properties;
    const definition = STREAM_CONSUMERS.find((c) => c.id === 'AdminFigures')!;
    expect(mapping).toMatchObject({
      FunctionName: { Ref: logicalId(figures().worker.fn) },
      EventSourceArn: getAtt(table, 'StreamArn'),
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: definition.batchSize,
      MaximumRetryAttempts: definition.retryAttempts,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: getAtt(logicalId(figures().failures)) } },
    });
    // Lambda delivers a record that matches any one pattern.
    expect(
      (mapping.FilterCriteria.Filters as { Pattern: string }[]).map((f) => JSON.parse(f.Pattern)),
    ).toEqual([
      { dynamodb: { Keys: { PK: { S: [{ prefix: 'LISTING#' }] }, SK: { S: ['LISTING'] } } } },
      { dynamodb: { Keys: { PK: { S: [{ prefix: 'USER#' }] }, SK: { S: ['PROFILE'] } } } },
      { dynamodb: { Keys: { PK: { S: [{ prefix: 'PAYMENT#' }] }, SK: { S: ['PAYMENT'] } } } },
    ]);
  });

  it('may write the FIGURES and ACTIVITY partitions and nothing else, and read only its stream', () => {
    const { worker, failures } = figures();
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
        Condition: {
          'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [FIGURES_PK, ACTIVITY_PK] },
        },
        Resource: getAtt(table),
      },
      {
        Effect: 'Allow',
        Action: ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'],
        Resource: getAtt(table, 'StreamArn'),
      },
      {
        Effect: 'Allow',
        Action: 'dynamodb:ListStreams',
        Resource: { 'Fn::Join': ['', [getAtt(table), '/stream/*']] },
      },
      {
        Effect: 'Allow',
        Action: ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'],
        Resource: getAtt(logicalId(failures)),
      },
    ]);
  });

  it('is told its table and nothing more', () => {
    const fn =
      built.template.findResources('AWS::Lambda::Function')[logicalId(figures().worker.fn)]
        ?.Properties;
    expect(fn?.Environment.Variables).toEqual({
      STAGE: 'dev',
      TABLE_NAME: { Ref: table },
      NODE_OPTIONS: '--enable-source-maps',
    });
  });

  it('lets the stats route read the table, never scan or write it', () => {
    const stats = built.stack.api.functions.get('AdminStats')!.fn;
    const onTable = statementsOf(built, stats.role!).filter((s) =>
      JSON.stringify(s.Resource).includes(table),
    );
    const actions = onTable.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query']),
    );
    expect(actions.filter((a) => /Scan|Put|Update|Delete|Write/.test(a))).toEqual([]);
  });
});
