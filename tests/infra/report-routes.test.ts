import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#infra/stack/definitions/routes';
import { loadStageConfig } from '#infra/stack/stage-config';
import { synth, type Built } from './support/synth';

// The report routes of decision 067 in the deployed stack: each its own function behind the
// HTTP API, the public report limited below the stage, the admin ones behind the JWT
// authorizer, and the access each needs and no more (the least-privilege test checks what
// each access level grants).
const REPORT_ROUTES = {
  ReportListing: { key: 'POST /api/listings/{id}/reports', auth: 'NONE', table: 'readwrite' },
  AdminReports: { key: 'GET /api/admin/reports', auth: 'JWT', table: 'read' },
  AdminDismissReports: {
    key: 'POST /api/admin/listings/{id}/reports/dismiss',
    auth: 'JWT',
    table: 'readwrite',
  },
  AdminTakeDownListing: {
    key: 'POST /api/admin/listings/{id}/reports/take-down',
    auth: 'JWT',
    table: 'readwrite',
  },
} as const;

describe('the report routes', () => {
  let built: Built;
  beforeAll(() => {
    built = synth();
  });

  it.each(Object.entries(REPORT_ROUTES))('deploys %s with its own function', (id, expected) => {
    const route = ROUTES.find((r) => r.id === id);
    expect(route, id).toBeDefined();
    expect(`${route!.method} ${route!.path}`).toBe(expected.key);
    expect(route!.access.table).toBe(expected.table);
    // The take-down mails the seller as any rejection does; the report that hides a listing
    // tells its seller too. Dismissing mails nobody.
    expect(Boolean(route!.access.mail)).toBe(id !== 'AdminReports' && id !== 'AdminDismissReports');
    expect(built.stack.api.functions.get(id)?.fn, id).toBeDefined();
    const inTemplate = Object.values(built.template.findResources('AWS::ApiGatewayV2::Route')).find(
      (resource) => resource.Properties.RouteKey === expected.key,
    );
    expect(inTemplate?.Properties.AuthorizationType, id).toBe(expected.auth);
  });

  it('holds the public report route below the stage throttle', () => {
    const { apiThrottle } = loadStageConfig('prod');
    const throttle = ROUTES.find((r) => r.id === 'ReportListing')?.throttle;
    expect(throttle?.rateLimit).toBeLessThan(apiThrottle.rateLimit);
    expect(throttle?.burstLimit).toBeLessThan(apiThrottle.burstLimit);
  });
});
