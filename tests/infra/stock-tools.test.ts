import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#infra/stack/definitions/routes';
import { SCHEDULES } from '#infra/stack/definitions/schedules';
import { BOOST_EXPIRY, CSV_IMPORT_TASKS } from '#infra/stack/definitions/state-machines';
import type { WorkerAccess } from '#infra/stack/definitions/worker-access';
import { STOCK_PK_PREFIX, USER_PK_PREFIX } from '#shared/table-keys';
import { synth, type Built } from './support/synth';

// Stock tools (decision 071) in the deployed stack: the bulk route is a function of its own
// behind the JWT authorizer, may delete listing photos and nothing else in the bucket; the
// workers that write listings may also move their owners' stock version (the tally, `USER#`),
// and the import's chunk may write the owners' stock references (`STOCK#`).
describe('stock tools', () => {
  let built: Built;
  beforeAll(() => {
    built = synth();
  });

  it('deploys the bulk route with its own function, signed in, with the access it needs', () => {
    const route = ROUTES.find((r) => r.id === 'ActOnOwnListings');
    expect(`${route?.method} ${route?.path}`).toBe('POST /api/me/listings/bulk');
    expect(route?.access.table).toBe('readwrite');
    expect(route?.access.images).toEqual({ delete: ['images/listings/'] });
    expect(built.stack.api.functions.get('ActOnOwnListings')?.fn).toBeDefined();
    const inTemplate = Object.values(built.template.findResources('AWS::ApiGatewayV2::Route')).find(
      (resource) => resource.Properties.RouteKey === 'POST /api/me/listings/bulk',
    );
    expect(inTemplate?.Properties.AuthorizationType).toBe('JWT');
  });

  it('lets the workers that write listings move their owners’ stock version', () => {
    const sweep: { access: WorkerAccess } | undefined = SCHEDULES.find(
      (s) => s.id === 'BoostSweep',
    );
    expect(sweep?.access.table?.writeKeyPrefixes).toContain(USER_PK_PREFIX);
    expect(BOOST_EXPIRY.task.access.table?.writeKeyPrefixes).toContain(USER_PK_PREFIX);
    expect(CSV_IMPORT_TASKS.chunk.access.table?.writeKeyPrefixes).toEqual(
      expect.arrayContaining([USER_PK_PREFIX, STOCK_PK_PREFIX]),
    );
  });
});
