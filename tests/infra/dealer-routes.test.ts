import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#infra/stack/definitions/routes';
import { SCHEDULES } from '#infra/stack/definitions/schedules';
import { loadStageConfig } from '#infra/stack/stage-config';
import { DEALER_DIRECTORY_PK } from '#shared/table-keys';
import { synth, type Built } from './support/synth';

// The dealer pages of decision 069 in the deployed stack: each route its own function behind
// the HTTP API, the public ones without an authorizer and the admin's behind the JWT one, the
// phone held below the stage as a listing's is, the profile's logo copy limited to its key
// prefixes, and the sitemap job reading the dealer directory's partition and nothing more of
// it (the least-privilege test checks what each access level grants).
const DEALER_ROUTES = {
  DealerDirectory: { key: 'GET /api/dealers', auth: 'NONE', table: 'read', search: 'read' },
  DealerPage: { key: 'GET /api/dealers/{slug}', auth: 'NONE', table: 'read', search: 'read' },
  DealerPhone: { key: 'GET /api/dealers/{slug}/phone', auth: 'NONE', table: 'readwrite' },
  AdminSetDealerPage: {
    key: 'PUT /api/admin/users/{id}/dealer-page',
    auth: 'JWT',
    table: 'readwrite',
  },
} as const;

describe('the dealer page routes', () => {
  let built: Built;
  beforeAll(() => {
    built = synth();
  });

  it.each(Object.entries(DEALER_ROUTES))('deploys %s with its own function', (id, expected) => {
    const route = ROUTES.find((r) => r.id === id);
    expect(route, id).toBeDefined();
    expect(`${route!.method} ${route!.path}`).toBe(expected.key);
    expect(route!.access.table).toBe(expected.table);
    expect(route!.access.search).toBe('search' in expected ? expected.search : undefined);
    expect(route!.access.images, id).toBeUndefined();
    expect(route!.access.mail, id).toBeUndefined();
    expect(built.stack.api.functions.get(id)?.fn, id).toBeDefined();
    const inTemplate = Object.values(built.template.findResources('AWS::ApiGatewayV2::Route')).find(
      (resource) => resource.Properties.RouteKey === expected.key,
    );
    expect(inTemplate?.Properties.AuthorizationType, id).toBe(expected.auth);
  });

  it('holds the phone reveal below the stage throttle, as a listing phone', () => {
    const { apiThrottle } = loadStageConfig('prod');
    const throttle = ROUTES.find((r) => r.id === 'DealerPhone')?.throttle;
    expect(throttle).toEqual(ROUTES.find((r) => r.id === 'ListingPhone')?.throttle);
    expect(throttle?.rateLimit).toBeLessThan(apiThrottle.rateLimit);
  });

  it('lets the profile save copy a logo from the processed uploads to the logo keys only', () => {
    const route = ROUTES.find((r) => r.id === 'UpdateOwnProfile');
    expect(route?.access.images).toEqual({ read: ['processed/'], write: ['images/dealers/'] });
  });

  it('lets the sitemap job read the dealer directory partition', () => {
    const job = SCHEDULES.find((schedule) => schedule.id === 'GenerateSitemaps');
    const table = job?.access.table as { readKeys?: readonly string[]; scan?: boolean };
    expect(table.readKeys).toContain(DEALER_DIRECTORY_PK);
    expect(table.scan).toBeUndefined();
  });
});
