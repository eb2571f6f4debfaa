import { Stack, Validations, type RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { RouteDefinition } from '../definitions/routes';
import type { StageConfig } from '../stage-config';
import type { Geocoding } from './geocoding';
import { RouteFunction, type RouteBuckets } from './route-function';

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
 * of the route table, with Cognito JWT checks on every route that is not public.
 */
export class HttpApi extends Construct {
  readonly api: apigwv2.HttpApi;
  readonly stage: apigwv2.HttpStage;
  /** The stage's JSON access log (one line a request, ACCESS_LOG_FORMAT). */
  readonly accessLogs: logs.LogGroup;
  readonly functions: ReadonlyMap<string, RouteFunction>;

  constructor(scope: Construct, id: string, props: HttpApiProps) {
    super(scope, id);
    const { config } = props;

    this.api = new apigwv2.HttpApi(this, 'Api', {
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

    const functions = new Map<string, RouteFunction>();
    // CfnStage types RouteSettings as plain JSON: CloudFormation's own (PascalCase) names.
    const routeSettings: Record<
      string,
      { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }
    > = {};
    const stage = this.stage.node.defaultChild as apigwv2.CfnStage;
    for (const route of props.routes) {
      const routeFunction = new RouteFunction(this, route.id, {
        route,
        stage: config.stage,
        table: props.table,
        buckets: props.buckets,
        geocoding: props.geocoding,
        userPool: props.userPool,
        userPoolClient: props.userPoolClient,
        mailFrom: `VanYard <${config.email.fromAddress}>`,
        siteUrl: props.siteUrl,
        mailIdentity: { name: config.email.sesIdentity, region: config.email.sesRegion },
        logRetention: config.logRetention,
        removalPolicy: props.removalPolicy,
      });
      functions.set(route.id, routeFunction);
      routeFunction.fn.addEnvironment('ORIGIN_SECRET', props.originSecret.current);
      routeFunction.fn.addEnvironment('ORIGIN_SECRET_PREVIOUS', props.originSecret.previous);

      const [httpRoute] = this.api.addRoutes({
        path: route.path,
        methods: [apigwv2.HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${route.id}Integration`, routeFunction.fn),
        ...(route.auth === 'public' ? {} : { authorizer }),
      });
      // Per-route throttle (all clients together), default the stage's. The stage names routes
      // by key, so it is created after them.
      const throttle = route.throttle ?? config.apiThrottle;
      routeSettings[`${route.method} ${route.path}`] = {
        ThrottlingRateLimit: throttle.rateLimit,
        ThrottlingBurstLimit: throttle.burstLimit,
      };
      if (httpRoute) stage.node.addDependency(httpRoute);
      if (route.auth === 'public' && httpRoute) {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${route.method} ${route.path} is public by design (route table auth 'public'): ${route.description}`,
        });
      }
    }
    stage.routeSettings = routeSettings;
    this.functions = functions;
  }

  /** Host name of the API's default endpoint, for CloudFront's origin. */
  get domainName(): string {
    const stack = Stack.of(this);
    return `${this.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }
}
