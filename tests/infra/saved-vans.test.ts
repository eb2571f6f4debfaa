import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#infra/stack/definitions/routes';
import { routeActions } from './support/role-actions';
import { logicalId, synth, type Built } from './support/synth';

// Saved vans on the deployed stage (decision 064): the five routes behind the Cognito
// authorizer, each in its own function; the list with the search index's memory and read of
// the search bucket, the ids read-only, the writes with table writes and nothing else.
const SAVED_ROUTES = {
  SavedVans: 'GET /api/me/saved-vans',
  SavedVanIds: 'GET /api/me/saved-vans/ids',
  SaveVan: 'PUT /api/me/saved-vans/{id}',
  RemoveSavedVan: 'DELETE /api/me/saved-vans/{id}',
  ImportSavedVans: 'POST /api/me/saved-vans/import',
} as const;

describe('saved vans in the stack', () => {
  let built: Built;
  beforeAll(() => {
    built = synth();
  });

  const actionsOf = (id: string) => routeActions(built, id);

  it('routes each saved-vans path, signed in only, to a function of its own', () => {
    const routes = Object.values(built.template.findResources('AWS::ApiGatewayV2::Route')).map(
      (r) => r.Properties as { RouteKey: string; AuthorizationType: string },
    );
    const functions = new Set<string>();
    for (const [id, key] of Object.entries(SAVED_ROUTES)) {
      expect(ROUTES.find((r) => r.id === id)?.auth).toBe('user');
      expect(routes.find((r) => r.RouteKey === key)?.AuthorizationType, key).toBe('JWT');
      functions.add(logicalId(built.stack.api.functions.get(id)!.fn));
    }
    expect(functions.size).toBe(5);
  });

  it('lets the list read the search snapshots with the index memory, and nothing write', () => {
    const list = built.stack.api.functions.get('SavedVans')!.fn;
    const fn = built.template.findResources('AWS::Lambda::Function')[logicalId(list)];
    expect(fn?.Properties.MemorySize).toBe(
      ROUTES.find((r) => r.id === 'CompareListings')?.memoryMb,
    );
    for (const id of ['SavedVans', 'SavedVanIds']) {
      const actions = actionsOf(id);
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query']));
      for (const write of ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']) {
        expect(actions, id).not.toContain(write);
      }
    }
    expect(actionsOf('SavedVans').some((a) => a.startsWith('s3:GetObject'))).toBe(true);
    expect(actionsOf('SavedVanIds').some((a) => a.startsWith('s3:'))).toBe(false);
  });

  it('lets the saves, removes and the import write the table and touch no bucket', () => {
    for (const id of ['SaveVan', 'RemoveSavedVan', 'ImportSavedVans']) {
      const actions = actionsOf(id);
      expect(actions, id).toEqual(
        expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']),
      );
      expect(
        actions.some((a) => a.startsWith('s3:')),
        id,
      ).toBe(false);
    }
  });
});
