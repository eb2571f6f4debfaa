import { beforeAll, describe, expect, it } from 'vitest';
import type { Construct } from 'constructs';
import { ROUTES } from '#infra/stack/definitions/routes';
import { TABLE } from '#infra/stack/definitions/table';
import { logicalId, synth, type Built } from './support/synth';

// Performance over time on the deployed stage (decision 073): the three readers behind the
// Cognito authorizer, each in a function of its own that may read the table and nothing else;
// the functions that count (views, reveals, enquiries, saves, search pages, the results page's
// render) may update the table, where the daily items are added to; the items expire by the
// table's TTL. No worker or schedule: each container flushes its own counts.
const READ_ROUTES = {
  OwnListingPerformance: 'GET /api/me/listings/{id}/performance',
  OwnPerformance: 'GET /api/me/performance',
  OwnPerformanceCsv: 'GET /api/me/performance/csv',
} as const;
const COUNTING_ROUTES = [
  'ListingViews',
  'ListingPhone',
  'ListingEnquiry',
  'SaveVan',
  'SearchListings',
];

type Statement = { Action: string | string[]; Resource: unknown };

describe('performance over time in the stack', () => {
  let built: Built;
  beforeAll(() => {
    built = synth();
  });

  function actionsOf(fn: Construct & { role?: Construct }): string[] {
    const roleRef = JSON.stringify({ Ref: logicalId(fn.role!) });
    return Object.values(built.template.findResources('AWS::IAM::Policy'))
      .filter((p) => (p.Properties.Roles as unknown[]).some((r) => JSON.stringify(r) === roleRef))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[])
      .flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
  }

  it('routes each reader, signed in only, to a function of its own that reads and never writes', () => {
    const routes = Object.values(built.template.findResources('AWS::ApiGatewayV2::Route')).map(
      (r) => r.Properties as { RouteKey: string; AuthorizationType: string },
    );
    const functions = new Set<string>();
    for (const [id, key] of Object.entries(READ_ROUTES)) {
      expect(ROUTES.find((r) => r.id === id)?.auth).toBe('user');
      expect(routes.find((r) => r.RouteKey === key)?.AuthorizationType, key).toBe('JWT');
      const fn = built.stack.api.functions.get(id)!.fn;
      functions.add(logicalId(fn));
      const actions = actionsOf(fn);
      expect(actions, id).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:GetItem']));
      for (const write of ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']) {
        expect(actions, id).not.toContain(write);
      }
      expect(
        actions.some((a) => a.startsWith('s3:')),
        id,
      ).toBe(false);
    }
    expect(functions.size).toBe(3);
  });

  it('lets the functions that count add to the daily items, the results page’s renderer too', () => {
    for (const id of COUNTING_ROUTES) {
      expect(actionsOf(built.stack.api.functions.get(id)!.fn), id).toContain('dynamodb:UpdateItem');
    }
    expect(actionsOf(built.stack.pageRenderer.fn)).toContain('dynamodb:UpdateItem');
  });

  it('expires the daily items by the table’s TTL attribute', () => {
    const [table] = Object.values(built.template.findResources('AWS::DynamoDB::Table'));
    expect(table?.Properties.TimeToLiveSpecification).toEqual({
      AttributeName: 'expires_at',
      Enabled: true,
    });
    expect(TABLE.timeToLiveAttribute).toBe('expires_at');
  });
});
