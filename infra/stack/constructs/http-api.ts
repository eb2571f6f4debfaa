import { Stack, type RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { RouteDefinition } from '../definitions/routes';
import type { StageConfig } from '../stage-config';
import type { Geocoding } from './geocoding';
import type { RouteFunction } from './route-function';
import type { RouteBuckets } from './route-function-context';
import { groupRoutes } from './route-groups';
import { RouteStack } from './route-stack';

export type HttpApiProps = {
  config: StageConfig;
  routes: readonly RouteDefinition[];
  table: dynamodb.ITable;
  buckets: RouteBuckets;
  geocoding: Geocoding;
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  /** The site's origin, known once the distribution exists (a lazy value). */
  siteUrl: string;
  removalPolicy: RemovalPolicy;
  /**
   * Dynamic references to the origin secret's current and previous value (OriginSecret): every
   * route function gets both (ORIGIN_SECRET, ORIGIN_SECRET_PREVIOUS) and refuses requests
   * carrying neither.
   */
  originSecret: { current: string; previous: string };
};

/** JSON access log line: enough to trace a request end to end, no tokens or bodies. */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
    routeKey: '$context.routeKey',
    status: '$context.status',
    protocol: '$context.protocol',
    responseLength: '$context.responseLength',
    latencyMs: '$context.responseLatency',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
  }),
);

/**
 * The API Gateway HTTP API behind CloudFront's /api/*: one route and one function per entry
 * of the route table, with Cognito JWT checks on every route that is not public. The API, its
 * stage and authorizer are in the stage's stack; the routes and their functions in nested
 * stacks, one per route group (RouteStack).
 */
export class HttpApi extends Construct {
  readonly api: apigwv2.HttpApi;
  readonly stage: apigwv2.HttpStage;
  /** The stage's JSON access log (one line a request, ACCESS_LOG_FORMAT). */
  readonly accessLogs: logs.LogGroup;
  /** Every route's function by route id, whichever route stack holds it. */
  readonly functions: ReadonlyMap<string, RouteFunction>;
  /** The nested stacks of routes, one per route group that has routes (route-groups.ts). */
  readonly routeStacks: readonly RouteStack[];

  constructor(scope: Construct, id: string, props: HttpApiProps) {
    super(scope, id);
    const { config } = props;

    // Named `Api` until the routes moved into nested stacks (decision 023). A route cannot move
    // from one stack to another within one API in a single deploy: the new stack creates its
    // route key before the old stack deletes it, and API Gateway refuses the duplicate (409). A
    // new id gives a stage deployed before the split a new API in that same deploy: CloudFront
    // moves to it, then CloudFormation deletes the old API and its functions.
    this.api = new apigwv2.HttpApi(this, 'Gateway', {
      apiName: `vanyard-${config.stage}`,
      description: `VanYard ${config.stage} API (served at /api/* through CloudFront)`,
      // Our own $default stage below, so it can carry access logs and throttling.
      createDefaultStage: false,
    });

    const accessLogs = (this.accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: config.logRetention,
      removalPolicy: props.removalPolicy,
    }));
    this.stage = new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: config.apiThrottle,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: ACCESS_LOG_FORMAT,
      },
    });

    // Admin routes get the same JWT check; the `admin` group is enforced in the handler
    // (requireAuth), where the local stage enforces it too.
    const authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: [props.userPoolClient],
    });

    // One nested stack per route group (route-groups.ts, decision 023): each route's function,
    // role, policy, log group, alarm, permission, integration and route live there, which keeps
    // every stack far below CloudFormation's 500 resources however many routes come.
    const routeStacks: RouteStack[] = [];
    const functions = new Map<string, RouteFunction>();
    for (const { group, routes } of groupRoutes(props.routes)) {
      const routeStack = new RouteStack(this, group.id, {
        group,
        routes,
        stage: config.stage,
        api: this.api,
        authorizer,
        originSecret: props.originSecret,
        functions: {
          stage: config.stage,
          table: props.table,
          buckets: props.buckets,
          geocoding: props.geocoding,
          userPool: props.userPool,
          userPoolClient: props.userPoolClient,
          mailFrom: `VanYard <${config.email.fromAddress}>`,
          siteUrl: props.siteUrl,
          mailIdentity: { name: config.email.sesIdentity, region: config.email.sesRegion },
          stripeSecretName: config.stripe.secretName,
          vehicleDataSecretName: config.vehicleData.secretName,
          alertSigningSecretName: config.alerts.signingSecretName,
          logRetention: config.logRetention,
          removalPolicy: props.removalPolicy,
        },
      });
      routeStacks.push(routeStack);
      for (const [routeId, routeFunction] of routeStack.functions) {
        functions.set(routeId, routeFunction);
      }
    }

    // Per-route throttle (all clients together), default the stage's. The stage names routes by
    // key, so it is created after them: after the route stacks that hold them.
    // CfnStage types RouteSettings as plain JSON: CloudFormation's own (PascalCase) names.
    const routeSettings: Record<
      string,
      { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }
    > = {};
    const stage = this.stage.node.defaultChild as apigwv2.CfnStage;
    for (const route of props.routes) {
      const throttle = route.throttle ?? config.apiThrottle;
      routeSettings[`${route.method} ${route.path}`] = {
        ThrottlingRateLimit: throttle.rateLimit,
        ThrottlingBurstLimit: throttle.burstLimit,
      };
    }
    for (const routeStack of routeStacks) stage.node.addDependency(routeStack);
    stage.routeSettings = routeSettings;
    this.functions = functions;
    this.routeStacks = routeStacks;
  }

  /** Host name of the API's default endpoint, for CloudFront's origin. */
  get domainName(): string {
    const stack = Stack.of(this);
    return `${this.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }
}
