import { NestedStack, Validations } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Construct } from 'constructs';
import type { RouteDefinition } from '../definitions/routes';
import type { RouteGroup } from './route-groups';
import { RouteFunction } from './route-function';
import type { RouteFunctionContext } from './route-function-context';

export type RouteStackProps = {
  group: RouteGroup;
  routes: readonly RouteDefinition[];
  stage: string;
  /** The stage's HTTP API (in the parent stack): its id reaches this stack as a parameter. */
  api: apigwv2.IHttpApi;
  /** The Cognito JWT authorizer of the API (in the parent), for every route not public. */
  authorizer: apigwv2.IHttpRouteAuthorizer;
  /** What every route function is given, whatever its route (RouteFunction's props). */
  functions: RouteFunctionContext;
  /** Dynamic references to the origin secret's current and previous value (HttpApi). */
  originSecret: { current: string; previous: string };
};

/**
 * A nested stack holding the routes of one group (route-groups.ts), each with everything that
 * exists once per route: its function, role, policy and log group (RouteFunction), and its API
 * route, Lambda integration and invoke permission. The API, its stage and authorizer stay in
 * the parent; the table, buckets, user pool, origin secret and site URL come in as CDK's
 * nested-stack parameters.
 */
export class RouteStack extends NestedStack {
  readonly functions: ReadonlyMap<string, RouteFunction>;
  readonly routes: ReadonlyMap<string, apigwv2.HttpRoute>;

  constructor(scope: Construct, id: string, props: RouteStackProps) {
    super(scope, id, {
      description: `VanYard ${props.stage} API routes for ${props.group.serves}`,
    });
    const functions = new Map<string, RouteFunction>();
    const routes = new Map<string, apigwv2.HttpRoute>();
    for (const route of props.routes) {
      const routeFunction = new RouteFunction(this, route.id, { ...props.functions, route });
      routeFunction.fn.addEnvironment('ORIGIN_SECRET', props.originSecret.current);
      routeFunction.fn.addEnvironment('ORIGIN_SECRET_PREVIOUS', props.originSecret.previous);

      const httpRoute = new apigwv2.HttpRoute(this, `${route.id}Route`, {
        httpApi: props.api,
        routeKey: apigwv2.HttpRouteKey.with(route.path, apigwv2.HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${route.id}Integration`, routeFunction.fn),
        ...(route.auth === 'public' ? {} : { authorizer: props.authorizer }),
      });
      if (route.auth === 'public') {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${route.method} ${route.path} is public by design (route table auth 'public'): ${route.description}`,
        });
      }
      functions.set(route.id, routeFunction);
      routes.set(route.id, httpRoute);
    }
    this.functions = functions;
    this.routes = routes;
  }
}
