import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#infra/stack/definitions/routes';
import { routeActions } from './support/role-actions';
import { logicalId, synth, type Built } from './support/synth';

// Messages on the deployed stage (decision 075): the eight routes behind the Cognito authorizer,
// each in its own function; the inbox and the thread with the search index's memory and a read
// of the search bucket, the count read-only, the writes with table writes; only the two sends
// e-mail (the other side's batched notice).
const MESSAGE_ROUTES = {
  OwnConversations: 'GET /api/me/conversations',
  OwnConversation: 'GET /api/me/conversations/{id}',
  StartConversation: 'POST /api/me/conversations',
  SendMessage: 'POST /api/me/conversations/{id}/messages',
  UnreadMessages: 'GET /api/me/messages/unread',
  ClaimConversations: 'POST /api/me/messages/claim',
  BlockUser: 'PUT /api/me/conversations/{id}/block',
  UnblockUser: 'DELETE /api/me/conversations/{id}/block',
} as const;

const WRITES = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'];

describe('messages in the stack', () => {
  let built: Built;
  beforeAll(() => {
    built = synth();
  });

  const actionsOf = (id: string) => routeActions(built, id);

  it('routes each messages path, signed in only, to a function of its own', () => {
    const routes = Object.values(built.template.findResources('AWS::ApiGatewayV2::Route')).map(
      (r) => r.Properties as { RouteKey: string; AuthorizationType: string },
    );
    const functions = new Set<string>();
    for (const [id, key] of Object.entries(MESSAGE_ROUTES)) {
      expect(ROUTES.find((r) => r.id === id)?.auth).toBe('user');
      expect(routes.find((r) => r.RouteKey === key)?.AuthorizationType, key).toBe('JWT');
      functions.add(logicalId(built.stack.api.functions.get(id)!.fn));
    }
    expect(functions.size).toBe(8);
  });

  it('gives the inbox and the thread the index memory and the snapshots; the inbox writes nothing', () => {
    for (const id of ['OwnConversations', 'OwnConversation']) {
      const fn =
        built.template.findResources('AWS::Lambda::Function')[
          logicalId(built.stack.api.functions.get(id)!.fn)
        ];
      expect(fn?.Properties.MemorySize, id).toBe(
        ROUTES.find((r) => r.id === 'CompareListings')?.memoryMb,
      );
      expect(
        actionsOf(id).some((a) => a.startsWith('s3:GetObject')),
        id,
      ).toBe(true);
    }
    for (const id of ['OwnConversations', 'UnreadMessages']) {
      for (const write of WRITES) expect(actionsOf(id), id).not.toContain(write);
    }
    // Reading a thread marks it read.
    expect(actionsOf('OwnConversation')).toEqual(expect.arrayContaining(WRITES));
  });

  it('lets the sends and the claim write the table; only the sends mail the other side', () => {
    for (const id of ['StartConversation', 'SendMessage', 'ClaimConversations', 'BlockUser']) {
      const actions = actionsOf(id);
      expect(actions, id).toEqual(expect.arrayContaining(WRITES));
      expect(
        actions.some((a) => a.startsWith('s3:')),
        id,
      ).toBe(false);
    }
    for (const id of ['StartConversation', 'SendMessage']) {
      expect(
        actionsOf(id).some((a) => a.startsWith('ses:')),
        id,
      ).toBe(true);
    }
    for (const id of ['ClaimConversations', 'OwnConversations', 'BlockUser']) {
      expect(
        actionsOf(id).some((a) => a.startsWith('ses:')),
        id,
      ).toBe(false);
    }
  });
});
