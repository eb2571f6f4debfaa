import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteDefinition } from '#infra/stack/definitions/routes';
import { SCHEDULES } from '#infra/stack/definitions/schedules';
import { BOOST_EXPIRY, END_BOOST_SUBSTITUTION } from '#infra/stack/definitions/state-machines';
import { BOOST_EXPIRY_ENV } from '#infra/stack/constructs/boost-expiry';
import { getAtt, statementsOf, type Statement } from './support/policies';
import { logicalId, synth, type Built } from './support/synth';

const actionsOf = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);

/**
 * The routes, a public one and a test route that declares `boostExpiry` too: enough to
 * see who is granted StartExecution, in a stack small enough to synthesise quickly.
 */
const BOOST_ROUTES = new Set([
  'Health',
  'BoostPage',
  'CreateBoostCheckout',
  'OwnPayments',
  'OwnPayment',
  'StripeWebhook',
  'AdminPayments',
  'AdminRefundPayment',
  'AdminBoosts',
  'AdminEndBoost',
]);
const ROUTES_UNDER_TEST: readonly RouteDefinition[] = [
  ...ROUTES.filter((route) => BOOST_ROUTES.has(route.id)),
  {
    id: 'TestExpiryStarter',
    method: 'POST',
    path: '/api/test/expiry',
    handler: 'health',
    auth: 'admin',
    access: { table: 'none', boostExpiry: true },
    description: 'Test route: starts boost expiries.',
  },
];

describe('the boost expiry in AWS', () => {
  let built: Built;
  let table: string;
  let stateMachine: string;
  let taskFn: string;
  beforeAll(() => {
    built = synth({ routes: ROUTES_UNDER_TEST });
    table = logicalId(built.stack.data.table);
    stateMachine = logicalId(built.stack.boostExpiry.stateMachine);
    taskFn = logicalId(built.stack.boostExpiry.task.fn);
  });

  it('deploys the shared definition, its task the end-boost function, with logs and traces', () => {
    const resource = built.template.findResources('AWS::StepFunctions::StateMachine')[
      stateMachine
    ]!;
    const props = resource.Properties;
    expect(JSON.parse(props.DefinitionString as string)).toEqual(BOOST_EXPIRY.definition);
    expect(props.DefinitionSubstitutions).toEqual({ [END_BOOST_SUBSTITUTION]: getAtt(taskFn) });
    expect(props).toMatchObject({
      StateMachineType: 'STANDARD',
      RoleArn: getAtt(logicalId(built.stack.boostExpiry.role)),
      TracingConfiguration: { Enabled: true },
      LoggingConfiguration: {
        Level: 'ALL',
        IncludeExecutionData: false,
        Destinations: [
          {
            CloudWatchLogsLogGroup: {
              LogGroupArn: getAtt(logicalId(built.stack.boostExpiry.logGroup)),
            },
          },
        ],
      },
    });
    // The end-boost task is that function's handler module.
    const fn = built.template.findResources('AWS::Lambda::Function')[taskFn]!;
    expect(fn.Properties.Description).toContain(BOOST_EXPIRY.task.description);
    // Waits on the input's own end, then the task with retries.
    const states = BOOST_EXPIRY.definition.States;
    expect(states.WaitUntilEnd).toMatchObject({ Type: 'Wait', TimestampPath: '$.until' });
    expect(states.EndBoost.Retry[0]!.MaxAttempts).toBeGreaterThan(1);
  });

  it('lets its role invoke the end-boost function and nothing else', () => {
    const statements = statementsOf(built, built.stack.boostExpiry.role);
    const invoke = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('lambda:')));
    expect(invoke).toEqual([
      { Effect: 'Allow', Action: 'lambda:InvokeFunction', Resource: getAtt(taskFn) },
    ]);
    // The rest: Step Functions' log delivery and X-Ray, which have no resource-level permissions.
    for (const s of statements.filter((s) => !invoke.includes(s))) {
      for (const action of actionsOf(s)) expect(action).toMatch(/^(logs|xray):/);
    }
    const role =
      built.template.findResources('AWS::IAM::Role')[logicalId(built.stack.boostExpiry.role)]!;
    expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      expect.objectContaining({ Principal: { Service: 'states.amazonaws.com' } }),
    ]);
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
  });

  it("lets the end-boost function read listing partitions, and write them and owners' tallies only", () => {
    const statements = statementsOf(built, built.stack.boostExpiry.task.role);
    const onTable = statements.filter((s) => JSON.stringify(s.Resource).includes(table));
    expect(onTable).toEqual([
      expect.objectContaining({
        Action: ['dynamodb:GetItem', 'dynamodb:Query'],
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['LISTING#*'] } },
        Resource: getAtt(table),
      }),
      expect.objectContaining({
        Action: [
          'dynamodb:PutItem',
          'dynamodb:UpdateItem',
          'dynamodb:DeleteItem',
          'dynamodb:BatchWriteItem',
        ],
        // The owner's tally: its stock version moves with the listing's write (decision 071).
        Condition: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['LISTING#*', 'USER#*'] },
        },
        Resource: getAtt(table),
      }),
    ]);
    expect(statements.length).toBe(onTable.length + 1); // and its own log group
  });

  it('grants StartExecution on this state machine only, to the routes declaring boostExpiry only', () => {
    const functions = built.template.findResources('AWS::Lambda::Function');
    for (const route of ROUTES_UNDER_TEST) {
      const fn = built.stack.api.functions.get(route.id)!.fn;
      const states = statementsOf(built, fn.role!).filter((s) =>
        actionsOf(s).some((a) => a.startsWith('states:')),
      );
      const variables = functions[logicalId(fn)]!.Properties.Environment.Variables as Record<
        string,
        unknown
      >;
      if (route.access.boostExpiry) {
        expect(states, route.id).toEqual([
          { Effect: 'Allow', Action: 'states:StartExecution', Resource: { Ref: stateMachine } },
        ]);
        expect(variables[BOOST_EXPIRY_ENV], route.id).toEqual({ Ref: stateMachine });
      } else {
        expect(states, route.id).toEqual([]);
        expect(variables[BOOST_EXPIRY_ENV], route.id).toBeUndefined();
      }
    }
    expect(ROUTES.filter((r) => r.access.boostExpiry).map((r) => r.id)).toEqual(['StripeWebhook']);
    // No other role of the stack may start (or do anything else with) a state machine, but the
    // daily stock feeds' job, which starts the CSV import's only (tests/infra/stock-feed.test.ts).
    const feedRole = logicalId(built.stack.scheduledJobs.jobs.get('StockFeeds')!.worker.role);
    const starters = Object.values(built.template.findResources('AWS::IAM::Policy')).filter(
      (p) =>
        !(p.Properties.Roles as { Ref?: string }[]).some((role) => role.Ref === feedRole) &&
        (p.Properties.PolicyDocument.Statement as Statement[]).some((s) =>
          actionsOf(s).some((a) => a.startsWith('states:')),
        ),
    );
    expect(starters).toHaveLength(ROUTES_UNDER_TEST.filter((r) => r.access.boostExpiry).length);
  });

  it('runs the sweep every 5 minutes with the indexes, partitions and cursor it needs only', () => {
    const definition = SCHEDULES.find((s) => s.id === 'BoostSweep')!;
    expect(definition.expression).toBe('rate(5 minutes)');
    const { worker, schedule } = built.stack.scheduledJobs.jobs.get('BoostSweep')!;
    expect(
      built.template.findResources('AWS::Scheduler::Schedule')[logicalId(schedule)]?.Properties,
    ).toMatchObject({ ScheduleExpression: 'rate(5 minutes)', State: 'ENABLED' });
    const statements = statementsOf(built, worker.role);
    const index = (name: string) => ({ 'Fn::Join': ['', [getAtt(table), `/index/${name}`]] });
    expect(statements).toEqual([
      expect.objectContaining({ Action: ['logs:CreateLogStream', 'logs:PutLogEvents'] }),
      expect.objectContaining({
        Action: ['dynamodb:GetItem', 'dynamodb:Query'],
        Condition: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['JOB#boost-sweep'] } },
      }),
      expect.objectContaining({
        Action: [
          'dynamodb:PutItem',
          'dynamodb:UpdateItem',
          'dynamodb:DeleteItem',
          'dynamodb:BatchWriteItem',
        ],
        Condition: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['JOB#boost-sweep'] } },
      }),
      expect.objectContaining({
        Action: ['dynamodb:GetItem', 'dynamodb:Query'],
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['LISTING#*'] } },
      }),
      expect.objectContaining({
        Condition: {
          'ForAllValues:StringLike': {
            'dynamodb:LeadingKeys': ['LISTING#*', 'PAYMENT#*', 'USER#*'],
          },
        },
      }),
      // The featured index (overdue boosts) and the admin index (pending payments), no other.
      { Effect: 'Allow', Action: 'dynamodb:Query', Resource: [index('GSI7'), index('GSI3')] },
    ]);
    // No Scan, no state machine.
    for (const s of statements) {
      expect(actionsOf(s)).not.toContain('dynamodb:Scan');
      for (const action of actionsOf(s)) expect(action).not.toMatch(/^states:/);
    }
  });

  it('alarms on the end-boost function like every other', () => {
    const alarms = Object.values(built.template.findResources('AWS::CloudWatch::Alarm'));
    const onTask = alarms.filter(
      (a) =>
        a.Properties.MetricName === 'Errors' &&
        JSON.stringify(a.Properties.Dimensions).includes(taskFn),
    );
    expect(onTask).toHaveLength(1);
  });
});
