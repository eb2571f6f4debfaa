import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteDefinition } from '#infra/stack/definitions/routes';
import {
  CSV_IMPORT,
  CSV_IMPORT_STATES,
  CSV_IMPORT_SUBSTITUTIONS,
} from '#infra/stack/definitions/state-machines';
import { CSV_IMPORT_ENV } from '#infra/stack/constructs/csv-import';
import { getAtt, statementsOf, type Statement } from './support/policies';
import { logicalId, synth, type Built } from './support/synth';

const actionsOf = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);

/** The import routes and a public one: who may start an import run, in a small stack. */
const IMPORT_ROUTES = new Set([
  'Health',
  'CreateImport',
  'AdminCreateImport',
  'StartImport',
  'OwnImport',
  'OwnImports',
]);
const ROUTES_UNDER_TEST: readonly RouteDefinition[] = ROUTES.filter((route) =>
  IMPORT_ROUTES.has(route.id),
);

const WRITES = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];
const leading = (prefixes: string[]) => ({
  'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': prefixes.map((p) => `${p}*`) },
});

describe('the CSV import in AWS', () => {
  let built: Built;
  let table: string;
  let images: string;
  let stateMachine: string;
  let fns: Record<'parse' | 'chunk' | 'reconcile' | 'summarise', string>;

  beforeAll(() => {
    built = synth({ routes: ROUTES_UNDER_TEST });
    table = logicalId(built.stack.data.table);
    images = logicalId(built.stack.buckets.images);
    stateMachine = logicalId(built.stack.csvImport.stateMachine);
    const { tasks } = built.stack.csvImport;
    fns = {
      parse: logicalId(tasks.parse.fn),
      chunk: logicalId(tasks.chunk.fn),
      reconcile: logicalId(tasks.reconcile.fn),
      summarise: logicalId(tasks.summarise.fn),
    };
  });

  const objects = (prefix: string) => ({ 'Fn::Join': ['', [getAtt(images), `/${prefix}*`]] });

  it('deploys the shared definition, its tasks the four functions, with logs and traces', () => {
    const props = built.template.findResources('AWS::StepFunctions::StateMachine')[stateMachine]!
      .Properties;
    expect(JSON.parse(props.DefinitionString as string)).toEqual(CSV_IMPORT.definition);
    expect(props.DefinitionSubstitutions).toEqual({
      [CSV_IMPORT_SUBSTITUTIONS.parse]: getAtt(fns.parse),
      [CSV_IMPORT_SUBSTITUTIONS.chunk]: getAtt(fns.chunk),
      [CSV_IMPORT_SUBSTITUTIONS.reconcile]: getAtt(fns.reconcile),
      [CSV_IMPORT_SUBSTITUTIONS.summarise]: getAtt(fns.summarise),
    });
    expect(props).toMatchObject({
      StateMachineType: 'STANDARD',
      RoleArn: getAtt(logicalId(built.stack.csvImport.role)),
      TracingConfiguration: { Enabled: true },
      LoggingConfiguration: { Level: 'ALL', IncludeExecutionData: false },
    });
    const functions = built.template.findResources('AWS::Lambda::Function');
    for (const key of ['parse', 'chunk', 'reconcile', 'summarise'] as const) {
      const fn = functions[fns[key]]!.Properties;
      expect(fn.Description).toContain(CSV_IMPORT.tasks[key].description);
      expect(fn.Timeout).toBe(CSV_IMPORT.tasks[key].timeoutSeconds);
    }
    // Parse, then the chunks two at a time, then the summary; failures caught and marked.
    const { States } = CSV_IMPORT.definition;
    expect(States[CSV_IMPORT_STATES.chunks]).toMatchObject({
      Type: 'Map',
      ItemsPath: '$.chunks',
      MaxConcurrency: 2,
    });
    for (const state of [
      CSV_IMPORT_STATES.parse,
      CSV_IMPORT_STATES.chunks,
      CSV_IMPORT_STATES.reconcile,
      CSV_IMPORT_STATES.summarise,
    ]) {
      expect(States[state].Catch).toEqual([
        { ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: CSV_IMPORT_STATES.markFailed },
      ]);
    }
    expect(States[CSV_IMPORT_STATES.parse].Retry[0]!.ErrorEquals).toContain(
      'Lambda.TooManyRequestsException',
    );
  });

  it('lets its role invoke the four task functions and nothing else', () => {
    const statements = statementsOf(built, built.stack.csvImport.role);
    const invoke = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('lambda:')));
    expect(invoke).toEqual([
      {
        Effect: 'Allow',
        Action: 'lambda:InvokeFunction',
        Resource: [
          getAtt(fns.parse),
          getAtt(fns.chunk),
          getAtt(fns.reconcile),
          getAtt(fns.summarise),
        ],
      },
    ]);
    for (const s of statements.filter((s) => !invoke.includes(s))) {
      for (const action of actionsOf(s)) expect(action).toMatch(/^(logs|xray):/);
    }
  });

  it('lets the parse task read import records and files, and write chunks only', () => {
    const statements = statementsOf(built, built.stack.csvImport.tasks.parse.role);
    expect(statements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Action: ['dynamodb:GetItem', 'dynamodb:Query'],
          Condition: leading(['IMPORT#']),
          Resource: getAtt(table),
        }),
        expect.objectContaining({ Action: WRITES, Condition: leading(['IMPORT#']) }),
        { Effect: 'Allow', Action: 's3:GetObject', Resource: objects('imports/') },
        { Effect: 'Allow', Action: 's3:PutObject', Resource: objects('imports/*/chunks/') },
      ]),
    );
    // Its own log group besides.
    expect(statements).toHaveLength(5);
  });

  it('lets the chunk task write listings, tallies and photos, read chunks, and geocode', () => {
    const statements = statementsOf(built, built.stack.csvImport.tasks.chunk.role);
    expect(statements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Action: ['dynamodb:GetItem', 'dynamodb:Query'],
          Condition: leading(['IMPORT#', 'LISTING#', 'POSTCODE#', 'GEOCODE#', 'STOCK#']),
        }),
        // A feed run's renewals read the live days (decision 074).
        expect.objectContaining({
          Action: ['dynamodb:GetItem', 'dynamodb:Query'],
          Condition: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['SETTINGS'] } },
        }),
        expect.objectContaining({
          Action: WRITES,
          Condition: leading(['IMPORT#', 'LISTING#', 'USER#', 'GEOCODE#', 'STOCK#']),
        }),
        { Effect: 'Allow', Action: 's3:GetObject', Resource: objects('imports/*/chunks/') },
        { Effect: 'Allow', Action: 's3:PutObject', Resource: objects('images/listings/') },
        expect.objectContaining({ Action: 'geo:SearchPlaceIndexForText' }),
      ]),
    );
    expect(statements).toHaveLength(7);
    // No Scan, no delete of objects, no state machine.
    for (const s of statements) {
      for (const action of actionsOf(s)) {
        expect(action).not.toMatch(/^(dynamodb:Scan|s3:DeleteObject|states:)/);
      }
    }
    const fn = built.template.findResources('AWS::Lambda::Function')[fns.chunk]!.Properties;
    expect(fn.Environment.Variables).toMatchObject({
      GEOCODER: 'location',
      IMAGES_BUCKET: { Ref: images },
    });
    expect(fn.Environment.Variables.IMPORT_IMAGE_HOSTS).toBeUndefined();
  });

  it('lets the summarise task touch import records, and a feed run’s items, only', () => {
    const statements = statementsOf(built, built.stack.csvImport.tasks.summarise.role);
    const onTable = statements.filter((s) => JSON.stringify(s.Resource).includes(table));
    const equals = (keys: string[]) => ({
      'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': keys },
    });
    expect(onTable).toHaveLength(4);
    expect(onTable).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Condition: equals(['STOCK_FEEDS']) }),
        expect.objectContaining({ Condition: leading(['IMPORT#', 'FEED#', 'USER#']) }),
        expect.objectContaining({ Action: WRITES, Condition: equals(['STOCK_FEEDS']) }),
        expect.objectContaining({ Action: WRITES, Condition: leading(['IMPORT#', 'FEED#']) }),
      ]),
    );
    // The feed's failure mail (decision 074), and its own log group.
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Allow', Action: 'ses:SendEmail' }),
    );
  });

  it('grants StartExecution on this state machine only, to the routes declaring csvImport only', () => {
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
      if (route.access.csvImport) {
        expect(states, route.id).toEqual([
          { Effect: 'Allow', Action: 'states:StartExecution', Resource: { Ref: stateMachine } },
        ]);
        expect(variables[CSV_IMPORT_ENV], route.id).toEqual({ Ref: stateMachine });
      } else {
        expect(states, route.id).toEqual([]);
        expect(variables[CSV_IMPORT_ENV], route.id).toBeUndefined();
      }
    }
    expect(ROUTES.filter((r) => r.access.csvImport).map((r) => r.id)).toEqual([
      'StartImport',
      'RunStockFeed',
    ]);
  });

  it('alarms on each task function like every other', () => {
    const alarms = Object.values(built.template.findResources('AWS::CloudWatch::Alarm'));
    for (const fn of Object.values(fns)) {
      const onTask = alarms.filter(
        (a) =>
          a.Properties.MetricName === 'Errors' &&
          JSON.stringify(a.Properties.Dimensions).includes(fn),
      );
      expect(onTask, fn).toHaveLength(1);
    }
  });
});
