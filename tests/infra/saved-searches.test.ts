import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULES } from '#infra/stack/definitions/schedules';
import { STREAM_CONSUMERS } from '#infra/stack/definitions/stream-consumers';
import { getAtt, statementsOf } from './support/policies';
import { logicalId, synth, type Built } from './support/synth';

const ITEM_WRITES = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

const secretArn = (name: string) => ({
  'Fn::Join': [
    '',
    [
      'arn:',
      { Ref: 'AWS::Partition' },
      ':secretsmanager:',
      { Ref: 'AWS::Region' },
      ':',
      { Ref: 'AWS::AccountId' },
      `:secret:${name}-??????`,
    ],
  ],
});

// Saved searches and alerts in AWS (decision 065): the matcher on the stream, the three digest
// schedules, the signing secret, each with exactly the keys it touches.
describe('saved-search alerts in AWS', () => {
  let built: Built;
  let table: string;
  beforeAll(() => {
    built = synth();
    table = logicalId(built.stack.data.table);
  });

  const variablesOf = (fn: Parameters<typeof logicalId>[0]) =>
    built.template.findResources('AWS::Lambda::Function')[logicalId(fn)]?.Properties.Environment
      .Variables as Record<string, unknown>;

  it('matches listing changes on the stream, touching only buckets, alerts and saved searches', () => {
    const definition = STREAM_CONSUMERS.find((c) => c.id === 'SavedSearchMatcher')!;
    expect(definition.filters).toEqual([{ partitionKeyPrefix: 'LISTING#', sortKey: 'LISTING' }]);
    const consumer = built.stack.streamConsumers.consumers.get('SavedSearchMatcher')!;
    expect(
      built.template.findResources('AWS::Lambda::EventSourceMapping')[logicalId(consumer.mapping)]!
        .Properties,
    ).toMatchObject({ FunctionName: { Ref: logicalId(consumer.worker.fn) }, BatchSize: 50 });
    const tableGrants = statementsOf(built, consumer.worker.role).filter((s) =>
      /^dynamodb:(GetItem|PutItem)/.test([s.Action].flat()[0] as string),
    );
    expect(tableGrants).toEqual([
      {
        Effect: 'Allow',
        Action: ['dynamodb:GetItem', 'dynamodb:Query'],
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SSBUCKET#*'] } },
        Resource: getAtt(table),
      },
      {
        Effect: 'Allow',
        Action: ITEM_WRITES,
        Condition: {
          'ForAllValues:StringLike': {
            'dynamodb:LeadingKeys': ['SSALERTED#*', 'SSPENDING#*', 'USER#*'],
          },
        },
        Resource: getAtt(table),
      },
    ]);
    const everything = JSON.stringify(statementsOf(built, consumer.worker.role));
    expect(everything).not.toMatch(/Scan|index|s3:|ses:|secretsmanager/);
  });

  it('sends instant, daily and weekly digests on their schedules, from the stage sender only', () => {
    for (const [id, rate, frequency] of [
      ['InstantAlertDigests', 'rate(1 minute)', 'instant'],
      ['DailyAlertDigests', 'rate(1 day)', 'daily'],
      ['WeeklyAlertDigests', 'rate(7 days)', 'weekly'],
    ] as const) {
      expect(SCHEDULES.find((s) => s.id === id)?.expression).toBe(rate);
      const { worker, schedule } = built.stack.scheduledJobs.jobs.get(id)!;
      expect(
        built.template.findResources('AWS::Scheduler::Schedule')[logicalId(schedule)]?.Properties,
      ).toMatchObject({ ScheduleExpression: rate, State: 'ENABLED' });
      const statements = statementsOf(built, worker.role);
      expect(statements).toContainEqual({
        Effect: 'Allow',
        Action: 'secretsmanager:GetSecretValue',
        Resource: secretArn('vanyard/dev/alert-signing-key'),
      });
      expect(statements).toContainEqual(
        expect.objectContaining({ Effect: 'Allow', Action: 'ses:SendEmail' }),
      );
      expect(statements).toContainEqual({
        Effect: 'Allow',
        Action: ['dynamodb:GetItem', 'dynamodb:Query'],
        Condition: {
          'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [`SSPENDING#${frequency}`] },
        },
        Resource: getAtt(table),
      });
      expect(JSON.stringify(statements)).not.toMatch(/Scan|vehicle-data|stripe/);
      expect(variablesOf(worker.fn)).toMatchObject({
        MAIL_PROVIDER: 'ses',
        ALERT_SIGNING_SECRET_NAME: 'vanyard/dev/alert-signing-key',
        SITE_ORIGIN: expect.anything(),
        MAIL_FROM: expect.stringContaining('<'),
      });
    }
  });

  it('generates the signing key in Secrets Manager, read by the mail-link routes and the mailing jobs only', () => {
    const secrets = Object.values(built.template.findResources('AWS::SecretsManager::Secret'));
    expect(secrets.map((secret) => secret.Properties.Name)).toContain(
      'vanyard/dev/alert-signing-key',
    );
    const unsubscribe = built.stack.api.functions.get('UnsubscribeSavedSearch')!;
    expect(statementsOf(built, unsubscribe.fn.role!)).toContainEqual({
      Effect: 'Allow',
      Action: 'secretsmanager:GetSecretValue',
      Resource: secretArn('vanyard/dev/alert-signing-key'),
    });
    expect(variablesOf(unsubscribe.fn)).toMatchObject({
      ALERT_SIGNING_SECRET_NAME: 'vanyard/dev/alert-signing-key',
    });
    for (const [id, fn] of built.stack.api.functions) {
      // The listing renewal link is signed with the same key, for a purpose of its own (decision 072).
      if (id === 'UnsubscribeSavedSearch' || id === 'RenewListingByLink') continue;
      expect(JSON.stringify(statementsOf(built, fn.fn.role!)), id).not.toContain(
        'alert-signing-key',
      );
    }
  });
});
