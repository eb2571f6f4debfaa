import { NestedStack, Stack } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#infra/stack/definitions/routes';
import { ROUTE_GROUPS, groupRoutes, routeGroupOf } from '#infra/stack/constructs/route-groups';
import { FULL_CONFIG, logicalId, synth, type Built } from './support/synth';

/**
 * CloudFormation refuses a stack of more than 500 resources (and so does `cdk synth`). Every
 * stack of a stage stays at 400 or fewer, so a few more routes or a new capability never turn
 * into a failed deploy; a group near the line is split by a longer path prefix (decision 023).
 */
const MAX_RESOURCES = 400;

const resourceCount = (template: { toJSON(): Record<string, unknown> }) =>
  Object.keys(template.toJSON().Resources as object).length;

const VARIANTS: Array<[string, Parameters<typeof synth>[0]]> = [
  ['dev', { stage: 'dev' }],
  ['prod (AWS WAF on)', { stage: 'prod' }],
  ['domain, Google and alarms', { stage: 'dev', config: FULL_CONFIG }],
];

describe('stack sizes', () => {
  const builds = new Map<string, Built>();
  beforeAll(() => {
    for (const [name, options] of VARIANTS) builds.set(name, synth(options));
  });

  it.each(VARIANTS.map(([name]) => name))(
    'keeps the stage stack and every nested stack at 400 resources or fewer (%s)',
    (name) => {
      const built = builds.get(name)!;
      expect(resourceCount(built.parent), 'parent').toBeLessThanOrEqual(MAX_RESOURCES);
      expect(built.nested.size).toBeGreaterThan(0);
      for (const [path, template] of built.nested) {
        expect(resourceCount(template), path).toBeLessThanOrEqual(MAX_RESOURCES);
      }
      // The combined view holds them all, once each.
      const total =
        resourceCount(built.parent) +
        [...built.nested.values()].reduce((sum, template) => sum + resourceCount(template), 0);
      expect(resourceCount(built.template)).toBe(total);
    },
  );

  it('has one nested stack per route group, each holding exactly its routes', () => {
    const built = builds.get('dev')!;
    // Every group has routes today, so each has its stack.
    const groups = groupRoutes(ROUTES);
    expect(groups.map(({ group }) => group.id)).toEqual(ROUTE_GROUPS.map((group) => group.id));
    expect(built.nested.size).toBe(ROUTE_GROUPS.length);
    expect(built.parent.findResources('AWS::CloudFormation::Stack')).toEqual(
      Object.fromEntries(
        built.stack.api.routeStacks.map((routeStack) => [logicalId(routeStack), expect.anything()]),
      ),
    );
    for (const { group, routes } of groups) {
      const routeStack = built.stack.api.routeStacks.find((s) => s.node.id === group.id)!;
      expect(routeStack, group.id).toBeInstanceOf(NestedStack);
      const template = built.nested.get(routeStack.node.path)!;
      const routeKeys = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map(
        (route) => route.Properties.RouteKey as string,
      );
      expect(routeKeys.sort(), group.id).toEqual(
        routes.map((route) => `${route.method} ${route.path}`).sort(),
      );
      for (const route of routes) {
        expect(Stack.of(built.stack.api.functions.get(route.id)!.fn), route.id).toBe(routeStack);
      }
      // Each route's invoke permission and integration are in its stack too.
      const permissions = template.findResources('AWS::Lambda::Permission', {
        Properties: { Principal: 'apigateway.amazonaws.com' },
      });
      expect(Object.keys(permissions), group.id).toHaveLength(routes.length);
      template.resourceCountIs('AWS::ApiGatewayV2::Integration', routes.length);
    }
  });

  it("keeps each route's resources out of the stage stack, and its errors alarm with its function", () => {
    const built = builds.get('dev')!;
    for (const type of ['AWS::ApiGatewayV2::Route', 'AWS::ApiGatewayV2::Integration']) {
      expect(Object.keys(built.parent.findResources(type)), type).toEqual([]);
    }
    // The parent's permissions are the Cognito triggers', the bucket notification's and
    // CloudFront's on the page renderer.
    expect(
      built.parent.findResources('AWS::Lambda::Permission', {
        Properties: { Principal: 'apigateway.amazonaws.com' },
      }),
    ).toEqual({});
    const parentFunctions = built.parent.findResources('AWS::Lambda::Function');
    for (const route of ROUTES) {
      const fn = built.stack.api.functions.get(route.id)!.fn;
      expect(parentFunctions[logicalId(fn)], route.id).toBeUndefined();
      const template = built.nested.get(Stack.of(fn).node.path)!;
      const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')).filter(
        (alarm) =>
          alarm.Properties.MetricName === 'Errors' &&
          JSON.stringify(alarm.Properties.Dimensions) ===
            JSON.stringify([{ Name: 'FunctionName', Value: { Ref: logicalId(fn) } }]),
      );
      expect(alarms, route.id).toHaveLength(1);
    }
    // The API, its stage and authorizer stay in the stage stack.
    for (const type of [
      'AWS::ApiGatewayV2::Api',
      'AWS::ApiGatewayV2::Stage',
      'AWS::ApiGatewayV2::Authorizer',
    ]) {
      expect(Object.keys(built.parent.findResources(type)), type).toHaveLength(1);
    }
  });

  it('groups a route by whole path segments, every other route public', () => {
    const group = (path: string) => routeGroupOf({ path }).id;
    expect(group('/api/admin/stats')).toBe('AdminRoutes');
    expect(group('/api/admin')).toBe('AdminRoutes');
    expect(group('/api/administrators')).toBe('PublicRoutes');
    expect(group('/api/me/listings/{id}/boosts')).toBe('AccountRoutes');
    expect(group('/api/meetings')).toBe('PublicRoutes');
    expect(group('/api/webhooks/stripe')).toBe('PublicRoutes');
    expect(group('/api/{proxy+}')).toBe('PublicRoutes');
    // Exactly one catch-all group, and every group's id is unique.
    expect(ROUTE_GROUPS.filter((g) => g.pathPrefix === undefined)).toHaveLength(1);
    expect(new Set(ROUTE_GROUPS.map((g) => g.id)).size).toBe(ROUTE_GROUPS.length);
  });
});
