import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import type { RouteDefinition } from '../definitions/routes';
import { createHandlerFunction, ROUTE_TIMEOUT } from './handler-function';
import type { RouteFunctionContext } from './route-function-context';
import { routeEnvironment } from './route-environment';
import { grantRouteAccess } from './route-grants';

export type RouteFunctionProps = RouteFunctionContext & { route: RouteDefinition };

export const DEFAULT_ROUTE_MEMORY_MB = 512;

/**
 * One Lambda function for one route of infra/stack/definitions/routes.ts, with its own role that
 * holds exactly the table, bucket and geocoding access the route declares, and nothing else.
 */
export class RouteFunction extends Construct {
  readonly fn: nodejs.NodejsFunction;

  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    super(scope, id);
    const { route } = props;

    const { fn, role } = createHandlerFunction(this, {
      handler: route.handler,
      description: `${route.method} ${route.path}: ${route.description}`,
      roleDescription: `VanYard ${props.stage} ${route.method} ${route.path}`,
      memoryMb: route.memoryMb ?? DEFAULT_ROUTE_MEMORY_MB,
      timeout: ROUTE_TIMEOUT,
      environment: { ...routeEnvironment(props, route.access), SITE_ORIGIN: props.siteUrl },
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    this.fn = fn;
    grantRouteAccess(this, role, route.access, props, 'this route');
  }
}
