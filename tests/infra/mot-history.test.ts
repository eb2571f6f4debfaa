import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULES } from '#infra/stack/definitions/schedules';
import { STREAM_CONSUMERS } from '#infra/stack/definitions/stream-consumers';
import { MOT_DUE_PK } from '#shared/table-keys';
import { getAtt, statementsOf } from './support/policies';
import { logicalId, synth, type Built } from './support/synth';

const ITEM_WRITES = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

describe('the MOT history fetcher and refresh in AWS', () => {
  let built: Built;
  let table: string;
  beforeAll(() => {
    built = synth();
    table = logicalId(built.stack.data.table);
  });

  /** Table and secret grants of a worker: what it may touch beyond its logs and stream. */
  function grants(role: Parameters<typeof statementsOf>[1]) {
    return statementsOf(built, role).filter(
      (s) =>
        !/^(logs|sqs):/.test([s.Action].flat()[0] as string) &&
        !/Stream/.test(JSON.stringify(s.Action)),
    );
  }

  const expectedGrants = () => [
    {
      Effect: 'Allow',
      Action: ['dynamodb:GetItem', 'dynamodb:Query'],
      Condition: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [MOT_DUE_PK] } },
      Resource: getAtt(table),
    },
    {
      Effect: 'Allow',
      Action: ITEM_WRITES,
      Condition: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [MOT_DUE_PK] } },
      Resource: getAtt(table),
    },
    {
      Effect: 'Allow',
      Action: ['dynamodb:GetItem', 'dynamodb:Query'],
      Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['LISTING#*'] } },
      Resource: getAtt(table),
    },
    {
      Effect: 'Allow',
      Action: ITEM_WRITES,
      Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['LISTING#*'] } },
      Resource: getAtt(table),
    },
    {
      Effect: 'Allow',
      Action: 'secretsmanager:GetSecretValue',
      Resource: {
        'Fn::Join': [
          '',
          [
            'arn:',
            { Ref: 'AWS::Partition' },
            ':secretsmanager:',
            { Ref: 'AWS::Region' },
            ':',
            { Ref: 'AWS::AccountId' },
            ':secret:vanyard/dev/vehicle-data-??????',
          ],
        ],
      },
    },
  ];

  it('refreshes hourly, reading the queue and listings and the vehicle data secret only', () => {
    expect(SCHEDULES.find((s) => s.id === 'MotHistoryRefresh')?.expression).toBe('rate(1 hour)');
    const { worker, schedule } = built.stack.scheduledJobs.jobs.get('MotHistoryRefresh')!;
    expect(
      built.template.findResources('AWS::Scheduler::Schedule')[logicalId(schedule)]?.Properties,
    ).toMatchObject({ ScheduleExpression: 'rate(1 hour)', State: 'ENABLED' });
    expect(grants(worker.role)).toEqual(expectedGrants());
    // No Scan, no index, no bucket.
    expect(JSON.stringify(statementsOf(built, worker.role))).not.toMatch(/Scan|index|s3:/);
  });

  it('fetches on approval from listing changes only, with the same grants but reading the queue', () => {
    const definition = STREAM_CONSUMERS.find((c) => c.id === 'MotHistoryFetcher')!;
    expect(definition.filters).toEqual([{ partitionKeyPrefix: 'LISTING#', sortKey: 'LISTING' }]);
    const consumer = built.stack.streamConsumers.consumers.get('MotHistoryFetcher')!;
    const mapping = built.template.findResources('AWS::Lambda::EventSourceMapping')[
      logicalId(consumer.mapping)
    ]!.Properties;
    expect(mapping).toMatchObject({
      FunctionName: { Ref: logicalId(consumer.worker.fn) },
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    // It never reads the queue: it only writes its entries.
    expect(grants(consumer.worker.role)).toEqual(expectedGrants().slice(1));
  });

  it('tells both the DVSA is theirs to call, by the secret’s name, never its value', () => {
    for (const fn of [
      built.stack.scheduledJobs.jobs.get('MotHistoryRefresh')!.worker.fn,
      built.stack.streamConsumers.consumers.get('MotHistoryFetcher')!.worker.fn,
    ]) {
      const variables =
        built.template.findResources('AWS::Lambda::Function')[logicalId(fn)]?.Properties.Environment
          .Variables;
      expect(variables).toMatchObject({
        VEHICLE_DATA_PROVIDER: 'dvla',
        VEHICLE_DATA_SECRET_NAME: 'vanyard/dev/vehicle-data',
      });
    }
  });

  it('gives no other scheduled job or stream consumer the vehicle data secret', () => {
    const others = [
      ...[...built.stack.scheduledJobs.jobs].filter(([id]) => id !== 'MotHistoryRefresh'),
      ...[...built.stack.streamConsumers.consumers].filter(([id]) => id !== 'MotHistoryFetcher'),
    ];
    expect(others.length).toBeGreaterThan(0);
    for (const [, job] of others) {
      // (The alert digests read the alert signing secret: tests/infra/saved-searches.test.ts.)
      expect(JSON.stringify(statementsOf(built, job.worker.role))).not.toContain('vehicle-data');
    }
  });
});
