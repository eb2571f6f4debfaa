import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteDefinition } from '#infra/stack/definitions/routes';
import { SCHEDULES } from '#infra/stack/definitions/schedules';
import { STREAM_CONSUMERS } from '#infra/stack/definitions/stream-consumers';
import { loadStageConfig } from '#infra/stack/stage-config';
import { ACCESS_MATRIX_ROUTES, logicalId, synth, type Built } from './support/synth';

type Resource = { Type: string; Properties: Record<string, unknown> };

const routeKey = (route: Pick<RouteDefinition, 'method' | 'path'>) =>
  `${route.method} ${route.path}`;

function templateRoutes(built: Built): Map<string, Record<string, unknown>> {
  const routes = Object.values(built.template.findResources('AWS::ApiGatewayV2::Route'));
  return new Map(routes.map((r) => [r.Properties.RouteKey as string, r.Properties]));
}

describe('HttpApi', () => {
  let real: Built;
  let matrix: Built;
  beforeAll(() => {
    real = synth();
    matrix = synth({ routes: ACCESS_MATRIX_ROUTES });
  });

  it('has exactly one route per entry of the route table', () => {
    expect([...templateRoutes(real).keys()].sort()).toEqual(ROUTES.map(routeKey).sort());
  });

  it.each([
    ['the real route table', () => real, ROUTES],
    ['every auth level', () => matrix, ACCESS_MATRIX_ROUTES],
  ] as const)(
    'puts the Cognito JWT authorizer on exactly the non-public routes (%s)',
    (_, built, routes) => {
      const inTemplate = templateRoutes(built());
      const authorizers = built().template.findResources('AWS::ApiGatewayV2::Authorizer');
      for (const route of routes) {
        const props = inTemplate.get(routeKey(route));
        if (route.auth === 'public') {
          expect(props?.AuthorizationType, routeKey(route)).toBe('NONE');
          expect(props?.AuthorizerId, routeKey(route)).toBeUndefined();
        } else {
          expect(props?.AuthorizationType, routeKey(route)).toBe('JWT');
          const id = (props?.AuthorizerId as { Ref: string }).Ref;
          expect(authorizers[id]?.Properties).toMatchObject({
            AuthorizerType: 'JWT',
            IdentitySource: ['$request.header.Authorization'],
            JwtConfiguration: {
              Audience: [{ Ref: logicalId(built().stack.auth.client) }],
            },
          });
        }
      }
    },
  );

  it('sends each route to its own function', () => {
    const integrations = matrix.template.findResources('AWS::ApiGatewayV2::Integration');
    const inTemplate = templateRoutes(matrix);
    const targets = new Set<string>();
    for (const route of ACCESS_MATRIX_ROUTES) {
      const target = inTemplate.get(routeKey(route))?.Target as { 'Fn::Join': [string, unknown[]] };
      const integrationId = (target['Fn::Join'][1][1] as { Ref: string }).Ref;
      const uri = integrations[integrationId]?.Properties.IntegrationUri;
      const fn = matrix.stack.api.functions.get(route.id)?.fn;
      expect(fn, route.id).toBeDefined();
      expect(uri).toEqual({ 'Fn::GetAtt': [logicalId(fn!), 'Arn'] });
      targets.add(integrationId);
    }
    expect(targets.size).toBe(ACCESS_MATRIX_ROUTES.length);
  });

  it('runs every function on arm64 with Node.js 22 or newer', () => {
    // The others are the stream consumers and scheduled jobs (search-projection.test.ts), the
    // Cognito triggers (user-auth.test.ts), the photo processor (image-pipeline.test.ts), the
    // boost expiry's task (boost-expiry.test.ts), the CSV import's tasks (csv-import.test.ts), the
    // page renderer (page-renderer.test.ts), and CDK's BucketDeployment (web-deployment.test.ts)
    // and bucket-notifications handlers.
    const all = real.template.findResources('AWS::Lambda::Function');
    const workers = [
      ...[...real.stack.streamConsumers.consumers.values()].map((c) => c.worker.fn),
      ...[...real.stack.scheduledJobs.jobs.values()].map((j) => j.worker.fn),
      real.stack.authTriggers.profile.fn,
      real.stack.authTriggers.messages.fn,
      real.stack.authTriggers.linking.fn,
      real.stack.imagePipeline.fn,
      real.stack.boostExpiry.task.fn,
      ...Object.values(real.stack.csvImport.tasks).map((task) => task.fn),
      real.stack.pageRenderer.fn,
    ];
    const functions = [
      ...ROUTES.map((route) => real.stack.api.functions.get(route.id)!.fn),
      ...workers,
    ].map((fn) => all[logicalId(fn)]);
    // 10: the auth triggers (3: decision 076 added the pre-sign-up linking), the photo
    // processor, the boost expiry's task, the CSV import's 4 tasks (decision 074 added
    // Reconcile) and the page renderer.
    expect(functions).toHaveLength(ROUTES.length + STREAM_CONSUMERS.length + SCHEDULES.length + 10);
    // Besides ours: CDK's own custom-resource providers, the third being the provider of the
    // compaction's after-deploy trigger (infra/stack/constructs/scheduled-jobs.ts).
    expect(Object.keys(all)).toHaveLength(functions.length + 3);
    for (const fn of functions as Resource[]) {
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      const runtime = String(fn.Properties.Runtime);
      expect(runtime).toMatch(/^nodejs\d+\.x$/);
      expect(Number(runtime.replace(/\D/g, ''))).toBeGreaterThanOrEqual(22);
    }
  });

  it('tells every handler its table, buckets, user pool, stage and mail sender', () => {
    const functions = real.template.findResources('AWS::Lambda::Function');
    for (const route of ROUTES) {
      const fn = real.stack.api.functions.get(route.id)?.fn;
      expect(fn, route.id).toBeDefined();
      expect(functions[logicalId(fn!)]?.Properties).toMatchObject({
        Handler: 'index.handler',
        Environment: {
          Variables: {
            TABLE_NAME: { Ref: logicalId(real.stack.data.table) },
            IMAGES_BUCKET: { Ref: logicalId(real.stack.buckets.images) },
            SITEMAPS_BUCKET: { Ref: logicalId(real.stack.buckets.sitemaps) },
            USER_POOL_ID: { Ref: logicalId(real.stack.auth.userPool) },
            USER_POOL_CLIENT_ID: { Ref: logicalId(real.stack.auth.client) },
            STAGE: 'dev',
            MAIL_PROVIDER: 'ses',
            MAIL_FROM: `VanYard <${loadStageConfig('dev').email.fromAddress}>`,
            NODE_OPTIONS: '--enable-source-maps',
          },
        },
        Description: `${route.method} ${route.path}: ${route.description}`,
      });
    }
  });

  it('gives each function the memory its route asks for, 512 MB otherwise', () => {
    const functions = real.template.findResources('AWS::Lambda::Function');
    for (const route of ROUTES as readonly RouteDefinition[]) {
      const fn = real.stack.api.functions.get(route.id)!.fn;
      expect(functions[logicalId(fn)]?.Properties.MemorySize, route.id).toBe(route.memoryMb ?? 512);
    }
    const search = real.stack.api.functions.get('SearchListings')!.fn;
    expect(functions[logicalId(search)]?.Properties.MemorySize).toBe(1769);
  });

  it('tells the search route its bucket and Amazon Location place index', () => {
    const search = real.stack.api.functions.get('SearchListings')!.fn;
    const variables =
      real.template.findResources('AWS::Lambda::Function')[logicalId(search)]?.Properties
        .Environment.Variables;
    expect(variables).toMatchObject({
      SEARCH_BUCKET: { Ref: logicalId(real.stack.buckets.search) },
      GEOCODER: 'location',
      PLACE_INDEX_NAME: 'vanyard-dev-postcodes',
    });
  });

  it('logs access and throttles on its $default stage', () => {
    const stages = Object.values(real.template.findResources('AWS::ApiGatewayV2::Stage'));
    expect(stages).toHaveLength(1);
    expect(stages[0]?.Properties).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': [expect.any(String), 'Arn'] },
        Format: expect.stringContaining('$context.requestId'),
      },
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
    });
  });
});

describe('HttpApi throttling', () => {
  let built: Built;
  beforeAll(() => {
    built = synth({ stage: 'prod' });
  });

  it("throttles each route by its own setting or, without one, by the stage's", () => {
    const [stage] = Object.values(built.template.findResources('AWS::ApiGatewayV2::Stage'));
    const settings = stage!.Properties.RouteSettings as Record<
      string,
      { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }
    >;
    const { apiThrottle } = loadStageConfig('prod');
    expect(Object.keys(settings).sort()).toEqual(ROUTES.map(routeKey).sort());
    for (const route of ROUTES) {
      const expected = route.throttle ?? apiThrottle;
      expect(settings[routeKey(route)], routeKey(route)).toEqual({
        ThrottlingRateLimit: expected.rateLimit,
        ThrottlingBurstLimit: expected.burstLimit,
      });
    }
    // The stage default still covers anything else.
    expect(stage!.Properties.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: apiThrottle.rateLimit,
      ThrottlingBurstLimit: apiThrottle.burstLimit,
    });
    // Stage settings name routes by key: the stage is created after its routes. They live in
    // the nested route stacks, so the stage depends on each stack that holds one of them.
    const routeIds = Object.keys(built.template.findResources('AWS::ApiGatewayV2::Route'));
    const { routeStacks } = built.stack.api;
    const held = routeStacks.flatMap((routeStack) =>
      Object.keys(
        built.nested.get(routeStack.node.path)!.findResources('AWS::ApiGatewayV2::Route'),
      ),
    );
    expect(held.sort()).toEqual([...routeIds].sort());
    expect([...(stage!.DependsOn as string[])].sort()).toEqual(
      expect.arrayContaining(routeStacks.map((routeStack) => logicalId(routeStack))),
    );
  });

  it('holds the contact and mail routes lower than the stage', () => {
    const { apiThrottle } = loadStageConfig('prod');
    for (const id of ['ListingPhone', 'ListingEnquiry', 'ReportListing']) {
      const throttle = ROUTES.find((r) => r.id === id)?.throttle;
      expect(throttle?.rateLimit, id).toBeLessThan(apiThrottle.rateLimit);
      expect(throttle?.burstLimit, id).toBeLessThan(apiThrottle.burstLimit);
    }
  });
});
