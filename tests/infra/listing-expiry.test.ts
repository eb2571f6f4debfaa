import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULES } from '#infra/stack/definitions/schedules';
import { TABLE } from '#infra/stack/definitions/table';
import { getAtt, statementsOf } from './support/policies';
import { logicalId, synth, type Built } from './support/synth';

const actionsOf = (statement: { Action?: unknown }) => [statement.Action].flat() as string[];

// Listing expiry and renewal in AWS (issue 33 §4, decision 072): the sparse expiry index, the
// hourly run that reads only it (no Scan) and writes only listings, and the two renew routes.
describe('listing expiry in AWS', () => {
  let built: Built;
  let table: string;
  beforeAll(() => {
    built = synth();
    table = logicalId(built.stack.data.table);
  });

  const variablesOf = (fn: Parameters<typeof logicalId>[0]) =>
    built.template.findResources('AWS::Lambda::Function')[logicalId(fn)]?.Properties.Environment
      .Variables as Record<string, unknown>;

  it('keeps a sparse, keys-only expiry index on the table', () => {
    expect(TABLE.indexes.find((index) => index.indexName === 'GSI6')).toMatchObject({
      partitionKey: { name: 'GSI6PK', type: 'S' },
      sortKey: { name: 'GSI6SK', type: 'S' },
      projection: 'KEYS_ONLY',
    });
    const [resource] = Object.values(built.template.findResources('AWS::DynamoDB::Table'));
    const indexes = resource!.Properties.GlobalSecondaryIndexes as Array<Record<string, unknown>>;
    expect(indexes).toContainEqual(
      expect.objectContaining({ IndexName: 'GSI6', Projection: { ProjectionType: 'KEYS_ONLY' } }),
    );
  });

  it('runs every hour on the expiry index, reads listings, profiles and settings, writes listings only', () => {
    expect(SCHEDULES.find((s) => s.id === 'ListingExpiry')?.expression).toBe('rate(1 hour)');
    const { worker, schedule } = built.stack.scheduledJobs.jobs.get('ListingExpiry')!;
    expect(
      built.template.findResources('AWS::Scheduler::Schedule')[logicalId(schedule)]?.Properties,
    ).toMatchObject({ ScheduleExpression: 'rate(1 hour)', State: 'ENABLED' });
    const statements = statementsOf(built, worker.role);
    const index = (name: string) => ({ 'Fn::Join': ['', [getAtt(table), `/index/${name}`]] });
    expect(statements).toContainEqual({
      Effect: 'Allow',
      Action: 'dynamodb:Query',
      Resource: index('GSI6'),
    });
    expect(statements).toContainEqual(
      expect.objectContaining({
        Action: ['dynamodb:GetItem', 'dynamodb:Query'],
        Condition: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['LISTING#*', 'USER#*'] },
        },
      }),
    );
    expect(statements).toContainEqual(
      expect.objectContaining({
        Action: ['dynamodb:GetItem', 'dynamodb:Query'],
        Condition: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['SETTINGS'] } },
      }),
    );
    const writes = statements.filter((s) => actionsOf(s).includes('dynamodb:PutItem'));
    expect(writes).toEqual([
      expect.objectContaining({
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['LISTING#*'] } },
      }),
    ]);
    for (const s of statements) expect(actionsOf(s)).not.toContain('dynamodb:Scan');
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Allow', Action: 'ses:SendEmail' }),
    );
    expect(JSON.stringify(statements)).toContain('alert-signing-key');
    expect(variablesOf(worker.fn)).toMatchObject({
      MAIL_PROVIDER: 'ses',
      ALERT_SIGNING_SECRET_NAME: 'vanyard/dev/alert-signing-key',
      SITE_ORIGIN: expect.anything(),
    });
  });

  it('deploys the owner’s Renew and the public renewal link, only the link reading the key', () => {
    const own = built.stack.api.functions.get('RenewOwnListing')!;
    const link = built.stack.api.functions.get('RenewListingByLink')!;
    expect(JSON.stringify(statementsOf(built, own.fn.role!))).not.toContain('alert-signing-key');
    expect(JSON.stringify(statementsOf(built, link.fn.role!))).toContain('alert-signing-key');
    expect(variablesOf(link.fn)).toMatchObject({
      ALERT_SIGNING_SECRET_NAME: 'vanyard/dev/alert-signing-key',
    });
  });
});
