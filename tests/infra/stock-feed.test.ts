import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULES } from '#infra/stack/definitions/schedules';
import { statementsOf, type Statement } from './support/policies';
import { logicalId, synth, type Built } from './support/synth';

const actionsOf = (statement: { Action?: unknown }) => [statement.Action].flat() as string[];
const leadingKeys = (statement: Statement) =>
  Object.values((statement.Condition ?? {}) as Record<string, Record<string, unknown>>).flatMap(
    (c) => [c['dynamodb:LeadingKeys'] ?? []].flat() as string[],
  );

// The scheduled stock feed in AWS (issue 33 §3, decision 074): a daily schedule whose function
// reads and writes the feeds' items and starts the CSV import's state machine, and nothing more;
// the state machine's Reconcile task; the failure mail from Summarise.
describe('the stock feed in AWS', () => {
  let built: Built;
  beforeAll(() => {
    built = synth();
  });

  it('runs every day, touching the feeds, their runs and import records only, and starts the import state machine', () => {
    expect(SCHEDULES.find((s) => s.id === 'StockFeeds')?.expression).toBe('rate(1 day)');
    const { worker, schedule } = built.stack.scheduledJobs.jobs.get('StockFeeds')!;
    expect(
      built.template.findResources('AWS::Scheduler::Schedule')[logicalId(schedule)]?.Properties,
    ).toMatchObject({ ScheduleExpression: 'rate(1 day)', State: 'ENABLED' });
    const statements = statementsOf(built, worker.role);
    const table = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('dynamodb:')));
    const keys = table.flatMap(leadingKeys).sort();
    expect([...new Set(keys)]).toEqual(['FEED#*', 'IMPORT#*', 'STOCK_FEEDS'].sort());
    for (const s of statements) {
      expect(actionsOf(s)).not.toContain('dynamodb:Scan');
      expect(actionsOf(s).some((a) => a.startsWith('s3:'))).toBe(false);
    }
    const starts = statements.filter((s) => actionsOf(s).includes('states:StartExecution'));
    expect(starts).toHaveLength(1);
    expect(JSON.stringify(starts[0]!.Resource)).toContain(
      logicalId(built.stack.csvImport.stateMachine),
    );
    const variables = built.template.findResources('AWS::Lambda::Function')[logicalId(worker.fn)]
      ?.Properties.Environment.Variables as Record<string, unknown>;
    expect(variables).toHaveProperty('CSV_IMPORT_STATE_MACHINE');
  });

  it('reconciles in a task of its own, with the listings’ and claims’ keys only', () => {
    const reconcile = built.stack.csvImport.tasks.reconcile;
    const statements = statementsOf(built, reconcile.role);
    const keys = [...new Set(statements.flatMap(leadingKeys))].sort();
    expect(keys).toEqual(['IMPORT#*', 'LISTING#*', 'STOCK#*', 'USER#*'].sort());
    for (const s of statements) expect(actionsOf(s)).not.toContain('dynamodb:Scan');
    expect(JSON.stringify(statements)).not.toContain('ses:SendEmail');
  });

  it('mails a failing feed’s dealer from Summarise, which reads profiles and writes no listing', () => {
    const summarise = built.stack.csvImport.tasks.summarise;
    const statements = statementsOf(built, summarise.role);
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Allow', Action: 'ses:SendEmail' }),
    );
    const writes = statements.filter((s) => actionsOf(s).includes('dynamodb:PutItem'));
    expect([...new Set(writes.flatMap(leadingKeys))].sort()).toEqual(
      ['FEED#*', 'IMPORT#*', 'STOCK_FEEDS'].sort(),
    );
    const variables = built.template.findResources('AWS::Lambda::Function')[logicalId(summarise.fn)]
      ?.Properties.Environment.Variables as Record<string, unknown>;
    expect(variables).toMatchObject({ MAIL_PROVIDER: 'ses', SITE_ORIGIN: expect.anything() });
  });

  it('lets Run now start the import state machine; the other feed routes cannot', () => {
    const started = (id: string) =>
      JSON.stringify(statementsOf(built, built.stack.api.functions.get(id)!.fn.role!)).includes(
        'states:StartExecution',
      );
    expect(started('RunStockFeed')).toBe(true);
    expect(started('SetStockFeed')).toBe(false);
    expect(started('OwnStockFeed')).toBe(false);
  });
});
